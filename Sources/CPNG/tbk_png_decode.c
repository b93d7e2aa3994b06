// PNG reading. The bytes are untrusted (reference images, icons, backdrops from anywhere): every
// length, size and index is checked before it is used; Tests/Fuzz/png_decode_fuzzer.c exercises this file.
#include "tbk_png.h"
#include "tbk_png_internal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <zlib.h>

static uint32_t get_u32(const uint8_t *at) {
    return (uint32_t)at[0] << 24 | (uint32_t)at[1] << 16 | (uint32_t)at[2] << 8 | at[3];
}

#define FAIL(...) do { snprintf(error, error_size, __VA_ARGS__); goto fail; } while (0)

/// The header fields and colour tables that expanding rows to RGBA needs.
typedef struct {
    uint32_t width, height;
    int depth, color_type, channels;
    uint8_t palette[256][4];
    int palette_size;
    int has_key;          // tRNS for gray or RGB: samples at the file's bit depth
    uint16_t key[3];
} png_info;

static inline uint8_t scale16(uint32_t v) { return (uint8_t)((v * 255 + 32767) / 65535); }

/// One unfiltered row of `width` pixels to straight 8-bit RGBA, every `step`-th pixel of `out`.
static int expand_row(const png_info *info, const uint8_t *row, uint32_t width, uint8_t *out, size_t step,
                      char *error, size_t error_size) {
    const int depth = info->depth;
    switch (info->color_type) {
    case 6:
        if (depth == 8) {
            if (step == 4) { memcpy(out, row, (size_t)width * 4); break; }
            for (uint32_t x = 0; x < width; x++, out += step) memcpy(out, row + 4 * x, 4);
        } else {
            for (uint32_t x = 0; x < width; x++, out += step, row += 8)
                for (int c = 0; c < 4; c++) out[c] = scale16((uint32_t)row[2 * c] << 8 | row[2 * c + 1]);
        }
        break;
    case 2:
        for (uint32_t x = 0; x < width; x++, out += step) {
            uint16_t s[3];
            if (depth == 8) {
                for (int c = 0; c < 3; c++) { s[c] = row[3 * x + c]; out[c] = (uint8_t)s[c]; }
            } else {
                for (int c = 0; c < 3; c++) {
                    s[c] = (uint16_t)(row[6 * x + 2 * c] << 8 | row[6 * x + 2 * c + 1]);
                    out[c] = scale16(s[c]);
                }
            }
            out[3] = info->has_key && s[0] == info->key[0] && s[1] == info->key[1] && s[2] == info->key[2] ? 0 : 255;
        }
        break;
    case 4:
        for (uint32_t x = 0; x < width; x++, out += step) {
            uint8_t v, a;
            if (depth == 8) { v = row[2 * x]; a = row[2 * x + 1]; }
            else {
                v = scale16((uint32_t)row[4 * x] << 8 | row[4 * x + 1]);
                a = scale16((uint32_t)row[4 * x + 2] << 8 | row[4 * x + 3]);
            }
            out[0] = out[1] = out[2] = v;
            out[3] = a;
        }
        break;
    case 0:
    case 3:
        for (uint32_t x = 0; x < width; x++, out += step) {
            uint32_t sample;
            if (depth == 16) sample = (uint32_t)row[2 * x] << 8 | row[2 * x + 1];
            else if (depth == 8) sample = row[x];
            else {
                size_t bit = (size_t)x * depth;
                sample = (row[bit >> 3] >> (8 - depth - (bit & 7))) & ((1u << depth) - 1);
            }
            if (info->color_type == 3) {
                if ((int)sample >= info->palette_size) {
                    snprintf(error, error_size, "palette index %u is beyond the %d palette entries", sample, info->palette_size);
                    return 1;
                }
                memcpy(out, info->palette[sample], 4);
            } else {
                uint8_t v = depth == 16 ? scale16(sample) : (uint8_t)(sample * 255 / ((1u << depth) - 1));
                out[0] = out[1] = out[2] = v;
                out[3] = info->has_key && sample == info->key[0] ? 0 : 255;
            }
        }
        break;
    }
    return 0;
}

