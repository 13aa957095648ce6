// PNG decoding for the diff: rows unfiltered (SIMD where the processor has it: decoding is
// most of a diff's time) and RGB widened to RGBA.
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

/* The rows of a PNG's image data, unfiltered. Each row is a chain of dependent additions from
 * left to right; the bytes of one pixel are independent, so each channel keeps its left
 * neighbour in a register. */

static inline int paeth_predictor(int a, int b, int c) {
    int p = b - c, q = a - c;
    int pa = p < 0 ? -p : p, pb = q < 0 ? -q : q, pc = p + q < 0 ? -(p + q) : p + q;
    int nearer = pb < pa ? b : a;
    return pc < (pa < pb ? pa : pb) ? c : nearer;
}

#define MEAN(a, b, c) (((a) + (b)) >> 1)

/* One row with a predictor of left (a), up (b) and up-left (c). */
#define UNFILTER(BPP, PREDICT) \
    do { \
        int left[BPP] = {0}, upleft[BPP] = {0}; \
        for (int i = 0; i < count; i += BPP) { \
            for (int k = 0; k < BPP; k++) { \
                int above = up[i + k]; \
                left[k] = (src[i + k] + PREDICT(left[k], above, upleft[k])) & 0xFF; \
                dst[i + k] = (uint8_t)left[k]; \
                upleft[k] = above; \
            } \
        } \
    } while (0)

#if defined(__SSE2__)
#include <emmintrin.h>
#include <smmintrin.h>
#include <tmmintrin.h>

/* One pixel's bytes, as 16-bit lanes (the fourth lane of an RGB pixel is never stored). */
static inline __attribute__((always_inline)) __m128i load_pixel(const uint8_t *p, int bpp) {
    uint32_t word = 0;
    memcpy(&word, p, (size_t)bpp);
    return _mm_unpacklo_epi8(_mm_cvtsi32_si128((int)word), _mm_setzero_si128());
}

static inline __attribute__((always_inline)) void store_pixel(uint8_t *p, __m128i pixel, int bpp) {
    uint32_t word = (uint32_t)_mm_cvtsi128_si32(_mm_packus_epi16(pixel, pixel));
    memcpy(p, &word, (size_t)bpp);
}

static inline __m128i absolute(__m128i x) { return _mm_max_epi16(x, _mm_sub_epi16(_mm_setzero_si128(), x)); }

static inline __m128i choose(__m128i mask, __m128i yes, __m128i no) {
    return _mm_or_si128(_mm_and_si128(mask, yes), _mm_andnot_si128(mask, no));
}

/* Paeth and Average, every channel of a pixel at once: the chain of dependent additions runs
 * from pixel to pixel rather than from byte to byte. Paeth's choice as the specification words
 * it: with p = a + b − c, the nearest of a, b, c to p, ties in that order; |p − a| = |b − c|,
 * |p − b| = |a − c| and |p − c| = |(b − c) + (a − c)|. */
static inline __attribute__((always_inline)) __m128i paeth_nearest(__m128i a, __m128i b, __m128i c) {
    __m128i p = _mm_sub_epi16(b, c), q = _mm_sub_epi16(a, c);
    __m128i pa = absolute(p), pb = absolute(q), pc = absolute(_mm_add_epi16(p, q));
    __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
    return choose(_mm_cmpeq_epi16(pa, smallest), a, choose(_mm_cmpeq_epi16(pb, smallest), b, c));
}

/* The same with SSSE3's absolute value and SSE4.1's blend, on processors that have them: a
 * shorter chain from one pixel to the next (the same bytes). */
__attribute__((target("ssse3,sse4.1"), always_inline)) static inline __m128i paeth_nearest_sse41(__m128i a, __m128i b, __m128i c) {
    __m128i p = _mm_sub_epi16(b, c), q = _mm_sub_epi16(a, c);
    __m128i pa = _mm_abs_epi16(p), pb = _mm_abs_epi16(q), pc = _mm_abs_epi16(_mm_add_epi16(p, q));
    __m128i smallest = _mm_min_epi16(pc, _mm_min_epi16(pa, pb));
    return _mm_blendv_epi8(_mm_blendv_epi8(c, b, _mm_cmpeq_epi16(pb, smallest)), a, _mm_cmpeq_epi16(pa, smallest));
}

