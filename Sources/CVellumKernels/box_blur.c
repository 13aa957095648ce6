// The box blur a Gaussian blur is made of (three passes of running sums).
#include "vellum_kernels.h"

#include <pthread.h>
#include <stdlib.h>
#include <string.h>
#if defined(__SSE2__)
#include <emmintrin.h>
#include <immintrin.h>
#include <smmintrin.h>
#include <tmmintrin.h>
#endif

/// n / window for n < 2³¹ and window < 2¹⁵: ⌊n × m / 2^(31 + s)⌋ with m = ⌈2^(31 + s) / window⌉
/// and 2^s ≥ window is exact for every such n (Granlund and Montgomery), and m < 2³².
typedef struct {
    uint32_t multiplier;
    int shift;
} divisor;

static divisor make_divisor(uint32_t window) {
    int s = 0;
    while ((1u << s) < window) s++;
    divisor d;
    d.shift = 31 + s;
    d.multiplier = (uint32_t)(((1ull << d.shift) + window - 1) / window);
    return d;
}

static inline uint32_t divide(uint32_t n, divisor d) {
    /* A 32 × 32-bit product: one multiply instruction for four sums (AVX2). */
    return (uint32_t)(((uint64_t)n * d.multiplier) >> d.shift);
}

/// How many rows or columns the plane is blurred at a time: enough for the loops along a row
/// to run long, few enough that the strips stay small.
enum { strip = 64 };

/// A row of zeros, as wide as the widest strip, that stands for the rows above and below
/// the plane.
static const uint16_t zero_row[strip];

/// One box blur down every column at once, from `in` to `out` (at most `strip` columns);
/// `sums` holds a running sum per column. Each step is one loop along a row that writes the
/// row's averages and moves the sums on by a row, the row leaving and the row entering read
/// from a row of zeros past the plane's ends.
__attribute__((target_clones("avx2", "default"))) static void box_columns(const uint16_t *in, uint16_t *out, int width, int height, int radius, uint32_t window, divisor d, uint32_t *sums) {
    uint32_t half = window / 2;
    int last = radius < height - 1 ? radius : height - 1;
    for (int x = 0; x < width; x++) sums[x] = half;
    for (int y = 0; y <= last; y++) {
        const uint16_t *row = in + (size_t)y * width;
        for (int x = 0; x < width; x++) sums[x] += (uint32_t)row[x];
    }
    for (int y = 0; y < height; y++) {
        uint16_t *restrict target = out + (size_t)y * width;
        int entering = y + radius + 1, leaving = y - radius;
        const uint16_t *restrict enter = entering < height ? in + (size_t)entering * width : zero_row;
        const uint16_t *restrict leave = leaving >= 0 ? in + (size_t)leaving * width : zero_row;
        for (int x = 0; x < width; x++) {
            uint32_t sum = sums[x];
            target[x] = (uint16_t)divide(sum, d);
            sums[x] = sum + (uint32_t)enter[x] - (uint32_t)leave[x];
        }
    }
}

/// Every pass down the columns of `*from` (`height` rows of `width`), ping-ponging with
/// `*to`; `*from` ends as the result.
static void column_passes(uint16_t **from, uint16_t **to, int width, int height, const int *radii, int passes, uint32_t *sums) {
    for (int p = 0; p < passes; p++) {
        if (radii[p] == 0) continue;
        uint32_t window = 2 * (uint32_t)radii[p] + 1;
        box_columns(*from, *to, width, height, radii[p], window, make_divisor(window), sums);
        uint16_t *swap = *from;
        *from = *to;
        *to = swap;
    }
}

__attribute__((target_clones("avx2", "default"))) static int box_blur_plane(uint16_t *plane, int width, int height, const int *radii, int passes, uint16_t *first, uint16_t *second, uint32_t *sums) {
    for (int p = 0; p < passes; p++) {
        if (radii[p] < 0 || 2 * (long)radii[p] + 1 >= 32768) return 0;
    }
    /* Along the rows, a strip of rows at a time: the strip turned on its side (a row per
     * column of the plane), blurred down its columns, turned back. The arithmetic is that of
     * each row in turn; the loops run along the strip's rows. */
    for (int y0 = 0; y0 < height; y0 += strip) {
        int rows = height - y0 < strip ? height - y0 : strip;
        for (int y = 0; y < rows; y++) {
            const uint16_t *row = plane + (size_t)(y0 + y) * width;
            for (int x = 0; x < width; x++) first[(size_t)x * rows + y] = row[x];
        }
        uint16_t *from = first, *to = second;
        column_passes(&from, &to, rows, width, radii, passes, sums);
        for (int y = 0; y < rows; y++) {
            uint16_t *row = plane + (size_t)(y0 + y) * width;
            for (int x = 0; x < width; x++) row[x] = from[(size_t)x * rows + y];
        }
    }
    /* Down the columns, a strip of columns at a time. */
    for (int x0 = 0; x0 < width; x0 += strip) {
        int columns = width - x0 < strip ? width - x0 : strip;
        for (int y = 0; y < height; y++) memcpy(first + (size_t)y * columns, plane + (size_t)y * width + x0, (size_t)columns * sizeof(uint16_t));
        uint16_t *from = first, *to = second;
        column_passes(&from, &to, columns, height, radii, passes, sums);
        for (int y = 0; y < height; y++) memcpy(plane + (size_t)y * width + x0, from + (size_t)y * columns, (size_t)columns * sizeof(uint16_t));
    }
    return 1;
}

__attribute__((target_clones("avx2", "default"))) int vellum_box_blur_image(uint8_t *pixels, int width, int height, int stride, int channels, const int *radii, int passes) {
    /* Each channel in a plane of 16-bit values, 256 times the samples: a pass's results, the
     * rounded averages of such values, never exceed 255 × 256. */
    size_t count = (size_t)width * height;
    size_t longest = (size_t)(width > height ? width : height);
    uint16_t *plane = malloc((count + 2 * strip * longest) * sizeof(uint16_t));
    uint32_t *sums = malloc(strip * sizeof(uint32_t));
    if (!plane || !sums) {
        free(plane);
        free(sums);
        return 0;
    }
    uint16_t *first = plane + count, *second = first + strip * longest;
    int done = 1;
    for (int channel = 0; channel < channels && done; channel++) {
        for (int y = 0; y < height; y++) {
            const uint8_t *row = pixels + (size_t)y * stride + channel;
            uint16_t *target = plane + (size_t)y * width;
            for (int x = 0; x < width; x++) target[x] = (uint16_t)(row[x * channels] << 8);
        }
        done = box_blur_plane(plane, width, height, radii, passes, first, second, sums);
        for (int y = 0; y < height && done; y++) {
            uint8_t *row = pixels + (size_t)y * stride + channel;
            const uint16_t *source = plane + (size_t)y * width;
            for (int x = 0; x < width; x++) {
                uint32_t v = ((uint32_t)source[x] + 128) >> 8;
                row[x * channels] = (uint8_t)(v > 255 ? 255 : v);
            }
        }
    }
    free(plane);
    free(sums);
    return done;
}
