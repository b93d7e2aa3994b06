#!/usr/bin/env bash
# Installs the Debian packages TabBarKit builds and draws with, when any is missing.
set -euo pipefail

# The icon themes: real symbolic sets of four families (GNOME, KDE, elementary, Ubuntu Touch)
# the icon check is tested on, and sets it was not tuned on (Papirus, Bootstrap's SVGs; Ionicons
# comes from PyPI below). The fonts are the toolkit's own set (see FontSet): Inter, Nanum
# Gothic, Noto for other scripts and Noto Color Emoji. python3-jsonschema checks the SARIF and
# JSON outputs against their schemas in the tests; chromium (headless) opens the snapshot report;
# librsvg2-bin's rsvg-convert is what `tabbar bench` times the start-up against.
packages=(pkg-config libcairo2-dev librsvg2-dev librsvg2-bin libpango1.0-dev libpng-dev libdeflate-dev fonts-inter fonts-nanum
  fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji
  adwaita-icon-theme breeze-icon-theme elementary-icon-theme suru-icon-theme papirus-icon-theme bootstrap-icons
  python3-jsonschema chromium)
missing=()
for package in "${packages[@]}"; do
  if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
    missing+=("$package")
  fi
done
# Ionicons' SVGs (outline and filled), which the icon check's tests judge as an unseen set.
if ! python3 -c "import ionicons_python" 2>/dev/null; then
  python3 -m pip install --quiet ionicons-python
fi
[ ${#missing[@]} -eq 0 ] && exit 0

echo "Installing Debian packages: ${missing[*]}" >&2
sudo=""
[ "$(id -u)" -ne 0 ] && sudo="sudo"
export DEBIAN_FRONTEND=noninteractive
$sudo apt-get update -qq
$sudo apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
