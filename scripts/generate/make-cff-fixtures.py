#!/usr/bin/env python3
"""Makes the CFF and CFF2 test fonts in Tests/PixelproofTextTests/Fonts/CFFFixtures and, for each, the
outlines fontTools draws for its glyphs (`<font>.outlines.json`), which the tests compare with
Pixelproof's.

Not run by the build or CI: the fonts and outlines are committed. It needs fontTools (the committed
files were made with fontTools 4.69.1) and the source fonts from Debian 12's packages, unpacked by
`apt-get download fonts-cantarell fonts-texgyre fonts-noto-cjk` and `dpkg-deb -x <deb> <folder>`:

    scripts/generate/make-cff-fixtures.py <folder>

The fonts:
- Cantarell: a name-keyed CFF font with local and global subroutines (Cantarell-Regular.otf, subset).
- TeXGyreHeros: a CFF font converted from Type 1 (texgyreheros-regular.otf, subset).
- NotoSansCJK: a CID-keyed CFF font, several font DICTs chosen by FDSelect (NotoSansCJK-Regular.ttc's
  first font, subset to kana, Hangul and ideographs).
- CantarellCFF2: the Cantarell subset converted to CFF2 by fontTools.
- Operators: a CFF font built here whose charstrings use every path, hint and subroutine operator,
  with and without an advance width first.
- Blend: a CFF2 font built here with two variation data sets, `vsindex` and `blend`.

It also writes the CFF font of the fuzzing regression corpus, Fuzz/Regressions/font/
cff-subroutine-fan-out.otf: a 1 KB font whose one glyph calls ten levels of subroutines, each calling the
next twice, 2^9 calls of 40 line operators, 20,480 in all: the most work a charstring can ask for in so few bytes.
"""
import json
import os
import sys

from fontTools import subset
from fontTools.cffLib.CFFToCFF2 import convertCFFToCFF2
from fontTools.fontBuilder import FontBuilder
from fontTools.misc.psCharStrings import T2CharString
from fontTools.pens.recordingPen import RecordingPen
from fontTools.ttLib import TTFont

HERE = os.path.dirname(os.path.abspath(__file__))
OUT = os.path.join(HERE, "..", "..", "Tests", "PixelproofTextTests", "Fonts", "CFFFixtures")


def subset_font(source, text, output, font_number=0):
    options = subset.Options()
    options.layout_features = []
    options.name_IDs = ["*"]
    options.notdef_outline = True
    options.recalc_timestamp = False
    options.font_number = font_number
    font = subset.load_font(source, options)
    subsetter = subset.Subsetter(options)
    subsetter.populate(text=text)
    subsetter.subset(font)
    subset.save_font(font, output, options)


def record_outlines(path):
    """Every glyph's outline as fontTools draws it: moves, lines, cubics and closes, y up."""
    font = TTFont(path)
    glyphs = font.getGlyphSet()
    order = font.getGlyphOrder()
    result = []
    for gid, name in enumerate(order):
        pen = RecordingPen()
        glyphs[name].draw(pen)
        ops = []
        for op, points in pen.value:
            if op == "moveTo":
                ops.append(["M", *points[0]])
            elif op == "lineTo":
                ops.append(["L", *points[0]])
            elif op == "curveTo":
                if len(points) != 3:
                    raise SystemExit(f"{path}: {name} has a curveTo of {len(points)} points")
                ops.append(["C", *points[0], *points[1], *points[2]])
            elif op in ("closePath", "endPath"):
                ops.append(["Z"])
            else:
                raise SystemExit(f"{path}: {name} draws {op}")
        result.append({"glyph": gid, "name": name, "path": ops})
    with open(path.replace(".otf", ".outlines.json"), "w") as out:
        json.dump({"source": os.path.basename(path), "glyphs": result}, out, indent=None)
        out.write("\n")


