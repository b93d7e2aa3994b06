#include "tbk_png.h"
#include <libdeflate.h>
#include <png.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

static void put_u32(uint8_t *at, uint32_t value) {
    at[0] = value >> 24;
    at[1] = value >> 16;
    at[2] = value >> 8;
    at[3] = value;
}

/// Appends one chunk (length, type, data, CRC over type and data) at `at`; returns its end.
static uint8_t *put_chunk(uint8_t *at, const char type[4], const uint8_t *data, size_t length) {
    put_u32(at, (uint32_t)length);
    memcpy(at + 4, type, 4);
    if (length > 0 && data != at + 8) memmove(at + 8, data, length);
    put_u32(at + 8 + length, (uint32_t)libdeflate_crc32(0, at + 4, length + 4));
    return at + 12 + length;
}

/// PNG rows with the filter byte each row starts with (NONE or SUB).
static void filter_row(const uint8_t *rgba, uint8_t *out, int width, int filter) {
    size_t bytes = (size_t)width * 4;
    if (filter == TBK_FILTER_SUB) {
        out[0] = 1;
        memcpy(out + 1, rgba, 4);
        for (size_t i = 4; i < bytes; i++) out[1 + i] = (uint8_t)(rgba[i] - rgba[i - 4]);
    } else {
        out[0] = 0;
        memcpy(out + 1, rgba, bytes);
    }
}

int tbk_png_encode(const uint8_t *pixels, int width, int height, size_t stride,
                   tbk_pixel_layout layout, int level, int filter,
                   tbk_png_buffer *out, char *error, size_t error_size) {
    memset(out, 0, sizeof(*out));
    if (width <= 0 || height <= 0 || width > (1 << 24) || height > (1 << 24)) {
        snprintf(error, error_size, "cannot encode a %dx%d image", width, height);
        return 1;
    }
    size_t row_bytes = (size_t)width * 4 + 1;
    size_t raw_size = row_bytes * (size_t)height;
    uint8_t *raw = malloc(raw_size);
    uint8_t *row = malloc((size_t)width * 4);
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    size_t bound = compressor ? libdeflate_zlib_compress_bound(compressor, raw_size) : 0;
    // Signature, IHDR, IDAT header and CRC, IEND: 8 + 25 + 12 + 12.
    uint8_t *file = compressor ? malloc(bound + 57) : NULL;
    if (!raw || !row || !compressor || !file) {
        snprintf(error, error_size, "out of memory for a %dx%d image", width, height);
        free(raw); free(row); free(file);
        if (compressor) libdeflate_free_compressor(compressor);
        return 1;
    }
    for (int y = 0; y < height; y++) {
        const uint8_t *source = pixels + (size_t)y * stride;
        if (layout == TBK_PIXELS_CAIRO_ARGB32) {
            unpremultiply_row(source, row, width);
            source = row;
        }
        filter_row(source, raw + row_bytes * (size_t)y, width, filter);
    }
    static const uint8_t signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};
    memcpy(file, signature, 8);
    uint8_t header[13];
    put_u32(header, (uint32_t)width);
    put_u32(header + 4, (uint32_t)height);
    header[8] = 8;   // bits per channel
    header[9] = 6;   // RGBA
    header[10] = header[11] = header[12] = 0;
    uint8_t *at = put_chunk(file + 8, "IHDR", header, sizeof(header));
    size_t compressed = libdeflate_zlib_compress(compressor, raw, raw_size, at + 8, bound);
    libdeflate_free_compressor(compressor);
    free(raw);
    free(row);
    if (compressed == 0) {
        snprintf(error, error_size, "deflate found no room for the compressed image");
        free(file);
        return 1;
    }
    at = put_chunk(at, "IDAT", at + 8, compressed);
    at = put_chunk(at, "IEND", NULL, 0);
    out->data = file;
    out->size = (size_t)(at - file);
    out->capacity = bound + 57;
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

void tbk_unpremultiply_argb32(const uint8_t *pixels, int width, int height, size_t stride, uint8_t *rgba) {
    for (int y = 0; y < height; y++)
        unpremultiply_row(pixels + (size_t)y * stride, rgba + (size_t)y * width * 4, width);
}
