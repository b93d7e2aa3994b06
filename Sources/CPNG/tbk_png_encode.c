// PNG writing: Cairo's premultiplied rows to straight RGBA, the one-pass run encoder (bands on any
// thread, joined bit by bit) and the libdeflate encoder.
#include "tbk_png.h"
#include "tbk_png_internal.h"
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __SSE2__
#include <emmintrin.h>
#endif
#if defined(__x86_64__) && (defined(__clang__) || defined(__GNUC__))
#include <immintrin.h>
#define TBK_HAVE_AVX2_ROW 1
#endif

/// Multipliers for an exact `(x + a / 2) / a` with x < 2^16 as a multiply and a shift: ceil(2^32 / a)
/// errs by less than a, and x · a < 2^32, so the quotient is never off. (A division per channel
/// dominated the conversion.)
static void fill_reciprocals(uint64_t reciprocal[256]) {
    reciprocal[0] = 0;
    for (uint64_t a = 1; a < 256; a++) reciprocal[a] = ((1ull << 32) + a - 1) / a;
}

/// One pixel: premultiplied native-endian ARGB word to straight RGBA bytes.
static inline void unpremultiply_pixel(uint32_t word, uint8_t *pixel, const uint64_t reciprocal[256]) {
    uint32_t alpha = word >> 24;
    if (alpha == 0) {
        pixel[0] = pixel[1] = pixel[2] = pixel[3] = 0;
    } else if (alpha == 255) {
        pixel[0] = (word >> 16) & 0xff;
        pixel[1] = (word >> 8) & 0xff;
        pixel[2] = word & 0xff;
        pixel[3] = 255;
    } else {
        uint64_t m = reciprocal[alpha], half = alpha / 2;
        pixel[0] = (uint8_t)(((((word >> 16) & 0xff) * 255 + half) * m) >> 32);
        pixel[1] = (uint8_t)(((((word >> 8) & 0xff) * 255 + half) * m) >> 32);
        pixel[2] = (uint8_t)((((word & 0xff) * 255 + half) * m) >> 32);
        pixel[3] = alpha;
    }
}

/// Cairo stores premultiplied native-endian ARGB words; PNG wants straight RGBA bytes.
static void unpremultiply_row_portable(const uint8_t *source, uint8_t *row, int width, const uint64_t reciprocal[256]) {
    const uint32_t *words = (const uint32_t *)source;
    int x = 0;
    // Opaque pixels (most of a screen; a row with transparent corners still has long opaque spans)
    // need only a byte shuffle, done several at a time.
#ifdef __SSE2__
    const __m128i alpha = _mm_set1_epi32((int)0xff000000u), green_alpha = _mm_set1_epi32((int)0xff00ff00u);
    const __m128i low = _mm_set1_epi32(0xff);
    for (; x + 4 <= width; x += 4) {
        __m128i v = _mm_loadu_si128((const __m128i *)(words + x));
        if (_mm_movemask_epi8(_mm_cmpeq_epi32(_mm_and_si128(v, alpha), alpha)) == 0xffff) {
            __m128i swapped = _mm_or_si128(_mm_and_si128(_mm_srli_epi32(v, 16), low), _mm_slli_epi32(_mm_and_si128(v, low), 16));
            _mm_storeu_si128((__m128i *)(row + 4 * x), _mm_or_si128(_mm_and_si128(v, green_alpha), swapped));
        } else {
            for (int k = 0; k < 4; k++) unpremultiply_pixel(words[x + k], row + 4 * (x + k), reciprocal);
        }
    }
#elif __BYTE_ORDER__ == __ORDER_LITTLE_ENDIAN__
    for (; x + 8 <= width; x += 8) {
        uint32_t opaque = 0xff000000u;
        for (int k = 0; k < 8; k++) opaque &= words[x + k];
        if (opaque == 0xff000000u) {
            for (int k = 0; k < 8; k++) {
                uint32_t word = words[x + k];
                uint32_t rgba = (word & 0xff00ff00u) | (word >> 16 & 0xff) | (word & 0xff) << 16;
                memcpy(row + 4 * (x + k), &rgba, 4);
            }
        } else {
            for (int k = 0; k < 8; k++) unpremultiply_pixel(words[x + k], row + 4 * (x + k), reciprocal);
        }
    }
#endif
    for (; x < width; x++) unpremultiply_pixel(words[x], row + 4 * x, reciprocal);
}