def operators_font(path):
    """Every charstring operator a font can use for outlines, hints and subroutines."""
    names = [".notdef", "lines", "curves", "flexes", "hints", "subroutines", "alternating"]
    bias = 107  # fewer than 1240 subroutines
    local = [T2CharString(program=[0, 100, "rlineto", "return"]),
             T2CharString(program=[50, "hmoveto", 20, 30, "rlineto", "endchar"])]
    global_ = [T2CharString(program=[100, 0, "rlineto", "return"])]
    programs = {
        ".notdef": [500, "endchar"],
        # A width, then lines of every kind.
        "lines": [600, 10, 20, "rmoveto", 100, "hlineto", 50, 60, 70, "vlineto", 10, 10, -20, 30, "rlineto",
                  -100, -30, 50, "hlineto", "endchar"],
        # Curves of every kind, an odd hhcurveto and vvcurveto, rcurveline and rlinecurve.
        "curves": [0, 0, "rmoveto", 10, 20, 30, 40, 50, 60, "rrcurveto",
                   5, 10, 20, 30, 40, "hhcurveto", 7, 11, 22, 33, 44, "vvcurveto",
                   1, 2, 3, 4, 5, 6, 70, 80, "rcurveline", 10, 0, 0, 10, 1, 2, 3, 4, 5, 6, "rlinecurve",
                   "endchar"],
        # flex, hflex, hflex1, flex1 (both directions of flex1).
        "flexes": [100, 100, "rmoveto", 10, 2, 20, 3, 30, 4, 40, -4, 20, -3, 10, -2, 50, "flex",
                   10, 20, 5, 30, 40, 20, 10, "hflex", 10, 5, 20, 6, 30, 40, 20, -3, 10, "hflex1",
                   10, 1, 20, 2, 30, 3, 40, -3, 20, -2, 15, "flex1",
                   1, 10, 2, 20, 3, 30, -3, 40, -2, 20, 15, "flex1", "endchar"],
        # Stems, a hint mask after implied vertical stems, a counter mask, then a path.
        "hints": [700, 0, 50, 100, 50, "hstemhm", 10, 20, 30, 40, "hintmask", bytes([0xF0]),
                  "cntrmask", bytes([0xFF]), 0, 0, "rmoveto", 100, 200, "rlineto", "endchar"],
        # A local and a global subroutine; the glyph ends in a subroutine's endchar.
        "subroutines": [0, 0, "rmoveto", 0 - bias, "callsubr", -bias, "callgsubr",
                        1 - bias, "callsubr"],
        # hvcurveto and vhcurveto, with and without the last offset across.
        "alternating": [0, 0, "rmoveto", 10, 20, 30, 40, 50, 60, 70, 80, "hvcurveto",
                        10, 20, 30, 40, 5, "vhcurveto", 10, 20, 30, 40, 50, 60, 70, 80, 9, "hvcurveto",
                        "endchar"],
    }
    cmap = {0x41 + i: name for i, name in enumerate(names[1:])}
    build_cff_font(path, "Pixelproof Operators", names, cmap, programs, global_, local)


def fan_out_font(path):
    """Subroutine i calls subroutine i + 1 twice, nine levels deep, the last draws 40 lines."""
    names = [".notdef", "fanout"]
    bias = 107
    subrs = [T2CharString(program=[level + 1 - bias, "callgsubr", level + 1 - bias, "callgsubr", "return"])
             for level in range(9)]
    subrs.append(T2CharString(program=[1, 1, "rlineto"] * 40 + ["return"]))
    programs = {".notdef": [500, "endchar"], "fanout": [0, 0, "rmoveto", -bias, "callgsubr", "endchar"]}
    build_cff_font(path, "Pixelproof Fan Out", names, {0x41: "fanout"}, programs, subrs, [])


def build_cff_font(path, family, names, cmap, programs, global_subrs, local_subrs):
    """A CFF font of the glyphs `names`, drawn by the charstring `programs`, with the subroutines."""
    fb = FontBuilder(1000, isTTF=False)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap(cmap)
    charstrings = {name: T2CharString(program=programs[name]) for name in names}
    fb.setupCFF(family.replace(" ", ""), {"FullName": family}, charstrings, {})
    cff = fb.font["CFF "].cff
    top = cff.topDictIndex[0]
    if local_subrs:
        top.Private.Subrs = subset_index(local_subrs)
    cff.GlobalSubrs = subset_index(global_subrs, cls=type(cff.GlobalSubrs))
    for cs in list(local_subrs) + list(cff.GlobalSubrs) + list(charstrings.values()):
        cs.private = top.Private
        cs.globalSubrs = cff.GlobalSubrs
    fb.setupHorizontalMetrics({name: (600, 0) for name in names})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupNameTable({"familyName": family, "styleName": "Regular"})
    fb.setupOS2(sTypoAscender=800, usWinAscent=800, usWinDescent=200)
    fb.setupPost()
    save(fb.font, path)


