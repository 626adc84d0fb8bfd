#!/usr/bin/env python3
"""Writes Sources/PixelproofText/Shaping/ShapingUnicodeTables.swift from Unicode 15.0's data files.

The shaper needs, per scalar: whether it is a mark (general category Mn, Mc, Me) and whether Mn; its
canonical combining class as HarfBuzz reorders it (HarfBuzz's "modified" classes for Hebrew, Arabic and
Thai, so that marks sort as fonts expect); its canonical decomposition into at most two scalars; which
pairs compose (not the composition exclusions); its Arabic joining type (ArabicShaping.txt, with
unlisted Mn, Me and Cf scalars transparent, as the file's header says); and, for Devanagari and Bengali, its
Indic category and position (IndicSyllabicCategory.txt and IndicPositionalCategory.txt, mapped as the
OpenType Indic specifications and HarfBuzz's Indic shaper classify them). The tables are committed so the
build needs no data files and pixels never depend on the Swift standard library's Unicode version.

Usage: scripts/generate/make-shaping-unicode-tables.py [/usr/share/unicode]   (Debian's unicode-data package)
"""
import os
import sys

UCD = sys.argv[1] if len(sys.argv) > 1 else "/usr/share/unicode"
OUT = os.path.join(os.path.dirname(__file__), "..", "..", "Sources", "PixelproofText", "Shaping",
                   "ShapingUnicodeTables.swift")

# HarfBuzz 6.0's modified combining classes (hb-unicode.hh): Hebrew points sort in the order fonts
# stack them, Arabic shadda before the vowels, Thai SARA U/UU before the tone marks.
MODIFIED_CCC = {
    10: 22, 11: 15, 12: 16, 13: 17, 14: 23, 15: 18, 16: 19, 17: 20, 18: 21, 19: 14, 20: 24, 21: 12,
    22: 25, 23: 13, 24: 10, 25: 11, 26: 26, 27: 28, 28: 29, 29: 30, 30: 31, 31: 32, 32: 33, 33: 27,
    34: 34, 35: 35, 36: 36, 84: 4, 91: 5, 103: 3, 107: 107, 118: 118, 122: 122, 129: 129, 130: 132,
    132: 131,
}
# Joining types as the shaper's state machine numbers them (HarfBuzz's order).
JOINING = {"U": 0, "L": 1, "R": 2, "D": 3, "C": 3, "T": 7}


def read_unicode_data():
    rows = {}
    with open(os.path.join(UCD, "UnicodeData.txt")) as f:
        lines = [line.split(";") for line in f]
    i = 0
    while i < len(lines):
        fields = lines[i]
        code = int(fields[0], 16)
        if fields[1].endswith("First>"):
            last = int(lines[i + 1][0], 16)
            for c in range(code, last + 1):
                rows[c] = (fields[2], int(fields[3]), "")
            i += 2
            continue
        rows[code] = (fields[2], int(fields[3]), fields[5])
        i += 1
    return rows


def read_exclusions():
    excluded = set()
    with open(os.path.join(UCD, "DerivedNormalizationProps.txt")) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            if fields[1] != "Full_Composition_Exclusion":
                continue
            if ".." in fields[0]:
                a, b = fields[0].split("..")
                excluded.update(range(int(a, 16), int(b, 16) + 1))
            else:
                excluded.add(int(fields[0], 16))
    return excluded


def read_joining(rows):
    types = {}
    with open(os.path.join(UCD, "ArabicShaping.txt")) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            types[int(fields[0], 16)] = JOINING[fields[2]]
    # Unlisted: T for Mn, Me and Cf, U for the rest (the file's own rule, and HarfBuzz's).
    for code, (category, _, _) in rows.items():
        if code not in types and category in ("Mn", "Me", "Cf"):
            types[code] = JOINING["T"]
    return types


# Indic categories, numbered as the shaper's syllable matcher names them (IndicCategory in Swift).
INDIC_CATEGORY = {"X": 0, "C": 1, "V": 2, "N": 3, "H": 4, "ZWNJ": 5, "ZWJ": 6, "M": 7, "SM": 8, "A": 9,
                  "PLACEHOLDER": 10, "DOTTEDCIRCLE": 11, "RS": 12, "Repha": 14, "Ra": 15, "CM": 16,
                  "Symbol": 17, "CS": 18}
