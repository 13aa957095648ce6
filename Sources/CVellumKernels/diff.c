#include "vellum_kernels.h"

#include <math.h>
#include <pthread.h>
#include <stddef.h>
#include <string.h>

/* The diff's per-pixel classification (ImageDiff in VellumDiff describes the rules). Each row
 * that differs is compared in two passes: the colour distance of every pixel, then the
 * antialiasing checks of those beyond the threshold. The checks ask for the brightness of a
 * pixel's neighbours, and whether they sit in flat areas, again and again; both are computed
 * once for the three rows around, in both images, in the chunks of columns around the
 * differing pixels.
 * The arithmetic is exactly the one the rules are written in. */

typedef struct {
    const uint8_t *pixels;
    int channels;
} image;

/* What is known of three rows of one image, row r in slot r % 3, in the chunks of CHUNK
 * columns asked for so far (`ready`): each pixel's brightness, and whether it has many
 * siblings, which neighbouring pixels and both images' checks ask again and again. */
enum { CHUNK = 16 };

typedef struct {
    double *values[3];
    int8_t *siblings[3];
    uint8_t *ready[3];
    int row[3];
} row_cache;

typedef struct {
    image a, b;
    int width, height;
    row_cache rows[2];
} context;

static inline const uint8_t *pixel(const image *img, int width, int x, int y) {
    return img->pixels + ((size_t)y * width + x) * img->channels;
}

static inline double alpha_of(const image *img, const uint8_t *p) {
    return img->channels == 4 ? p[3] / 255.0 : 1.0;
}

/* A channel blended onto white; an alpha of exactly 1 leaves it unchanged. */
static inline double on_white(uint8_t value, double alpha) { return 255 + ((double)value - 255) * alpha; }

/* An opaque channel times its weight: the same double as the multiplication, looked up. */
static double weighted[3][256];

static void fill_weights(void) {
    static const double weights[3] = {0.29889531, 0.58662247, 0.11448223};
    for (int k = 0; k < 3; k++) {
        for (int v = 0; v < 256; v++) weighted[k][v] = (double)v * weights[k];
    }
}

static inline double luma_of(const image *img, const uint8_t *p) {
    /* Opaque: blending onto white leaves each channel exactly as it is. */
    if (img->channels == 3 || p[3] == 255) return weighted[0][p[0]] + weighted[1][p[1]] + weighted[2][p[2]];
    double alpha = alpha_of(img, p);
    return on_white(p[0], alpha) * 0.29889531 + on_white(p[1], alpha) * 0.58662247 + on_white(p[2], alpha) * 0.11448223;
}

/* A pixel's bytes as one word (RGB in the low three bytes). */
static inline uint32_t colour(const image *img, const uint8_t *p) {
    uint32_t word = 0;
    if (img->channels == 4) {
        memcpy(&word, p, 4);
    } else {
        uint16_t low;
        memcpy(&low, p, 2);
        word = (uint32_t)low | (uint32_t)p[2] << 16;
    }
    return word;
}

static inline int same_colour(const image *img, const uint8_t *p, const uint8_t *q) { return colour(img, p) == colour(img, q); }

static inline size_t rounded(size_t bytes) { return (bytes + 7) & ~(size_t)7; }

static inline size_t chunks(int width) { return ((size_t)width + CHUNK - 1) / CHUNK; }

/* Carves one image's three rows out of `scratch`; returns what follows. */
static uint8_t *row_cache_init(row_cache *cache, int width, uint8_t *scratch) {
    for (int k = 0; k < 3; k++) {
        cache->values[k] = (double *)scratch;
        scratch += sizeof(double) * (size_t)width;
        cache->siblings[k] = (int8_t *)scratch;
        scratch += rounded((size_t)width);
        cache->ready[k] = scratch;
        scratch += rounded(chunks(width));
        cache->row[k] = -1;
    }
    return scratch;
}

size_t vellum_diff_scratch_size(int width) {
    /* Two images' three rows, and the columns of one row that differ. */
    return 2 * 3 * (sizeof(double) * (size_t)width + rounded((size_t)width) + rounded(chunks(width))) + sizeof(int) * (size_t)width;
}

/* Whether the pixel at (x, y) has three or more neighbours of exactly its colour (a pixel on
 * the image's border counts one more). */