#ifdef TBK_HAVE_AVX2_ROW
/// The same conversion eight pixels to a register: opaque ones are one byte shuffle and clear ones a
/// store of zeros (a screen is almost all the first, a bar's margins the second); the rest go one by
/// one as above. Converting a screen's rows cost as much time as deflating them.
__attribute__((target("avx2"))) static void unpremultiply_row_avx2(
    const uint8_t *source, uint8_t *row, int width, const uint64_t reciprocal[256]) {
    const uint32_t *words = (const uint32_t *)source;
    const __m256i alpha = _mm256_set1_epi32((int)0xff000000u);
    const __m256i to_rgba = _mm256_setr_epi8(
        2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15, 2, 1, 0, 3, 6, 5, 4, 7, 10, 9, 8, 11, 14, 13, 12, 15);
    int x = 0;
    while (x + 8 <= width) {
        if (x + 32 <= width) {
            // Thirty-two at a time while they are all opaque: one test for four registers.
            __m256i p0 = _mm256_loadu_si256((const __m256i *)(words + x));
            __m256i p1 = _mm256_loadu_si256((const __m256i *)(words + x + 8));
            __m256i p2 = _mm256_loadu_si256((const __m256i *)(words + x + 16));
            __m256i p3 = _mm256_loadu_si256((const __m256i *)(words + x + 24));
            __m256i all = _mm256_and_si256(_mm256_and_si256(p0, p1), _mm256_and_si256(p2, p3));
            if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(_mm256_and_si256(all, alpha), alpha)) == -1) {
                _mm256_storeu_si256((__m256i *)(row + 4 * x), _mm256_shuffle_epi8(p0, to_rgba));
                _mm256_storeu_si256((__m256i *)(row + 4 * x + 32), _mm256_shuffle_epi8(p1, to_rgba));
                _mm256_storeu_si256((__m256i *)(row + 4 * x + 64), _mm256_shuffle_epi8(p2, to_rgba));
                _mm256_storeu_si256((__m256i *)(row + 4 * x + 96), _mm256_shuffle_epi8(p3, to_rgba));
                x += 32;
                continue;
            }
        }
        __m256i v = _mm256_loadu_si256((const __m256i *)(words + x));
        __m256i a = _mm256_and_si256(v, alpha);
        if (_mm256_movemask_epi8(_mm256_cmpeq_epi32(a, alpha)) == -1) {
            _mm256_storeu_si256((__m256i *)(row + 4 * x), _mm256_shuffle_epi8(v, to_rgba));
        } else if (_mm256_testz_si256(v, alpha)) {
            _mm256_storeu_si256((__m256i *)(row + 4 * x), _mm256_setzero_si256());
        } else {
            for (int k = 0; k < 8; k++) unpremultiply_pixel(words[x + k], row + 4 * (x + k), reciprocal);
        }
        x += 8;
    }
    for (; x < width; x++) unpremultiply_pixel(words[x], row + 4 * x, reciprocal);
}
#endif

static void unpremultiply_row(const uint8_t *source, uint8_t *row, int width, const uint64_t reciprocal[256]) {
#ifdef TBK_HAVE_AVX2_ROW
    if (__builtin_cpu_supports("avx2")) {
        unpremultiply_row_avx2(source, row, width, reciprocal);
        return;
    }
#endif
    unpremultiply_row_portable(source, row, width, reciprocal);
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
    put_u32(at + 8 + length, tbk_png_chunk_crc(at + 4, length));
    return at + 12 + length;
}

