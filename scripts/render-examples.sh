#!/usr/bin/env bash
# Renders every spec in Examples/ into out/ as PNG, SVG and PDF.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
# `tabbar` hands render to `tabbar-draw` and import to `tabbar-core`, beside it: all three are built.
for product in tabbar-core tabbar-draw tabbar; do swift build --product "$product"; done
.build/debug/tabbar render Examples/*.yaml Examples/*.json -o out/ --format png --format svg --format pdf
# The example app's own tab bar, read from its Swift, asset catalog and strings (docs/import.md):
# the committed specs must still match the code, then the bar is drawn and compared with its
# references in both the app's languages.
.build/debug/tabbar import Examples/app -o Examples/app/specs --all-locales --check
.build/debug/tabbar render Examples/app/specs/*.yaml -o out/app/ --format png
.build/debug/tabbar snapshot verify --source Examples/app --all-locales --dir Snapshots/app --report out/app-snapshot-report --update none
echo "Rendered $(ls out | wc -l) files into out/ (the example app's in out/app/)"
