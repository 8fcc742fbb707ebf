#!/usr/bin/env bash
# Copies the fonts of the card text layer from Debian's fonts-noto-core into
# crates/render/assets/fonts/, with their licence (SIL OFL 1.1), installing the
# package first if it is missing. The copies are committed; rerun this only to
# refresh or audit them.
#   scripts/card-fonts.sh
set -euo pipefail
cd "$(dirname "$0")/.."

package=fonts-noto-core
source_dir=/usr/share/fonts/truetype/noto
dest=crates/render/assets/fonts
# Latin, Greek and Cyrillic; Arabic (Naskh, the usual book hand); Hebrew.
fonts=(NotoSerif-Bold.ttf NotoNaskhArabic-Bold.ttf NotoSerifHebrew-Bold.ttf)

if ! dpkg-query -W -f='${Status}' "$package" 2>/dev/null | grep -q "install ok installed"; then
  sudo_cmd=()
  [ "$(id -u)" -eq 0 ] || sudo_cmd=(sudo)
  "${sudo_cmd[@]}" apt-get update -qq
  "${sudo_cmd[@]}" apt-get install -y -qq "$package"
fi

mkdir -p "$dest"
for font in "${fonts[@]}"; do
  install -m 644 "$source_dir/$font" "$dest/$font"
done

# Debian ships the licence inside its machine-readable copyright file: keep the
# fonts' copyright lines and the OFL text, without Debian's indentation.
copyright=/usr/share/doc/$package/copyright
{
  echo "The Noto fonts in this folder (${fonts[*]})"
  echo "come from Debian's $package package, version $(dpkg-query -W -f='${Version}' "$package")."
  echo
  echo "Copyright 2010, 2012-2020 Google Inc."
  echo "Copyright 2015-2020 Google LLC."
  echo
  echo "This Font Software is licensed under the SIL Open Font License, Version 1.1."
  echo
  # The licence text is the last "License: OFL-1.1" paragraph: the earlier
  # ones only name it.
  awk '/^License: OFL-1.1$/ { body = 1; text = ""; next }
       body && /^ / { sub(/^ /, ""); if ($0 == ".") $0 = ""; text = text $0 "\n"; next }
       { body = 0 }
       END { printf "%s", text }' "$copyright"
} > "$dest/OFL.txt"

ls -l "$dest"