/// Makes the image data's rows (a filter byte, then the pixels, unfiltered) one at a time and in
/// order, so that the run encoder can work through a few rows at a time instead of a copy of the
/// whole image, and sums them into the zlib checksum as they are made.
typedef struct {
    const uint8_t *pixels;
    size_t stride;
    int width, height;
    tbk_pixel_layout layout;
    size_t row_bytes;  // 1 + 4 * width
    int next_row;
    uint32_t adler;
    const uint64_t *reciprocal;
} row_source;

/// Writes the next row into `out` (row_bytes bytes).
static void next_row(row_source *source, uint8_t *out) {
    const uint8_t *pixels = source->pixels + (size_t)source->next_row++ * source->stride;
    out[0] = 0;
    if (source->layout == TBK_PIXELS_CAIRO_ARGB32) unpremultiply_row(pixels, out + 1, source->width, source->reciprocal);
    else memcpy(out + 1, pixels, (size_t)source->width * 4);
    source->adler = libdeflate_adler32(source->adler, out, source->row_bytes);
}

/// LSB-first bit output for a deflate stream.
typedef struct {
    uint8_t *out;
    size_t pos;
    uint64_t bits;
    int count;
} bit_writer;

/// Appends the low `n` bits of `value` (n ≤ 32).
static inline void put_bits(bit_writer *w, uint32_t value, int n) {
    w->bits |= (uint64_t)value << w->count;
    w->count += n;
    if (w->count >= 32) {
        uint32_t word = (uint32_t)w->bits;
        memcpy(w->out + w->pos, &word, 4);  // little-endian machines only (checked by the caller)
        w->pos += 4;
        w->bits >>= 32;
        w->count -= 32;
    }
}

/// Writes out the bits still held, the last byte padded with zeros.
static void flush_bits(bit_writer *w) {
    while (w->count > 0) {
        w->out[w->pos++] = (uint8_t)w->bits;
        w->bits >>= 8;
        w->count = w->count > 8 ? w->count - 8 : 0;
    }
}

static uint32_t reverse_bits(uint32_t code, int n) {
    uint32_t r = 0;
    for (int i = 0; i < n; i++) r |= ((code >> i) & 1) << (n - 1 - i);
    return r;
}

/// The fixed Huffman code of a literal/length symbol (RFC 1951, 3.2.6), bit-reversed for output.
static void fixed_code(int symbol, uint32_t *code, int *length) {
    if (symbol < 144) { *code = 0x30 + symbol; *length = 8; }
    else if (symbol < 256) { *code = 0x190 + symbol - 144; *length = 9; }
    else if (symbol < 280) { *code = symbol - 256; *length = 7; }
    else { *code = 0xC0 + symbol - 280; *length = 8; }
    *code = reverse_bits(*code, *length);
}

/// A match length 3-258 as its symbol's code plus extra bits, as one bit string.
static void length_bits(int length, uint32_t *bits, int *count) {
    static const int base[29] = {3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31,
                                 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258};
    static const int extra[29] = {0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2,
                                  3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0};
    int i = 28;
    while (base[i] > length) i--;
    uint32_t code;
    int n;
    fixed_code(257 + i, &code, &n);
    *bits = code | (uint32_t)(length - base[i]) << n;
    *count = n + extra[i];
}

/// A distance 1-32768 as its fixed 5-bit code plus extra bits.
static void distance_bits(uint32_t distance, uint32_t *bits, int *count) {
    static const uint32_t base[30] = {1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385,
                                      513, 769, 1025, 1537, 2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577};
    int i = 29;
    while (base[i] > distance) i--;
    int extra = i < 4 ? 0 : i / 2 - 1;
    *bits = reverse_bits((uint32_t)i, 5) | (distance - base[i]) << 5;
    *count = 5 + extra;
}