def subset_index(charstrings, cls=None):
    from fontTools.cffLib import SubrsIndex, GlobalSubrsIndex
    index = (cls or SubrsIndex)()
    for cs in charstrings:
        index.append(cs)
    return index


def blend_font(path):
    """A CFF2 font with two variation data sets: blended coordinates under vsindex 0 and 1."""
    names = [".notdef", "blended", "second"]
    fb = FontBuilder(1000, isTTF=False)
    fb.setupGlyphOrder(names)
    fb.setupCharacterMap({0x41: "blended", 0x42: "second"})
    regions = [{"wght": (0, 1, 1)}, {"wght": (-1, -1, 0)}]
    programs = {
        ".notdef": [],
        # Under vsindex 0 (two regions), each blended value has two deltas.
        "blended": [100, 10, 20, 200, -5, 5, 2, "blend", "rmoveto", 300, 30, 40, 1, "blend", "hlineto",
                    0, 400, "rlineto"],
        # vsindex 1 (one region): one delta each.
        "second": [1, "vsindex", 50, 7, 60, 8, 2, "blend", "rmoveto", 10, 20, 30, 40, 50, 60, "rrcurveto"],
    }
    charstrings = {name: T2CharString(program=programs[name]) for name in names}
    fb.setupNameTable({"familyName": "Pixelproof Blend", "styleName": "Regular"})
    fb.setupFvar([("wght", 100, 400, 900, "Weight")], [])
    fb.setupCFF2(charstrings, regions=regions)
    cff2 = fb.font["CFF2"].cff
    store = cff2.topDictIndex[0].VarStore.otVarStore
    # A second data set over the first region alone, for vsindex 1.
    from fontTools.ttLib.tables import otTables
    second = otTables.VarData()
    second.ItemCount = 0
    second.NumShorts = 0
    second.VarRegionCount = 1
    second.VarRegionIndex = [0]
    second.Item = []
    store.VarData.append(second)
    store.VarDataCount = len(store.VarData)
    fb.setupHorizontalMetrics({name: (500, 0) for name in names})
    fb.setupHorizontalHeader(ascent=800, descent=-200)
    fb.setupOS2(sTypoAscender=800, usWinAscent=800, usWinDescent=200)
    fb.setupPost()
    save(fb.font, path)


# 2020-01-01, in seconds since 1904: built fonts carry this date rather than the day they were made.
FIXED_DATE = 3660595200


def save(font, path):
    """Saves `font` with fixed creation and modification dates, so the script writes the same bytes."""
    font.recalcTimestamp = False
    font["head"].created = font["head"].modified = FIXED_DATE
    font.save(path)


def main():
    if len(sys.argv) != 2:
        raise SystemExit(__doc__)
    root = sys.argv[1]
    os.makedirs(OUT, exist_ok=True)
    cantarell = os.path.join(root, "usr/share/fonts/opentype/cantarell/Cantarell-Regular.otf")
    heros = os.path.join(root, "usr/share/texmf/fonts/opentype/public/tex-gyre/texgyreheros-regular.otf")
    cjk = os.path.join(root, "usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc")
    fonts = {
        "Cantarell.otf": lambda out: subset_font(cantarell, "Ag&@8Qé ", out),
        "TeXGyreHeros.otf": lambda out: subset_font(heros, "Rg%ÅÇ", out),
        "NotoSansCJK.otf": lambda out: subset_font(cjk, "永あア한字、", out),
        "Operators.otf": operators_font,
        "Blend.otf": blend_font,
    }
    for name, make in fonts.items():
        make(os.path.join(OUT, name))
    cff2 = TTFont(os.path.join(OUT, "Cantarell.otf"))
    convertCFFToCFF2(cff2)
    save(cff2, os.path.join(OUT, "CantarellCFF2.otf"))
    regression = os.path.join(HERE, "..", "..", "Fuzz", "Regressions", "font", "cff-subroutine-fan-out.otf")
    fan_out_font(regression)
    print("cff-subroutine-fan-out.otf", os.path.getsize(regression), "bytes")
    for name in list(fonts) + ["CantarellCFF2.otf"]:
        record_outlines(os.path.join(OUT, name))
        print(name, os.path.getsize(os.path.join(OUT, name)), "bytes")


if __name__ == "__main__":
    main()
