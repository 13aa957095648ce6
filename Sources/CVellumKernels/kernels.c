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

/// A row's pixels are ANDed together (a loop the compiler vectorises, where one that stops at
/// the first translucent pixel it cannot) and the row's alpha looked at once.
__attribute__((target_clones("avx2", "default"))) int vellum_argb32_is_opaque(const uint8_t *pixels, int width, int height, int stride) {
    for (int y = 0; y < height; y++) {
        const uint32_t *row = (const uint32_t *)(pixels + (size_t)y * stride);
        uint32_t all = 0xFFFFFFFFu;
        for (int x = 0; x < width; x++) all &= row[x];
        if ((all >> 24) != 0xFF) return 0;
    }
    return 1;
}

/// x·y/255, rounded as Pixman's MUL_UN8 does.
static inline uint32_t multiply_un8(uint32_t x, uint32_t y) {
    uint32_t t = x * y + 0x80;
    return (t + (t >> 8)) >> 8;
}

__attribute__((target_clones("avx2", "default"))) void vellum_tint_a8(const uint8_t *mask, int mask_stride, uint8_t *out, int out_stride, int width, int height,
                    double red, double green, double blue, double alpha) {
    uint32_t a = (uint32_t)(alpha * 255 + 0.5);
    uint32_t r = (uint32_t)(red * alpha * 255 + 0.5), g = (uint32_t)(green * alpha * 255 + 0.5), b = (uint32_t)(blue * alpha * 255 + 0.5);
    for (int y = 0; y < height; y++) {
        const uint8_t *m = mask + (size_t)y * mask_stride;
        uint32_t *row = (uint32_t *)(out + (size_t)y * out_stride);
        for (int x = 0; x < width; x++) {
            uint32_t v = m[x];
            row[x] = multiply_un8(a, v) << 24 | multiply_un8(r, v) << 16 | multiply_un8(g, v) << 8 | multiply_un8(b, v);
        }
    }
}

/// ⌈2²⁴ / α⌉ for α in 1…255: n / α = ⌊n × ⌈2²⁴ / α⌉ / 2²⁴⌋ exactly for every n < 2¹⁶ (the error
/// term n·(⌈2²⁴/α⌉·α − 2²⁴)/(α·2²⁴) is below 1/256, less than the 1/α a fraction n/α lacks from
/// the next integer). Unpremultiplying divides numerators below 255 × 255 + 128.
static uint32_t reciprocals[256];

static void fill_reciprocals(void) {
    for (uint32_t alpha = 1; alpha < 256; alpha++) reciprocals[alpha] = ((1u << 24) + alpha - 1) / alpha;
}

/// Fills `reciprocals` once, before the first row is unpacked.
static void need_reciprocals(void) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, fill_reciprocals);
}

/// Cairo's ARGB32 pixel as straight RGB(A) bytes.
static inline void unpack_pixel(uint32_t pixel, int channels, uint8_t *p) {
    uint32_t alpha = pixel >> 24, r = (pixel >> 16) & 0xFF, g = (pixel >> 8) & 0xFF, b = pixel & 0xFF;
    if (alpha != 0xFF) {
        if (alpha == 0) {
            r = g = b = 0;
        } else {
            /* Cairo's unpremultiply, (c × 255 + α / 2) / α, with the division by a
             * multiplication (see `reciprocals`). */
            uint64_t m = reciprocals[alpha];
            r = (uint32_t)(((r * 255 + alpha / 2) * m) >> 24);
            g = (uint32_t)(((g * 255 + alpha / 2) * m) >> 24);
            b = (uint32_t)(((b * 255 + alpha / 2) * m) >> 24);
        }
    }
    p[0] = (uint8_t)r;
    p[1] = (uint8_t)g;
    p[2] = (uint8_t)b;
    if (channels == 4) p[3] = (uint8_t)alpha;
}

#if defined(__SSE2__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
/// Opaque pixels as RGB, four at a time while at least six remain (each store writes four
/// bytes past its twelve, which the next overwrites); returns where it stopped.
__attribute__((target("ssse3"))) static int unpack_opaque_rgb_ssse3(const uint32_t *words, int width, uint8_t *line) {
    const __m128i opaque = _mm_set1_epi32((int)0xFF000000u);
    const __m128i order = _mm_setr_epi8(2, 1, 0, 6, 5, 4, 10, 9, 8, 14, 13, 12, -1, -1, -1, -1);
    int x = 0;
    for (; x + 6 <= width; x += 4) {
        __m128i four = _mm_loadu_si128((const __m128i *)(words + x));
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(four, opaque), opaque)) != 0xFFFF) {
            for (int k = 0; k < 4; k++) unpack_pixel(words[x + k], 3, line + (x + k) * 3);
            continue;
        }
        _mm_storeu_si128((__m128i *)(line + x * 3), _mm_shuffle_epi8(four, order));
    }
    return x;
}
#endif

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
    int x = 0;
