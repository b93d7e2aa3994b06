#!/usr/bin/env bash
# Renders every spec in Examples/ into out/ as PNG, SVG and PDF.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# `tabbar` hands render to `tabbar-core` beside it: both are built.
swift build --product tabbar-core
swift build --product tabbar
.build/debug/tabbar render Examples/*.yaml Examples/*.json -o out/ --format png --format svg --format pdf
echo "Rendered $(ls out | wc -l) files into out/"