# IndicSyllabicCategory values to categories (the OpenType Indic specifications' classes).
SYLLABIC_TO_CATEGORY = {
    "Avagraha": "Symbol", "Bindu": "SM", "Brahmi_Joining_Number": "PLACEHOLDER", "Cantillation_Mark": "A",
    "Consonant": "C", "Consonant_Dead": "C", "Consonant_Final": "CM", "Consonant_Head_Letter": "C",
    "Consonant_Initial_Postfixed": "C", "Consonant_Killer": "M", "Consonant_Medial": "CM",
    "Consonant_Placeholder": "PLACEHOLDER", "Consonant_Preceding_Repha": "Repha", "Consonant_Prefixed": "X",
    "Consonant_Subjoined": "CM", "Consonant_Succeeding_Repha": "CM", "Consonant_With_Stacker": "CS",
    "Gemination_Mark": "SM", "Invisible_Stacker": "H", "Joiner": "ZWJ", "Modifying_Letter": "X",
    "Non_Joiner": "ZWNJ", "Nukta": "N", "Number": "PLACEHOLDER", "Number_Joiner": "PLACEHOLDER",
    "Pure_Killer": "M", "Register_Shifter": "RS", "Syllable_Modifier": "SM", "Tone_Letter": "X",
    "Tone_Mark": "N", "Virama": "H", "Visarga": "SM", "Vowel": "V", "Vowel_Dependent": "M",
    "Vowel_Independent": "V", "Other": "X",
}
# Characters classified otherwise than by the file: the letters that form reph, the dotted circle,
# BENGALI LETTER VEDIC ANUSVARA (a Bindu in the file, a letter that takes marks in HarfBuzz 6.0), and
# dashes and bullets that stand in for a consonant (as HarfBuzz's table overrides them).
INDIC_CATEGORY_OVERRIDES = {0x0930: "Ra", 0x09B0: "Ra", 0x09F0: "Ra", 0x25CC: "DOTTEDCIRCLE",
                            0x09FC: "PLACEHOLDER",
                            0x0953: "SM", 0x0954: "SM", 0x2015: "PLACEHOLDER", 0x2022: "PLACEHOLDER",
                            0x25FB: "PLACEHOLDER", 0x25FC: "PLACEHOLDER", 0x25FD: "PLACEHOLDER",
                            0x25FE: "PLACEHOLDER"}
# Positions (IndicPosition in Swift), in the order a syllable is sorted.
INDIC_POSITION = {"START": 0, "RA_TO_BECOME_REPH": 1, "PRE_M": 2, "PRE_C": 3, "BASE_C": 4,
                  "AFTER_MAIN": 5, "ABOVE_C": 6, "BEFORE_SUB": 7, "BELOW_C": 8, "AFTER_SUB": 9,
                  "BEFORE_POST": 10, "POST_C": 11, "AFTER_POST": 12, "SMVD": 13, "END": 14}
# IndicPositionalCategory values; a split matra takes the position of its last part.
POSITIONAL_TO_POSITION = {
    "Left": "PRE_C", "Top": "ABOVE_C", "Bottom": "BELOW_C", "Right": "POST_C", "Bottom_And_Right": "POST_C",
    "Left_And_Right": "POST_C", "Top_And_Bottom": "BELOW_C", "Top_And_Bottom_And_Left": "BELOW_C",
    "Top_And_Bottom_And_Right": "POST_C", "Top_And_Left": "ABOVE_C", "Top_And_Left_And_Right": "POST_C",
    "Top_And_Right": "POST_C", "Overstruck": "AFTER_MAIN", "Visual_Order_Left": "PRE_M",
}
INDIC_BLOCKS = [(0x0900, 0x097F, "Devanagari"), (0x0980, 0x09FF, "Bengali")]


def read_property_file(name):
    values = {}
    with open(os.path.join(UCD, name)) as f:
        for line in f:
            line = line.split("#")[0].strip()
            if not line:
                continue
            fields = [x.strip() for x in line.split(";")]
            if ".." in fields[0]:
                a, b = fields[0].split("..")
                codes = range(int(a, 16), int(b, 16) + 1)
            else:
                codes = [int(fields[0], 16)]
            for code in codes:
                values[code] = fields[1]
    return values


def matra_position(position, block):
    """Where a dependent vowel sits in a syllable, by its side of the consonant and its script."""
    if position == "PRE_C":
        return "PRE_M"
    if position == "POST_C":
        return "AFTER_SUB" if block == "Devanagari" else "AFTER_POST"
    return "AFTER_SUB"