/// How many bytes from a and b are equal, up to `limit`.
static inline size_t match_length(const uint8_t *a, const uint8_t *b, size_t limit) {
    size_t n = 0;
    // Most tries in text, edges and blurs fail within a pixel or two: one word settles them
    // before the wide compares.
    if (limit >= 8) {
        uint64_t x, y;
        memcpy(&x, a, 8);
        memcpy(&y, b, 8);
        if (x != y) return (size_t)(__builtin_ctzll(x ^ y) >> 3);
        n = 8;
    }
#ifdef __SSE2__
    // Flat colour makes most matches run to the limit: check 64 bytes between branches.
    while (n + 64 <= limit) {
        __m128i e0 = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(a + n)), _mm_loadu_si128((const __m128i *)(b + n)));
        __m128i e1 = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(a + n + 16)), _mm_loadu_si128((const __m128i *)(b + n + 16)));
        __m128i e2 = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(a + n + 32)), _mm_loadu_si128((const __m128i *)(b + n + 32)));
        __m128i e3 = _mm_cmpeq_epi8(_mm_loadu_si128((const __m128i *)(a + n + 48)), _mm_loadu_si128((const __m128i *)(b + n + 48)));
        if (_mm_movemask_epi8(_mm_and_si128(_mm_and_si128(e0, e1), _mm_and_si128(e2, e3))) != 0xffff) break;
        n += 64;
    }
    while (n + 16 <= limit) {
        __m128i x = _mm_loadu_si128((const __m128i *)(a + n));
        __m128i y = _mm_loadu_si128((const __m128i *)(b + n));
        unsigned differ = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(x, y)) ^ 0xffffu;
        if (differ) return n + (size_t)__builtin_ctz(differ);
        n += 16;
    }
#endif
    while (n + 8 <= limit) {
        uint64_t x, y;
        memcpy(&x, a + n, 8);
        memcpy(&y, b + n, 8);
        if (x != y) return n + (size_t)(__builtin_ctzll(x ^ y) >> 3);
        n += 8;
    }
    while (n < limit && a[n] == b[n]) n++;
    return n;
}

/// One band of rows, deflated on its own: its bit stream (no block header, no end of block), the
/// checksum of its rows, and whether it gave up.
typedef struct {
    uint8_t *bytes;
    size_t bits;
    uint32_t adler;
    int state;  // 0 not yet made, 1 made, 2 too large for the run encoder, 3 out of memory
} run_band;

/// The run encoder: the image data in one fixed-Huffman block whose only matches repeat the pixel to
/// the left (distance 4) or the row above (distance `row_bytes`), a single pass with no search, for
/// the long runs of flat colour of user-interface pictures. The rows are cut into bands of a size
/// that depends only on the image, each encoded on its own (on any thread) and joined bit by bit, so
/// the bytes do not depend on the thread count. A match may look back into the band above but never
/// runs past its own band's end.
struct tbk_run_encoder {
    const uint8_t *pixels;
    size_t stride;
    int width, height;
    tbk_pixel_layout layout;
    size_t row_bytes;
    int band_rows, band_count;
    run_band *bands;
    uint64_t reciprocal[256];
    uint32_t literal_code[256];
    int literal_length[256];
    uint32_t length_code[259];
    int length_count[259];
    uint32_t pixel_distance, row_distance;
    int pixel_distance_count, row_distance_count;
};

/// Raw bytes per band, about: large enough that the extra row each band converts is noise, small
/// enough that a screen gives every core several bands.
enum { BAND_BYTES = 1 << 20 };

