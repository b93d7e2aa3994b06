#ifndef TBK_PNG_INTERNAL_H
#define TBK_PNG_INTERNAL_H
// What the encoder and the decoder must agree on, in one place: the signature and how a chunk's
// CRC is taken. Not part of the public header.
#include <libdeflate.h>
#include <stddef.h>
#include <stdint.h>

/// The eight bytes every PNG file starts with.
static const uint8_t tbk_png_signature[8] = {137, 80, 78, 71, 13, 10, 26, 10};

/// A chunk's CRC covers its 4-byte type and its data (not the length), which sit next to each
/// other in the file: `type_and_data` points at the type, `length` is the data's length.
static inline uint32_t tbk_png_chunk_crc(const uint8_t *type_and_data, size_t length) {
    return (uint32_t)libdeflate_crc32(0, type_and_data, length + 4);
}

#endif
