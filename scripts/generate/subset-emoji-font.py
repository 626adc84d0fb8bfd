#!/usr/bin/python3
"""Rebuilds Sources/PixelproofText/Resources/Fonts/NotoColorEmoji.ttf from Debian's Noto Color Emoji.

Not run by CI or the build: the font is committed. Run it by hand (as root or with the packages already
installed) only to change what it covers:

    apt-get install fonts-noto-color-emoji unicode-data python3-fonttools python3-pil
    /usr/bin/python3 scripts/generate/subset-emoji-font.py

Input: /usr/share/fonts/truetype/noto/NotoColorEmoji.ttf (fonts-noto-color-emoji 2.042-0+deb12u1: one
CBDT strike of PNG images at 109 pixels per em, 10.5 MB) and Unicode's emoji-test.txt (unicode-data
15.0.0-1). The committed file was made with Debian 12's fontTools 4.38.0 and Pillow 9.4.0.

What it keeps (the size budget is 5 MB in the repository):
1. Every code point of every fully-qualified sequence in emoji-test.txt, plus the keycap, tag and
   regional indicator code points those sequences use; the subsetter keeps every GSUB ligature whose
   components are all kept, so ZWJ sequences, flags, keycaps and skin tones keep their own glyph.
2. The PNG strike re-encoded at 64 pixels per em: Lanczos resampling, a 32-colour palette with alpha
   (Pillow's fast octree, no dithering) and Pillow's optimised PNG writer. The source's images are
   palettes of up to 256 colours at 109 ppem (10 MB); re-encoded as RGBA they grow to 28 MB, at 72 ppem
   with 64 colours to 6.9 MB. 64 ppem still gives 17 pt text at 2x (34 px) and 3x (51 px) more
   pixels than it draws.
Output is deterministic for these package versions: images are processed in glyph order and the
subsetter keeps the source's head.modified timestamp.
"""

import io
import os
import sys

from fontTools import subset
from fontTools.ttLib import TTFont
from PIL import Image

SOURCE = "/usr/share/fonts/truetype/noto/NotoColorEmoji.ttf"
EMOJI_TEST = "/usr/share/unicode/emoji/emoji-test.txt"
TARGET_PPEM = 64
PALETTE_COLORS = 32
BUDGET = 5 * 1024 * 1024


def fully_qualified_code_points(path):
    """Every code point of the fully-qualified sequences, and the sequences' count."""
    code_points = set()
    sequences = 0
    with open(path, encoding="utf-8") as lines:
        for line in lines:
            fields = line.split(";")
            if len(fields) < 2 or not fields[1].strip().startswith("fully-qualified"):
                continue
            sequences += 1
            for code in fields[0].split():
                code_points.add(int(code, 16))
    # U+FE0F is not in the font's cmap: a shaper drops variation selectors the font does not map.
    code_points.discard(0xFE0F)
    return code_points, sequences


def rescale_strike(font, ppem):
    """Re-encodes every image of the font's one CBDT strike at `ppem` pixels per em."""
    strike = font["CBLC"].strikes[0]
    sizes = strike.bitmapSizeTable
    old = sizes.ppemX
    ratio = ppem / old

    def scaled(value):
        # Round half away from zero, so negative bearings shrink as positive ones do.
        return int(value * ratio + (0.5 if value >= 0 else -0.5))

    data = font["CBDT"].strikeData[0]
    for name in font.getGlyphOrder():
        glyph = data.get(name)
        if glyph is None:
            continue
        glyph.decompile()
        metrics = glyph.metrics
        image = Image.open(io.BytesIO(glyph.imageData)).convert("RGBA")
        width, height = max(1, scaled(metrics.width)), max(1, scaled(metrics.height))
        image = image.resize((width, height), Image.Resampling.LANCZOS)
        out = io.BytesIO()
        image = image.quantize(colors=PALETTE_COLORS, method=Image.Quantize.FASTOCTREE,
                               dither=Image.Dither.NONE)
        image.save(out, format="PNG", optimize=True)
        glyph.imageData = out.getvalue()
        metrics.width, metrics.height = width, height
        metrics.BearingX = scaled(metrics.BearingX)
        metrics.BearingY = scaled(metrics.BearingY)
        metrics.Advance = scaled(metrics.Advance)
    sizes.ppemX = sizes.ppemY = ppem
    for line in (sizes.hori, sizes.vert):
        for field in ("ascender", "descender", "widthMax", "maxBeforeBL", "minAfterBL"):
            setattr(line, field, scaled(getattr(line, field)))


def main():
    out = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "Sources", "PixelproofText",
                       "Resources", "Fonts", "NotoColorEmoji.ttf")
    code_points, sequences = fully_qualified_code_points(EMOJI_TEST)
    font = TTFont(SOURCE, recalcTimestamp=False)
    options = subset.Options()
    options.layout_features = ["*"]
    options.name_IDs = ["*"]
    options.name_languages = ["*"]
    options.notdef_outline = True
    options.recalc_timestamp = False
    subsetter = subset.Subsetter(options)
    subsetter.populate(unicodes=sorted(code_points))
    subsetter.subset(font)
    rescale_strike(font, TARGET_PPEM)
    font.save(out)
    size = os.path.getsize(out)
    sys.stderr.write(f"{sequences} fully-qualified sequences, {len(code_points)} code points, "
                     f"{font['maxp'].numGlyphs} glyphs, {size} bytes\n")
    if size > BUDGET:
        sys.exit(f"{out} is {size} bytes, over the {BUDGET}-byte budget")


if __name__ == "__main__":
    main()
