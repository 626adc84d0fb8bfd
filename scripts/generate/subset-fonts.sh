#!/bin/sh
# Rebuilds the bundled fonts in Sources/PixelproofText/Resources/Fonts from Debian's packages.
#
# Not run by CI or the build: the subset fonts are committed. Run it by hand only to change what they
# cover. It needs apt-get and dpkg-deb (Debian or Ubuntu) and fontTools (tools only, not a dependency of
# the package): `pip install fonttools==4.55.0` or `pip install --target /tmp/pyft fonttools-*.whl` and
# PYTHONPATH=/tmp/pyft.
#
# The output is deterministic for a given fontTools version and input: the subsetter keeps the fonts'
# own `head.modified` timestamps (--no-recalc-timestamp) and orders glyphs as the source fonts do.
# The committed files were made with fontTools 4.55.0 from
#   fonts-noto-core  20201225-1          (NotoSans-Regular.ttf, NotoSans-Bold.ttf, NotoSansHebrew-*,
#                                         NotoSansArabic-*, NotoSansDevanagari-*, NotoSansBengali-*,
#                                         NotoSansThai-*)
#   fonts-noto-extra 20201225-1          (NotoSans-Medium.ttf)
#   fonts-droid-fallback 1:6.0.1r16-1.1  (DroidSansFallbackFull.ttf)
#   fonts-nanum 20200506-1               (NanumGothic.ttf)
# as in Debian 12 (bookworm).
# The emoji font, NotoColorEmoji.ttf, is made by scripts/generate/subset-emoji-font.py instead: it re-encodes the
# font's PNG images, which the subsetter cannot.
set -eu

repo=$(cd "$(dirname "$0")/../.." && pwd)
out="$repo/Sources/PixelproofText/Resources/Fonts"
work=${WORK:-$(mktemp -d)}
cd "$work"

apt-get download fonts-noto-core fonts-noto-extra fonts-droid-fallback fonts-nanum
for deb in fonts-noto-core_*.deb fonts-noto-extra_*.deb fonts-droid-fallback_*.deb fonts-nanum_*.deb; do
  dpkg-deb -x "$deb" unpacked
done
noto=unpacked/usr/share/fonts/truetype/noto
droid=unpacked/usr/share/fonts/truetype/droid
nanum=unpacked/usr/share/fonts/truetype/nanum

# Every subset drops hinting (the rasterizer does not hint), keeps the .notdef outline (drawn for
# missing glyphs) and every `name` record (copyright, licence and family names), and keeps the layout
# features a script's shaper applies (text.md, "Shaping, by script"), so that shaping, when it comes,
# needs no new files.
common="--no-hinting --notdef-outline --name-IDs=* --name-languages=* --no-recalc-timestamp"

# Noto Sans, the system font: Basic Latin, Latin-1 Supplement, Latin Extended-A and -B, IPA Extensions,
# Spacing Modifier Letters, Combining Diacritical Marks, Greek and Coptic, Cyrillic and its Supplement,
# Latin Extended Additional (Vietnamese's precomposed letters), Greek Extended, General Punctuation
# (which holds the ellipsis U+2026) and Currency Symbols. The engine reads only GPOS `kern` today; the
# other features are kept for the shaper.
for weight in Regular Medium Bold; do
  # shellcheck disable=SC2086 # $common is a list of options
  python3 -m fontTools.subset "$noto/NotoSans-$weight.ttf" $common \
    --unicodes='U+0020-007E,U+00A0-00FF,U+0100-017F,U+0180-024F,U+0250-02FF,U+0300-036F,U+0370-03FF,U+0400-052F,U+1E00-1EFF,U+1F00-1FFF,U+2000-206F,U+20A0-20CF,U+2026' \
    --layout-features='ccmp,locl,rlig,liga,clig,calt,kern,mark,mkmk' \
    --output-file="$out/NotoSans-$weight.ttf"
done

# The script faces the cascade names (Fonts/FontCascade.swift), Regular and Bold: every character and
# every layout feature they have (Arabic's joining forms, Indic conjuncts, marks), as the shapers for
# these scripts need all of them.
for family in NotoSansHebrew NotoSansArabic NotoSansDevanagari NotoSansBengali NotoSansThai; do
  for weight in Regular Bold; do
    # shellcheck disable=SC2086
    python3 -m fontTools.subset "$noto/$family-$weight.ttf" $common \
      --unicodes='*' --layout-features='*' --output-file="$out/$family-$weight.ttf"
  done
done

# Droid Sans Fallback: CJK Symbols and Punctuation, Hiragana, Katakana and its Phonetic Extensions, the
# whole CJK Unified Ideographs block (no frequency list is needed: the subset stays under 3 MB) and
# Halfwidth and Fullwidth Forms. Adding the kana leaves every ideograph's outline and advance as it was.
# It has no layout features. It has only 3 of the 11,172 Hangul syllables, hence the Hangul face below.
# shellcheck disable=SC2086
python3 -m fontTools.subset "$droid/DroidSansFallbackFull.ttf" $common \
  --unicodes='U+3000-303F,U+3040-309F,U+30A0-30FF,U+31F0-31FF,U+4E00-9FFF,U+FF00-FFEF' \
  --layout-features='' --output-file="$out/DroidSansFallback.ttf"

# Hangul (Jamo, Compatibility Jamo and all 11,172 syllables) from NanumGothic (OFL-1.1). "Nanum" and
# "NanumGothic" are Reserved Font Names, which a modified version (a subset is one) may not use, so
# the subset's family and font names become "Hangul Gothic Subset"; the copyright, trademark and
# licence records stay.
# shellcheck disable=SC2086
python3 -m fontTools.subset "$nanum/NanumGothic.ttf" $common \
  --unicodes='U+1100-11FF,U+3130-318F,U+AC00-D7A3' --layout-features='*' --output-file=HangulGothic.ttf
python3 - HangulGothic.ttf "$out/HangulGothic.ttf" <<'PYTHON'
import sys
from fontTools.ttLib import TTFont

font = TTFont(sys.argv[1], recalcTimestamp=False)  # keep head.modified, as the subsetter does
names = {1: "Hangul Gothic Subset", 3: "Hangul Gothic Subset Regular 3.021", 4: "Hangul Gothic Subset",
         6: "HangulGothicSubset-Regular", 16: "Hangul Gothic Subset"}
for record in font["name"].names:
    if record.nameID in names:
        record.string = names[record.nameID]
font.save(sys.argv[2], reorderTables=True)
PYTHON