int tbk_png_runs_begin(const uint8_t *pixels, int width, int height, size_t stride, tbk_pixel_layout layout,
                       tbk_run_encoder **encoder) {
    *encoder = NULL;
    const uint16_t probe = 1;
    if (*(const uint8_t *)&probe != 1 || width <= 0 || height <= 0 || width > (1 << 24) || height > (1 << 24))
        return 0;
    tbk_run_encoder *e = calloc(1, sizeof(*e));
    if (!e) return 0;
    e->pixels = pixels;
    e->stride = stride;
    e->width = width;
    e->height = height;
    e->layout = layout;
    e->row_bytes = (size_t)width * 4 + 1;
    e->band_rows = (int)(BAND_BYTES / e->row_bytes);
    if (e->band_rows < 1) e->band_rows = 1;
    e->band_count = (height + e->band_rows - 1) / e->band_rows;
    e->bands = calloc((size_t)e->band_count, sizeof(run_band));
    if (!e->bands) {
        free(e);
        return 0;
    }
    fill_reciprocals(e->reciprocal);
    for (int c = 0; c < 256; c++) fixed_code(c, &e->literal_code[c], &e->literal_length[c]);
    for (int l = 3; l <= 258; l++) length_bits(l, &e->length_code[l], &e->length_count[l]);
    distance_bits(4, &e->pixel_distance, &e->pixel_distance_count);
    distance_bits((uint32_t)e->row_bytes, &e->row_distance, &e->row_distance_count);
    *encoder = e;
    return e->band_count;
}

void tbk_png_runs_encode_band(tbk_run_encoder *e, int band) {
    run_band *b = &e->bands[band];
    const size_t row_bytes = e->row_bytes;
    const int first = band * e->band_rows;
    const int end_row = first + e->band_rows < e->height ? first + e->band_rows : e->height;
    const size_t start = (size_t)first * row_bytes, end = (size_t)end_row * row_bytes;
    // Over half the raw size, this band would still be beaten by libdeflate whatever the others do.
    const size_t give_up = (end - start) / 2;
    // Rows for 258 bytes ahead and the row above, plus up to 32 more (at most about 256 KB of them,
    // so that very wide images do not need dozens of huge rows) to make moving the kept rows rare.
    const size_t spare = (256 << 10) / row_bytes;
    const int window_rows = 2 * (int)(258 / row_bytes + 1) + (spare < 2 ? 2 : spare > 32 ? 32 : (int)spare);
    uint8_t *window = malloc(row_bytes * (size_t)window_rows);
    b->bytes = malloc(give_up + 64);
    if (!window || !b->bytes) {
        free(window);
        b->state = 3;
        return;
    }
    row_source source = {e->pixels, e->stride, e->width, e->height, e->layout, row_bytes, first, 1, e->reciprocal};
    size_t base = start;    // offset in the image data of window[0]
    size_t filled = start;  // offset of the end of the rows made so far
    if (first > 0) {
        // The row above, for matches that reach back into the band before.
        source.next_row = first - 1;
        next_row(&source, window);
        source.adler = 1;
        base -= row_bytes;
    }
    const int use_rows = row_bytes <= 32768;
    bit_writer w = {b->bytes, 0, 0, 0};
    size_t i = start;
    while (i < end) {
        if (w.pos > give_up) {
            free(window);
            b->state = 2;
            return;
        }
        size_t limit = end - i < 258 ? end - i : 258;
        if (filled < i + limit) {
            // Keep the row above i's row, move it and what follows to the front, make rows after it.
            size_t keep = i / row_bytes;
            keep = (keep > 0 ? keep - 1 : 0) * row_bytes;
            memmove(window, window + (keep - base), filled - keep);
            base = keep;
            while (filled - base < (size_t)window_rows * row_bytes && source.next_row < end_row) {
                next_row(&source, window + (filled - base));
                filled += row_bytes;
            }
        }
        const uint8_t *at = window + (i - base);
#ifdef __SSE2__
        // Text and edges are mostly literals, each of which costs two tries at a match: 16 bytes
        // compared at once with the pixel to the left and the row above tell which of the next 14
        // cannot start a match of 3 (the shortest), and those are literals whatever else is tried.
        if (i >= row_bytes && end - i >= 16) {
            __m128i bytes = _mm_loadu_si128((const __m128i *)at);
            unsigned same = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_loadu_si128((const __m128i *)(at - 4))));
            unsigned starts = same & same >> 1 & same >> 2;
            if (use_rows) {
                same = (unsigned)_mm_movemask_epi8(_mm_cmpeq_epi8(bytes, _mm_loadu_si128((const __m128i *)(at - row_bytes))));
                starts |= same & same >> 1 & same >> 2;
            }
            const unsigned literals = (unsigned)__builtin_ctz(starts | 1u << 14);
            if (literals > 0) {
                // A burst stops where the output passes the limit, and the loop's own check then
                // gives the band up at the same byte as one literal at a time would.
                unsigned k = 0;
                do {
                    put_bits(&w, e->literal_code[at[k]], e->literal_length[at[k]]);
                    k++;
                } while (k < literals && w.pos <= give_up);
                i += k;
                continue;
            }
        }
