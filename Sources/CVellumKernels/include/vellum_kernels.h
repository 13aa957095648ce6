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
/// With `has_row_above`, the row before `pixels` (at `pixels − stride`) is the one above the
/// first, so that an image can be filtered in bands: the result does not depend on them.
void vellum_png_filter_rows(const uint8_t *pixels, int width, int height, int stride, vellum_pixel_layout layout,
                            int channels, int choose_filter, int has_row_above, uint8_t *scratch, uint8_t *out);

/// Fills a Cairo ARGB32 image with a colour (straight components in 0…1) whose alpha is
/// multiplied by an A8 image's: each pixel is the premultiplied colour IN the mask's value,
/// rounded as Pixman rounds it.
void vellum_tint_a8(const uint8_t *mask, int mask_stride, uint8_t *out, int out_stride, int width, int height,
                    double red, double green, double blue, double alpha);

/// Reverses one PNG row's filter: `dst` gets the row of `count` bytes whose filtered bytes
/// (without the type byte) are `src`, `up` being the row above as reconstructed (zeros for the
/// first) and `bpp` the bytes a pixel (3 or 4). Returns 0 for an unknown filter type.
int vellum_png_unfilter_row(int filter, const uint8_t *src, const uint8_t *up, uint8_t *dst, int count, int bpp);

/// RGB bytes to RGBA bytes with alpha 255.
void vellum_rgb_to_rgba(const uint8_t *rgb, uint8_t *rgba, int width);

/// Blurs every channel of an image of `channels` bytes a pixel (rows `stride` bytes apart)
/// in place with box blurs of the given radii, each channel's values × 256 then rounded back:
/// all of them along each row, then all of them down each column. Each output is its window's
/// sum plus half the window, divided by the window (samples past the ends count as 0).
/// Returns 0 when memory runs out or a window is too long for the exact 32-bit arithmetic
/// (2 × radius + 1 ≥ 32768); the channels not yet blurred are then left as they were.
int vellum_box_blur_image(uint8_t *pixels, int width, int height, int stride, int channels, const int *radii, int passes);

#endif