static int has_many_siblings(const image *img, int width, int height, int x, int y) {
    const uint8_t *p = pixel(img, width, x, y);
    uint32_t own = colour(img, p);
    if (x > 0 && x < width - 1 && y > 0 && y < height - 1) {
        ptrdiff_t across = img->channels, down = (ptrdiff_t)width * img->channels;
        int same = (colour(img, p - down - across) == own) + (colour(img, p - down) == own) + (colour(img, p - down + across) == own)
            + (colour(img, p - across) == own) + (colour(img, p + across) == own)
            + (colour(img, p + down - across) == own) + (colour(img, p + down) == own) + (colour(img, p + down + across) == own);
        return same > 2;
    }
    int same = (x == 0 || x == width - 1 || y == 0 || y == height - 1) ? 1 : 0;
    for (int ny = y > 0 ? y - 1 : 0; ny <= y + 1 && ny < height; ny++) {
        for (int nx = x > 0 ? x - 1 : 0; nx <= x + 1 && nx < width; nx++) {
            if (nx == x && ny == y) continue;
            same += colour(img, pixel(img, width, nx, ny)) == own;
        }
    }
    return same > 2;
}

/* A row's colour words for columns lo..<hi, into words[0..<hi − lo]. */
static inline void colour_words(const image *img, int width, int y, int lo, int hi, uint32_t *words) {
    const uint8_t *p = pixel(img, width, lo, y);
    if (img->channels == 4) {
        memcpy(words, p, sizeof(uint32_t) * (size_t)(hi - lo));
    } else {
        for (int i = 0; i < hi - lo; i++) words[i] = (uint32_t)p[3 * i] | (uint32_t)p[3 * i + 1] << 8 | (uint32_t)p[3 * i + 2] << 16;
    }
}

/* has_many_siblings for columns start..<end of row y, into flags[start..<end]: pixels away
 * from the image's border in one pass over the three rows' colour words, which the compiler
 * vectorises; those on it one by one. */
static void many_siblings_in(const image *img, int width, int height, int y, int start, int end, int8_t *flags) {
    int lo = start, hi = end;
    if (y == 0 || y == height - 1) {
        lo = hi = end;
    } else {
        if (lo == 0) lo = 1;
        if (hi == width) hi = width - 1;
        if (hi < lo) hi = lo;
    }
    for (int x = start; x < lo; x++) flags[x] = (int8_t)has_many_siblings(img, width, height, x, y);
    for (int x = hi; x < end; x++) flags[x] = (int8_t)has_many_siblings(img, width, height, x, y);
    if (hi <= lo) return;
    uint32_t up[CHUNK + 2], middle[CHUNK + 2], down[CHUNK + 2];
    colour_words(img, width, y - 1, lo - 1, hi + 1, up);
    colour_words(img, width, y, lo - 1, hi + 1, middle);
    colour_words(img, width, y + 1, lo - 1, hi + 1, down);
    int8_t *target = flags + lo;
    for (int i = 1; i <= hi - lo; i++) {
        uint32_t own = middle[i];
        int same = (up[i - 1] == own) + (up[i] == own) + (up[i + 1] == own) + (middle[i - 1] == own) + (middle[i + 1] == own)
            + (down[i - 1] == own) + (down[i] == own) + (down[i + 1] == own);
        target[i - 1] = (int8_t)(same > 2);
    }
}

/* Makes the cache of image `which` hold columns lo..<hi of row y. */
static void cover(context *ctx, int which, int y, int lo, int hi) {
    row_cache *cache = &ctx->rows[which];
    int slot = y % 3;
    if (cache->row[slot] != y) {
        cache->row[slot] = y;
        memset(cache->ready[slot], 0, chunks(ctx->width));
    }
    const image *img = which ? &ctx->b : &ctx->a;
    for (int chunk = lo / CHUNK; chunk <= (hi - 1) / CHUNK; chunk++) {
        if (cache->ready[slot][chunk]) continue;
        cache->ready[slot][chunk] = 1;
        int start = chunk * CHUNK, end = start + CHUNK < ctx->width ? start + CHUNK : ctx->width;
        double *values = cache->values[slot];
        for (int x = start; x < end; x++) values[x] = luma_of(img, pixel(img, ctx->width, x, y));
        many_siblings_in(img, ctx->width, ctx->height, y, start, end, cache->siblings[slot]);
    }
}

/* The 3×3 neighbourhood of the pixel being classified: both images' brightness at k =
 * 3 · (dy + 1) + (dx + 1) (4: the pixel itself), read from the cache's rows; on the image's
 * border, from a copy padded with NaN, which every comparison below passes over as the rules
 * do. (Read where the cache wrote them long before, not copied for each pixel: a copy's
 * fresh stores are slow to load again.) */
