#!/usr/bin/env bash
# Runs the whole test suite: layout, decoding, renders, command line, snapshots.
set -euo pipefail
cd "$(dirname "$0")/.."
scripts/setup.sh
swift build --build-tests
log=$(mktemp)
trap 'rm -f "$log"' EXIT
status=0
swift test --skip-build 2>&1 | tee "$log" || status=$?
# The PNG decoder, the C that reads untrusted bytes, fuzzed for a bounded time on every run.
echo "fuzzing the PNG decoder for ${TABBARKIT_FUZZ_SECONDS:-60}s"
scripts/fuzz-png.sh "${TABBARKIT_FUZZ_SECONDS:-60}" || status=1
# The importer, which reads whatever a pull request puts in an app's folder, fuzzed the same way.
echo "fuzzing the importer for ${TABBARKIT_FUZZ_SECONDS:-60}s"
scripts/fuzz-import.sh "${TABBARKIT_FUZZ_SECONDS:-60}" >"$log.import" 2>&1 || { tail -20 "$log.import"; status=1; }
grep -E '^import fuzz:' "$log.import" || true
rm -f "$log.import"
# One closing line that counts XCTest's results, whatever other runner spoke last.
summary=$(grep -E '^[[:space:]]*Executed [0-9]+ tests?, with [0-9]+ failures?' "$log" | tail -n 1 || true)
if [ -n "$summary" ]; then
  total=$(echo "$summary" | sed -E 's/.*Executed ([0-9]+) tests?.*/\1/')
  failed=$(echo "$summary" | sed -E 's/.*with ([0-9]+) failures?.*/\1/')
  echo "tests: $((total - failed)) passed, $failed failed"
fi
exit $status
