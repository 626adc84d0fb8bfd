#!/usr/bin/env python3
"""Writes UnicodeLineBreakTables.swift: the Line_Break property (UAX #14) of every code point, resolved
by rule LB1, with the two other properties the rules read.

Reads four files of the Unicode Character Database (Debian's unicode-data package puts them under
/usr/share/unicode):

  LineBreak.txt                      Line_Break. Code points not listed are XX, but for the unassigned
                                     code points of the blocks and planes its header gives ID or PR.
  extracted/DerivedGeneralCategory.txt  Mn and Mc, for LB1's SA, and Cn, for LB30b.
  EastAsianWidth.txt                 F, W and H, which LB30 excludes from OP and CP.
  emoji/emoji-data.txt               Extended_Pictographic, for LB30b.

LB1 is applied here, as UAX #14 suggests in the absence of a tailoring: AI, SG and XX become AL, SA
becomes CM when its general category is Mn or Mc and AL otherwise, and CJ becomes NS.

Each code point's byte holds its class (LineBreakClass's raw value, in the order of CLASSES) in the low
six bits, 0x40 when it is East Asian Wide, Fullwidth or Halfwidth, and 0x80 when it is an unassigned
Extended_Pictographic code point. The bytes form a two-level table, as in make-unicode-tables.py: stage 1
has one byte for each block of 128 code points, the index of that block's contents in stage 2, and stage 2
holds each distinct block once; both go into one base64 string literal.

Run it from anywhere (or pass --output):

    scripts/generate/make-line-break-tables.py [--ucd /usr/share/unicode] [--output FILE]

(FILE: Sources/PixelproofText/LineBreaking/UnicodeLineBreakTables.swift unless given).
"""

import base64
import os
import sys

from unicode_data import parse_arguments, read_version, data_lines, code_point_range, swift_string_lines, write_swift

# LineBreakClass's cases in raw-value order (the classes left after LB1); the Swift enum lists them in
# the same order.
CLASSES = [
    "BK", "CR", "LF", "CM", "NL", "WJ", "ZW", "GL", "SP", "ZWJ", "B2", "BA", "BB", "HY", "CB", "CL", "CP",
    "EX", "IN", "NS", "OP", "QU", "IS", "NU", "PO", "PR", "SY", "AL", "EB", "EM", "H2", "H3", "HL", "ID",
    "JL", "JV", "JT", "RI",
]
# The unassigned code points that default to a class other than XX (LineBreak.txt's header).
DEFAULTS = [
    (0x3400, 0x4DBF, "ID"), (0x4E00, 0x9FFF, "ID"), (0xF900, 0xFAFF, "ID"), (0x20000, 0x2FFFD, "ID"),
    (0x30000, 0x3FFFD, "ID"), (0x1F000, 0x1FAFF, "ID"), (0x1FC00, 0x1FFFD, "ID"), (0x20A0, 0x20CF, "PR"),
]
WIDE = 0x40
PICTOGRAPHIC_UNASSIGNED = 0x80
CODE_POINTS = 0x110000
BLOCK_SHIFT = 7
BLOCK_SIZE = 1 << BLOCK_SHIFT


def read_property(path, wanted):
    """The code points whose value in `path` is one of `wanted`, as a set of ranges' members."""
    members = bytearray(CODE_POINTS)
    for fields in data_lines(path):
        if fields[1] in wanted:
            first, last = code_point_range(fields[0])
            members[first:last + 1] = b"\x01" * (last - first + 1)
    return members


def main():
    arguments = parse_arguments(__doc__, "PixelproofText", "LineBreaking", "UnicodeLineBreakTables.swift")

    line_break_path = os.path.join(arguments.ucd, "LineBreak.txt")
    category_path = os.path.join(arguments.ucd, "extracted", "DerivedGeneralCategory.txt")
    width_path = os.path.join(arguments.ucd, "EastAsianWidth.txt")
    emoji_path = os.path.join(arguments.ucd, "emoji", "emoji-data.txt")
    versions = {read_version(path) for path in (line_break_path, category_path, width_path)}
    if len(versions) != 1:
        sys.exit(f"the UCD files disagree on their version: {sorted(versions)}")
    version = versions.pop()

    classes = ["XX"] * CODE_POINTS
    for first, last, value in DEFAULTS:
        classes[first:last + 1] = [value] * (last - first + 1)
    for fields in data_lines(line_break_path):
        first, last = code_point_range(fields[0])
        classes[first:last + 1] = [fields[1]] * (last - first + 1)
    marks = read_property(category_path, {"Mn", "Mc"})
    unassigned = read_property(category_path, {"Cn"})
    wide = read_property(width_path, {"F", "W", "H"})
    pictographic = read_property(emoji_path, {"Extended_Pictographic"})

    raw = bytearray(CODE_POINTS)
    for code_point in range(CODE_POINTS):
        value = classes[code_point]
        # LB1.
        if value in ("AI", "SG", "XX"):
            value = "AL"
        elif value == "SA":
            value = "CM" if marks[code_point] else "AL"
        elif value == "CJ":
            value = "NS"
        byte = CLASSES.index(value)
        if wide[code_point]:
            byte |= WIDE
        if pictographic[code_point] and unassigned[code_point]:
            byte |= PICTOGRAPHIC_UNASSIGNED
        raw[code_point] = byte

    blocks, stage1, stage2 = {}, [], bytearray()
    for start in range(0, CODE_POINTS, BLOCK_SIZE):
        block = bytes(raw[start:start + BLOCK_SIZE])
        if block not in blocks:
            blocks[block] = len(blocks)
            stage2 += block
        stage1.append(blocks[block])
    assert len(blocks) <= 256, "stage 1 holds block indices as bytes"
    table = bytes(stage1) + bytes(stage2)
    for code_point in range(CODE_POINTS):
        block = table[code_point >> BLOCK_SHIFT]
        assert table[len(stage1) + (block << BLOCK_SHIFT) + (code_point & (BLOCK_SIZE - 1))] == raw[code_point]
    encoded = base64.b64encode(table).decode("ascii")

    lines = [
        f"// Generated by scripts/generate/make-line-break-tables.py from Unicode {version}'s LineBreak.txt,",
        "// DerivedGeneralCategory.txt, EastAsianWidth.txt and emoji-data.txt; do not edit. Run the script",
        "// again to change it.",
        "",
        "extension UnicodeLineBreak {",
        "  /// The version of the Unicode Character Database that the tables below come from.",
        f'  static let unicodeVersion = "{version}"',
        "",
        "  /// How many low bits of a code point index into a block of the table.",
        f"  static let blockShift = {BLOCK_SHIFT}",
        "",
        "  /// How many bytes of `tableBase64` are stage 1: one per block of code points.",
        f"  static let stage1Count = {len(stage1)}",
        "",
        f"  /// The table, base64: stage 1 ({len(stage1)} bytes, each a block's index in stage 2), then stage 2",
        f"  /// ({len(blocks)} distinct blocks of {BLOCK_SIZE} bytes: a `LineBreakClass` raw value in the low six",
        "  /// bits, 0x40 for East Asian Wide, Fullwidth and Halfwidth, 0x80 for an unassigned",
        "  /// Extended_Pictographic code point). Newlines are not part of the data.",
        '  static let tableBase64 = """',
        *swift_string_lines(encoded),
        '    """',
        "}",
        "",
    ]
    write_swift(arguments.output, lines)
    print(f"wrote {arguments.output}: Unicode {version}, {len(table)} table bytes ({len(blocks)} blocks)")


if __name__ == "__main__":
    main()
