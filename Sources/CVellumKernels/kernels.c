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

/// The predictor of filter `type` for byte i of a row: `a` left, `b` above, `c` above-left.
#define PREDICT_NONE(a, b, c) 0
#define PREDICT_SUB(a, b, c) (a)
#define PREDICT_UP(a, b, c) (b)
#define PREDICT_AVERAGE(a, b, c) (((a) + (b)) >> 1)
#define PREDICT_PAETH(a, b, c) paeth((a), (b), (c))

/// The cost of filtering `line` with one filter: the absolute sum of the filtered bytes read
/// as signed numbers, given up (returning `limit`) once it reaches `limit`. The first pixel
/// (zeros to its left) is done apart, and the rest in runs of 64 without a check. `up` is
/// the row above, all zeros for the first row (which is what PNG's filters assume there).
#define FILTER_COST(name, PREDICT) \
static long name(const uint8_t *line, const uint8_t *up, int count, int bpp, long limit) { \
    const uint8_t *above = up; \
    long sum = 0; \
    int head = count < bpp ? count : bpp; \
    for (int i = 0; i < head; i++) sum += cost(line[i] - PREDICT(0, above[i], 0)); \
    int i = head; \
    while (i < count) { \
        int end = i + 64 < count ? i + 64 : count; \
        for (; i < end; i++) sum += cost(line[i] - PREDICT(line[i - bpp], above[i], above[i - bpp])); \
        if (sum >= limit) return limit; \
    } \
    return sum; \
}

FILTER_COST(cost_none, PREDICT_NONE)
FILTER_COST(cost_sub, PREDICT_SUB)
FILTER_COST(cost_up, PREDICT_UP)
FILTER_COST(cost_average, PREDICT_AVERAGE)
FILTER_COST(cost_paeth, PREDICT_PAETH)

static long filter_cost(int type, const uint8_t *line, const uint8_t *up, int count, int bpp, long limit) {
    switch (type) {
    case 0: return cost_none(line, up, count, bpp, limit);
    case 1: return cost_sub(line, up, count, bpp, limit);
    case 2: return cost_up(line, up, count, bpp, limit);
    case 3: return cost_average(line, up, count, bpp, limit);
    default: return cost_paeth(line, up, count, bpp, limit);
    }
}

/// The filter with the least cost (libpng's heuristic), trying the usual winners for
/// interface pictures first so that the others can stop early.
static int best_filter(const uint8_t *line, const uint8_t *up, int count, int bpp) {
    static const int order[5] = {2, 1, 4, 0, 3};
    int best = order[0];
    long best_cost = filter_cost(order[0], line, up, count, bpp, 0x7fffffffL);
    for (int k = 1; k < 5 && best_cost > 0; k++) {
        long c = filter_cost(order[k], line, up, count, bpp, best_cost);
        if (c < best_cost) { best_cost = c; best = order[k]; }
    }
    return best;
}

static void filter_row(int type, const uint8_t *line, const uint8_t *up, int count, int bpp, uint8_t *out) {
    int head = count < bpp ? count : bpp;
    switch (type) {
    case 0:
        memcpy(out, line, (size_t)count);
        return;
    case 1:
        for (int i = 0; i < head; i++) out[i] = line[i];
        for (int i = head; i < count; i++) out[i] = (uint8_t)(line[i] - line[i - bpp]);
        return;
    case 2:
        if (!up) { memcpy(out, line, (size_t)count); return; }
        for (int i = 0; i < count; i++) out[i] = (uint8_t)(line[i] - up[i]);
        return;
    case 3:
        for (int i = 0; i < head; i++) out[i] = (uint8_t)(line[i] - ((up ? up[i] : 0) >> 1));
        if (up) {
            for (int i = head; i < count; i++) out[i] = (uint8_t)(line[i] - ((line[i - bpp] + up[i]) >> 1));
        } else {
            for (int i = head; i < count; i++) out[i] = (uint8_t)(line[i] - (line[i - bpp] >> 1));
        }
        return;
    default:
        for (int i = 0; i < head; i++) out[i] = (uint8_t)(line[i] - (up ? up[i] : 0));
        if (up) {
            for (int i = head; i < count; i++) out[i] = (uint8_t)(line[i] - paeth(line[i - bpp], up[i], up[i - bpp]));
        } else {
            for (int i = head; i < count; i++) out[i] = (uint8_t)(line[i] - line[i - bpp]);
        }
        return;
    }
}

void vellum_png_filter_rows(const uint8_t *pixels, int width, int height, int stride, vellum_pixel_layout layout,
                            int channels, int choose_filter, int has_row_above, uint8_t *scratch, uint8_t *out) {
    size_t row_bytes = (size_t)width * channels;
    uint8_t *line = scratch, *previous = scratch + row_bytes;
    /* The row above the first: the image's previous row, or zeros at the top. */
    if (has_row_above) {
        unpack_row(pixels - stride, width, layout, channels, previous);
    } else {
        memset(previous, 0, row_bytes);
    }
    for (int y = 0; y < height; y++) {
        unpack_row(pixels + (size_t)y * stride, width, layout, channels, line);
        int type = choose_filter ? best_filter(line, previous, (int)row_bytes, channels) : 2;
        uint8_t *target = out + (size_t)y * (row_bytes + 1);
        target[0] = (uint8_t)type;
        filter_row(type, line, previous, (int)row_bytes, channels, target + 1);
        uint8_t *swap = line;
        line = previous;
        previous = swap;
    }
}