static inline uint8_t paeth(uint8_t a, uint8_t b, uint8_t c) {
    int p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c);
    return pa <= pb && pa <= pc ? a : pb <= pc ? b : c;
}

/// Undoes the row filter in place; `previous` is NULL for a pass's first row.
static int unfilter(uint8_t *row, const uint8_t *previous, size_t bytes, size_t bpp, int filter) {
    switch (filter) {
    case 0: break;
    case 1: for (size_t i = bpp; i < bytes; i++) row[i] += row[i - bpp]; break;
    case 2: if (previous) for (size_t i = 0; i < bytes; i++) row[i] += previous[i]; break;
    case 3:
        for (size_t i = 0; i < bytes; i++)
            row[i] += (uint8_t)(((i >= bpp ? row[i - bpp] : 0) + (previous ? previous[i] : 0)) >> 1);
        break;
    case 4:
        for (size_t i = 0; i < bytes; i++)
            row[i] += paeth(i >= bpp ? row[i - bpp] : 0, previous ? previous[i] : 0,
                            i >= bpp && previous ? previous[i - bpp] : 0);
        break;
    default: return 1;
    }
    return 0;
}

/// IHDR's fields into `info` and `interlace`, checked; 0 when they describe an image this decoder reads.
static int read_ihdr(const uint8_t *body, uint32_t length, uint64_t max_pixels, png_info *info, int *interlace,
                     char *error, size_t error_size) {
    if (length != 13) FAIL("IHDR is %u bytes, not 13", length);
    info->width = get_u32(body);
    info->height = get_u32(body + 4);
    info->depth = body[8];
    info->color_type = body[9];
    *interlace = body[12];
    if (info->width == 0 || info->height == 0 || info->width > 0x7fffffffu || info->height > 0x7fffffffu)
        FAIL("invalid image size %ux%u", info->width, info->height);
    int d = info->depth, ok;
    switch (info->color_type) {
    case 0: ok = d == 1 || d == 2 || d == 4 || d == 8 || d == 16; info->channels = 1; break;
    case 3: ok = d == 1 || d == 2 || d == 4 || d == 8; info->channels = 1; break;
    case 2: ok = d == 8 || d == 16; info->channels = 3; break;
    case 4: ok = d == 8 || d == 16; info->channels = 2; break;
    case 6: ok = d == 8 || d == 16; info->channels = 4; break;
    default: FAIL("invalid colour type %d", info->color_type);
    }
    if (!ok) FAIL("invalid bit depth %d for colour type %d", d, info->color_type);
    if (body[10] != 0) FAIL("unknown compression method %d", body[10]);
    if (body[11] != 0) FAIL("unknown filter method %d", body[11]);
    if (*interlace > 1) FAIL("unknown interlace method %d", *interlace);
    if ((uint64_t)info->width * info->height > max_pixels)
        FAIL("image is %ux%u pixels, more than the %llu allowed",
             info->width, info->height, (unsigned long long)max_pixels);
    return 0;
fail:
    return 1;
}

/// Whether the image's filtered rows are already 8-bit RGBA: then they are inflated straight into
/// the caller's buffer and unfiltered there, each row moved one byte a row down into place.
static int rows_are_rgba8(const png_info *info, int interlace) {
    return !interlace && info->color_type == 6 && info->depth == 8;
}

/// The bytes the caller's buffer needs: the pixels, or for RGBA8 rows their filtered form (a filter
/// byte more a row), which is unfiltered in place.
static uint64_t needed_capacity(const png_info *info, int interlace) {
    uint64_t pixels = (uint64_t)info->width * info->height * 4;
    return rows_are_rgba8(info, interlace) ? pixels + info->height : pixels;
}

