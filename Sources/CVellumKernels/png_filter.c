// PNG encoding's pixel work: Cairo's premultiplied pixels unpacked as its own PNG writer
// does, and each row filtered as libpng chooses (SSE2/AVX2 where the processor has them: the
// filter is most of a snapshot's encoding).
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
                            int channels, int choose_filter, uint8_t *scratch, uint8_t *out) {
    size_t row_bytes = (size_t)width * channels;
    need_reciprocals();
    uint8_t *line = scratch, *previous = scratch + row_bytes;
    /* The row above the first: zeros. */
    memset(previous, 0, row_bytes);
    /* The five filtered versions of a row, while the filter is chosen. */
    uint8_t *rows = choose_filter ? malloc(5 * row_bytes) : NULL;
    if (choose_filter && !rows) choose_filter = 0;
    for (int y = 0; y < height; y++) {
        unpack_row(pixels + (size_t)y * stride, width, layout, channels, line);
        uint8_t *target = out + (size_t)y * (row_bytes + 1);
        if (memcmp(line, previous, row_bytes) == 0) {
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
