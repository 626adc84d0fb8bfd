#!/usr/bin/env python3
"""Writes the small fonts of the regression corpus (Fuzz/Regressions/font/): minimal TrueType fonts
whose layout tables share offsets so that a reader expanding them naively does work far beyond their
size. Each is described where it is built; their tests are in Tests/PixelproofTextTests/Fonts/.

Usage: scripts/generate/make-fuzz-fonts.py [FOLDER] [COUNT]   (COUNT: how many times each offset is shared; 500)
"""
import struct
import sys


def u16(v):
    return struct.pack(">H", v)


def u32(v):
    return struct.pack(">I", v)


GLYPHS = 4  # .notdef, then glyphs 1-3 for 'A', 'B', 'C'


def font(extra):
    """A TrueType font of GLYPHS empty glyphs, 'A'-'C' mapped to 1-3, plus the tables in `extra`."""
    head = bytearray(54)
    head[0:4] = u32(0x00010000)
    head[12:16] = u32(0x5F0F3CF5)
    head[18:20] = u16(1000)
    head[50:52] = u16(0)  # short loca
    maxp = u32(0x00005000) + u16(GLYPHS)
    hhea = bytearray(36)
    hhea[0:4] = u32(0x00010000)
    hhea[4:6] = u16(800)
    hhea[6:8] = struct.pack(">h", -200)
    hhea[34:36] = u16(GLYPHS)
    hmtx = b"".join(u16(500) + u16(0) for _ in range(GLYPHS))
    # cmap format 4: 'A'-'C' -> 1-3 (delta 1 - 0x41), then the closing 0xFFFF segment.
    seg = 2
    fmt4 = (u16(4) + u16(16 + 8 * seg) + u16(0) + u16(seg * 2) + u16(2) + u16(0) + u16(0)
            + u16(0x43) + u16(0xFFFF) + u16(0) + u16(0x41) + u16(0xFFFF)
            + struct.pack(">h", 1 - 0x41) + u16(1) + u16(0) + u16(0))
    cmap = u16(0) + u16(1) + u16(3) + u16(1) + u32(12) + fmt4
    loca = b"".join(u16(0) for _ in range(GLYPHS + 1))
    tables = {b"head": bytes(head), b"maxp": maxp, b"hhea": bytes(hhea), b"hmtx": hmtx,
              b"cmap": cmap, b"loca": loca, b"glyf": b""}
    tables.update(extra)
    tags = sorted(tables)
    out = u32(0x00010000) + u16(len(tags)) + u16(0) + u16(0) + u16(0)
    offset = 12 + 16 * len(tags)
    body = b""
    for tag in tags:
        data = tables[tag]
        out += tag + u32(0) + u32(offset + len(body)) + u32(len(data))
        body += data + b"\0" * (-len(data) % 4)
    return out + body


def pair_subtable(value):
    """PairPos format 1: glyph 1 followed by glyph 2 moves by `value` (XAdvance only)."""
    coverage = u16(1) + u16(1) + u16(1)
    pair_set = u16(1) + u16(2) + struct.pack(">h", value)
    # format, coverage offset, valueFormat1 (XAdvance), valueFormat2, one pair set.
    return u16(1) + u16(12) + u16(4) + u16(0) + u16(1) + u16(18) + coverage + pair_set


def layout(scripts, features, feature_tag, lookups, lookup_type, subtables, subtable):
    """A GPOS or GSUB table: `scripts` DFLT records sharing one script whose default language lists
    features 0..features-1; `features` records tagged `feature_tag` sharing one feature table that
    lists lookups 0..lookups-1; `lookups` offsets sharing one lookup of `lookup_type` that lists
    `subtables` offsets, all to `subtable`."""
    lang = u16(0) + u16(0xFFFF) + u16(features) + b"".join(u16(i) for i in range(features))
    script = u16(4) + u16(0) + lang
    script_list = u16(scripts) + b"".join(b"DFLT" + u16(2 + 6 * scripts) for _ in range(scripts)) + script
    feature = u16(0) + u16(lookups) + b"".join(u16(i) for i in range(lookups))
    feature_list = (u16(features) + b"".join(feature_tag + u16(2 + 6 * features) for _ in range(features))
                    + feature)
    lookup = (u16(lookup_type) + u16(0) + u16(subtables)
              + b"".join(u16(6 + 2 * subtables) for _ in range(subtables)) + subtable)
    lookup_list = u16(lookups) + b"".join(u16(2 + 2 * lookups) for _ in range(lookups)) + lookup
    header_size = 10
    return (u32(0x00010000) + u16(header_size) + u16(header_size + len(script_list))
            + u16(header_size + len(script_list) + len(feature_list))
            + script_list + feature_list + lookup_list)


def ligature_subtable():
    """LigatureSubst format 1 covering glyphs 0-65535 in one range, with one set: 1 + 2 -> 3."""
    coverage = u16(2) + u16(1) + u16(0) + u16(0xFFFF) + u16(0)
    ligature = u16(3) + u16(2) + u16(2)
    lig_set = u16(1) + u16(4) + ligature
    return u16(1) + u16(8) + u16(1) + u16(18) + coverage + lig_set


def main():
    folder = sys.argv[1] if len(sys.argv) > 1 else "Fuzz/Regressions/font"
    n = int(sys.argv[2]) if len(sys.argv) > 2 else 500
    fonts = {
        # scripts x features x lookups references through three shared tables: the font opens, and
        # every one of the n lookups adds its -50 to the pair (1, 2).
        "gpos-shared-feature-table": font({b"GPOS": layout(n, n, b"kern", n, 2, 1, pair_subtable(-50))}),
        # n lookups share one lookup of n subtable offsets, all to one subtable: n x n subtables.
        "gpos-shared-subtable": font({b"GPOS": layout(1, 1, b"kern", n, 2, n, pair_subtable(-50))}),
        # The GSUB variant (read only with colour bitmaps, so an empty CBLC and CBDT): n lookups share one
        # lookup of n offsets to one ligature subtable whose coverage spans all 65,536 glyph IDs.
        "gsub-shared-subtable": font({
            b"GSUB": layout(1, 1, b"liga", n // 5, 4, n // 5, ligature_subtable()),
            b"CBLC": u16(3) + u16(0) + u32(0), b"CBDT": u16(3) + u16(0)}),
    }
    for name, data in fonts.items():
        with open(f"{folder}/{name}.ttf", "wb") as f:
            f.write(data)
        print(f"{folder}/{name}.ttf: {len(data)} bytes")


main()
