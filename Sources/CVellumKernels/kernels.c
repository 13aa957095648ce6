#include "vellum_kernels.h"

#include <stdlib.h>
#include <string.h>

int vellum_argb32_is_opaque(const uint8_t *pixels, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        for (int x = 0; x < width; x++) {
            if ((row[x] >> 24) != 0xFF) return 0;
        }
    }
    return 1;
}

/// One row of pixels as straight RGB(A) bytes.
static void unpack_row(const uint8_t *pixels, int width, vellum_pixel_layout layout, int channels, uint8_t *line) {
    if (layout == VELLUM_PIXELS_RGBA) {
        if (channels == 4) {
            memcpy(line, pixels, (size_t)width * 4);
        } else {
            for (int x = 0; x < width; x++) {
                line[x * 3] = pixels[x * 4];
                line[x * 3 + 1] = pixels[x * 4 + 1];
                line[x * 3 + 2] = pixels[x * 4 + 2];
            }
        }
        return;
    }
    const uint32_t *words = (const uint32_t *)pixels;
    for (int x = 0; x < width; x++) {
        uint32_t pixel = words[x];
        uint32_t alpha = pixel >> 24, r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF;
        if (alpha != 0xFF) {
            if (alpha == 0) {
                r = g = b = 0;
            } else {
                /* Cairo's unpremultiply: (c × 255 + α / 2) / α. */
                r = (r * 255 + alpha / 2) / alpha;
                g = (g * 255 + alpha / 2) / alpha;
                b = (b * 255 + alpha / 2) / alpha;
            }
        }
        uint8_t *p = line + x * channels;
        p[0] = (uint8_t)r;
        p[1] = (uint8_t)g;
        p[2] = (uint8_t)b;
        if (channels == 4) p[3] = (uint8_t)alpha;
    }
}

static inline int paeth(int a, int b, int c) {
    int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

static inline int cost(int value) {
    int v = (int8_t)(uint8_t)value;
    return v < 0 ? -v : v;
}

/// The filter of `line` (above it `up`, or none on the first row) with the least cost.
static int best_filter(const uint8_t *line, const uint8_t *up, int count, int bpp) {
    long costs[5] = {0, 0, 0, 0, 0};
    for (int i = 0; i < count; i++) {
        int x = line[i], a = i >= bpp ? line[i - bpp] : 0, b = up ? up[i] : 0, c = (up && i >= bpp) ? up[i - bpp] : 0;
        costs[0] += cost(x);
        costs[1] += cost(x - a);
        costs[2] += cost(x - b);
        costs[3] += cost(x - ((a + b) >> 1));
        costs[4] += cost(x - paeth(a, b, c));
    }
    int best = 0;
    for (int type = 1; type < 5; type++) {
        if (costs[type] < costs[best]) best = type;
    }
    return best;
}

static void filter_row(int type, const uint8_t *line, const uint8_t *up, int count, int bpp, uint8_t *out) {
    for (int i = 0; i < count; i++) {
        int x = line[i], a = i >= bpp ? line[i - bpp] : 0, b = up ? up[i] : 0, c = (up && i >= bpp) ? up[i - bpp] : 0;
        int predictor = 0;
        switch (type) {
        case 1: predictor = a; break;
        case 2: predictor = b; break;
        case 3: predictor = (a + b) >> 1; break;
        case 4: predictor = paeth(a, b, c); break;
        default: break;
        }
        out[i] = (uint8_t)(x - predictor);
    }
}

void vellum_png_filter_rows(const uint8_t *pixels, int width, int height, int stride, vellum_pixel_layout layout,
                            int channels, int choose_filter, uint8_t *scratch, uint8_t *out) {
    size_t row_bytes = (size_t)width * channels;
    uint8_t *line = scratch, *previous = scratch + row_bytes;
    for (int y = 0; y < height; y++) {
        unpack_row(pixels + (size_t)y * stride, width, layout, channels, line);
        const uint8_t *up = y > 0 ? previous : NULL;
        int type = choose_filter ? best_filter(line, up, (int)row_bytes, channels) : 2;
        uint8_t *target = out + (size_t)y * (row_bytes + 1);
        target[0] = (uint8_t)type;
        filter_row(type, line, up, (int)row_bytes, channels, target + 1);
        uint8_t *swap = line;
        line = previous;
        previous = swap;
    }
}
