#!/usr/bin/env python3
"""Writes the bench's noise pair as PNGs (SyntheticImages.noisePair: SplitMix64 opaque noise, seed 1,
and the same with 9 added to every colour channel, saturating), so a `tabbar diff` of it can be
timed or counted outside `tabbar bench`. Pure Python: about three minutes for 2048².

    scripts/bench-diff/noise-pair.py SIZE OUT-A.png OUT-B.png
"""
import struct, sys, zlib

MASK = (1 << 64) - 1


def png(path, width, height, rgba):
    raw = b''.join(b'\x00' + rgba[y * width * 4:(y + 1) * width * 4] for y in range(height))

    def chunk(kind, data):
        return struct.pack('>I', len(data)) + kind + data + struct.pack('>I', zlib.crc32(kind + data) & 0xffffffff)

    with open(path, 'wb') as f:
        f.write(b'\x89PNG\r\n\x1a\n' + chunk(b'IHDR', struct.pack('>IIBBBBB', width, height, 8, 6, 0, 0, 0))
                + chunk(b'IDAT', zlib.compress(raw, 1)) + chunk(b'IEND', b''))


def main():
    size, first, second = int(sys.argv[1]), sys.argv[2], sys.argv[3]
    state = 1
    expected = bytearray(size * size * 4)
    for i in range(size * size):
        for j in range(3):
            state = (state + 0x9E3779B97F4A7C15) & MASK
            z = state
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & MASK
            expected[i * 4 + j] = (z ^ (z >> 31)) >> 56
        expected[i * 4 + 3] = 255
    actual = bytearray(v if i % 4 == 3 else min(255, v + 9) for i, v in enumerate(expected))
    png(first, size, size, bytes(expected))
    png(second, size, size, bytes(actual))


main()