typedef struct {
    int x, y;
    /* Image i's row y + dy, read at column `at` + dx. */
    const double *rows[2][3];
    int at;
    /* Image i's has_many_siblings in row y + dy (NULL outside the image), read at x + dx. */
    const int8_t *flat[2][3];
    double padded[2][3][3];
} around;

static inline double luma_at(const around *n, int which, int k) { return n->rows[which][k / 3][n->at + k % 3 - 1]; }

static inline void gather(const context *ctx, int x, int y, around *n) {
    n->x = x;
    n->y = y;
    for (int dy = -1; dy <= 1; dy++) {
        int inside = y + dy >= 0 && y + dy < ctx->height;
        n->flat[0][dy + 1] = inside ? ctx->rows[0].siblings[(y + dy) % 3] : NULL;
        n->flat[1][dy + 1] = inside ? ctx->rows[1].siblings[(y + dy) % 3] : NULL;
    }
    if (x > 0 && x < ctx->width - 1 && y > 0 && y < ctx->height - 1) {
        n->at = x;
        for (int dy = -1; dy <= 1; dy++) {
            n->rows[0][dy + 1] = ctx->rows[0].values[(y + dy) % 3];
            n->rows[1][dy + 1] = ctx->rows[1].values[(y + dy) % 3];
        }
        return;
    }
    n->at = 1;
    for (int dy = -1; dy <= 1; dy++) {
        int ny = y + dy;
        int inside = ny >= 0 && ny < ctx->height;
        for (int which = 0; which < 2; which++) {
            const double *row = inside ? ctx->rows[which].values[ny % 3] : NULL;
            for (int dx = -1; dx <= 1; dx++) {
                int nx = x + dx;
                n->padded[which][dy + 1][dx + 1] = inside && nx >= 0 && nx < ctx->width ? row[nx] : NAN;
            }
            n->rows[which][dy + 1] = n->padded[which][dy + 1];
        }
    }
}

/* The squared YIQ distance between two pixels, each blended onto white. */
static inline double color_delta(const image *a, const uint8_t *p, const image *b, const uint8_t *q) {
    if (a->channels == 3 && b->channels == 3) {
        /* Opaque: the channels' differences are exact small integers. */
        double dr = (double)((int)p[0] - q[0]), dg = (double)((int)p[1] - q[1]), db = (double)((int)p[2] - q[2]);
        double y = dr * 0.29889531 + dg * 0.58662247 + db * 0.11448223;
        double i = dr * 0.59597799 - dg * 0.27417610 - db * 0.32180189;
        double q2 = dr * 0.21147017 - dg * 0.52261711 + db * 0.31114694;
        return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q2 * q2;
    }
    double a1 = alpha_of(a, p), a2 = alpha_of(b, q);
    double r1 = on_white(p[0], a1), g1 = on_white(p[1], a1), b1 = on_white(p[2], a1);
    double r2 = on_white(q[0], a2), g2 = on_white(q[1], a2), b2 = on_white(q[2], a2);
    double y = (r1 - r2) * 0.29889531 + (g1 - g2) * 0.58662247 + (b1 - b2) * 0.11448223;
    double i = (r1 - r2) * 0.59597799 - (g1 - g2) * 0.27417610 - (b1 - b2) * 0.32180189;
    double q2 = (r1 - r2) * 0.21147017 - (g1 - g2) * 0.52261711 + (b1 - b2) * 0.31114694;
    return 0.5053 * y * y + 0.299 * i * i + 0.1957 * q2 * q2;
}

/* Whether the pixel of image `which` looks like an edge's antialiasing: at most two
 * neighbours of its brightness, a darker and a brighter one, and the darkest or the brightest
 * (the first found in reading order) in a flat area in both images. */
