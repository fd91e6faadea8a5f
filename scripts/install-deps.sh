#!/usr/bin/env bash
# Installs the Debian packages LayoutStress needs, only when some are missing.
# Quiet when everything is present. Usage: scripts/install-deps.sh [extra-package …]
set -euo pipefail

packages=(libfreetype-dev libharfbuzz-dev libicu-dev pkg-config fonts-inter fonts-noto-core fonts-noto-cjk fonts-noto-color-emoji "$@")

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
    by_hand="apt-get update && apt-get install -y ${missing[*]}"
elif command -v sudo >/dev/null 2>&1; then
    runner=(sudo)
    by_hand="sudo apt-get update && sudo apt-get install -y ${missing[*]}"
else
    by_hand="su -c 'apt-get update && apt-get install -y ${missing[*]}'"
fi

# Without password-less sudo, sudo may still ask for the password on a terminal.
if [[ $(id -u) -ne 0 ]] && ! { command -v sudo >/dev/null 2>&1 && { sudo -n true 2>/dev/null || [[ -t 0 ]]; }; }; then
    echo "layout-stress: missing Debian packages: ${missing[*]}" >&2
    echo "layout-stress: installing needs root; this is not root and cannot use sudo (absent, or it wants a password and there is no terminal). Run this, then try again:" >&2
    echo "    $by_hand" >&2
    exit 1
fi

# sudo resets the environment, so the frontend setting goes on the command line.
as_root() { "${runner[@]+"${runner[@]}"}" env DEBIAN_FRONTEND=noninteractive "$@"; }
fail() {
    echo "layout-stress: $1" >&2
    echo "layout-stress: try by hand: $by_hand" >&2
    exit 1
}

echo "layout-stress: installing ${missing[*]} …"
# A fresh machine (or container) has no package lists yet: fetch them first. Otherwise try
# the lists there are, and fetch new ones only when they are too old to name a package.
if ! compgen -G "/var/lib/apt/lists/*_Packages*" >/dev/null; then
    as_root apt-get update -qq >/dev/null || fail "apt-get update failed (no network or no package sources?)"
fi
if ! as_root apt-get install -y -qq "${missing[@]}" >/dev/null 2>&1; then
    as_root apt-get update -qq >/dev/null || fail "apt-get update failed (no network or no package sources?)"
    as_root apt-get install -y -qq "${missing[@]}" >/dev/null || fail "apt-get could not install: ${missing[*]}"
fi