def indic_properties():
    """category | position << 8 for the Devanagari and Bengali blocks and the characters all Indic
    scripts share (joiners, placeholders, the dotted circle)."""
    syllabic = read_property_file("IndicSyllabicCategory.txt")
    positional = read_property_file("IndicPositionalCategory.txt")
    codes = set()
    for first, last, _ in INDIC_BLOCKS:
        codes.update(range(first, last + 1))
    codes.update(c for c, v in syllabic.items() if v in ("Consonant_Placeholder", "Joiner", "Non_Joiner")
                 and c < 0x2100 or c == 0x25CC)
    codes.update(INDIC_CATEGORY_OVERRIDES)
    result = {}
    for code in sorted(codes):
        category = INDIC_CATEGORY_OVERRIDES.get(code, SYLLABIC_TO_CATEGORY[syllabic.get(code, "Other")])
        position = POSITIONAL_TO_POSITION.get(positional.get(code, ""), "END")
        block = next((name for first, last, name in INDIC_BLOCKS if first <= code <= last), "")
        if category in ("C", "CS", "Ra", "CM", "V", "PLACEHOLDER", "DOTTEDCIRCLE"):
            position = "BASE_C"
        elif category == "M":
            position = matra_position(position, block)
        elif category in ("SM", "A", "Symbol"):
            position = "SMVD"
        value = INDIC_CATEGORY[category] | INDIC_POSITION[position] << 8
        # X at END is the default for scalars the table leaves out.
        if value != INDIC_POSITION["END"] << 8:
            result[code] = value
    return result


def ranges(values):
    """(first, last, value) runs of equal values over consecutive scalars, value 0 left out."""
    result = []
    for code in sorted(values):
        value = values[code]
        if value == 0:
            continue
        if result and result[-1][1] == code - 1 and result[-1][2] == value:
            result[-1][1] = code
        else:
            result.append([code, code, value])
    return result


def main():
    rows = read_unicode_data()
    excluded = read_exclusions()
    # Mark kind: 1 Mn, 2 Mc or Me.
    marks = {c: (1 if r[0] == "Mn" else 2) for c, r in rows.items() if r[0] in ("Mn", "Mc", "Me")}
    ccc = {c: MODIFIED_CCC.get(r[1], r[1]) for c, r in rows.items() if r[1] != 0}
    decompositions = []
    for code, (_, _, decomposition) in sorted(rows.items()):
        if not decomposition or decomposition.startswith("<"):
            continue
        parts = [int(x, 16) for x in decomposition.split()]
        # The scripts shaped here, and Latin/Greek/Cyrillic symbols; not CJK compatibility ideographs.
        if not (1 <= len(parts) <= 2) or not (code < 0x3000 or 0xFB00 <= code <= 0xFB4F):
            continue
        composes = len(parts) == 2 and code not in excluded
        decompositions.append((code, parts[0], parts[1] if len(parts) == 2 else 0, composes))
    joining = read_joining(rows)
    indic = indic_properties()

    out = []
    out.append("// Generated by scripts/generate/make-shaping-unicode-tables.py from Unicode 15.0's UnicodeData.txt,")
    out.append("// DerivedNormalizationProps.txt, ArabicShaping.txt, IndicSyllabicCategory.txt and")
    out.append("// IndicPositionalCategory.txt. Do not edit.")
    out.append("")
    out.append("/// Unicode properties the shaper reads, as sorted tables searched by binary search.")
    out.append("enum ShapingUnicodeTables {")

    def emit_ranges(name, doc, items):
        out.append(f"  /// {doc}")
        out.append(f"  static let {name}: [UInt32] = [")
        flat = []
        for first, last, value in items:
            flat.append(f"0x{first:X}, 0x{last:X}, {value}")
        for i in range(0, len(flat), 4):
            out.append("    " + ", ".join(flat[i:i + 4]) + ",")
        out.append("  ]")

    emit_ranges("markRanges", "Marks: first, last, kind (1 Mn, 2 Mc or Me), by first scalar.", ranges(marks))
    emit_ranges("combiningClassRanges",
                "Non-zero combining classes, HarfBuzz's modified ones: first, last, class.", ranges(ccc))
    emit_ranges("joiningTypeRanges",
                "Arabic joining types other than U: first, last, type (1 L, 2 R, 3 D or C, 7 T).",
                ranges(joining))
    emit_ranges("indicPropertyRanges",
                "Indic category | position << 8 (Devanagari, Bengali, joiners, placeholders): first, last,"
                " value; others are X at the end.", ranges(indic))
    out.append("  /// Canonical decompositions: scalar, first, second (0 for a singleton), 1 if the pair")
    out.append("  /// composes back (not a composition exclusion), by scalar.")
    out.append("  static let decompositions: [UInt32] = [")
    flat = [f"0x{c:X}, 0x{a:X}, 0x{b:X}, {1 if k else 0}" for c, a, b, k in decompositions]
    for i in range(0, len(flat), 3):
        out.append("    " + ", ".join(flat[i:i + 3]) + ",")
    out.append("  ]")
    out.append("}")
    with open(OUT, "w") as f:
        f.write("\n".join(out) + "\n")
    print(f"wrote {OUT}: {len(marks)} marks, {len(ccc)} classes, {len(decompositions)} decompositions")


if __name__ == "__main__":
    main()