static int is_antialiased(const around *n, int which) {
    double own = luma_at(n, which, 4), darkest = 0, brightest = 0;
    int equal = 0, dark = -1, bright = -1;
#pragma clang loop unroll(full)
    for (int k = 0; k < 9; k++) {
        if (k == 4) continue;
        /* The first darkest and the first brightest in reading order. */
        double delta = luma_at(n, which, k) - own;
        equal += delta == 0;
        if (delta < darkest) {
            darkest = delta;
            dark = k;
        }
        if (delta > brightest) {
            brightest = delta;
            bright = k;
        }
    }
    if (equal > 2 || dark < 0 || bright < 0) return 0;
    /* Both always read: which way these go is hard to foresee. */
    int other = 1 - which;
    int dark_x = n->x + dark % 3 - 1, bright_x = n->x + bright % 3 - 1;
    const int8_t *dark_row = n->flat[which][dark / 3], *dark_other = n->flat[other][dark / 3];
    const int8_t *bright_row = n->flat[which][bright / 3], *bright_other = n->flat[other][bright / 3];
    return (dark_row[dark_x] & dark_other[dark_x]) | (bright_row[bright_x] & bright_other[bright_x]);
}

/* Whether at most two neighbours of the pixel share its brightness in image `which`. */
static int is_edge(const around *n, int which) {
    double own = luma_at(n, which, 4);
    int equal = 0;
#pragma clang loop unroll(full)
    for (int k = 0; k < 9; k++) equal += k != 4 && luma_at(n, which, k) == own;
    return equal <= 2;
}

static inline double smaller(double x, double y) { return y < x ? y : x; }
static inline double larger(double x, double y) { return y > x ? y : x; }

/* Whether the pixel's brightness changed by at most 55% of the range of brightness in the 3×3
 * neighbourhood of both images. */
static int change_is_partial(const around *n) {
    double low = INFINITY, high = -INFINITY;
#pragma clang loop unroll(full)
    for (int k = 0; k < 9; k++) {
        low = smaller(smaller(low, luma_at(n, 0, k)), luma_at(n, 1, k));
        high = larger(larger(high, luma_at(n, 0, k)), luma_at(n, 1, k));
    }
    return fabs(luma_at(n, 0, 4) - luma_at(n, 1, 4)) <= 0.55 * (high - low);
}

/* Whether the pixel of `img` at (x, y), blended onto white, lies channel by channel within the
 * range of `other`'s 3×3 neighbourhood there, with half a level of slack for rounding. */
static int lies_within_neighbours(const image *img, const image *other, int width, int height, int x, int y) {
    double low[3] = {INFINITY, INFINITY, INFINITY}, high[3] = {-INFINITY, -INFINITY, -INFINITY};
    for (int ny = y > 0 ? y - 1 : 0; ny <= y + 1 && ny < height; ny++) {
        for (int nx = x > 0 ? x - 1 : 0; nx <= x + 1 && nx < width; nx++) {
            const uint8_t *p = pixel(other, width, nx, ny);
            double alpha = alpha_of(other, p);
            for (int k = 0; k < 3; k++) {
                double v = on_white(p[k], alpha);
                low[k] = smaller(low[k], v);
                high[k] = larger(high[k], v);
            }
        }
    }
    const uint8_t *p = pixel(img, width, x, y);
    double alpha = alpha_of(img, p);
    for (int k = 0; k < 3; k++) {
        double v = on_white(p[k], alpha);
        if (!(v >= low[k] - 0.5 && v <= high[k] + 0.5)) return 0;
    }
    return 1;
}

/* An edge in either image whose colour, in each, is a blend of the other's around it. */
static int is_shifted_edge(context *ctx, const around *n) {
    int w = ctx->width, h = ctx->height, x = n->x, y = n->y;
    return change_is_partial(n) && (is_edge(n, 0) || is_edge(n, 1))
        && lies_within_neighbours(&ctx->a, &ctx->b, w, h, x, y) && lies_within_neighbours(&ctx->b, &ctx->a, w, h, x, y);
}

/* The diff image's background: the expected pixel's brightness on white, faded towards white
 * (255 + (luma − 255) · alpha · 0.1, always within 229.5…255), in single precision. */
static inline uint8_t faded(const uint8_t *p, int channels) {
    float alpha = (float)(channels == 4 ? p[3] : 255) * (1.0f / 255.0f);
    float l = (float)p[0] * 0.29889531f + (float)p[1] * 0.58662247f + (float)p[2] * 0.11448223f;
    return (uint8_t)(255.0f + (l - 255.0f) * alpha * 0.1f);
}

static inline void fade(const image *a, int width, int x, int y, uint8_t *out) {
    uint8_t gray = faded(pixel(a, width, x, y), a->channels);
    uint8_t *target = out + ((size_t)y * width + x) * 4;
    target[0] = target[1] = target[2] = gray;
    target[3] = 255;
}

/* A whole row faded, a word at a time where words are little-endian, in one loop for each
 * layout, which the compiler vectorises. */
