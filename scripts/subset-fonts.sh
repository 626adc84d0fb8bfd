#!/bin/sh
# Rebuilds the bundled fonts in Sources/PixelproofText/Resources/Fonts from Debian's packages.
#
# Not run by CI or the build: the subset fonts are committed. Run it by hand only to change what they
# cover. It needs apt-get and dpkg-deb (Debian or Ubuntu) and fontTools (tools only, not a dependency of
# the package): `pip install fonttools` or `pip install --target /tmp/pyft fonttools-*.whl` and
# PYTHONPATH=/tmp/pyft.
#
# The output is deterministic for a given fontTools version and input: the subsetter keeps the fonts'
# own `head.modified` timestamps (--no-recalc-timestamp) and orders glyphs as the source fonts do.
# The committed files were made with fontTools 4.55.0 from
#   fonts-noto-core  20201225-1          (NotoSans-Regular.ttf, NotoSans-Bold.ttf)
#   fonts-noto-extra 20201225-1          (NotoSans-Medium.ttf)
#   fonts-droid-fallback 1:6.0.1r16-1.1  (DroidSansFallbackFull.ttf)
# as in Debian 12 (bookworm).
# The emoji font, NotoColorEmoji.ttf, is made by scripts/subset-emoji-font.py instead: it re-encodes the
# font's PNG images, which the subsetter cannot.
set -eu

repo=$(cd "$(dirname "$0")/.." && pwd)
out="$repo/Sources/PixelproofText/Resources/Fonts"
work=${WORK:-$(mktemp -d)}
cd "$work"

apt-get download fonts-noto-core fonts-noto-extra fonts-droid-fallback
for deb in fonts-noto-core_*.deb fonts-noto-extra_*.deb fonts-droid-fallback_*.deb; do
  dpkg-deb -x "$deb" unpacked
done
noto=unpacked/usr/share/fonts/truetype/noto
droid=unpacked/usr/share/fonts/truetype/droid

# Noto Sans: Basic Latin, Latin-1 Supplement, Latin Extended-A, General Punctuation (which holds the
# ellipsis U+2026) and Currency Symbols. Only the `kern` feature is kept (GPOS pair kerning), hinting is
# dropped (the rasterizer does not hint), the .notdef outline is kept (drawn for missing glyphs), and
# every `name` record is kept (copyright, licence and family names).
for weight in Regular Medium Bold; do
  python3 -m fontTools.subset "$noto/NotoSans-$weight.ttf" \
    --unicodes='U+0020-007E,U+00A0-00FF,U+0100-017F,U+2000-206F,U+20A0-20CF,U+2026' \
    --layout-features='kern' --no-hinting --notdef-outline --name-IDs='*' --name-languages='*' \
    --no-recalc-timestamp --output-file="$out/NotoSans-$weight.ttf"
done

# Droid Sans Fallback: CJK Symbols and Punctuation, the whole CJK Unified Ideographs block (no frequency
# list is needed: the block subset stays under 4 MB) and Halfwidth and Fullwidth Forms.
python3 -m fontTools.subset "$droid/DroidSansFallbackFull.ttf" \
  --unicodes='U+3000-303F,U+4E00-9FFF,U+FF00-FFEF' \
  --layout-features='' --no-hinting --notdef-outline --name-IDs='*' --name-languages='*' \
  --no-recalc-timestamp --output-file="$out/DroidSansFallback.ttf"
