#!/usr/bin/env bash
# Installs a release `tabbar` with its resources, so it runs from any folder:
#   scripts/install.sh [--prefix DIR]     (default prefix: /usr/local as root, else ~/.local)
#   scripts/install.sh --uninstall [--prefix DIR]
# The two executables (`tabbar`, which runs `diff` and `--version` itself, and `tabbar-core`, which
# it runs for every other command) and the resource bundles go to PREFIX/lib/tabbar/ (the bundles
# must sit beside `tabbar-core`, where it looks for them) and PREFIX/bin/tabbar links to `tabbar`.
# The Debian packages it draws with (Cairo, librsvg, Pango, the fonts, Ionicons for sf: icons) are
# installed first when missing, as scripts/setup.sh does for the checkout.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix=""
uninstall=0
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) prefix="${2:?--prefix needs a folder}"; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; shift ;;
    --uninstall) uninstall=1; shift ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown option $1; see --help" >&2; exit 2 ;;
  esac
done
if [ -z "$prefix" ]; then
  if [ "$(id -u)" -eq 0 ]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
fi
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd)"
home="$prefix/lib/tabbar"

if [ "$uninstall" -eq 1 ]; then
  # Only what this script installed: the link, if it points into our folder, and our folder.
  if [ -L "$prefix/bin/tabbar" ] && [ "$(readlink "$prefix/bin/tabbar")" = "$home/tabbar" ]; then rm -f "$prefix/bin/tabbar"; fi
  rm -rf "$home"
  echo "Removed tabbar from $prefix"
  exit 0
fi

"$root/scripts/setup.sh" --runtime
# Its own build folders, so an install never waits on (or disturbs) a debug build or a test run.
# The small `tabbar` is linked as a static executable (no dynamic loader, no libraries to look up:
# its start-up is most of a small diff's time); it has a folder of its own, as its flags differ.
# `tabbar-core` is linked at a fixed address (-no-pie): with the Swift runtime and Foundation inside
# it, a position-independent build applies 84,000 relocations of its own and takes about 250 more
# page faults at every start, 1.4 ms of a one-bar render's 28 (the shared libraries it loads keep
# their random addresses).
scratch="$root/.build-install"
small="$root/.build-install-small"
swift build -c release --static-swift-stdlib -Xlinker -no-pie --product tabbar-core --package-path "$root" --scratch-path "$scratch" >&2
swift build -c release --static-swift-stdlib -Xswiftc -static-executable --product tabbar \
  --package-path "$root" --scratch-path "$small" >&2
bin="$(swift build -c release --product tabbar-core --package-path "$root" --scratch-path "$scratch" --show-bin-path)"
small_bin="$(swift build -c release --product tabbar --package-path "$root" --scratch-path "$small" --show-bin-path)"

staging="$(mktemp -d "$prefix/.tabbar-install.XXXXXX")"
trap 'rm -rf "$staging"' EXIT
cp "$small_bin/tabbar" "$bin/tabbar-core" "$staging/"
for bundle in "$bin"/*.resources; do
  [ -e "$bundle" ] && cp -R "$bundle" "$staging/"
done
rm -rf "$home"
mkdir -p "$prefix/lib" "$prefix/bin"
mv "$staging" "$home"
chmod 755 "$home"
trap - EXIT
ln -sfn "$home/tabbar" "$prefix/bin/tabbar"
echo "Installed $("$prefix/bin/tabbar" --version) at $prefix/bin/tabbar"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Add $prefix/bin to PATH to run it as tabbar." ;; esac