int tbk_png_header(const uint8_t *data, size_t size, uint64_t max_pixels, int *width, int *height, size_t *capacity,
                   char *error, size_t error_size) {
    png_info info;
    int interlace = 0;
    memset(&info, 0, sizeof(info));
    if (!data || size < 8 || memcmp(data, tbk_png_signature, 8) != 0) FAIL("not a PNG file (no PNG signature)");
    if (size - 8 < 12) FAIL("truncated PNG: the file ends inside a chunk header");
    uint32_t length = get_u32(data + 8);
    if (memcmp(data + 12, "IHDR", 4) != 0) FAIL("the first chunk is %.4s, not IHDR", (const char *)data + 12);
    if (length > size - 8 - 12) FAIL("truncated PNG: chunk IHDR says %u bytes, more than the file holds", length);
    if (tbk_png_chunk_crc(data + 12, length) != get_u32(data + 16 + length)) FAIL("CRC error in chunk IHDR");
    if (read_ihdr(data + 16, length, max_pixels, &info, &interlace, error, error_size)) return 1;
    uint64_t needed = needed_capacity(&info, interlace);
    if (needed > SIZE_MAX / 2) FAIL("image too large");
    *width = (int)info.width;
    *height = (int)info.height;
    *capacity = (size_t)needed;
    return 0;
fail:
    return 1;
}

/// Unfilters RGBA8 row `in` (its filter byte already read) into `out`, which lies `in - out` bytes
/// below it (at most one byte a row, so a byte of `in` is read before `out` reaches it); `previous`
/// is the row above, already in place, or NULL.
static int unfilter_rgba8(uint8_t *out, const uint8_t *in, const uint8_t *previous, size_t bytes, int filter) {
    switch (filter) {
    case 0: memmove(out, in, bytes); break;
    case 1:
        memmove(out, in, 4);
        for (size_t i = 4; i < bytes; i++) out[i] = (uint8_t)(in[i] + out[i - 4]);
        break;
    case 2:
        if (!previous) { memmove(out, in, bytes); break; }
        for (size_t i = 0; i < bytes; i++) out[i] = (uint8_t)(in[i] + previous[i]);
        break;
    case 3:
        for (size_t i = 0; i < bytes; i++)
            out[i] = (uint8_t)(in[i] + (((i >= 4 ? out[i - 4] : 0) + (previous ? previous[i] : 0)) >> 1));
        break;
    case 4:
        for (size_t i = 0; i < bytes; i++)
            out[i] = (uint8_t)(in[i] + paeth(i >= 4 ? out[i - 4] : 0, previous ? previous[i] : 0,
                                              i >= 4 && previous ? previous[i - 4] : 0));
        break;
    default: return 1;
    }
    return 0;
}

/// `libdeflate_zlib_decompress` up to its Adler-32 check, which is left to the caller: the 8-bit RGBA
/// path takes the checksum row by row while it unfilters each row, the row already in cache, instead
/// of in a pass of its own over the whole image afterwards (a tenth of decoding a 1179x2556 screen).
/// The same streams are accepted: the same header checks, the checksum read right after the deflate
/// data, and bytes after it ignored. `*adler` is the checksum the stream carries.
static enum libdeflate_result inflate_zlib_unchecked(struct libdeflate_decompressor *inflater, const uint8_t *in,
                                                     size_t in_size, uint8_t *out, size_t out_size, size_t *produced,
                                                     uint32_t *adler) {
    if (in_size < 6) return LIBDEFLATE_BAD_DATA;
    const unsigned cmf = in[0], flg = in[1];
    // Deflate, a window of at most 32 KiB, the header's own check, no preset dictionary.
    if ((cmf & 0x0f) != 8 || (cmf >> 4) > 7 || (cmf * 256 + flg) % 31 != 0 || (flg & 0x20)) return LIBDEFLATE_BAD_DATA;
    size_t consumed = 0;
    const enum libdeflate_result result =
        libdeflate_deflate_decompress_ex(inflater, in + 2, in_size - 6, out, out_size, &consumed, produced);
    if (result == LIBDEFLATE_SUCCESS) *adler = get_u32(in + 2 + consumed);
    return result;
}

