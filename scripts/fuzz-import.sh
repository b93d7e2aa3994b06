#!/usr/bin/env bash
# Fuzzes the importer (Swift sources, storyboards, string tables, asset sets) for a fixed time:
# scripts/fuzz-import.sh [SECONDS] [SEED] (default 60 s, seed 20261207, so CI explores the same
# inputs on every run; give a fresh seed, such as $(date +%s), to explore new ones). It runs
# ImportFuzzTests, which mutates the committed corpus in Tests/Fuzz/import-seeds; a failure names
# its seed and iteration, and leaves the input in .build/fuzz/import-last/ (copy it into the
# corpus to keep it). Needs a build with tests (`swift build --build-tests`).
set -euo pipefail
cd "$(dirname "$0")/.."
TABBARKIT_IMPORT_FUZZ_SECONDS="${1:-60}" TABBARKIT_IMPORT_FUZZ_SEED="${2:-20261207}" \
    swift test --skip-build --filter ImportFuzzTests