#if defined(__SSE2__) && defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    if (channels == 4) {
        /* Four opaque pixels at a time: B G R A in memory becomes R G B A, red and blue
         * swapped in each word. Any pixel not opaque takes the general path. */
        const __m128i opaque = _mm_set1_epi32((int)0xFF000000u), green_alpha = _mm_set1_epi32((int)0xFF00FF00u);
        const __m128i low = _mm_set1_epi32(0xFF);
        for (; x + 4 <= width; x += 4) {
            __m128i four = _mm_loadu_si128((const __m128i *)(words + x));
            if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(four, opaque), opaque)) != 0xFFFF) {
                for (int k = 0; k < 4; k++) unpack_pixel(words[x + k], 4, line + (x + k) * 4);
                continue;
            }
            __m128i swapped = _mm_or_si128(_mm_and_si128(four, green_alpha),
                                           _mm_or_si128(_mm_and_si128(_mm_srli_epi32(four, 16), low), _mm_slli_epi32(_mm_and_si128(four, low), 16)));
            _mm_storeu_si128((__m128i *)(line + x * 4), swapped);
        }
    } else if (__builtin_cpu_supports("ssse3")) {
        x = unpack_opaque_rgb_ssse3(words, width, line);
    }
#endif
    for (; x < width; x++) unpack_pixel(words[x], channels, line + x * channels);
}

static inline int paeth(int a, int b, int c) {
    int pa = abs(b - c), pb = abs(a - c), pc = abs(a + b - 2 * c);
    return (pa <= pb && pa <= pc) ? a : (pb <= pc ? b : c);
}

static inline int cost(int value) {
    int v = (int8_t)(uint8_t)value;
    return v < 0 ? -v : v;
}

#if defined(__SSE2__)

/// |x| summed over the 16 bytes of `d` read as signed numbers: min(d, −d) as unsigned bytes
/// is that magnitude (128 stays 128), and SAD against zero adds them up.
static inline __m128i magnitude_sums(__m128i d) {
    __m128i zero = _mm_setzero_si128();
    return _mm_sad_epu8(_mm_min_epu8(d, _mm_sub_epi8(zero, d)), zero);
}

/// Paeth's predictor for 8 pixels' bytes held as 16-bit lanes.
static inline __m128i paeth16(__m128i a, __m128i b, __m128i c) {
    __m128i zero = _mm_setzero_si128();
    __m128i pa = _mm_sub_epi16(b, c), pb = _mm_sub_epi16(a, c);
    __m128i pc = _mm_add_epi16(pa, pb);
    pa = _mm_max_epi16(pa, _mm_sub_epi16(zero, pa));
    pb = _mm_max_epi16(pb, _mm_sub_epi16(zero, pb));
    pc = _mm_max_epi16(pc, _mm_sub_epi16(zero, pc));
    /* a if pa <= pb and pa <= pc; else b if pb <= pc; else c. */
    __m128i use_a = _mm_andnot_si128(_mm_or_si128(_mm_cmpgt_epi16(pa, pb), _mm_cmpgt_epi16(pa, pc)), _mm_set1_epi16(-1));
    __m128i use_b = _mm_andnot_si128(_mm_cmpgt_epi16(pb, pc), _mm_set1_epi16(-1));
    __m128i b_or_c = _mm_or_si128(_mm_and_si128(use_b, b), _mm_andnot_si128(use_b, c));
    return _mm_or_si128(_mm_and_si128(use_a, a), _mm_andnot_si128(use_a, b_or_c));
}
#endif

/// `magnitude_sums` for 32 bytes: four sums of eight.
__attribute__((target("avx2"))) static inline __m256i magnitude_sums_avx2(__m256i d) {
    __m256i zero = _mm256_setzero_si256();
    return _mm256_sad_epu8(_mm256_min_epu8(d, _mm256_sub_epi8(zero, d)), zero);
}