static inline __attribute__((always_inline)) void unfilter_paeth(const uint8_t *src, const uint8_t *up, uint8_t *dst, int count, int bpp) {
    __m128i a = _mm_setzero_si128(), c = _mm_setzero_si128();
    for (int i = 0; i < count; i += bpp) {
        __m128i b = load_pixel(up + i, bpp);
        /* The high bytes are zero in both: a byte-wise addition wraps each channel alone. */
        a = _mm_add_epi8(paeth_nearest(a, b, c), load_pixel(src + i, bpp));
        store_pixel(dst + i, a, bpp);
        c = b;
    }
}

/* Single Paeth rows on processors with SSE4.1. */
#define PAETH_SSE41(BPP) \
    __attribute__((target("ssse3,sse4.1"))) static void unfilter_paeth_sse41_##BPP(const uint8_t *src, const uint8_t *up, uint8_t *dst, int count) { \
        __m128i a = _mm_setzero_si128(), c = _mm_setzero_si128(); \
        for (int i = 0; i < count; i += BPP) { \
            __m128i b = load_pixel(up + i, BPP); \
            a = _mm_add_epi8(paeth_nearest_sse41(a, b, c), load_pixel(src + i, BPP)); \
            store_pixel(dst + i, a, BPP); \
            c = b; \
        } \
    }
PAETH_SSE41(3)
PAETH_SSE41(4)

/* Two Paeth rows at once, the second a pixel behind the first: row y's pixel j in the low
 * four lanes and row y + 1's pixel j − 1 in the high four. The two chains of dependent pixels
 * interleave, and row y's pixel j − 1, just made, is row y + 1's "above". */
#define PAETH_PAIR_SSE41(BPP) \
    __attribute__((target("ssse3,sse4.1"))) static void unfilter_paeth_pair_sse41_##BPP( \
        const uint8_t *src0, const uint8_t *src1, const uint8_t *up, uint8_t *dst0, uint8_t *dst1, int count) { \
        __m128i a = _mm_setzero_si128(), c = _mm_setzero_si128(); \
        for (int j = 0; j <= count; j += BPP) { \
            /* Past either end a lane's inputs are zeros (so row y + 1's pixel −1 comes out \
             * zero, as its left neighbour must be) and its result is not stored. */ \
            __m128i above = j < count ? load_pixel(up + j, BPP) : _mm_setzero_si128(); \
            __m128i own = j < count ? load_pixel(src0 + j, BPP) : _mm_setzero_si128(); \
            __m128i next = j > 0 ? load_pixel(src1 + j - BPP, BPP) : _mm_setzero_si128(); \
            __m128i b = _mm_unpacklo_epi64(above, a); \
            a = _mm_add_epi8(paeth_nearest_sse41(a, b, c), _mm_unpacklo_epi64(own, next)); \
            if (j < count) store_pixel(dst0 + j, a, BPP); \
            if (j > 0) store_pixel(dst1 + j - BPP, _mm_srli_si128(a, 8), BPP); \
            c = b; \
        } \
    }
PAETH_PAIR_SSE41(3)
PAETH_PAIR_SSE41(4)

static inline __attribute__((always_inline)) void unfilter_average(const uint8_t *src, const uint8_t *up, uint8_t *dst, int count, int bpp) {
    __m128i a = _mm_setzero_si128();
    for (int i = 0; i < count; i += bpp) {
        __m128i mean = _mm_srli_epi16(_mm_add_epi16(a, load_pixel(up + i, bpp)), 1);
        a = _mm_add_epi8(mean, load_pixel(src + i, bpp));
        store_pixel(dst + i, a, bpp);
    }
}
#endif

/* Sub: a byte-wise addition of the pixel to its left, four bytes at once without carries
 * between them. */
static inline __attribute__((always_inline)) void unfilter_sub(const uint8_t *src, uint8_t *dst, int count, int bpp) {
    uint32_t left = 0;
    for (int i = 0; i < count; i += bpp) {
        uint32_t word = 0;
        memcpy(&word, src + i, (size_t)bpp);
        left = ((word & 0x7F7F7F7Fu) + (left & 0x7F7F7F7Fu)) ^ ((word ^ left) & 0x80808080u);
        memcpy(dst + i, &left, (size_t)bpp);
    }
}

