#!/usr/bin/env bash
# Fuzzes the PNG decoder (Sources/CPNG/tbk_png_decode.c) with libFuzzer, ASan and UBSan for a fixed
# time: scripts/fuzz-png.sh [SECONDS] (default 60). Seeds are generated here (every colour type and
# bit depth, palette and transparency, Adam7, split IDAT) plus the smallest Snapshots/*.png; the
# corpus the fuzzer grows is kept in .build/fuzz/corpus between runs. Crashing inputs are written
# to .build/fuzz/ as crash-*, leak-* or timeout-* and the script exits non-zero.
set -euo pipefail
seconds="${1:-60}"
root="$(cd "$(dirname "$0")/.." && pwd)"
out="$root/.build/fuzz"
mkdir -p "$out/corpus" "$out/seeds"

# The Swift toolchain's clang ships the libFuzzer runtime and lld; any clang that has both will do.
cc="${FUZZ_CC:-/opt/swift/usr/bin/clang}"
[ -x "$cc" ] || cc="$(command -v clang)"

"$cc" -g -O1 -fno-omit-frame-pointer \
    -fsanitize=fuzzer,address,undefined -fno-sanitize-recover=undefined \
    -I "$root/Sources/CPNG/include" \
    "$root/Tests/Fuzz/png_decode_fuzzer.c" "$root/Sources/CPNG/tbk_png_decode.c" \
    -fuse-ld=lld -ldeflate -lz -o "$out/png_decode_fuzzer" 2>"$out/build.log" || { cat "$out/build.log"; exit 1; }

python3 - "$out/seeds" <<'PY'
import struct, sys, zlib, os
out = sys.argv[1]
def chunk(t, d): return struct.pack(">I", len(d)) + t + d + struct.pack(">I", zlib.crc32(t + d))
def png(w, h, depth, color, rows, interlace=0, extra=b"", split=False):
    ihdr = struct.pack(">IIBBBBB", w, h, depth, color, 0, 0, interlace)
    z = zlib.compress(rows, 9)
    idat = chunk(b"IDAT", z[:len(z)//2]) + chunk(b"IDAT", z[len(z)//2:]) if split else chunk(b"IDAT", z)
    return b"\x89PNG\r\n\x1a\n" + chunk(b"IHDR", ihdr) + extra + idat + chunk(b"IEND", b"")
channels = {0: 1, 2: 3, 3: 1, 4: 2, 6: 4}
n = 0
for color, depths in {0: [1, 2, 4, 8, 16], 2: [8, 16], 3: [1, 2, 4, 8], 4: [8, 16], 6: [8, 16]}.items():
    for depth in depths:
        w, h = 5, 3
        row_bytes = (w * channels[color] * depth + 7) // 8
        rows = b"".join(bytes([y % 5]) + bytes((x * 37 + y * 11) & (0x01 if color == 3 and depth == 1 else 0xff) for x in range(row_bytes)) for y in range(h))
        extra = b""
        if color == 3:
            entries = 1 << min(depth, 8)
            extra = chunk(b"PLTE", bytes(i * 7 & 0xff for i in range(3 * entries))) + chunk(b"tRNS", bytes([0, 128]))
            rows = b"".join(bytes([0]) + bytes(0 for _ in range(row_bytes)) for y in range(h))
        elif color == 0:
            extra = chunk(b"tRNS", struct.pack(">H", 1))
        elif color == 2:
            extra = chunk(b"tRNS", struct.pack(">HHH", 1, 2, 3))
        for interlace in (0, 1):
            if interlace:
                adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]
                sizes = [((w - x0 + dx - 1) // dx, (h - y0 + dy - 1) // dy) for x0, y0, dx, dy in adam7 if w > x0 and h > y0]
                data = b"".join(bytes([1]) + bytes(((pw * channels[color] * depth + 7) // 8)) for pw, ph in sizes for _ in range(ph))
            else:
                data = rows
            blob = png(w, h, depth, color, data, interlace, extra + chunk(b"tEXt", b"k\x00v"), split=(depth == 8))
            open(os.path.join(out, f"seed-{color}-{depth}-{interlace}.png"), "wb").write(blob)
            n += 1
print(f"{n} generated seeds")
PY
smallest="$(ls -S "$root"/Snapshots/*.png 2>/dev/null | tail -1 || true)"
[ -n "$smallest" ] && cp "$smallest" "$out/seeds/snapshot.png"
# Inputs that once broke the decoder, kept so every run starts from them.
[ -d "$root/Tests/Fuzz/corpus" ] && cp "$root"/Tests/Fuzz/corpus/* "$out/seeds/" 2>/dev/null || true

echo "fuzzing for ${seconds}s"
cd "$out"
# -rss_limit_mb: the 64-Mi-pixel limit allows 256 MB of pixels, which must not count as a finding.
"$out/png_decode_fuzzer" -max_total_time="$seconds" -rss_limit_mb=4096 -max_len=65536 -timeout=10 \
    -print_final_stats=1 "$out/corpus" "$out/seeds" 2>&1 | tee "$out/last-run.log" | tail -25
