#include "tbk_png.h"
#include <png.h>
#include <setjmp.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
    tbk_png_buffer *buffer;
    char *error;
    size_t error_size;
} encode_context;

static void on_error(png_structp png, png_const_charp message) {
    encode_context *context = png_get_error_ptr(png);
    if (context && context->error && context->error_size > 0)
        snprintf(context->error, context->error_size, "%s", message);
    png_longjmp(png, 1);
}

static void on_warning(png_structp png, png_const_charp message) {
    (void)png;
    (void)message;
}

static void on_write(png_structp png, png_bytep bytes, png_size_t length) {
    encode_context *context = png_get_io_ptr(png);
    tbk_png_buffer *buffer = context->buffer;
    if (buffer->size + length > buffer->capacity) {
        size_t capacity = buffer->capacity ? buffer->capacity : 65536;
        while (capacity < buffer->size + length) capacity *= 2;
        uint8_t *grown = realloc(buffer->data, capacity);
        if (!grown) png_error(png, "out of memory while encoding PNG");
        buffer->data = grown;
        buffer->capacity = capacity;
    }
    memcpy(buffer->data + buffer->size, bytes, length);
    buffer->size += length;
}

static void on_flush(png_structp png) { (void)png; }

/// Cairo stores premultiplied native-endian ARGB words; PNG wants straight RGBA bytes.
static void unpremultiply_row(const uint8_t *source, uint8_t *row, int width) {
    const uint32_t *words = (const uint32_t *)source;
    for (int x = 0; x < width; x++) {
        uint32_t word = words[x];
        uint32_t alpha = word >> 24;
        uint8_t *pixel = row + 4 * x;
        if (alpha == 0) {
            pixel[0] = pixel[1] = pixel[2] = pixel[3] = 0;
        } else if (alpha == 255) {
            pixel[0] = (word >> 16) & 0xff;
            pixel[1] = (word >> 8) & 0xff;
            pixel[2] = word & 0xff;
            pixel[3] = 255;
        } else {
            pixel[0] = (((word >> 16) & 0xff) * 255 + alpha / 2) / alpha;
            pixel[1] = (((word >> 8) & 0xff) * 255 + alpha / 2) / alpha;
            pixel[2] = ((word & 0xff) * 255 + alpha / 2) / alpha;
            pixel[3] = alpha;
        }
    }
}

int tbk_png_encode(const uint8_t *pixels, int width, int height, size_t stride,
                   tbk_pixel_layout layout, int level, int filter,
                   tbk_png_buffer *out, char *error, size_t error_size) {
    memset(out, 0, sizeof(*out));
    if (width <= 0 || height <= 0) {
        snprintf(error, error_size, "cannot encode an empty image (%dx%d)", width, height);
        return 1;
    }
    encode_context context = {out, error, error_size};
    png_structp png = png_create_write_struct(PNG_LIBPNG_VER_STRING, &context, on_error, on_warning);
    if (!png) {
        snprintf(error, error_size, "libpng could not start");
        return 1;
    }
    png_infop info = png_create_info_struct(png);
    uint8_t *volatile row = NULL;
    if (!info || setjmp(png_jmpbuf(png))) {
        png_destroy_write_struct(&png, info ? &info : NULL);
        free(row);
        tbk_png_buffer_free(out);
        if (error_size > 0 && error[0] == 0) snprintf(error, error_size, "PNG encoding failed");
        return 1;
    }
    png_set_write_fn(png, &context, on_write, on_flush);
    png_set_compression_level(png, level);
    png_set_filter(png, PNG_FILTER_TYPE_BASE, filter);
    png_set_IHDR(png, info, (png_uint_32)width, (png_uint_32)height, 8, PNG_COLOR_TYPE_RGB_ALPHA,
                 PNG_INTERLACE_NONE, PNG_COMPRESSION_TYPE_BASE, PNG_FILTER_TYPE_BASE);
    png_write_info(png, info);
    if (layout == TBK_PIXELS_CAIRO_ARGB32) {
        row = malloc((size_t)width * 4);
        if (!row) png_error(png, "out of memory while encoding PNG");
        for (int y = 0; y < height; y++) {
            unpremultiply_row(pixels + (size_t)y * stride, row, width);
            png_write_row(png, row);
        }
    } else {
        for (int y = 0; y < height; y++) png_write_row(png, pixels + (size_t)y * stride);
    }
    png_write_end(png, NULL);
    png_destroy_write_struct(&png, &info);
    free(row);
    return 0;
}

void tbk_png_buffer_free(tbk_png_buffer *buffer) {
    free(buffer->data);
    buffer->data = NULL;
    buffer->size = buffer->capacity = 0;
}

int tbk_png_decode(const uint8_t *data, size_t size, uint64_t max_pixels,
                   int *width, int *height, uint8_t **rgba,
                   char *error, size_t error_size) {
    *rgba = NULL;
    png_image image;
    memset(&image, 0, sizeof(image));
    image.version = PNG_IMAGE_VERSION;
    if (!png_image_begin_read_from_memory(&image, data, size)) {
        snprintf(error, error_size, "%s", image.message);
        return 1;
    }
    if ((uint64_t)image.width * image.height > max_pixels) {
        snprintf(error, error_size, "image is %ux%u pixels, more than the %llu allowed",
                 image.width, image.height, (unsigned long long)max_pixels);
        png_image_free(&image);
        return 1;
    }
    image.format = PNG_FORMAT_RGBA;
    size_t bytes = PNG_IMAGE_SIZE(image);
    uint8_t *pixels = malloc(bytes);
    if (!pixels) {
        snprintf(error, error_size, "out of memory for a %ux%u image", image.width, image.height);
        png_image_free(&image);
        return 1;
    }
    if (!png_image_finish_read(&image, NULL, pixels, 0, NULL)) {
        snprintf(error, error_size, "%s", image.message);
        free(pixels);
        return 1;
    }
    *width = (int)image.width;
    *height = (int)image.height;
    *rgba = pixels;
    return 0;
}

void tbk_png_free(void *pointer) { free(pointer); }