int vellum_png_reconstruct(uint8_t *base, int width, int height, int bpp, const uint8_t *rows, uint8_t *scratch) {
    if (bpp != 3 && bpp != 4) return 0;
    size_t row_bytes = (size_t)width * bpp, stride = row_bytes + 1, padded = row_bytes + 8;
    /* Each row is written in place, y + 1 bytes before its filtered bytes, which are read
     * ahead of the writing; the row above is then where it was written. */
    uint8_t *zeros = scratch, *next = scratch + padded;
    memset(zeros, 0, row_bytes);
#if defined(__SSE2__)
    int pairs = __builtin_cpu_supports("sse4.1");
#else
    int pairs = 0;
#endif
    int above = 0; /* whether row y − 1 was reconstructed */
    for (int y = 0; y < height; y++) {
        if (rows && !rows[y]) {
            above = 0;
            continue;
        }
        const uint8_t *src = base + (size_t)y * stride;
        const uint8_t *up = above ? base + (size_t)(y - 1) * row_bytes : zeros;
        uint8_t *dst = base + (size_t)y * row_bytes;
        above = 1;
#if defined(__SSE2__)
        const uint8_t *below = base + (size_t)(y + 1) * stride;
        if (pairs && src[0] == 4 && y + 1 < height && (!rows || rows[y + 1]) && below[0] == 4) {
            /* Row y + 1 is made aside: in place it would overwrite row y's filtered bytes
             * before they are read. */
            if (bpp == 4) unfilter_paeth_pair_sse41_4(src + 1, below + 1, up, dst, next, (int)row_bytes);
            else unfilter_paeth_pair_sse41_3(src + 1, below + 1, up, dst, next, (int)row_bytes);
            memcpy(base + (size_t)(y + 1) * row_bytes, next, row_bytes);
            y++;
            continue;
        }
#endif
        if (!vellum_png_unfilter_row(src[0], src + 1, up, dst, (int)row_bytes, bpp)) return 0;
    }
    return 1;
}

int vellum_png_unfilter_row(int filter, const uint8_t *src, const uint8_t *up, uint8_t *dst, int count, int bpp) {
    if (bpp != 3 && bpp != 4) return 0;
    switch (filter) {
    case 0:
        memmove(dst, src, (size_t)count);
        return 1;
    case 1:
        if (bpp == 4) unfilter_sub(src, dst, count, 4); else unfilter_sub(src, dst, count, 3);
        return 1;
    case 2:
        for (int i = 0; i < count; i++) dst[i] = (uint8_t)(src[i] + up[i]);
        return 1;
    case 3:
#if defined(__SSE2__)
        if (bpp == 4) unfilter_average(src, up, dst, count, 4); else unfilter_average(src, up, dst, count, 3);
#else
        if (bpp == 4) UNFILTER(4, MEAN); else UNFILTER(3, MEAN);
#endif
        return 1;
    case 4:
#if defined(__SSE2__)
        if (__builtin_cpu_supports("sse4.1")) {
            if (bpp == 4) unfilter_paeth_sse41_4(src, up, dst, count); else unfilter_paeth_sse41_3(src, up, dst, count);
        } else {
            if (bpp == 4) unfilter_paeth(src, up, dst, count, 4); else unfilter_paeth(src, up, dst, count, 3);
        }
#else
        if (bpp == 4) UNFILTER(4, paeth_predictor); else UNFILTER(3, paeth_predictor);
#endif
        return 1;
    default:
        return 0;
    }
}

void vellum_rgb_to_rgba(const uint8_t *rgb, uint8_t *rgba, int width) {
    int x = 0;
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    /* Four pixels at a time: three little-endian words in (r0 g0 b0 r1 | g1 b1 r2 g2 |
     * b2 r3 g3 b3), four out. */
    for (; x + 4 <= width; x += 4) {
        uint32_t w0, w1, w2, out[4];
        memcpy(&w0, rgb + x * 3, 4);
        memcpy(&w1, rgb + x * 3 + 4, 4);
        memcpy(&w2, rgb + x * 3 + 8, 4);
        out[0] = w0 | 0xFF000000u;
        out[1] = (w0 >> 24 | w1 << 8) | 0xFF000000u;
        out[2] = (w1 >> 16 | w2 << 16) | 0xFF000000u;
        out[3] = (w2 >> 8) | 0xFF000000u;
        memcpy(rgba + x * 4, out, 16);
    }
#endif
    for (; x < width; x++) {
        rgba[x * 4] = rgb[x * 3];
        rgba[x * 4 + 1] = rgb[x * 3 + 1];
        rgba[x * 4 + 2] = rgb[x * 3 + 2];
        rgba[x * 4 + 3] = 255;
    }
}

/* Blurring: box blurs with running sums, divided exactly by a multiply and a shift. The loops
 * are built twice, for AVX2 where the processor has it (eight sums and four 64-bit products an
 * instruction) and for any x86-64; the arithmetic, all integer, gives the same bytes. */