/// `paeth16` for 16 pixels' bytes.
__attribute__((target("avx2"))) static inline __m256i paeth16_avx2(__m256i a, __m256i b, __m256i c) {
    __m256i zero = _mm256_setzero_si256(), ones = _mm256_set1_epi16(-1);
    __m256i pa = _mm256_sub_epi16(b, c), pb = _mm256_sub_epi16(a, c);
    __m256i pc = _mm256_add_epi16(pa, pb);
    pa = _mm256_max_epi16(pa, _mm256_sub_epi16(zero, pa));
    pb = _mm256_max_epi16(pb, _mm256_sub_epi16(zero, pb));
    pc = _mm256_max_epi16(pc, _mm256_sub_epi16(zero, pc));
    __m256i use_a = _mm256_andnot_si256(_mm256_or_si256(_mm256_cmpgt_epi16(pa, pb), _mm256_cmpgt_epi16(pa, pc)), ones);
    __m256i use_b = _mm256_andnot_si256(_mm256_cmpgt_epi16(pb, pc), ones);
    __m256i b_or_c = _mm256_or_si256(_mm256_and_si256(use_b, b), _mm256_andnot_si256(use_b, c));
    return _mm256_or_si256(_mm256_and_si256(use_a, a), _mm256_andnot_si256(use_a, b_or_c));
}

/// The steps of `filter_costs` 32 bytes at a time, from byte `i` (at least `bpp`): the
/// filtered bytes stored in `rows` and their costs added to `costs`, exactly as 16 at a time.
/// The byte unpacks and packs work within each 16-byte half, and undo each other. Returns the
/// first byte not done.
__attribute__((target("avx2"))) static int filter_costs_avx2(const uint8_t *line, const uint8_t *up, int i, int count, int bpp, long costs[5],
                                                          uint8_t *rows) {
    uint8_t *r_none = rows, *r_sub = rows + count, *r_up = rows + 2 * (size_t)count, *r_avg = rows + 3 * (size_t)count, *r_paeth = rows + 4 * (size_t)count;
    __m256i s_none = _mm256_setzero_si256(), s_sub = s_none, s_up = s_none, s_avg = s_none, s_paeth = s_none;
    __m256i zero = _mm256_setzero_si256(), one = _mm256_set1_epi8(1);
    for (; i + 32 <= count; i += 32) {
        __m256i x = _mm256_loadu_si256((const __m256i *)(line + i));
        __m256i a = _mm256_loadu_si256((const __m256i *)(line + i - bpp));
        __m256i b = _mm256_loadu_si256((const __m256i *)(up + i));
        __m256i c = _mm256_loadu_si256((const __m256i *)(up + i - bpp));
        __m256i d_sub = _mm256_sub_epi8(x, a), d_up = _mm256_sub_epi8(x, b);
        __m256i mean = _mm256_sub_epi8(_mm256_avg_epu8(a, b), _mm256_and_si256(_mm256_xor_si256(a, b), one));
        __m256i d_avg = _mm256_sub_epi8(x, mean);
        __m256i low = paeth16_avx2(_mm256_unpacklo_epi8(a, zero), _mm256_unpacklo_epi8(b, zero), _mm256_unpacklo_epi8(c, zero));
        __m256i high = paeth16_avx2(_mm256_unpackhi_epi8(a, zero), _mm256_unpackhi_epi8(b, zero), _mm256_unpackhi_epi8(c, zero));
        __m256i d_paeth = _mm256_sub_epi8(x, _mm256_packus_epi16(low, high));
        _mm256_storeu_si256((__m256i *)(r_none + i), x);
        _mm256_storeu_si256((__m256i *)(r_sub + i), d_sub);
        _mm256_storeu_si256((__m256i *)(r_up + i), d_up);
        _mm256_storeu_si256((__m256i *)(r_avg + i), d_avg);
        _mm256_storeu_si256((__m256i *)(r_paeth + i), d_paeth);
        s_none = _mm256_add_epi64(s_none, magnitude_sums_avx2(x));
        s_sub = _mm256_add_epi64(s_sub, magnitude_sums_avx2(d_sub));
        s_up = _mm256_add_epi64(s_up, magnitude_sums_avx2(d_up));
        s_avg = _mm256_add_epi64(s_avg, magnitude_sums_avx2(d_avg));
        s_paeth = _mm256_add_epi64(s_paeth, magnitude_sums_avx2(d_paeth));
    }
    __m256i sums[5] = {s_none, s_sub, s_up, s_avg, s_paeth};
    for (int k = 0; k < 5; k++) {
        long lanes[4];
        _mm256_storeu_si256((__m256i *)lanes, sums[k]);
        costs[k] += lanes[0] + lanes[1] + lanes[2] + lanes[3];
    }
    return i;
}