static void fade_row(const image *a, int width, int y, uint8_t *out) {
#if defined(__BYTE_ORDER__) && __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    const uint8_t *p = pixel(a, width, 0, y);
    uint32_t *target = (uint32_t *)(void *)(out + (size_t)y * width * 4);
    if (a->channels == 3) {
        for (int x = 0; x < width; x++) target[x] = faded(p + 3 * x, 3) * 0x010101u | 0xFF000000u;
    } else {
        for (int x = 0; x < width; x++) target[x] = faded(p + 4 * x, 4) * 0x010101u | 0xFF000000u;
    }
#else
    for (int x = 0; x < width; x++) fade(a, width, x, y, out);
#endif
}

static inline void put(uint8_t *out, int width, int x, int y, uint8_t r, uint8_t g, uint8_t b) {
    uint8_t *target = out + ((size_t)y * width + x) * 4;
    target[0] = r;
    target[1] = g;
    target[2] = b;
    target[3] = 255;
}

void vellum_diff_rows(const uint8_t *a, const uint8_t *b, int channels, int width, int height, int first_row, int end_row,
                      const uint8_t *same_rows, double max_delta, int counts_antialiasing, void *scratch, uint8_t *out, vellum_diff_count *count) {
    static pthread_once_t once = PTHREAD_ONCE_INIT;
    pthread_once(&once, fill_weights);
    context ctx = {.a = {a, channels}, .b = {b, channels}, .width = width, .height = height};
    int *beyond = (int *)row_cache_init(&ctx.rows[1], width, row_cache_init(&ctx.rows[0], width, scratch));
    size_t row_bytes = (size_t)width * channels;
    for (int y = first_row; y < end_row; y++) {
        const uint8_t *row_a = a + (size_t)y * row_bytes, *row_b = b + (size_t)y * row_bytes;
        if ((same_rows && same_rows[y]) || memcmp(row_a, row_b, row_bytes) == 0) {
            if (out) fade_row(&ctx.a, width, y, out);
            continue;
        }
        /* First the colour distances, noting the pixels beyond the threshold. */
        int found = 0;
        for (int x = 0; x < width; x++) {
            /* Without a diff image to write, runs of 16 equal pixels are passed over at once. */
            if (!out && (x & 15) == 0 && x + 16 <= width
                && memcmp(row_a + (size_t)x * channels, row_b + (size_t)x * channels, 16 * (size_t)channels) == 0) {
                x += 15;
                continue;
            }
            const uint8_t *p = row_a + (size_t)x * channels, *q = row_b + (size_t)x * channels;
            double delta = 0;
            if (!same_colour(&ctx.a, p, q)) {
                delta = color_delta(&ctx.a, p, &ctx.b, q);
                if (delta > count->largest) count->largest = delta;
            }
            if (delta > max_delta) {
                beyond[found++] = x;
            } else if (out) {
                fade(&ctx.a, width, x, y, out);
            }
        }
        if (found == 0) continue;
        if (counts_antialiasing) {
            count->differing += found;
            if (out) for (int i = 0; i < found; i++) put(out, width, beyond[i], y, 255, 0, 0);
            continue;
        }
        /* Then whether each is antialiasing, with the brightness of the three rows around them
         * in both images, in the chunks around them. */
        for (int i = 0; i < found;) {
            /* A run of differing pixels no further apart than a chunk, and its neighbours. */
            int lo = beyond[i] > 0 ? beyond[i] - 1 : 0, hi = beyond[i] + 2 < width ? beyond[i] + 2 : width;
            for (i++; i < found && beyond[i] - 1 <= hi + CHUNK; i++) hi = beyond[i] + 2 < width ? beyond[i] + 2 : width;
            for (int ny = y > 0 ? y - 1 : 0; ny <= y + 1 && ny < height; ny++) {
                cover(&ctx, 0, ny, lo, hi);
                cover(&ctx, 1, ny, lo, hi);
            }
        }
        for (int i = 0; i < found; i++) {
            int x = beyond[i];
            around n;
            gather(&ctx, x, y, &n);
            if (is_antialiased(&n, 0) || is_antialiased(&n, 1) || is_shifted_edge(&ctx, &n)) {
                count->antialiased++;
                if (out) put(out, width, x, y, 255, 255, 0);
            } else {
                count->differing++;
                if (out) put(out, width, x, y, 255, 0, 0);
            }
        }
    }
}
