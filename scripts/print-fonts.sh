#!/usr/bin/env bash
# Copies the font that cardsmith-print embeds in its PDFs, DejaVu Sans, and its
# licence from Debian's fonts-dejavu-core into crates/print/assets. DejaVu Sans
# is chosen for its wide coverage (Latin, Greek, Cyrillic, Armenian, Georgian,
# Hebrew, Arabic) under the permissive Bitstream Vera licence.
set -euo pipefail
cd "$(dirname "$0")/.."
if ! dpkg -s fonts-dejavu-core >/dev/null 2>&1; then
  apt-get update -qq
  apt-get install -y -qq fonts-dejavu-core
fi
out=crates/print/assets
mkdir -p "$out"
cp /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf "$out/DejaVuSans.ttf"
cp /usr/share/doc/fonts-dejavu-core/copyright "$out/LICENSE-DejaVu.txt"
ls -l "$out"