/// The cost of all five filters for one row, in one pass: for each, the absolute sum of the
/// filtered bytes read as signed numbers (libpng's heuristic). The filtered rows themselves go
/// to `rows` (five rows of `count` bytes, in filter-type order), so that the winner is copied,
/// not computed again. `up` is the row above, all zeros for the first row.
static void filter_costs(const uint8_t *line, const uint8_t *up, int count, int bpp, long costs[5], uint8_t *rows) {
    uint8_t *r_none = rows, *r_sub = rows + count, *r_up = rows + 2 * (size_t)count, *r_avg = rows + 3 * (size_t)count, *r_paeth = rows + 4 * (size_t)count;
    long none = 0, sub = 0, upc = 0, average = 0, paeth_cost = 0;
    int head = count < bpp ? count : bpp;
    for (int i = 0; i < head; i++) {
        r_none[i] = r_sub[i] = line[i];
        r_up[i] = (uint8_t)(line[i] - up[i]);
        r_avg[i] = (uint8_t)(line[i] - (up[i] >> 1));
        r_paeth[i] = (uint8_t)(line[i] - paeth(0, up[i], 0));
        none += cost(r_none[i]);
        sub += cost(r_sub[i]);
        upc += cost(r_up[i]);
        average += cost(r_avg[i]);
        paeth_cost += cost(r_paeth[i]);
    }
    int i = head;
#if defined(__SSE2__)
    if (__builtin_cpu_supports("avx2")) {
        long wide[5] = {0, 0, 0, 0, 0};
        i = filter_costs_avx2(line, up, i, count, bpp, wide, rows);
        none += wide[0];
        sub += wide[1];
        upc += wide[2];
        average += wide[3];
        paeth_cost += wide[4];
    }
    __m128i s_none = _mm_setzero_si128(), s_sub = s_none, s_up = s_none, s_avg = s_none, s_paeth = s_none;
    __m128i zero = _mm_setzero_si128(), one = _mm_set1_epi8(1);
    for (; i + 16 <= count; i += 16) {
        __m128i x = _mm_loadu_si128((const __m128i *)(line + i));
        __m128i a = _mm_loadu_si128((const __m128i *)(line + i - bpp));
        __m128i b = _mm_loadu_si128((const __m128i *)(up + i));
        __m128i c = _mm_loadu_si128((const __m128i *)(up + i - bpp));
        __m128i d_sub = _mm_sub_epi8(x, a), d_up = _mm_sub_epi8(x, b);
        /* floor((a + b) / 2): the rounded-up average, less one where a + b is odd. */
        __m128i mean = _mm_sub_epi8(_mm_avg_epu8(a, b), _mm_and_si128(_mm_xor_si128(a, b), one));
        __m128i d_avg = _mm_sub_epi8(x, mean);
        __m128i low = paeth16(_mm_unpacklo_epi8(a, zero), _mm_unpacklo_epi8(b, zero), _mm_unpacklo_epi8(c, zero));
        __m128i high = paeth16(_mm_unpackhi_epi8(a, zero), _mm_unpackhi_epi8(b, zero), _mm_unpackhi_epi8(c, zero));
        __m128i d_paeth = _mm_sub_epi8(x, _mm_packus_epi16(low, high));
        _mm_storeu_si128((__m128i *)(r_none + i), x);
        _mm_storeu_si128((__m128i *)(r_sub + i), d_sub);
        _mm_storeu_si128((__m128i *)(r_up + i), d_up);
        _mm_storeu_si128((__m128i *)(r_avg + i), d_avg);
        _mm_storeu_si128((__m128i *)(r_paeth + i), d_paeth);
        s_none = _mm_add_epi64(s_none, magnitude_sums(x));
        s_sub = _mm_add_epi64(s_sub, magnitude_sums(d_sub));
        s_up = _mm_add_epi64(s_up, magnitude_sums(d_up));
        s_avg = _mm_add_epi64(s_avg, magnitude_sums(d_avg));
        s_paeth = _mm_add_epi64(s_paeth, magnitude_sums(d_paeth));
    }
#define VELLUM_ADD_LANES(total, vector) total += (long)_mm_cvtsi128_si64(vector) + (long)_mm_cvtsi128_si64(_mm_unpackhi_epi64(vector, vector))
    VELLUM_ADD_LANES(none, s_none);
    VELLUM_ADD_LANES(sub, s_sub);
    VELLUM_ADD_LANES(upc, s_up);
    VELLUM_ADD_LANES(average, s_avg);
    VELLUM_ADD_LANES(paeth_cost, s_paeth);
#undef VELLUM_ADD_LANES
#endif
    for (; i < count; i++) {
        int a = line[i - bpp], b = up[i], c = up[i - bpp];
        r_none[i] = line[i];
        r_sub[i] = (uint8_t)(line[i] - a);
        r_up[i] = (uint8_t)(line[i] - b);
        r_avg[i] = (uint8_t)(line[i] - ((a + b) >> 1));
        r_paeth[i] = (uint8_t)(line[i] - paeth(a, b, c));
        none += cost(r_none[i]);
        sub += cost(r_sub[i]);
        upc += cost(r_up[i]);
        average += cost(r_avg[i]);
        paeth_cost += cost(r_paeth[i]);
    }
    costs[0] = none;
    costs[1] = sub;
    costs[2] = upc;
    costs[3] = average;
    costs[4] = paeth_cost;
}

