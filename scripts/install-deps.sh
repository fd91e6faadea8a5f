#!/usr/bin/env bash
# Installs the Debian packages LayoutStress needs, only when some are missing.
# Quiet when everything is present. Usage: scripts/install-deps.sh [extra-package …]
set -euo pipefail

packages=(libfreetype-dev libharfbuzz-dev libicu-dev pkg-config fonts-inter fonts-noto-core fonts-noto-cjk "$@")

if ! command -v swift >/dev/null 2>&1; then
    echo "layout-stress: the Swift toolchain (swift 6.0 or newer) is not on PATH; install it from swift.org first." >&2
    exit 1
fi

if ! command -v dpkg-query >/dev/null 2>&1; then
    echo "layout-stress: this is not a Debian/Ubuntu system; install these yourself: ${packages[*]}" >&2
    exit 0
fi

missing=()
for package in "${packages[@]}"; do
    status=$(dpkg-query -W -f='${Status}' "$package" 2>/dev/null || true)
    [[ "$status" == "install ok installed" ]] || missing+=("$package")
done
[[ ${#missing[@]} -eq 0 ]] && exit 0

if [[ $(id -u) -eq 0 ]]; then
    runner=()
elif command -v sudo >/dev/null 2>&1 && sudo -n true 2>/dev/null; then
    runner=(sudo)
else
    echo "layout-stress: missing Debian packages: ${missing[*]}" >&2
    echo "layout-stress: not root and no password-less sudo; run this, then try again:" >&2
    echo "    sudo apt-get update && sudo apt-get install -y ${missing[*]}" >&2
    exit 1
fi

echo "layout-stress: installing ${missing[*]} …"
export DEBIAN_FRONTEND=noninteractive
if ! "${runner[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1; then
    "${runner[@]}" apt-get update -qq >/dev/null
    if ! "${runner[@]}" apt-get install -y -qq "${missing[@]}" >/dev/null; then
        echo "layout-stress: apt-get could not install: ${missing[*]}" >&2
        echo "layout-stress: try by hand: ${runner[*]} apt-get update && ${runner[*]} apt-get install -y ${missing[*]}" >&2
        exit 1
    fi
fi
