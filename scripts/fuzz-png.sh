#!/usr/bin/env bash
# Fuzzes the PNG decoder (Sources/CPNG/tbk_png_decode.c) with libFuzzer, ASan and UBSan for a fixed
# time: scripts/fuzz-png.sh [SECONDS] (default 60; scripts/test.sh runs it). It starts from the
# committed seeds and past crashes (Tests/Fuzz); the corpus the fuzzer grows is kept in
# .build/fuzz/corpus between runs. A crashing input is written to .build/fuzz/ as crash-*, leak-*
# or timeout-*, and the script exits non-zero: copy it into Tests/Fuzz/crashes/ as NAME.png, so
# PNGFuzzCorpusTests and every later run keep it.
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

# The committed corpus (Tests/Fuzz/make-seeds.py: every colour type and bit depth, and one file per
# fault the decoder refuses), every input that ever broke the decoder (Tests/Fuzz/crashes, also
# decoded by PNGFuzzCorpusTests), and the smallest reference image.
rm -f "$out"/seeds/*
cp "$root"/Tests/Fuzz/seeds/*.png "$out/seeds/"
cp "$root"/Tests/Fuzz/crashes/*.png "$out/seeds/" 2>/dev/null || true
smallest="$(ls -S "$root"/Snapshots/*.png 2>/dev/null | tail -1 || true)"
[ -n "$smallest" ] && cp "$smallest" "$out/seeds/snapshot.png"

echo "fuzzing for ${seconds}s"
cd "$out"
# -rss_limit_mb: the 64-Mi-pixel limit allows 256 MB of pixels, which must not count as a finding.
"$out/png_decode_fuzzer" -max_total_time="$seconds" -rss_limit_mb=4096 -max_len=65536 -timeout=10 \
    -print_final_stats=1 "$out/corpus" "$out/seeds" >"$out/last-run.log" 2>&1 || {
    tail -40 "$out/last-run.log"
    echo "fuzz-png: the decoder failed on an input (.build/fuzz/crash-* or leak-*); keep it in Tests/Fuzz/crashes/" >&2
    exit 1
}
grep -E "^(Done|stat::number_of_executed_units|#[0-9]+ +DONE)" "$out/last-run.log" | tail -3
