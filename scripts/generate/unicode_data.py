"""Readers of the Unicode Character Database's text files, and the writing of the Swift files made from
them, shared by the scripts that generate the committed Unicode tables (make-unicode-tables.py,
make-script-tables.py, make-line-break-tables.py)."""

import argparse
import os
import re
import sys


def parse_arguments(description, *table):
    """The command line of a generator: `--ucd`, the database's folder (Debian's by default), and
    `--output`, the Swift file written (by default `table`, path parts under the package's Sources)."""
    package = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..")
    parser = argparse.ArgumentParser(description=description.split("\n")[0])
    parser.add_argument("--ucd", default="/usr/share/unicode", help="the Unicode Character Database")
    parser.add_argument("--output", default=os.path.join(package, "Sources", *table))
    return parser.parse_args()


def read_version(path):
    """The version in a UCD file's first line, such as `# DerivedBidiClass-15.0.0.txt`."""
    with open(path, encoding="utf-8") as file:
        first = file.readline()
    match = re.match(r"#\s*\S+-(\d+\.\d+\.\d+)\.txt", first)
    if not match:
        sys.exit(f"{path}: no version in the first line: {first!r}")
    return match.group(1)


def data_lines(path):
    """Each non-comment line's fields, stripped."""
    with open(path, encoding="utf-8") as file:
        for line in file:
            content = line.split("#", 1)[0].strip()
            if content:
                yield [field.strip() for field in content.split(";")]


def code_point_range(text):
    """The first and last code point of `0041` or `0041..005A`."""
    if ".." in text:
        first, last = text.split("..")
        return int(first, 16), int(last, 16)
    return int(text, 16), int(text, 16)


def swift_string_lines(text, width=100):
    """`text` cut into lines of `width` characters, each indented for a Swift multi-line string."""
    return ["    " + text[i:i + width] for i in range(0, len(text), width)]


def write_swift(path, lines):
    """Writes `lines` to the Swift file at `path`, each checked to fit the package's 110 columns."""
    for line in lines:
        assert len(line) <= 110, line
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write("\n".join(lines))
