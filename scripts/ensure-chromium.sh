#!/usr/bin/env bash
# Make sure Debian's Chromium (for the e2e tests) and a font covering Arabic/Persian are installed.
# Idempotent: installs only what is missing. Playwright's own browser download cannot work here
# (no network but the package registries), so we use Debian's chromium at /usr/bin/chromium.
set -euo pipefail
export DEBIAN_FRONTEND=noninteractive

want=()
[ -x /usr/bin/chromium ] || want+=(chromium)
# DejaVu Sans has Arabic and Persian glyphs and is ~1 MB; Noto would be ~12 MB for little gain.
dpkg-query -W -f='${Status}' fonts-dejavu-core 2>/dev/null | grep -q 'install ok installed' || want+=(fonts-dejavu-core)

if [ ${#want[@]} -eq 0 ]; then
  echo "ensure-chromium: already installed ($(/usr/bin/chromium --version 2>/dev/null || echo chromium))"
  exit 0
fi

SUDO=""
[ "$(id -u)" -eq 0 ] || SUDO="sudo"
echo "ensure-chromium: installing ${want[*]}"
$SUDO apt-get update -qq
$SUDO apt-get install -y -qq --no-install-recommends "${want[@]}" >/dev/null
echo "ensure-chromium: done ($(/usr/bin/chromium --version 2>/dev/null || echo 'chromium missing!'))"
[ -x /usr/bin/chromium ]
