#!/usr/bin/env bash
# Runs the whole test suite: layout, decoding, renders, command line, snapshots.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --build-tests
swift test --skip-build
