#ifndef VELLUM_KERNELS_H
#define VELLUM_KERNELS_H

#include <stddef.h>
#include <stdint.h>

/// The pixel layouts the PNG row filter reads.
typedef enum {
    /// Cairo's ARGB32: premultiplied, one native-endian 32-bit word per pixel.
    VELLUM_PIXELS_CAIRO_ARGB32 = 0,
    /// Straight (not premultiplied) RGBA bytes.
    VELLUM_PIXELS_RGBA = 1,
} vellum_pixel_layout;

/// Whether every pixel of a Cairo ARGB32 image has alpha 255.
int vellum_argb32_is_opaque(const uint8_t *pixels, int width, int height, int stride);

/// Writes the PNG scanlines of an image into `out`: each row is its filter type and its
/// filtered bytes, `channels` (3 or 4) bytes a pixel. Cairo's pixels are unpremultiplied as
/// Cairo's own PNG writer does. With `choose_filter` each row gets the filter whose bytes,
/// read as signed, sum to the least (libpng's heuristic); otherwise every row is Up-filtered.
/// `out` holds height × (width × channels + 1) bytes; `scratch` holds 2 × width × channels.
void vellum_png_filter_rows(const uint8_t *pixels, int width, int height, int stride, vellum_pixel_layout layout,
                            int channels, int choose_filter, uint8_t *scratch, uint8_t *out);

/// Whether a Cairo ARGB32 image holds the pixels `rows` does: straight (not premultiplied)
/// RGB or RGBA bytes, `channels` a pixel, row after row with no gap, as a PNG decodes. Each row
/// is unpremultiplied as `vellum_png_filter_rows` does, so an image matches the pixels of its
/// own PNG exactly; with three channels every pixel must also be opaque. 1 when they match, 0
/// when they do not, −1 when memory ran out.
int vellum_argb32_matches_rows(const uint8_t *pixels, int width, int height, int stride, int channels, const uint8_t *rows);

/// Fills a Cairo ARGB32 image with a colour (straight components in 0…1) whose alpha is
/// multiplied by an A8 image's: each pixel is the premultiplied colour IN the mask's value,
/// rounded as Pixman rounds it.
void vellum_tint_a8(const uint8_t *mask, int mask_stride, uint8_t *out, int out_stride, int width, int height,
                    double red, double green, double blue, double alpha);

/// Reverses one PNG row's filter: `dst` gets the row of `count` bytes whose filtered bytes
/// (without the type byte) are `src`, `up` being the row above as reconstructed (zeros for the
/// first) and `bpp` the bytes a pixel (3 or 4). `dst` may be `src` or begin before it and
/// overlap it (each byte is read before anything is written over it). Returns 0 for an
/// unknown filter type.
int vellum_png_unfilter_row(int filter, const uint8_t *src, const uint8_t *up, uint8_t *dst, int count, int bpp);

/// Reconstructs a PNG image in place: `base` starts with its filtered rows (each a filter type
/// byte and `width` × `bpp` bytes, `bpp` 3 or 4) and row y's pixels are written at
/// y × width × bpp. Only the rows marked non-zero in `rows` are reconstructed when it is not
/// null (the rows a marked row's filter reads must be marked too). `scratch` holds
/// 2 × (width × bpp + 8) bytes. Returns 0 for an unknown filter type.
int vellum_png_reconstruct(uint8_t *base, int width, int height, int bpp, const uint8_t *rows, uint8_t *scratch);

/// A pause for a thread that spins waiting for another (the x86 `pause` instruction).
static inline void vellum_spin_pause(void) {
#if defined(__x86_64__) || defined(__i386__)
    __builtin_ia32_pause();
#endif
}

/// RGB bytes to RGBA bytes with alpha 255.
void vellum_rgb_to_rgba(const uint8_t *rgb, uint8_t *rgba, int width);

/// Blurs every channel of an image of `channels` bytes a pixel (rows `stride` bytes apart)
/// in place with box blurs of the given radii, each channel's values × 256 then rounded back:
/// all of them along each row, then all of them down each column. Each output is its window's
/// sum plus half the window, divided by the window (samples past the ends count as 0).
/// Returns 0 when memory runs out or a window is too long for the exact 32-bit arithmetic
/// (2 × radius + 1 ≥ 32768); the channels not yet blurred are then left as they were.
int vellum_box_blur_image(uint8_t *pixels, int width, int height, int stride, int channels, const int *radii, int passes);

/// What `vellum_diff_rows` found in its rows; the caller starts it at zero.
typedef struct {
    /// Pixels that differ beyond the threshold and are not antialiasing.
    long differing;
    /// Pixels that differ only by an edge's antialiasing.
    long antialiased;
    /// The largest squared YIQ distance seen (0…35215).
    double largest;
} vellum_diff_count;

/// Compares rows `first_row` up to `end_row` of two images of the same size, `channels` (3: RGB,
/// 4: straight RGBA) bytes a pixel, by the rules ImageDiff (VellumDiff) describes; rows marked
/// non-zero in `same_rows` (when not null) are known to be equal and only `a`'s is read, for
/// the diff image. A pixel
/// differs when its squared YIQ distance exceeds `max_delta` and, unless `counts_antialiasing`,
/// it does not look like antialiasing. Adds to `count`; when `out` is not null, writes these
/// rows of the RGBA diff image (red: differs, yellow: antialiasing, the rest faded). Reads the
/// rows around its own, writes only its own. `scratch` holds `vellum_diff_scratch_size(width)`
/// bytes, 8-aligned, for this call alone.
void vellum_diff_rows(const uint8_t *a, const uint8_t *b, int channels, int width, int height, int first_row, int end_row,
                      const uint8_t *same_rows, double max_delta, int counts_antialiasing, void *scratch, uint8_t *out, vellum_diff_count *count);

/// The scratch memory `vellum_diff_rows` needs for images `width` pixels wide.
size_t vellum_diff_scratch_size(int width);

/// Starts writing a file's dirty pages to disk without waiting for them (Linux's
/// `sync_file_range` with `SYNC_FILE_RANGE_WRITE`), so that an `fsync` after other work waits
/// less. 0, or -1 with `errno` set; a file system that cannot is no error to its caller.
int vellum_start_writeback(int descriptor);

#endif
