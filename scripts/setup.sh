#!/usr/bin/env bash
# Installs the Debian packages TabBarKit builds and draws with, when any is missing.
set -euo pipefail

# What `tabbar` builds and draws with: pkg-config and the -dev packages of Cairo, librsvg,
# Pango, libdeflate and zlib (which reads large 16-bit PNGs a row at a time), and the fonts of
# the toolkit's own set (see FontSet): Inter, Nanum Gothic, Noto for other scripts and Noto Color
# Emoji. libpoppler-glib-dev draws PDF-only image sets; libcurl4-openssl-dev is what the static
# Swift runtime's FoundationNetworking links against, which the preview's server library (FlyingFox)
# brings into `tabbar-core`. `--runtime` (scripts/install.sh, the GitHub Action) stops there.
runtime=(pkg-config libcairo2-dev librsvg2-dev libpango1.0-dev libpoppler-glib-dev libdeflate-dev zlib1g-dev
  libcurl4-openssl-dev)
# The fonts, pinned: Debian 12's packages at these exact versions, whose files scripts/fonts.sha256
# lists by checksum. A font's next release moves text by a fraction of a point (Inter 4.1 moved
# titles by up to 0.43 pt), so references hold only where these very files are installed.
fonts=(fonts-inter=4.0~beta7+ds-1 fonts-nanum=20200506-1 fonts-noto-core=20201225-1
  fonts-noto-cjk=1:20220127+repack1-1 fonts-noto-color-emoji=2.042-0+deb12u1)
# For the checkout's tests and benchmark: real symbolic icon sets of four families (GNOME, KDE,
# elementary, Ubuntu Touch) the icon check is tested on, and sets it was not tuned on (Papirus,
# Bootstrap's SVGs; Ionicons comes from PyPI below); python3-jsonschema checks the SARIF and
# JSON outputs against their schemas; chromium (headless) opens the snapshot report;
# librsvg2-bin's rsvg-convert is what `tabbar bench` times the start-up against; git makes the
# scratch repository of the install test.
development=(librsvg2-bin adwaita-icon-theme breeze-icon-theme elementary-icon-theme suru-icon-theme
  papirus-icon-theme bootstrap-icons python3-jsonschema chromium git)
packages=("${runtime[@]}")
[ "${1:-}" = "--runtime" ] || packages+=("${development[@]}")
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
updated=false

install_debian() {
  local missing=()
  for package in "$@"; do
    if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
      missing+=("$package")
    fi
  done
  [ ${#missing[@]} -eq 0 ] && return 0
  echo "Installing Debian packages: ${missing[*]}" >&2
  if [ "$updated" = false ]; then
    $sudo apt-get update -qq
    updated=true
  fi
  $sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

install_debian "${packages[@]}"

# Each pinned font package at its version. Where the archive does not offer that version (another
# distribution), the system's own is installed with a warning: renders there may differ from
# references recorded with the pinned fonts, and `snapshot verify` says so (its fonts digest).
install_fonts() {
  local wanted=() other=()
  for pin in "${fonts[@]}"; do
    local name=${pin%%=*} version=${pin#*=}
    [ "$(dpkg-query -W -f='${Status} ${Version}' "$name" 2>/dev/null)" = "install ok installed $version" ] && continue
    if [ "$updated" = false ]; then
      $sudo apt-get update -qq
      updated=true
    fi
    if apt-cache madison "$name" 2>/dev/null | awk -F'|' '{gsub(/ /, "", $2); print $2}' | grep -qxF "$version"; then
      wanted+=("$pin")
    else
      other+=("$name")
    fi
  done
  if [ ${#wanted[@]} -gt 0 ]; then
    echo "Installing pinned fonts: ${wanted[*]}" >&2
    $sudo apt-get install -y -qq --no-install-recommends --allow-downgrades "${wanted[@]}" >/dev/null
  fi
  if [ ${#other[@]} -gt 0 ]; then
    echo "warning: this system's archive lacks the pinned versions of ${other[*]} (Debian 12's); installing its own, so text may not match references recorded with the pinned fonts" >&2
    install_debian "${other[@]}"
  fi
  if ! sha256sum --check --quiet --status "$(cd "$(dirname "$0")" && pwd)/fonts.sha256" 2>/dev/null; then
    echo "warning: the installed font files differ from scripts/fonts.sha256 (the pinned set); text may not match the references" >&2
  fi
}
install_fonts

# Ionicons draws the `sf:NAME` icons (SF Symbols lookalikes, MIT). It comes from PyPI and is read
# at run time (IconResolver.ioniconsDirectory), never copied into the repository. The python3
# first on PATH may be pyenv's (pip installs as it is) or Debian's, which refuses pip installs
# (PEP 668) unless told --break-system-packages; as root that lands in /usr/local, beside
# Debian's own packages rather than over them, and the resolver looks there too.
ionicons="ionicons-python==1.0.3"
if ! python3 -c 'import ionicons_python' 2>/dev/null; then
  python3 -m pip --version >/dev/null 2>&1 || install_debian python3-pip
  echo "Installing $ionicons with pip" >&2
  export PIP_ROOT_USER_ACTION=ignore
  python3 -m pip install --quiet --disable-pip-version-check "$ionicons" 2>/dev/null \
    || python3 -m pip install --quiet --disable-pip-version-check --break-system-packages "$ionicons"
fi
