#!/usr/bin/env python3
"""Writes the PNG decoder's committed seed corpus into Tests/Fuzz/seeds/ (run it again after
changing it; the files are committed so every fuzz run and PNGFuzzCorpusTests start from the same
bytes). ok-*.png decode; bad-*.png are refused, each for one fault the decoder names."""
import os, struct, sys, zlib

out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "seeds")
os.makedirs(out, exist_ok=True)
for name in os.listdir(out):
    if name.endswith(".png"):
        os.remove(os.path.join(out, name))

SIGNATURE = b"\x89PNG\r\n\x1a\n"

def chunk(kind, data):
    return struct.pack(">I", len(data)) + kind + data + struct.pack(">I", zlib.crc32(kind + data))

def header(w, h, depth, color, interlace=0):
    return struct.pack(">IIBBBBB", w, h, depth, color, 0, 0, interlace)

def png(ihdr, data, before=b"", split=False, compressed=None):
    z = compressed if compressed is not None else zlib.compress(data, 9)
    idat = chunk(b"IDAT", z[: len(z) // 2]) + chunk(b"IDAT", z[len(z) // 2 :]) if split else chunk(b"IDAT", z)
    return SIGNATURE + chunk(b"IHDR", ihdr) + before + idat + chunk(b"IEND", b"")

def write(name, blob):
    with open(os.path.join(out, name), "wb") as f:
        f.write(blob)

# Every colour type and bit depth, plain and Adam7, with transparency and ancillary chunks.
CHANNELS = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
ADAM7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
for color, depths in {0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]}.items():
    for depth in depths:
        w, h = 5, 3
        row_bytes = (w * CHANNELS[color] * depth + 7) // 8
        rows = b"".join(bytes([y % 5]) + bytes((x * 37 + y * 11) & 0xFF for x in range(row_bytes)) for y in range(h))
        extra = b""
        if color == 3:
            entries = 1 << min(depth, 8)
            extra = chunk(b"PLTE", bytes(i * 7 & 0xFF for i in range(3 * entries))) + chunk(b"tRNS", bytes([0, 128]))
            rows = b"".join(bytes([0]) + bytes(row_bytes) for _ in range(h))
        elif color == 0:
            extra = chunk(b"tRNS", struct.pack(">H", 1))
        elif color == 2:
            extra = chunk(b"tRNS", struct.pack(">HHH", 1, 2, 3))
        for interlace in (0, 1):
            if interlace:
                sizes = [((w - x0 + dx - 1) // dx, (h - y0 + dy - 1) // dy) for x0, y0, dx, dy in ADAM7 if w > x0 and h > y0]
                data = b"".join(bytes([1]) + bytes((pw * CHANNELS[color] * depth + 7) // 8) for pw, ph in sizes for _ in range(ph))
            else:
                data = rows
            write(f"ok-{color}-{depth}-{interlace}.png",
                  png(header(w, h, depth, color, interlace), data, extra + chunk(b"tEXt", b"k\x00v"), split=(depth == 8)))

# One file per fault the decoder refuses.
rows = bytes([0, 1, 2, 3, 4, 5, 6, 7, 8, 0, 9, 10, 11, 12, 13, 14, 15, 16])
good = png(header(2, 2, 8, 6), rows)
write("ok-rgba-2x2.png", good)
write("bad-not-png.png", b"GIF89a, not a PNG")
write("bad-truncated.png", good[:40])
flipped = bytearray(good)
flipped[-20] ^= 0x40
write("bad-crc.png", bytes(flipped))
write("bad-depth.png", png(header(2, 2, 4, 2), b""))
write("bad-colour-type.png", png(header(2, 2, 8, 5), b""))
write("bad-interlace.png", png(header(2, 2, 8, 6, 2), b""))
write("bad-zero-width.png", png(header(0, 2, 8, 6), b""))
write("bad-huge.png", png(header(1 << 30, 1 << 30, 8, 6), b""))
write("bad-short-data.png", png(header(2, 2, 8, 6), rows[:-3]))
write("bad-long-data.png", png(header(2, 2, 8, 6), rows + b"\x00"))
bad_filter = bytearray(rows)
bad_filter[9] = 7
write("bad-filter.png", png(header(2, 2, 8, 6), bytes(bad_filter)))
write("bad-zlib.png", png(header(2, 2, 8, 6), b"", compressed=b"\x78\x01\xff\xff\xff"))
write("bad-no-data.png", SIGNATURE + chunk(b"IHDR", header(2, 2, 8, 6)) + chunk(b"IEND", b""))
write("bad-header-last.png", SIGNATURE + chunk(b"IDAT", zlib.compress(rows)) + chunk(b"IHDR", header(2, 2, 8, 6)) + chunk(b"IEND", b""))
write("bad-critical-chunk.png", png(header(2, 2, 8, 6), rows, chunk(b"ZZZZ", b"\x01")))
write("bad-no-end.png", SIGNATURE + chunk(b"IHDR", header(2, 2, 8, 6)) + chunk(b"IDAT", zlib.compress(rows)))
write("bad-palette-index.png", png(header(2, 1, 8, 3), bytes([0, 1, 2]), chunk(b"PLTE", bytes([255, 0, 0, 0, 255, 0]))))
write("bad-no-palette.png", png(header(2, 1, 8, 3), bytes([0, 0, 0])))
write("bad-trns-with-alpha.png", png(header(1, 1, 8, 6), bytes(5), chunk(b"tRNS", b"\x00\x00")))
print(f"{len([n for n in os.listdir(out) if n.endswith('.png')])} seeds in {out}")