/// The seven passes of an interlaced image: x0, y0, dx, dy.
static const int adam7[7][4] = {
    {0, 0, 8, 8}, {4, 0, 8, 8}, {0, 4, 4, 8}, {2, 0, 4, 4}, {0, 2, 2, 4}, {1, 0, 2, 2}, {0, 1, 1, 2}};

/// Above this many bytes of filtered rows, an image that cannot be inflated straight into its
/// RGBA buffer (16-bit, gray, palette, RGB) is inflated a row at a time: a 520 KB 16-bit PNG can
/// hold 512 MB of rows, twice its RGBA pixels, which would otherwise be held all at once.
#define TBK_PNG_STREAM_ABOVE (16u << 20)

/// Inflates `stream` a row at a time into two row buffers (the row and the one above it), each
/// unfiltered and expanded into `rgba` at once: memory is the RGBA buffer and two rows.
static int decode_rows_streaming(const png_info *info, int interlace, const uint8_t *stream, size_t stream_size,
                                 uint64_t bits, size_t bpp, uint8_t *rgba, char *error, size_t error_size) {
    const size_t widest = (size_t)((info->width * bits + 7) / 8) + 1;
    uint8_t *rows = malloc(2 * widest), scratch[64];
    z_stream z;
    memset(&z, 0, sizeof(z));
    int started = 0;
    if (!rows) FAIL("out of memory for a %ux%u image", info->width, info->height);
    if (inflateInit(&z) != Z_OK) FAIL("out of memory for the decompressor");
    started = 1;
    size_t fed = 0;
    uint8_t *current = rows, *above = rows + widest;
    for (int pass = 0; pass < (interlace ? 7 : 1); pass++) {
        const int x0 = interlace ? adam7[pass][0] : 0, y0 = interlace ? adam7[pass][1] : 0;
        const int dx = interlace ? adam7[pass][2] : 1, dy = interlace ? adam7[pass][3] : 1;
        if (info->width <= (uint32_t)x0 || info->height <= (uint32_t)y0) continue;
        const uint32_t w = (info->width - x0 + dx - 1) / dx;
        const size_t bytes = (size_t)((w * bits + 7) / 8);
        const uint8_t *previous = NULL;
        for (uint32_t y = (uint32_t)y0; y < info->height; y += (uint32_t)dy) {
            z.next_out = current;
            z.avail_out = (uInt)(bytes + 1);
            while (z.avail_out > 0) {
                if (z.avail_in == 0 && fed < stream_size) {
                    const size_t chunk = stream_size - fed < (1u << 30) ? stream_size - fed : (1u << 30);
                    z.next_in = (Bytef *)(stream + fed);
                    z.avail_in = (uInt)chunk;
                    fed += chunk;
                }
                const int result = inflate(&z, Z_NO_FLUSH);
                if (result == Z_STREAM_END && z.avail_out > 0) FAIL("the image data is truncated in row %u", y);
                if (result == Z_BUF_ERROR && z.avail_in == 0 && fed == stream_size) FAIL("the image data is truncated in row %u", y);
                if (result != Z_OK && result != Z_STREAM_END && result != Z_BUF_ERROR) FAIL("the image data is not a valid zlib stream");
            }
            if (unfilter(current + 1, previous, bytes, bpp, current[0])) FAIL("unknown row filter %d in row %u", current[0], y);
            uint8_t *out = rgba + ((size_t)y * info->width + (size_t)x0) * 4;
            if (expand_row(info, current + 1, w, out, (size_t)dx * 4, error, error_size)) goto fail;
            previous = current + 1;
            uint8_t *swap = current;
            current = above;
            above = swap;
        }
    }
    // The stream must end here, as the whole-buffer inflate demands, checksum and all.
    for (;;) {
        if (z.avail_in == 0 && fed < stream_size) {
            const size_t chunk = stream_size - fed < (1u << 30) ? stream_size - fed : (1u << 30);
            z.next_in = (Bytef *)(stream + fed);
            z.avail_in = (uInt)chunk;
            fed += chunk;
        }
        z.next_out = scratch;
        z.avail_out = sizeof(scratch);
        const int result = inflate(&z, Z_NO_FLUSH);
        if (z.avail_out < sizeof(scratch)) FAIL("the image data holds more than a %ux%u image", info->width, info->height);
        if (result == Z_STREAM_END) break;
        if (result != Z_OK) FAIL("the image data is not a valid zlib stream");
    }
    inflateEnd(&z);
    free(rows);
    return 0;
fail:
    if (started) inflateEnd(&z);
    free(rows);
    return 1;
}