/// The filter with the least cost (libpng's heuristic); on a tie, the first of Up, Sub,
/// Paeth, None, Average, the usual winners for interface pictures.
static int best_filter(const uint8_t *line, const uint8_t *up, int count, int bpp, uint8_t *rows) {
    static const int order[5] = {2, 1, 4, 0, 3};
    long costs[5];
    filter_costs(line, up, count, bpp, costs, rows);
    int best = order[0];
    for (int k = 1; k < 5; k++) {
        if (costs[order[k]] < costs[best]) best = order[k];
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
    need_reciprocals();
    uint8_t *line = scratch, *previous = scratch + row_bytes;
    /* A piece compressed on its own: its first row may not use the row above (see below). */
    int independent = has_row_above == 2;
    /* The row above the first: the image's previous row, or zeros at the top. */
    if (has_row_above == 1) {
        unpack_row(pixels - stride, width, layout, channels, previous);
    } else {
        memset(previous, 0, row_bytes);
    }
    /* The five filtered versions of a row, while the filter is chosen. */
    uint8_t *rows = choose_filter ? malloc(5 * row_bytes) : NULL;
    if (choose_filter && !rows) choose_filter = 0;
    for (int y = 0; y < height; y++) {
        unpack_row(pixels + (size_t)y * stride, width, layout, channels, line);
        uint8_t *target = out + (size_t)y * (row_bytes + 1);
        if (y == 0 && independent) {
            /* None or Sub, which read only the row itself: the decoder adds Up, Average and
             * Paeth to the row above as it decoded it, which a piece does not see. (Sub unless
             * None costs strictly less, as the heuristic below would choose between the two.) */
            int type = 1;
            if (choose_filter) {
                long costs[5];
                filter_costs(line, previous, (int)row_bytes, channels, costs, rows);
                if (costs[0] < costs[1]) type = 0;
            }
            target[0] = (uint8_t)type;
            filter_row(type, line, NULL, (int)row_bytes, channels, target + 1);
        } else if (memcmp(line, previous, row_bytes) == 0) {
            /* A row like the one above: Up makes it zeros, which nothing beats (the heuristic
             * keeps Up unless another costs strictly less). */
            target[0] = 2;
            memset(target + 1, 0, row_bytes);
        } else if (choose_filter) {
            int type = best_filter(line, previous, (int)row_bytes, channels, rows);
            target[0] = (uint8_t)type;
            memcpy(target + 1, rows + (size_t)type * row_bytes, row_bytes);
        } else {
            target[0] = 2;
            filter_row(2, line, previous, (int)row_bytes, channels, target + 1);
        }
        uint8_t *swap = line;
        line = previous;
        previous = swap;
    }
    free(rows);
}

int vellum_argb32_matches_rows(const uint8_t *pixels, int width, int height, int stride, int channels, const uint8_t *rows) {
    need_reciprocals();
    /* Three channels say every pixel is opaque: one that is not differs, whatever its colour. */
    if (channels == 3 && !vellum_argb32_is_opaque(pixels, width, height, stride)) return 0;
    size_t row_bytes = (size_t)width * channels;
    uint8_t *line = malloc(row_bytes);
    if (!line) return -1;
    int same = 1;
    for (int y = 0; y < height && same; y++) {
        unpack_row(pixels + (size_t)y * stride, width, VELLUM_PIXELS_CAIRO_ARGB32, channels, line);
        same = memcmp(line, rows + (size_t)y * row_bytes, row_bytes) == 0;
    }
    free(line);
    return same;
}

/* Decoding: the rows of a PNG's image data, unfiltered. Each row is a chain of dependent
 * additions from left to right; the bytes of one pixel are independent, so each channel keeps
 * its left neighbour in a register. */

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
