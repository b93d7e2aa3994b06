#!/usr/bin/env bash
# Verifies every example reference with this checkout's build run against the libraries of
# Debian 12 (bookworm) and Debian 13 (trixie), each a minimal root debootstrapped from Debian's
# archive into .cache/distributions/ (git-ignored, kept between runs). The binary is the same
# one: each root's own dynamic loader starts it with that root's libraries (Cairo, Pango,
# HarfBuzz, FreeType, fontconfig, librsvg, GLib, libc) and only Swift's runtime from the
# toolchain; the fonts are this machine's pinned set (scripts/setup.sh).
#
# For each distribution it prints the library versions, how many references verify at the
# default tolerance (all must) and how many are pixel-for-pixel the same. Needs root (debootstrap).
# Usage: scripts/check-distributions.sh [CODENAME...]   (default: bookworm trixie)
set -euo pipefail
cd "$(dirname "$0")/.."
distributions=("$@")
[ ${#distributions[@]} -eq 0 ] && distributions=(bookworm trixie)
cache=.cache/distributions
# What tabbar-core links, and what pulls in the rest (GLib, HarfBuzz, FreeType, fontconfig, pixman, libpng).
libraries=libcairo2,libpango-1.0-0,libpangocairo-1.0-0,libpangoft2-1.0-0,librsvg2-2,libdeflate0,libstdc++6,libxml2
# Poppler (PDF image sets) and curl (the static FoundationNetworking the preview's server brings in)
# took the 64-bit time_t names ("t64") after bookworm.
libraries_of() {
  case "$1" in
    bookworm|bullseye) echo "$libraries,libpoppler-glib8,libcurl4" ;;
    *) echo "$libraries,libpoppler-glib8t64,libcurl4t64" ;;
  esac
}

if ! command -v debootstrap >/dev/null; then
  echo "Installing debootstrap" >&2
  DEBIAN_FRONTEND=noninteractive apt-get install -y -qq debootstrap >/dev/null
fi
swift build --product tabbar-core >/dev/null
binary="$(swift build --show-bin-path)/tabbar-core"
triplet="$(uname -m)-linux-gnu"
loader_name=$([ "$(uname -m)" = x86_64 ] && echo ld-linux-x86-64.so.2 || echo "ld-linux-$(uname -m).so.1")
specs=(Examples/*.yaml Examples/*.json)
references=$(ls Snapshots/*.png | wc -l)
status=0

for codename in "${distributions[@]}"; do
  root="$cache/$codename"
  if [ ! -e "$root/.complete" ]; then
    rm -rf "$root"
    mkdir -p "$cache"
    echo "$codename: debootstrapping into $root" >&2
    started=$(date +%s)
    debootstrap --variant=minbase --include="$(libraries_of "$codename")" "$codename" "$root" >"$cache/$codename.log" 2>&1 \
      || { echo "$codename: debootstrap failed; see $cache/$codename.log" >&2; exit 2; }
    touch "$root/.complete"
    echo "$codename: debootstrap took $(( $(date +%s) - started )) s, $(du -sh "$root" | cut -f1)" >&2
  fi
  loader="$root/lib/$triplet/$loader_name"
  [ -x "$loader" ] || loader="$root/lib64/$loader_name"
  path="$root/usr/lib/$triplet:$root/lib/$triplet"
  run() { "$loader" --library-path "$path" "$binary" "$@"; }
  # Every library but Swift's runtime must come from the root, or the check proves nothing.
  strays=$("$loader" --list --library-path "$path" "$binary" | awk '/=>/ {print $3}' | grep -v -e "^$root/" -e "^/opt/swift/" -e '^/.*swift.*/linux/' || true)
  if [ -n "$strays" ]; then
    echo "$codename: libraries not taken from the root: $strays" >&2
    status=1
    continue
  fi
  report=$(mktemp -d)
  verdict=passed
  started=$(date +%s)
  run snapshot verify "${specs[@]}" --dir Snapshots --report "$report/default" --update none >"$report/default.txt" 2>&1 || verdict=failed
  python3 - "$codename" "$report" "$references" "$verdict" "$(( $(date +%s) - started ))" <<'PY'
import json, sys
codename, report, references, verdict, seconds = sys.argv[1:]
summary = json.load(open(f"{report}/default/summary.json"))
env = summary["report"]["environment"]
outcomes = summary["report"]["outcomes"]
# Every outcome carries its comparison: identical means not one pixel's bytes differ.
identical = [o for o in outcomes if (o.get("result") or {}).get("identical")]
print(f"{codename}: cairo {env['cairo']}, pango {env['pango']}, harfbuzz {env['harfbuzz']}, freetype {env['freetype']}, "
      f"librsvg {env['librsvg']}, fontconfig {env['fontconfig']}, fonts {env['fonts'][:12]}")
print(f"{codename}: default tolerance {summary['summary']['passed']}/{references} passed ({verdict}); "
      f"pixel-for-pixel {len(identical)}/{references}; verify took {seconds} s")
for outcome in outcomes:
    result = outcome.get("result") or {}
    if not result.get("identical"):
        print(f"{codename}:   not identical: {outcome['name']} ({result.get('byteDifferentPixelCount', '?')} pixels differ, "
              f"max ΔE {result.get('maxDeltaE', '?')})")
PY
  if [ "$verdict" != passed ]; then
    status=1
    grep -v '^passed' "$report/default.txt" | head -20 >&2
  fi
  rm -rf "$report"
done
exit $status
