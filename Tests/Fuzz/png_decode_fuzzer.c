// libFuzzer harness for the PNG decoder (Sources/CPNG/tbk_png_decode.c), the C that reads untrusted
// bytes. Built and run by scripts/fuzz-png.sh with AddressSanitizer and UndefinedBehaviorSanitizer:
// any crash, out-of-bounds access, leak or undefined operation is a finding; a clean refusal is not.
#include "tbk_png.h"
#include <libdeflate.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

/// PNGCodec.defaultMaxPixels (Sources/TabBarImage/PNGCodec.swift), the limit Swift passes unless
/// told otherwise; the icon and backdrop limits (2048², 4096²) are smaller, so they are covered too.
#define MAX_PIXELS ((uint64_t)64 * 1024 * 1024)

static uint32_t get_u32(const uint8_t *at) {
    return (uint32_t)at[0] << 24 | (uint32_t)at[1] << 16 | (uint32_t)at[2] << 8 | at[3];
}

static void put_u32(uint8_t *at, uint32_t value) {
    at[0] = value >> 24; at[1] = value >> 16; at[2] = value >> 8; at[3] = value;
}

/// Most mutations break a chunk CRC or the zlib Adler-32, and the decoder rightly stops there, so
/// without this the fuzzer would hardly get past the chunk loop. An input whose last byte is 0 is
/// left as it is (so the checksum checks themselves stay fuzzed); the others get their checksums
/// repaired: the Adler-32 of the first IDAT when its deflate stream inflates (up to 1 MB) within
/// it, then every complete chunk's CRC. Bytes after IEND are ignored by the decoder, so the
/// fuzzer can flip that switch freely.
static void repair_checksums(uint8_t *bytes, size_t size) {
    static uint8_t inflated[1 << 20];
    if (size < 8 || bytes[size - 1] == 0) return;
    size_t idats = 0;
    for (size_t at = 8; size - at >= 12;) {
        uint32_t length = get_u32(bytes + at);
        if (length > size - at - 12) break;
        uint8_t *body = bytes + at + 8;
        if (memcmp(bytes + at + 4, "IDAT", 4) == 0 && idats++ == 0 && length >= 6) {
            struct libdeflate_decompressor *d = libdeflate_alloc_decompressor();
            size_t in_used = 0, out_used = 0;
            if (d && libdeflate_deflate_decompress_ex(d, body + 2, length - 2, inflated, sizeof(inflated), &in_used, &out_used)
                         == LIBDEFLATE_SUCCESS && 2 + in_used + 4 <= length)
                put_u32(body + 2 + in_used, libdeflate_adler32(1, inflated, out_used));
            libdeflate_free_decompressor(d);
        }
        at += 12 + (size_t)length;
    }
    for (size_t at = 8; size - at >= 12;) {
        uint32_t length = get_u32(bytes + at);
        if (length > size - at - 12) break;
        put_u32(bytes + at + 8 + length, (uint32_t)libdeflate_crc32(0, bytes + at + 4, (size_t)length + 4));
        at += 12 + (size_t)length;
    }
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    // A copy of exactly `size` bytes, so that reading one byte past the input is caught by ASan
    // even where libFuzzer's own buffer would happen to be larger.
    uint8_t *bytes = malloc(size ? size : 1);
    if (!bytes) return 0;
    if (size) memcpy(bytes, data, size);
    repair_checksums(bytes, size);

    int width = -1, height = -1;
    uint8_t *rgba = (uint8_t *)1;  // the decoder must set it, also on failure
    char error[256];
    memset(error, 'x', sizeof(error));
    int status = tbk_png_decode(bytes, size, MAX_PIXELS, &width, &height, &rgba, error, sizeof(error));
    if (status == 0) {
        // Success promises a width × height RGBA buffer: touch its last byte and check the size.
        if (!rgba || width <= 0 || height <= 0 || (uint64_t)width * (uint64_t)height > MAX_PIXELS) abort();
        volatile uint8_t last = rgba[(size_t)width * (size_t)height * 4 - 1];
        (void)last;
        tbk_png_free(rgba);
    } else {
        // Failure promises no buffer and a terminated message that says something.
        if (rgba != NULL) abort();
        if (memchr(error, 0, sizeof(error)) == NULL || error[0] == 0) abort();
    }
    free(bytes);
    return 0;
}
