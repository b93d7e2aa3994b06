#include "tbk_png.h"
#include <zlib.h>

int tbk_zlib_inflate_bounded(const uint8_t *in, size_t in_size, uint8_t *out, size_t out_capacity, size_t *out_size) {
    z_stream stream = {0};
    *out_size = 0;
    if (inflateInit(&stream) != Z_OK) return TBK_INFLATE_CORRUPT;
    stream.next_in = (Bytef *)in;
    stream.next_out = out;
    int status = Z_OK;
    size_t in_left = in_size;
    size_t out_left = out_capacity;
    // zlib counts in uInt: feed both sides a gigabyte at most at a time.
    while (status == Z_OK) {
        if (stream.avail_in == 0 && in_left > 0) {
            stream.avail_in = in_left > (1u << 30) ? (1u << 30) : (uInt)in_left;
            in_left -= stream.avail_in;
        }
        if (stream.avail_out == 0) {
            if (out_left == 0) {
                // Room is gone: one byte more decides whether the stream wanted it.
                uint8_t probe;
                stream.next_out = &probe;
                stream.avail_out = 1;
                status = inflate(&stream, Z_NO_FLUSH);
                *out_size = out_capacity;
                inflateEnd(&stream);
                return (status == Z_STREAM_END && stream.avail_out == 1) ? TBK_INFLATE_OK : TBK_INFLATE_TOO_LARGE;
            }
            stream.avail_out = out_left > (1u << 30) ? (1u << 30) : (uInt)out_left;
            out_left -= stream.avail_out;
        }
        status = inflate(&stream, Z_NO_FLUSH);
        if (status == Z_BUF_ERROR && stream.avail_in == 0 && in_left == 0) break;  // the input ends early
        if (status == Z_BUF_ERROR) status = Z_OK;
    }
    *out_size = (size_t)(stream.next_out - out);
    inflateEnd(&stream);
    if (status == Z_STREAM_END) return TBK_INFLATE_OK;
    // A stream cut short still painted what it held: poppler draws it too, so it is counted.
    return (status == Z_BUF_ERROR || status == Z_OK) ? TBK_INFLATE_TRUNCATED : TBK_INFLATE_CORRUPT;
}
