#!/usr/bin/env bash
# Cuts a release: scripts/release.sh VERSION (for example 1.0.0). The version is stated once, in
# Sources/TabBarCommandLine/CommandFailure.swift (ToolInfo.version); the docs' `from:` and `@vN`
# follow it and DocsTests fails when they do not. This checks that the clean, committed tree says
# VERSION, runs the test command, then tags the commit vVERSION and moves the major tag vN (what
# `uses: tabbarkit/TabBarKit@vN` resolves) to it. Pushing is left to you: it prints the command.
set -euo pipefail
cd "$(dirname "$0")/.."
version="${1:-}"
if ! [[ "$version" =~ ^([0-9]+)\.[0-9]+\.[0-9]+$ ]]; then
  echo "release.sh: expected a version such as 1.2.0, got '${version}'" >&2
  exit 2
fi
major="v${BASH_REMATCH[1]}"
stated=$(sed -n 's/.*static let version = "\(.*\)".*/\1/p' Sources/TabBarCommandLine/CommandFailure.swift)
if [ "$stated" != "$version" ]; then
  echo "release.sh: ToolInfo.version says $stated; set it to $version, update the docs (the tests say where), commit, and run again" >&2
  exit 2
fi
if [ -n "$(git status --porcelain)" ]; then
  echo "release.sh: the working tree has uncommitted changes; a release is a commit" >&2
  exit 2
fi
if git rev-parse -q --verify "refs/tags/v$version" >/dev/null; then
  echo "release.sh: v$version exists already" >&2
  exit 2
fi
scripts/test.sh
git tag -a "v$version" -m "TabBarKit $version"
git tag -f -a "$major" -m "TabBarKit $version (latest $major)" >/dev/null
echo "tagged v$version and moved $major; publish with: git push origin v$version && git push -f origin $major"
