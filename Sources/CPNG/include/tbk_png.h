#ifndef TBK_PNG_H
#define TBK_PNG_H
#include <stddef.h>
#include <stdint.h>

/// Pixel layouts the encoder accepts.
typedef enum {
    /// 8-bit R, G, B, A per pixel, straight (not premultiplied) alpha.
    TBK_PIXELS_RGBA = 0,
    /// Cairo's CAIRO_FORMAT_ARGB32: native-endian 32-bit words, premultiplied alpha.
    TBK_PIXELS_CAIRO_ARGB32 = 1
} tbk_pixel_layout;

/// Row filters the encoder can apply.
enum { TBK_FILTER_NONE = 0x08, TBK_FILTER_SUB = 0x10 };

typedef struct {
    uint8_t *data;
    size_t size;
    size_t capacity;
} tbk_png_buffer;

/// Encodes an image as an 8-bit RGBA PNG into `out` (free it with tbk_png_buffer_free), the
/// image data deflated in one go by libdeflate. `filter` is TBK_FILTER_NONE or TBK_FILTER_SUB
/// for every row; `level` a libdeflate level 1-12, or 0 for a single pass that only repeats the pixel
/// to the left or the row above (several times faster on flat user-interface pictures, larger files),
/// which falls back to level 1 when that leaves the data over a quarter of its size.
/// Returns 0 on success, otherwise writes a message into `error`.
int tbk_png_encode(const uint8_t *pixels, int width, int height, size_t stride,
                   tbk_pixel_layout layout, int level, int filter,
                   tbk_png_buffer *out, char *error, size_t error_size);

void tbk_png_buffer_free(tbk_png_buffer *buffer);

/// Decodes any PNG into straight 8-bit RGBA. Refuses images with more than `max_pixels`
/// pixels before allocating them. On success *rgba is malloc'd (free it with tbk_png_free).
int tbk_png_decode(const uint8_t *data, size_t size, uint64_t max_pixels,
                   int *width, int *height, uint8_t **rgba,
                   char *error, size_t error_size);

void tbk_png_free(void *pointer);

/// Converts Cairo's premultiplied ARGB32 rows to straight RGBA (the encoder's own conversion).
void tbk_unpremultiply_argb32(const uint8_t *pixels, int width, int height, size_t stride, uint8_t *rgba);

#endif
