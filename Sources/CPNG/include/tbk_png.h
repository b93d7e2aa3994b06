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

typedef struct {
    uint8_t *data;
    size_t size;
} tbk_png_buffer;

/// Encodes an image as an 8-bit RGBA PNG into `out` (its data is malloc'd: release it with free): unfiltered
/// rows deflated in one go by libdeflate at `level` (1-12). Returns 0 on success, otherwise writes a
/// message into `error`.
int tbk_png_encode(const uint8_t *pixels, int width, int height, size_t stride,
                   tbk_pixel_layout layout, int level, tbk_png_buffer *out, char *error, size_t error_size);

/// The run encoder: a single pass that only repeats the pixel to the left or the row above, several
/// times faster than libdeflate on flat user-interface pictures (larger files). The image is cut
/// into bands, each encoded by tbk_png_runs_encode_band, on any thread (distinct bands only), then
/// joined by tbk_png_runs_finish; the bytes do not depend on the order or the threads.
typedef struct tbk_run_encoder tbk_run_encoder;

/// Returns the number of bands, or 0 when the run encoder cannot take the image (big-endian
/// machine, bad size, no memory): encode it with tbk_png_encode instead. The pixels must outlive
/// the encoder.
int tbk_png_runs_begin(const uint8_t *pixels, int width, int height, size_t stride, tbk_pixel_layout layout,
                       tbk_run_encoder **encoder);
void tbk_png_runs_encode_band(tbk_run_encoder *encoder, int band);
/// 0: the PNG is in `out`. 1: the run encoder leaves the data over a quarter of its size (photos,
/// noise), encode with tbk_png_encode instead. -1: out of memory.
int tbk_png_runs_finish(tbk_run_encoder *encoder, tbk_png_buffer *out);
void tbk_png_runs_free(tbk_run_encoder *encoder);

/// Reads and checks a PNG's header (signature, IHDR, the pixel limit): its size, and the bytes the
/// buffer given to tbk_png_decode_into must hold (the pixels, sometimes a byte more a row).
int tbk_png_header(const uint8_t *data, size_t size, uint64_t max_pixels, int *width, int *height, size_t *capacity,
                   char *error, size_t error_size);

/// Decodes any PNG into straight 8-bit RGBA rows in `rgba` (at least the capacity tbk_png_header
/// gave; the pixels are its first width * height * 4 bytes). Returns 0 on success.
int tbk_png_decode_into(const uint8_t *data, size_t size, uint64_t max_pixels, uint8_t *rgba, size_t capacity,
                        char *error, size_t error_size);

/// Checks that a PNG decodes: the result and message tbk_png_decode_into gives, but `rgba` (the same
/// capacity) is left holding no particular bytes (8-bit RGBA rows stay filtered, saving that pass).
int tbk_png_check_into(const uint8_t *data, size_t size, uint64_t max_pixels, uint8_t *rgba, size_t capacity,
                       char *error, size_t error_size);

/// Decodes any PNG into straight 8-bit RGBA. Refuses images with more than `max_pixels`
/// pixels before allocating them. On success *rgba is malloc'd (free it with tbk_png_free).
int tbk_png_decode(const uint8_t *data, size_t size, uint64_t max_pixels,
                   int *width, int *height, uint8_t **rgba,
                   char *error, size_t error_size);

void tbk_png_free(void *pointer);

/// Converts Cairo's premultiplied ARGB32 rows to straight RGBA (the encoder's own conversion).
void tbk_unpremultiply_argb32(const uint8_t *pixels, int width, int height, size_t stride, uint8_t *rgba);

/// What tbk_zlib_inflate_bounded found.
typedef enum {
    TBK_INFLATE_OK = 0,
    /// The stream inflates to more than the capacity; `out` holds its first bytes.
    TBK_INFLATE_TOO_LARGE = 1,
    /// The stream ends before its end marker; `out` holds what it gave.
    TBK_INFLATE_TRUNCATED = 2,
    TBK_INFLATE_CORRUPT = 3
} tbk_inflate_status;

/// Inflates a zlib stream (a PDF's FlateDecode) into at most `out_capacity` bytes, never more,
/// however far the stream would go: what a hostile document would expand to is bounded by the
/// caller's buffer, not by the document.
int tbk_zlib_inflate_bounded(const uint8_t *in, size_t in_size, uint8_t *out, size_t out_capacity, size_t *out_size);

#endif