#endif
        size_t left = i >= 4 ? match_length(at, at - 4, limit) : 0;
        size_t up = use_rows && i >= row_bytes && left < limit ? match_length(at, at - row_bytes, limit) : 0;
        size_t length = up > left ? up : left;
        if (length >= 3) {
            put_bits(&w, e->length_code[length], e->length_count[length]);
            if (up > left) put_bits(&w, e->row_distance, e->row_distance_count);
            else put_bits(&w, e->pixel_distance, e->pixel_distance_count);
            i += length;
        } else {
            put_bits(&w, e->literal_code[*at], e->literal_length[*at]);
            i++;
        }
    }
    free(window);
    b->bits = w.pos * 8 + (size_t)w.count;
    flush_bits(&w);
    b->adler = source.adler;
    b->state = 1;
}

/// zlib's rule for the checksum of two pieces joined, the second `length` bytes long.
static uint32_t adler32_join(uint32_t first, uint32_t second, size_t length) {
    const uint64_t mod = 65521;
    const uint64_t rem = length % mod;
    const uint64_t a1 = first & 0xffff, b1 = first >> 16, a2 = second & 0xffff, b2 = second >> 16;
    const uint64_t a = (a1 + a2 + mod - 1) % mod;
    const uint64_t b = (b1 + b2 + rem * a1 % mod + mod - rem) % mod;
    return (uint32_t)(b << 16 | a);
}

/// Signature and IHDR at the start of `file`; returns where the IDAT chunk goes.
static uint8_t *put_header(uint8_t *file, int width, int height) {
    memcpy(file, tbk_png_signature, 8);
    uint8_t header[13];
    put_u32(header, (uint32_t)width);
    put_u32(header + 4, (uint32_t)height);
    header[8] = 8;   // bits per channel
    header[9] = 6;   // RGBA
    header[10] = header[11] = header[12] = 0;
    return put_chunk(file + 8, "IHDR", header, sizeof(header));
}

/// Signature, IHDR, IDAT header and CRC, IEND: 8 + 25 + 12 + 12 bytes.
enum { CHUNK_OVERHEAD = 57 };

