#!/usr/bin/env bash
# Installs a release `tabbar` with its resources, so it runs from any folder:
#   scripts/install.sh [--prefix DIR]     (default prefix: /usr/local as root, else ~/.local)
#   scripts/install.sh --uninstall [--prefix DIR]
# The three executables (`tabbar`, which runs `diff` and `--version` itself, `tabbar-draw`, which
# it runs for render, layout, hit, state and devices, and `tabbar-core`, for the rest) and the
# resource bundles go to PREFIX/lib/tabbar/ (the bundles must sit beside the two programs that draw,
# where they look for them) and PREFIX/bin/tabbar links to `tabbar`.
# The Debian packages it draws with (Cairo, librsvg, Pango, the fonts, Ionicons for sf: icons) are
# installed first when missing, as scripts/setup.sh does for the checkout.
set -euo pipefail
root="$(cd "$(dirname "$0")/.." && pwd)"
prefix=""
uninstall=0
given=0
while [ $# -gt 0 ]; do
  case "$1" in
    --prefix) [ $# -ge 2 ] || { echo "install.sh: --prefix needs a folder" >&2; exit 2; }; prefix="$2"; given=1; shift 2 ;;
    --prefix=*) prefix="${1#--prefix=}"; given=1; shift ;;
    --uninstall) uninstall=1; shift ;;
    -h|--help) sed -n '2,9p' "$0" | sed 's/^# \{0,1\}//'; exit 0 ;;
    *) echo "install.sh: unknown option $(printf '%q' "$1"); see --help" >&2; exit 2 ;;
  esac
done
# A prefix given empty is a mistake (an unset variable), never a request for the default; one
# with a line feed or another control character names some other folder than it shows.
if [ "$given" -eq 1 ] && [ -z "$prefix" ]; then
  echo "install.sh: --prefix is empty; expected a folder" >&2; exit 2
fi
case "$prefix" in
  *[[:cntrl:]]*) echo "install.sh: --prefix $(printf '%q' "$prefix"): expected a folder name without control characters" >&2; exit 2 ;;
esac
if [ -z "$prefix" ]; then
  if [ "$(id -u)" -eq 0 ]; then prefix=/usr/local; else prefix="$HOME/.local"; fi
fi

if [ "$uninstall" -eq 1 ]; then
  # Nothing is made to be removed: a prefix that is not there holds no install.
  if [ ! -d "$prefix" ]; then
    echo "install.sh: nothing to remove: $prefix is not a folder" >&2; exit 0
  fi
  # The real path, so a prefix named through a link and through its target are one install.
  prefix="$(cd "$prefix" && pwd -P)"
  home="$prefix/lib/tabbar"
  if [ ! -e "$home/tabbar" ] && [ ! -L "$prefix/bin/tabbar" ]; then
    echo "install.sh: nothing to remove: no tabbar installed in $prefix" >&2; exit 0
  fi
  # Only what this script installed: the link, if it leads to our executable (by whichever
  # spelling of the prefix it was made), and our folder.
  if [ -L "$prefix/bin/tabbar" ] && [ -e "$home/tabbar" ] \
    && [ "$(readlink -f "$prefix/bin/tabbar")" = "$(readlink -f "$home/tabbar")" ]; then
    rm -f "$prefix/bin/tabbar"
  fi
  rm -rf "$home"
  echo "Removed tabbar from $prefix"
  exit 0
fi
mkdir -p "$prefix"
prefix="$(cd "$prefix" && pwd -P)"
home="$prefix/lib/tabbar"

"$root/scripts/setup.sh" --runtime
# Its own build folders, so an install never waits on (or disturbs) a debug build or a test run.
# The small `tabbar` is linked as a static executable (no dynamic loader, no libraries to look up:
# its start-up is most of a small diff's time); it has a folder of its own, as its flags differ.
# `tabbar-core` and `tabbar-draw` are linked at a fixed address (-no-pie): with the Swift runtime
# and Foundation inside, a position-independent build applies 84,000 relocations of its own and
# takes about 250 more page faults at every start, 1.4 ms of a one-bar render's 28 (the shared
# libraries they load keep their random addresses).
scratch="$root/.build-install"
small="$root/.build-install-small"
for product in tabbar-core tabbar-draw; do
  swift build -c release --static-swift-stdlib -Xlinker -no-pie --product "$product" --package-path "$root" --scratch-path "$scratch" >&2
done
swift build -c release --static-swift-stdlib -Xswiftc -static-executable --product tabbar \
  --package-path "$root" --scratch-path "$small" >&2
bin="$(swift build -c release --product tabbar-core --package-path "$root" --scratch-path "$scratch" --show-bin-path)"
small_bin="$(swift build -c release --product tabbar --package-path "$root" --scratch-path "$small" --show-bin-path)"

# A `tabbar` may be running from this install (a `render --watch`, a preview) while it is
# replaced: its program files are mapped, and it reads its resources (the icons) as it goes. So
# nothing here is written over or removed first: every new file is written beside its place (a
# staging folder in the same file system) and renamed over the old one, which a running process
# keeps as it was, and at every moment each name holds a whole file, old or new.
mkdir -p "$prefix/lib" "$prefix/bin" "$home"
staging="$(mktemp -d "$prefix/lib/.tabbar-install.XXXXXX")"
trap 'rm -rf "$staging"' EXIT
cp "$small_bin/tabbar" "$bin/tabbar-core" "$bin/tabbar-draw" "$staging/"
for bundle in "$bin"/*.resources; do
  [ -e "$bundle" ] && cp -R "$bundle" "$staging/"
done
# What the old install has that the new one does not, removed once the new files are in place.
stale=()
while IFS= read -r -d '' file; do
  [ -e "$staging/$file" ] || [ -L "$staging/$file" ] || stale+=("$file")
done < <(cd "$home" && find . -mindepth 1 -depth -print0)
while IFS= read -r -d '' folder; do
  [ -d "$home/$folder" ] || { rm -rf "${home:?}/$folder"; mkdir "$home/$folder"; }
done < <(cd "$staging" && find . -mindepth 1 -type d -print0)
# The resources first and `tabbar` last: a program that starts meanwhile finds the resources of
# its own release or a newer one.
while IFS= read -r -d '' file; do
  [ -d "$home/$file" ] && [ ! -L "$home/$file" ] && rm -rf "${home:?}/$file"
  mv -fT "$staging/$file" "$home/$file"
done < <(cd "$staging" && { find . -mindepth 1 ! -type d ! -path ./tabbar -print0; find . -maxdepth 1 -path ./tabbar ! -type d -print0; })
for file in ${stale[@]+"${stale[@]}"}; do
  rm -rf "${home:?}/$file"
done
chmod 755 "$home"
rm -rf "$staging"
trap - EXIT
# The link, too, is made beside its place and renamed over it.
ln -sfn "$home/tabbar" "$prefix/bin/.tabbar-link.$$"
mv -fT "$prefix/bin/.tabbar-link.$$" "$prefix/bin/tabbar"
echo "Installed $("$prefix/bin/tabbar" --version) at $prefix/bin/tabbar"
case ":$PATH:" in *":$prefix/bin:"*) ;; *) echo "Add $prefix/bin to PATH to run it as tabbar." ;; esac
