#!/bin/sh
# Instruction counts of one `tabbar diff` (repeatable on a loaded machine, unlike times): the whole
# process and the band scans in it (BandScan.scan, inclusive). valgrind cannot read the debug
# information of the static release `tabbar`, so a copy without it is measured.
#
#   scripts/bench-diff/callgrind-diff.sh .build/release/tabbar A.png B.png [diff options...]
set -eu
tabbar=$1; shift
work=$(mktemp -d)
trap 'rm -rf "$work"' EXIT
strip -g -o "$work/tabbar" "$tabbar"
valgrind --tool=callgrind --callgrind-out-file="$work/out" "$work/tabbar" diff "$@" >/dev/null 2>"$work/err" || true
total=$(awk '/Collected/ {print $4}' "$work/err")
scan=$(callgrind_annotate --inclusive=yes "$work/out" 2>/dev/null | awk '/BandScanV4scan/ {print $1; exit}')
echo "instructions: whole process $total; band scans $scan"
