#!/usr/bin/env python3
"""Writes UnicodeBidiTables.swift: the Unicode Bidirectional Algorithm's character properties.

Reads three files of the Unicode Character Database (Debian's unicode-data package puts them under
/usr/share/unicode):

  extracted/DerivedBidiClass.txt  Bidi_Class, with its @missing lines: code points not listed take the
                                  default of the last @missing range that holds them, so unassigned code
                                  points in the Hebrew, Arabic and other right-to-left blocks are R or AL,
                                  those in Currency Symbols are ET, and all others are L.
  BidiBrackets.txt                Bidi_Paired_Bracket and Bidi_Paired_Bracket_Type (rule N0).
  BidiMirroring.txt               Bidi_Mirroring_Glyph (rule L4).

Bidi_Class is written as a two-level table: stage 1 has one byte for each block of 128 code points, the
index of that block's contents in stage 2, and stage 2 holds each distinct block once, one byte per code
point (BidiClass's raw value). Both stages go into one base64 string literal that the library decodes once,
on first use: a string literal compiles in no time, where an array literal of ~40,000 integers takes the
compiler seconds. Mirroring and bracket pairs are short sorted arrays of `(code point << 16) | pair`, for
binary search (all of them are in the BMP; the script checks).

Run it from anywhere (or pass --output):

    scripts/generate/make-unicode-tables.py [--ucd /usr/share/unicode] [--output FILE]

(FILE: Sources/PixelproofText/Bidi/UnicodeBidiTables.swift unless given).
"""

import base64
import os
import re
import sys

from unicode_data import parse_arguments, read_version, data_lines, code_point_range, swift_string_lines, write_swift

# BidiClass's cases in raw-value order; the Swift enum must list them in the same order.
CLASSES = [
    "L", "R", "AL", "EN", "ES", "ET", "AN", "CS", "NSM", "BN", "B", "S", "WS", "ON",
    "LRE", "LRO", "RLE", "RLO", "PDF", "LRI", "RLI", "FSI", "PDI",
]
# The long names that the @missing lines use (PropertyValueAliases.txt, property bc).
LONG_NAMES = {
    "Arabic_Letter": "AL", "Arabic_Number": "AN", "Paragraph_Separator": "B",
    "Boundary_Neutral": "BN", "Common_Separator": "CS", "European_Number": "EN",
    "European_Separator": "ES", "European_Terminator": "ET", "First_Strong_Isolate": "FSI",
    "Left_To_Right": "L", "Left_To_Right_Embedding": "LRE", "Left_To_Right_Isolate": "LRI",
    "Left_To_Right_Override": "LRO", "Nonspacing_Mark": "NSM", "Other_Neutral": "ON",
    "Pop_Directional_Format": "PDF", "Pop_Directional_Isolate": "PDI", "Right_To_Left": "R",
    "Right_To_Left_Embedding": "RLE", "Right_To_Left_Isolate": "RLI",
    "Right_To_Left_Override": "RLO", "Segment_Separator": "S", "White_Space": "WS",
}
CODE_POINTS = 0x110000
BLOCK_SHIFT = 7
BLOCK_SIZE = 1 << BLOCK_SHIFT


def read_bidi_classes(path):
    classes = [None] * CODE_POINTS
    # The @missing lines first, in file order: a later one overrides an earlier, wider one.
    with open(path, encoding="utf-8") as file:
        for line in file:
            match = re.match(r"#\s*@missing:\s*([0-9A-Fa-f.]+)\s*;\s*(\w+)", line)
            if match:
                first, last = code_point_range(match.group(1))
                value = LONG_NAMES.get(match.group(2), match.group(2))
                assert value in CLASSES, line
                classes[first:last + 1] = [value] * (last - first + 1)
    assert all(value is not None for value in classes), "the @missing lines must cover every code point"
    for fields in data_lines(path):
        first, last = code_point_range(fields[0])
        assert fields[1] in CLASSES, fields
        classes[first:last + 1] = [fields[1]] * (last - first + 1)
    return classes


def read_brackets(path):
    openings, closings = [], []
    for fields in data_lines(path):
        code_point, pair = int(fields[0], 16), int(fields[1], 16)
        assert code_point < 0x10000 and pair < 0x10000, fields
        if fields[2] == "o":
            openings.append(code_point << 16 | pair)
        elif fields[2] == "c":
            closings.append(code_point << 16 | pair)
        else:
            assert fields[2] == "n", fields
    return sorted(openings), sorted(closings)