int tbk_png_runs_finish(tbk_run_encoder *e, tbk_png_buffer *out) {
    memset(out, 0, sizeof(*out));
    const size_t raw_size = e->row_bytes * (size_t)e->height;
    size_t bits = 0;
    for (int k = 0; k < e->band_count; k++) {
        if (e->bands[k].state != 1) return e->bands[k].state == 3 ? -1 : 1;
        bits += e->bands[k].bits;
    }
    // zlib header, block header, bands, end of block, padding, checksum.
    const size_t compressed = 2 + (3 + bits + 7 + 7) / 8 + 4;
    // Pictures without long runs (photos, noise) fare badly with the run encoder: deflate them properly.
    if (compressed > raw_size / 4) return 1;
    uint8_t *file = malloc(compressed + CHUNK_OVERHEAD + 8);
    if (!file) return -1;
    uint8_t *at = put_header(file, e->width, e->height);
    uint8_t *data = at + 8;
    data[0] = 0x78;
    data[1] = 0x01;
    bit_writer w = {data, 2, 0, 0};
    put_bits(&w, 1, 1);  // BFINAL
    put_bits(&w, 1, 2);  // fixed Huffman codes
    uint32_t adler = 1;
    for (int k = 0; k < e->band_count; k++) {
        const run_band *b = &e->bands[k];
        size_t n = b->bits, j = 0;
        for (; n >= 32; n -= 32, j += 4) {
            uint32_t word;
            memcpy(&word, b->bytes + j, 4);
            put_bits(&w, word, 32);
        }
        for (; n > 0; n -= n >= 8 ? 8 : n, j++) put_bits(&w, b->bytes[j], n >= 8 ? 8 : (int)n);
        const int last = k + 1 == e->band_count;
        const size_t length = (size_t)(last ? e->height - k * e->band_rows : e->band_rows) * e->row_bytes;
        adler = adler32_join(adler, b->adler, length);
    }
    put_bits(&w, 0, 7);  // end of block (symbol 256: seven zero bits)
    flush_bits(&w);
    put_u32(data + w.pos, adler);
    at = put_chunk(at, "IDAT", data, w.pos + 4);
    at = put_chunk(at, "IEND", NULL, 0);
    out->data = file;
    out->size = (size_t)(at - file);
    return 0;
}

void tbk_png_runs_free(tbk_run_encoder *e) {
    if (!e) return;
    for (int k = 0; k < e->band_count; k++) free(e->bands[k].bytes);
    free(e->bands);
    free(e);
}

int tbk_png_encode(const uint8_t *pixels, int width, int height, size_t stride,
                   tbk_pixel_layout layout, int level, tbk_png_buffer *out, char *error, size_t error_size) {
    memset(out, 0, sizeof(*out));
    if (width <= 0 || height <= 0 || width > (1 << 24) || height > (1 << 24) || level < 1 || level > 12) {
        snprintf(error, error_size, "cannot encode a %dx%d image at level %d", width, height, level);
        return 1;
    }
    uint64_t reciprocal[256];
    fill_reciprocals(reciprocal);
    row_source source = {pixels, stride, width, height, layout, (size_t)width * 4 + 1, 0, 1, reciprocal};
    const size_t raw_size = source.row_bytes * (size_t)height;
    struct libdeflate_compressor *compressor = libdeflate_alloc_compressor(level);
    uint8_t *raw = malloc(raw_size);
    size_t bound = compressor ? libdeflate_zlib_compress_bound(compressor, raw_size) : 0;
    uint8_t *file = compressor ? malloc(bound + CHUNK_OVERHEAD) : NULL;
    if (!compressor || !raw || !file) {
        if (compressor) libdeflate_free_compressor(compressor);
        free(raw);
        free(file);
        snprintf(error, error_size, "out of memory for a %dx%d image", width, height);
        return 1;
    }
    for (int y = 0; y < height; y++) next_row(&source, raw + source.row_bytes * (size_t)y);
    uint8_t *at = put_header(file, width, height);
    size_t compressed = libdeflate_zlib_compress(compressor, raw, raw_size, at + 8, bound);
    libdeflate_free_compressor(compressor);
    free(raw);
    if (compressed == 0) {
        snprintf(error, error_size, "deflate found no room for the compressed image");
        free(file);
        return 1;
    }
    at = put_chunk(at, "IDAT", at + 8, compressed);
    at = put_chunk(at, "IEND", NULL, 0);
    out->data = file;
    out->size = (size_t)(at - file);
    return 0;
}

void tbk_unpremultiply_argb32(const uint8_t *pixels, int width, int height, size_t stride, uint8_t *rgba) {
    uint64_t reciprocal[256];
    fill_reciprocals(reciprocal);
    for (int y = 0; y < height; y++)
        unpremultiply_row(pixels + (size_t)y * stride, rgba + (size_t)y * width * 4, width, reciprocal);
}