/// tbk_png_decode_into, or with `check_only` tbk_png_check_into: the same steps and refusals, but
/// 8-bit RGBA rows are only checked for a known filter type, not unfiltered.
static int decode_into(const uint8_t *data, size_t size, uint64_t max_pixels, uint8_t *rgba, size_t capacity,
                       int check_only, char *error, size_t error_size) {
    uint8_t *idat = NULL, *raw = NULL;
    png_info info;
    memset(&info, 0, sizeof(info));
    if (!data || size < 8 || memcmp(data, tbk_png_signature, 8) != 0) FAIL("not a PNG file (no PNG signature)");

    // Chunks: lengths, CRCs and order first; IDAT payloads are gathered for one inflate.
    int interlace = 0, seen_ihdr = 0, seen_plte = 0, seen_iend = 0, idat_state = 0; // 0 none, 1 in run, 2 after
    const uint8_t *single_idat = NULL;
    size_t idat_size = 0, idat_capacity = 0;
    size_t at = 8;
    while (!seen_iend) {
        if (size - at < 12) FAIL("truncated PNG: the file ends inside a chunk header");
        uint32_t length = get_u32(data + at);
        const uint8_t *type = data + at + 4, *body = data + at + 8;
        if (length > 0x7fffffffu || (size_t)length > size - at - 12)
            FAIL("truncated PNG: chunk %.4s says %u bytes, more than the file holds", (const char *)type, length);
        for (int i = 0; i < 4; i++)
            if (!((type[i] >= 'A' && type[i] <= 'Z') || (type[i] >= 'a' && type[i] <= 'z')))
                FAIL("invalid chunk type at byte %zu", at + 4);
        if (tbk_png_chunk_crc(type, length) != get_u32(body + length))
            FAIL("CRC error in chunk %.4s", (const char *)type);
        at += 12 + (size_t)length;
        int is_idat = memcmp(type, "IDAT", 4) == 0;
        if (!seen_ihdr && memcmp(type, "IHDR", 4) != 0) FAIL("the first chunk is %.4s, not IHDR", (const char *)type);
        if (idat_state == 1 && !is_idat) idat_state = 2;
        if (memcmp(type, "IHDR", 4) == 0) {
            if (seen_ihdr) FAIL("more than one IHDR chunk");
            seen_ihdr = 1;
            if (read_ihdr(body, length, max_pixels, &info, &interlace, error, error_size)) goto fail;
            if (needed_capacity(&info, interlace) > capacity) FAIL("the buffer is smaller than the image");
        } else if (memcmp(type, "PLTE", 4) == 0) {
            if (seen_plte) FAIL("more than one PLTE chunk");
            if (idat_state) FAIL("PLTE after the image data");
            if (length == 0 || length % 3 != 0 || length / 3 > 256) FAIL("invalid PLTE length %u", length);
            if (info.color_type == 0 || info.color_type == 4) FAIL("a PLTE chunk in a gray image");
            seen_plte = 1;
            info.palette_size = (int)(length / 3);
            for (int i = 0; i < info.palette_size; i++) {
                memcpy(info.palette[i], body + 3 * i, 3);
                info.palette[i][3] = 255;
            }
        } else if (memcmp(type, "tRNS", 4) == 0) {
            if (idat_state) FAIL("tRNS after the image data");
            if (info.color_type == 3) {
                if (!seen_plte) FAIL("tRNS before PLTE");
                if ((int)length > info.palette_size) FAIL("tRNS has %u entries for %d colours", length, info.palette_size);
                for (uint32_t i = 0; i < length; i++) info.palette[i][3] = body[i];
            } else if (info.color_type == 0 || info.color_type == 2) {
                uint32_t samples = info.color_type == 0 ? 1 : 3;
                if (length != 2 * samples) FAIL("invalid tRNS length %u", length);
                for (uint32_t c = 0; c < samples; c++) info.key[c] = (uint16_t)(body[2 * c] << 8 | body[2 * c + 1]);
                info.has_key = 1;
            } else {
                FAIL("a tRNS chunk in an image with an alpha channel");
            }
        } else if (is_idat) {
            if (idat_state == 2) FAIL("IDAT chunks are not consecutive");
            if (info.color_type == 3 && !seen_plte) FAIL("a palette image without PLTE");
            if (idat_state == 0) single_idat = body;
            else {
                if (single_idat) {  // a second IDAT: gather them all in one buffer
                    idat_capacity = (idat_size + length) * 2;
                    idat = malloc(idat_capacity);
                    if (!idat) FAIL("out of memory for the image data");
                    memcpy(idat, single_idat, idat_size);
                    single_idat = NULL;
                } else if (idat_size + length > idat_capacity) {
                    idat_capacity = (idat_size + length) * 2;
                    uint8_t *grown = realloc(idat, idat_capacity);
                    if (!grown) FAIL("out of memory for the image data");
                    idat = grown;
                }
                memcpy(idat + idat_size, body, length);
            }
            idat_size += length;
            idat_state = 1;
        } else if (memcmp(type, "IEND", 4) == 0) {
            seen_iend = 1;
        } else if (type[0] >= 'A' && type[0] <= 'Z') {
            FAIL("unknown critical chunk %.4s", (const char *)type);
        }
    }
    if (!idat_state) FAIL("no image data (IDAT)");

    // Inflate all passes' filtered rows at once: their total size is known from the header.
    const uint64_t bits = (uint64_t)info.depth * info.channels;
    const size_t bpp = bits >= 8 ? (size_t)(bits / 8) : 1;
    uint64_t raw_size = 0;
    for (int pass = 0; pass < (interlace ? 7 : 1); pass++) {
        uint64_t w = interlace ? (info.width + adam7[pass][2] - 1 - adam7[pass][0]) / adam7[pass][2] : info.width;
        uint64_t h = interlace ? (info.height + adam7[pass][3] - 1 - adam7[pass][1]) / adam7[pass][3] : info.height;
        if (w && h) raw_size += h * (1 + (w * bits + 7) / 8);
    }
    if (raw_size > SIZE_MAX / 2) FAIL("image too large");
    const int direct = rows_are_rgba8(&info, interlace);
    if (!direct && raw_size > TBK_PNG_STREAM_ABOVE) {
        const int failed = decode_rows_streaming(
            &info, interlace, single_idat ? single_idat : idat, idat_size, bits, bpp, rgba, error, error_size);
        free(idat);
        return failed;
    }
    raw = direct ? rgba : malloc((size_t)raw_size);
    if (!raw) FAIL("out of memory for a %ux%u image", info.width, info.height);
    struct libdeflate_decompressor *inflater = libdeflate_alloc_decompressor();
    if (!inflater) FAIL("out of memory for the decompressor");
    size_t produced = 0;
    uint32_t adler = 0;
    enum libdeflate_result result = inflate_zlib_unchecked(
        inflater, single_idat ? single_idat : idat, idat_size, raw, (size_t)raw_size, &produced, &adler);
    libdeflate_free_decompressor(inflater);
    free(idat);
    idat = NULL;
    if (result == LIBDEFLATE_INSUFFICIENT_SPACE) FAIL("the image data holds more than a %ux%u image", info.width, info.height);
    if (result != LIBDEFLATE_SUCCESS) FAIL("the image data is not a valid zlib stream");
    // A bad checksum is named before anything the rows show, as a check of the whole stream would be:
    // here for a stream of the wrong length and for rows that are not 8-bit RGBA, below for the others.
    if ((!direct || produced != raw_size) && libdeflate_adler32(1, raw, produced) != adler)
        FAIL("the image data is not a valid zlib stream");
    if (produced != raw_size)
        FAIL("the image data is truncated: %zu of %llu bytes", produced, (unsigned long long)raw_size);

    if (direct) {
        const size_t bytes = (size_t)info.width * 4;
        uint32_t sum = 1;
        for (uint32_t y = 0; y < info.height; y++) {
            const uint8_t *in = rgba + (size_t)y * (bytes + 1);
            uint8_t *out = rgba + (size_t)y * bytes;
            sum = (uint32_t)libdeflate_adler32(sum, in, bytes + 1);
            // The filter types unfilter_rgba8 knows are 0 to 4.
            if (check_only ? in[0] > 4 : unfilter_rgba8(out, in + 1, y ? out - bytes : NULL, bytes, in[0])) {
                // The rows below are still as inflated: the checksum decides which fault is named.
                const size_t rest = (size_t)(info.height - y - 1) * (bytes + 1);
                if (libdeflate_adler32(sum, in + bytes + 1, rest) != adler) FAIL("the image data is not a valid zlib stream");
                FAIL("unknown row filter %d in row %u", in[0], y);
            }
        }
        if (sum != adler) FAIL("the image data is not a valid zlib stream");
        return 0;
    }
    uint8_t *row = raw;
    for (int pass = 0; pass < (interlace ? 7 : 1); pass++) {
        const int x0 = interlace ? adam7[pass][0] : 0, y0 = interlace ? adam7[pass][1] : 0;
        const int dx = interlace ? adam7[pass][2] : 1, dy = interlace ? adam7[pass][3] : 1;
        if (info.width <= (uint32_t)x0 || info.height <= (uint32_t)y0) continue;
        const uint32_t w = (info.width - x0 + dx - 1) / dx;
        const size_t bytes = (size_t)((w * bits + 7) / 8);
        const uint8_t *previous = NULL;
        for (uint32_t y = (uint32_t)y0; y < info.height; y += (uint32_t)dy) {
            if (unfilter(row + 1, previous, bytes, bpp, row[0])) FAIL("unknown row filter %d in row %u", row[0], y);
            uint8_t *out = rgba + ((size_t)y * info.width + (size_t)x0) * 4;
            if (expand_row(&info, row + 1, w, out, (size_t)dx * 4, error, error_size)) goto fail;
            previous = row + 1;
            row += bytes + 1;
        }
    }
    free(raw);
    return 0;
fail:
    free(idat);
    if (raw != rgba) free(raw);
    return 1;
}