def read_mirroring(path):
    pairs = []
    for fields in data_lines(path):
        code_point, mirror = int(fields[0], 16), int(fields[1], 16)
        assert code_point < 0x10000 and mirror < 0x10000, fields
        pairs.append(code_point << 16 | mirror)
    pairs.sort()
    assert len(set(pair >> 16 for pair in pairs)) == len(pairs), "a code point is listed twice"
    return pairs


def two_level_table(classes):
    """Stage 1 (a block index per block) followed by stage 2 (the distinct blocks)."""
    raw = bytes(CLASSES.index(value) for value in classes)
    blocks, stage1, stage2 = {}, [], bytearray()
    for start in range(0, CODE_POINTS, BLOCK_SIZE):
        block = raw[start:start + BLOCK_SIZE]
        if block not in blocks:
            blocks[block] = len(blocks)
            stage2 += block
        stage1.append(blocks[block])
    assert len(blocks) <= 256, "stage 1 holds block indices as bytes"
    table = bytes(stage1) + bytes(stage2)
    # Check the table against the source before writing it.
    for code_point in range(CODE_POINTS):
        block = table[code_point >> BLOCK_SHIFT]
        offset = len(stage1) + (block << BLOCK_SHIFT) + (code_point & (BLOCK_SIZE - 1))
        assert table[offset] == raw[code_point]
    return table, len(stage1), len(blocks)


def swift_array_lines(values, per_line=8):
    lines = []
    for i in range(0, len(values), per_line):
        lines.append("    " + ", ".join(f"0x{value:08X}" for value in values[i:i + per_line]) + ",")
    return lines


def main():
    arguments = parse_arguments(__doc__, "PixelproofText", "Bidi", "UnicodeBidiTables.swift")

    class_path = os.path.join(arguments.ucd, "extracted", "DerivedBidiClass.txt")
    bracket_path = os.path.join(arguments.ucd, "BidiBrackets.txt")
    mirroring_path = os.path.join(arguments.ucd, "BidiMirroring.txt")
    versions = {read_version(path) for path in (class_path, bracket_path, mirroring_path)}
    if len(versions) != 1:
        sys.exit(f"the UCD files disagree on their version: {sorted(versions)}")
    version = versions.pop()

    table, stage1_count, block_count = two_level_table(read_bidi_classes(class_path))
    openings, closings = read_brackets(bracket_path)
    mirroring = read_mirroring(mirroring_path)
    encoded = base64.b64encode(table).decode("ascii")

    lines = [
        f"// Generated by scripts/generate/make-unicode-tables.py from Unicode {version}'s DerivedBidiClass.txt,",
        "// BidiBrackets.txt and BidiMirroring.txt; do not edit. Run the script again to change it.",
        "",
        "extension UnicodeBidi {",
        "  /// The version of the Unicode Character Database that the tables below come from.",
        f'  static let unicodeVersion = "{version}"',
        "",
        "  /// How many low bits of a code point index into a block of the Bidi_Class table.",
        f"  static let classBlockShift = {BLOCK_SHIFT}",
        "",
        "  /// How many bytes of `classTableBase64` are stage 1: one per block of code points.",
        f"  static let classStage1Count = {stage1_count}",
        "",
        f"  /// The Bidi_Class table, base64: stage 1 ({stage1_count} bytes, each a block's index in",
        f"  /// stage 2), then stage 2 ({block_count} distinct blocks of {BLOCK_SIZE} bytes, each a",
        "  /// `BidiClass` raw value).",
        "  /// Newlines are not part of the data.",
        '  static let classTableBase64 = """',
        *swift_string_lines(encoded),
        '    """',
        "",
        "  /// Bidi_Mirroring_Glyph, sorted: `(code point << 16) | mirrored code point`.",
        "  static let mirroringPairs: [UInt32] = [",
        *swift_array_lines(mirroring),
        "  ]",
        "",
        "  /// Opening paired brackets, sorted: `(opening bracket << 16) | its closing bracket`.",
        "  static let openingBrackets: [UInt32] = [",
        *swift_array_lines(openings),
        "  ]",
        "",
        "  /// Closing paired brackets, sorted: `(closing bracket << 16) | its opening bracket`.",
        "  static let closingBrackets: [UInt32] = [",
        *swift_array_lines(closings),
        "  ]",
        "}",
        "",
    ]
    write_swift(arguments.output, lines)
    print(f"wrote {arguments.output}: Unicode {version}, {len(table)} table bytes ({block_count} blocks), "
          f"{len(mirroring)} mirrored, {len(openings)}+{len(closings)} brackets")


if __name__ == "__main__":
    main()
