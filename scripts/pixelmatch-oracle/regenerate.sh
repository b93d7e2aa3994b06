#!/usr/bin/env bash
# Regenerates the expectations table of Tests/ImageDiffTests/PixelmatchReferenceTests.swift from
# pixelmatch 7.2.0 itself, so anyone can check where its numbers came from.
#
#   scripts/pixelmatch-oracle/regenerate.sh PATH/TO/pixelmatch/index.js
#
# pixelmatch 7.2.0 is the npm package (`npm pack pixelmatch@7.2.0`, then untar); node 18 or later.
# The test writes the generated pairs it checks and the option sets as pixelmatch options; this
# script runs pixelmatch on them and prints the table's lines, which should equal the committed ones.
set -euo pipefail
cd "$(dirname "$0")/../.."
pixelmatch=${1:?usage: $0 PATH/TO/pixelmatch/index.js}
pairs=$(mktemp -d)
trap 'rm -rf "$pairs"' EXIT
if ! TABBAR_PIXELMATCH_PAIRS="$pairs" swift test --filter PixelmatchReferenceTests/testMatchesPixelmatchCountsAndDiffImages > "$pairs/test.log" 2>&1; then
  # A failing comparison still writes the pairs; say so, and go on to print pixelmatch's table.
  echo "note: the test failed against the committed table; see the diff of the lines below" >&2
fi
node scripts/pixelmatch-oracle/oracle.mjs "$pairs" "$pixelmatch"