int tbk_png_decode_into(const uint8_t *data, size_t size, uint64_t max_pixels, uint8_t *rgba, size_t capacity,
                        char *error, size_t error_size) {
    return decode_into(data, size, max_pixels, rgba, capacity, 0, error, error_size);
}

int tbk_png_check_into(const uint8_t *data, size_t size, uint64_t max_pixels, uint8_t *rgba, size_t capacity,
                       char *error, size_t error_size) {
    return decode_into(data, size, max_pixels, rgba, capacity, 1, error, error_size);
}

int tbk_png_decode(const uint8_t *data, size_t size, uint64_t max_pixels,
                   int *width, int *height, uint8_t **rgba,
                   char *error, size_t error_size) {
    *rgba = NULL;
    size_t capacity = 0;
    if (tbk_png_header(data, size, max_pixels, width, height, &capacity, error, error_size)) return 1;
    uint8_t *pixels = malloc(capacity);
    if (!pixels) {
        snprintf(error, error_size, "out of memory for a %dx%d image", *width, *height);
        return 1;
    }
    if (tbk_png_decode_into(data, size, max_pixels, pixels, capacity, error, error_size)) {
        free(pixels);
        return 1;
    }
    *rgba = pixels;
    return 0;
}

void tbk_png_free(void *pointer) { free(pointer); }
