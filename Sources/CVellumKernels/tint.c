// A shadow's colour painted through its blurred alpha.
#include "vellum_kernels.h"

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
