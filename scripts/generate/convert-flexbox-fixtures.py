#!/usr/bin/env python3
"""Converts Taffy's Chrome-computed flexbox fixtures (XML) into the JSON the flexbox conformance tests read.

Where the data comes from: the test fixtures of Taffy (https://github.com/DioxusLabs/taffy, MIT licence).
Each fixture is a small tree of `div`/`text` nodes whose attributes are CSS properties, together with the
layout Chrome computed for it. A copy of them, one XML file per test (`<name>__border_box_ltr.xml` and
`<name>__border_box_rtl.xml`), lives outside this project in the shared conformance folder (`taffy-flex/`,
with its `LICENSE`). The tests must never read that folder: this script converts it once into files kept
in the project.

Run it from anywhere, with the standard library of Python 3 only:

    scripts/generate/convert-flexbox-fixtures.py /path/to/shared/conformance/taffy-flex

It writes, next to each other (by default in Tests/PixelproofComponentsTests/Resources/FlexboxConformance/):
  - fixtures.json  every fixture, sorted by file name, one fixture per line;
  - LICENSE        a copy of taffy-flex/LICENSE;
  - README.md      where the data came from, the schema, the skip list and statistics on the CSS in use.
and prints the same statistics. The output is deterministic: running it twice gives identical bytes.

Schema of one fixture (keys always in this order):
  {"name": "...", "useRounding": true, "viewport": {"width": "max-content", "height": "max-content"},
   "skip": null | "reason", "root": Node, "expected": Expected}
  Node     = {"tag": "div" | "text", "style": {"css-property": "raw value", ...}, "children": [Node, ...],
              "text": "..." (text nodes only: the character content, surrounding XML whitespace stripped)}
  Expected = {"x": n, "y": n, "width": n, "height": n, "children": [Expected, ...]}

A fixture is marked skipped (never dropped) only if it needs CSS grid (`display: grid`, `grid-*`), scrollbars
(`overflow-x`/`overflow-y: scroll`) or writing modes (`writing-mode`).
"""
import argparse
import collections
import json
import os
import re
import shutil
import sys
import xml.etree.ElementTree as ET

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUTPUT = os.path.join(
    HERE, "..", "..", "Tests", "PixelproofComponentsTests", "Resources", "FlexboxConformance", "fixtures.json"
)

SOURCE = (
    "Taffy test fixtures (https://github.com/DioxusLabs/taffy, DioxusLabs), layouts computed by Chrome; "
    "converted from the taffy-flex XML by scripts/generate/convert-flexbox-fixtures.py"
)
LICENSE_NAME = "MIT; see LICENSE next to this file (a copy of the Taffy licence)"

XML_WHITESPACE = " \t\r\n"

# Skip reasons, in the order they are checked and joined.
REASON_GRID = "needs CSS grid"
REASON_SCROLLBARS = "needs scrollbars"
REASON_WRITING_MODE = "needs writing-mode"
REASONS = [REASON_GRID, REASON_SCROLLBARS, REASON_WRITING_MODE]

ENUM_PROPERTIES = [
    "display", "position", "direction", "box-sizing", "flex-direction", "flex-wrap", "align-items",
    "align-self", "align-content", "justify-content", "overflow-x", "overflow-y", "writing-mode",
]
LENGTH_PROPERTIES = [
    "width", "height", "min-width", "min-height", "max-width", "max-height", "flex-basis",
    "margin-top", "margin-right", "margin-bottom", "margin-left",
    "padding-top", "padding-right", "padding-bottom", "padding-left",
    "border-top", "border-right", "border-bottom", "border-left",
    "top", "right", "bottom", "left", "gap", "row-gap", "column-gap",
]
NUMBER_PROPERTIES = ["flex-grow", "flex-shrink", "aspect-ratio", "flex-line-count", "scrollbar-width"]

NUMBER = r"[+-]?(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d+)?"
RE_PX = re.compile(NUMBER + "px")
RE_PERCENT = re.compile(NUMBER + "%")
RE_NUMBER = re.compile(NUMBER)


def number(text):
    """An expectation value as a JSON number: an int when integral, else the float."""
    value = float(text)
    if value.is_integer():
        return int(value)
    return value


def convert_node(element):
    if element.tag not in ("div", "text"):
        raise ValueError("unexpected input element <%s>" % element.tag)
    node = collections.OrderedDict()
    node["tag"] = element.tag
    node["style"] = collections.OrderedDict(sorted(element.attrib.items()))
    node["children"] = [convert_node(child) for child in element]
    if element.tag == "text":
        if len(element):
            raise ValueError("<text> with child elements")
        node["text"] = (element.text or "").strip(XML_WHITESPACE)
    elif element.text and element.text.strip(XML_WHITESPACE):
        raise ValueError("<div> with character content")
    return node


def convert_expected(element):
    if element.tag != "node":
        raise ValueError("unexpected expectation element <%s>" % element.tag)
    node = collections.OrderedDict()
    for key in ("x", "y", "width", "height"):
        node[key] = number(element.attrib[key])
    node["children"] = [convert_expected(child) for child in element]
    return node


def same_shape(node, expected, path="root"):
    """Returns None if both trees have the same children counts everywhere, else where they differ."""
    if len(node["children"]) != len(expected["children"]):
        return "%s: %d input children, %d expected" % (path, len(node["children"]), len(expected["children"]))
    for index, (child, child_expected) in enumerate(zip(node["children"], expected["children"])):
        mismatch = same_shape(child, child_expected, "%s/%d" % (path, index))
        if mismatch:
            return mismatch
    return None


def walk(node):
    yield node
    for child in node["children"]:
        yield from walk(child)


def skip_reasons(root):
    reasons = set()
    for node in walk(root):
        for key, value in node["style"].items():
            if key.startswith("grid-") or (key == "display" and value in ("grid", "inline-grid")):
                reasons.add(REASON_GRID)
            # `scrollbar-width` only reserves space on a node whose overflow is `scroll` (in Taffy as in Chrome,
            # an `overflow: hidden` box shows no scrollbar). The fixtures put `scrollbar-width="15"` on every
            # node whose overflow is not visible, hidden ones included, so the attribute alone is no reason.
            if key in ("overflow-x", "overflow-y", "overflow") and value == "scroll":
                reasons.add(REASON_SCROLLBARS)
            if key == "writing-mode":
                reasons.add(REASON_WRITING_MODE)
    return [reason for reason in REASONS if reason in reasons]


def extra_expectation_attributes(element):
    extra = set()
    for node in element.iter("node"):
        extra.update(key for key in node.attrib if key not in ("x", "y", "width", "height"))
    return extra


def convert_file(path):
    test = ET.parse(path).getroot()
    if test.tag != "test":
        raise ValueError("root element is <%s>, not <test>" % test.tag)
    viewport = test.find("viewport")
    inputs = list(test.find("input"))
    expectations = list(test.find("expectations"))
    if len(inputs) != 1 or len(expectations) != 1:
        raise ValueError("expected one input root and one expectation root")
    rounding = test.attrib.get("use-rounding", "true")
    if rounding not in ("true", "false"):
        raise ValueError("use-rounding=%r" % rounding)
    fixture = collections.OrderedDict()
    fixture["name"] = test.attrib["name"]
    fixture["useRounding"] = rounding == "true"
    fixture["viewport"] = collections.OrderedDict(
        [("width", viewport.attrib["width"]), ("height", viewport.attrib["height"])]
    )
    fixture["skip"] = None
    fixture["root"] = convert_node(inputs[0])
    fixture["expected"] = convert_expected(expectations[0])
    reasons = skip_reasons(fixture["root"])
    if reasons:
        fixture["skip"] = "; ".join(reasons)
    return fixture, extra_expectation_attributes(expectations[0])


def value_format(prop, value):
    if RE_PX.fullmatch(value):
        return "<number>px"
    if RE_PERCENT.fullmatch(value):
        return "<number>%"
    if RE_NUMBER.fullmatch(value):
        return "<number>"
    return value


class Statistics:
    def __init__(self, fixtures, shape_mismatches, extra_attributes):
        self.fixtures = fixtures
        self.shape_mismatches = shape_mismatches
        self.extra_attributes = extra_attributes  # attribute -> fixture names
        self.skipped = [f for f in fixtures if f["skip"]]
        self.by_skip = collections.OrderedDict()
        for fixture in self.skipped:
            self.by_skip.setdefault(fixture["skip"], []).append(fixture["name"])
        self.per_reason = collections.OrderedDict(
            (reason, sum(1 for f in self.skipped if reason in f["skip"].split("; "))) for reason in REASONS
        )
        self.with_text = sum(1 for f in fixtures if any(n["tag"] == "text" for n in walk(f["root"])))
        self.text_nodes = sum(1 for f in fixtures for n in walk(f["root"]) if n["tag"] == "text")
        self.empty_texts = sum(
            1 for f in fixtures for n in walk(f["root"]) if n["tag"] == "text" and not n["text"])
        self.no_rounding = sum(1 for f in fixtures if not f["useRounding"])
        self.viewports = collections.Counter(
            "%s x %s" % (f["viewport"]["width"], f["viewport"]["height"]) for f in fixtures
        )
        self.hidden_kept = sum(1 for f in fixtures if not f["skip"] and any(
            n["style"].get(k) == "hidden" for n in walk(f["root"]) for k in ("overflow-x", "overflow-y")))
        self.nodes = sum(1 for f in fixtures for _ in walk(f["root"]))
        # property -> [fixtures, nodes]; (property, value or format) -> [fixtures, nodes]
        self.properties = collections.defaultdict(lambda: [0, 0])
        self.values = collections.defaultdict(lambda: [0, 0])
        self.formats = collections.defaultdict(lambda: [0, 0])
        self.negative = collections.defaultdict(int)
        self.fractional = collections.defaultdict(int)
        for fixture in fixtures:
            seen_properties, seen_values, seen_formats = set(), set(), set()
            for node in walk(fixture["root"]):
                for prop, value in node["style"].items():
                    self.properties[prop][1] += 1
                    seen_properties.add(prop)
                    if prop in ENUM_PROPERTIES:
                        self.values[(prop, value)][1] += 1
                        seen_values.add((prop, value))
                    else:
                        fmt = value_format(prop, value)
                        self.formats[(prop, fmt)][1] += 1
                        seen_formats.add((prop, fmt))
                        if fmt.startswith("<number>"):
                            if value.startswith("-"):
                                self.negative[prop] += 1
                            if "." in value:
                                self.fractional[prop] += 1
            for prop in seen_properties:
                self.properties[prop][0] += 1
            for key in seen_values:
                self.values[key][0] += 1
            for key in seen_formats:
                self.formats[key][0] += 1

    def family(self, prop):
        if prop in ENUM_PROPERTIES:
            return "enum"
        if prop in LENGTH_PROPERTIES:
            return "length"
        if prop in NUMBER_PROPERTIES:
            return "number"
        if prop.startswith("grid-"):
            return "grid"
        return "other"

    def summary_lines(self):
        lines = [
            "Fixtures: %d (%d to run, %d skipped)" % (
                len(self.fixtures), len(self.fixtures) - len(self.skipped), len(self.skipped)),
            "Input nodes: %d" % self.nodes,
            "Fixtures with <text> nodes: %d (%d text nodes, %d of them empty)" % (
                self.with_text, self.text_nodes, self.empty_texts),
            "Fixtures with use-rounding=\"false\": %d" % self.no_rounding,
            "Fixtures with overflow hidden (and no scroll), kept: %d" % self.hidden_kept,
            "Viewports: " + ", ".join("%s (%d)" % (v, n) for v, n in sorted(self.viewports.items())),
            "Expected trees whose shape differs from the input tree: %d" % len(self.shape_mismatches),
        ]
        for name, mismatch in self.shape_mismatches:
            lines.append("  %s: %s" % (name, mismatch))
        lines.append("Skipped per reason (a fixture may have several):")
        for reason, count in self.per_reason.items():
            lines.append("  %s: %d" % (reason, count))
        lines.append("Skipped per skip string:")
        for reason, names in self.by_skip.items():
            lines.append("  %s: %d" % (reason, len(names)))
        for attribute, names in sorted(self.extra_attributes.items()):
            lines.append("Expectation attribute %r (not converted) in %d fixtures" % (attribute, len(names)))
        return lines

    def print_report(self):
        for line in self.summary_lines():
            print(line)
        print()
        print("%-24s %-7s %9s %6s" % ("property", "family", "fixtures", "nodes"))
        for prop in sorted(self.properties):
            fixtures, nodes = self.properties[prop]
            print("%-24s %-7s %9d %6d" % (prop, self.family(prop), fixtures, nodes))
        print()
        print("Enum values (fixtures / nodes):")
        for prop in sorted({p for p, _ in self.values}):
            values = sorted((v, c) for (p, v), c in self.values.items() if p == prop)
            print("  %s: %s" % (prop, ", ".join("%s (%d/%d)" % (v, c[0], c[1]) for v, c in values)))
        print()
        print("Value formats of the other properties (fixtures / nodes):")
        for prop in sorted({p for p, _ in self.formats}):
            formats = sorted((f, c) for (p, f), c in self.formats.items() if p == prop)
            notes = []
            if self.negative[prop]:
                notes.append("%d negative" % self.negative[prop])
            if self.fractional[prop]:
                notes.append("%d fractional" % self.fractional[prop])
            print("  %s: %s%s" % (
                prop, ", ".join("%s (%d/%d)" % (f, c[0], c[1]) for f, c in formats),
                " [%s]" % ", ".join(notes) if notes else ""))

    def readme(self):
        out = []
        w = out.append
        w("# Flexbox conformance fixtures")
        w("")
        w("Generated by `scripts/generate/convert-flexbox-fixtures.py`; do not edit by hand, run the script again.")
        w("")
        w("## Where the data comes from")
        w("")
        w("These are the test fixtures of [Taffy](https://github.com/DioxusLabs/taffy) (DioxusLabs), a Rust "
          "layout library. Each fixture is a small tree of `div` (and `text`) nodes with CSS properties, and "
          "the layout Chrome computed for it (x and y relative to the parent, width and height, in CSS px). "
          "The data is under the MIT licence: see `LICENSE` in this folder (a copy of the original).")
        w("")
        w("The copy converted here is the `taffy-flex` folder of the shared conformance data: one XML file per "
          "test, each test in a left-to-right (`__border_box_ltr`) and a right-to-left (`__border_box_rtl`) "
          "variant. That folder is not part of this project and the tests never read it. To regenerate:")
        w("")
        w("```")
        w("scripts/generate/convert-flexbox-fixtures.py /path/to/shared/conformance/taffy-flex")
        w("```")
        w("")
        w("The script uses the Python 3 standard library only, writes `fixtures.json`, `LICENSE` and this "
          "`README.md`, and gives identical bytes when run twice on the same input.")
        w("")
        w("## How it was converted")
        w("")
        w("- Fixtures are sorted by file name; `fixtures.json` holds one fixture per line, ASCII only "
          "(zero-width spaces appear as `\\u200b`).")
        w("- Every XML attribute of an input `div`/`text` becomes a `style` entry with its raw string value, "
          "keys sorted, nothing dropped or normalised (so `direction`, `display`, `box-sizing`, "
          "`flex-line-count`… are all there). Only properties with a non-default value appear: a missing "
          "property has its initial value.")
        w("- The text of a `text` node is its character content with the surrounding XML whitespace "
          "(space, tab, CR, LF) stripped; zero-width spaces are kept.")
        w("- Expected numbers are JSON numbers, integers when integral.")
        w("- Every expected tree has been checked to have exactly the shape of its input tree (same number of "
          "children at every level); mismatches found: %d." % len(self.shape_mismatches))
        if self.extra_attributes:
            w("- Some expectation nodes carry more than x/y/width/height; those are not converted: " + "; ".join(
                "`%s` (%d fixtures)" % (a, len(n)) for a, n in sorted(self.extra_attributes.items())) + ".")
        w("- Skipped fixtures are kept in the file, with a `skip` reason; see below.")
        w("")
        w("## Schema")
        w("")
        w("```")
        w("{\"source\": \"...\", \"license\": \"...\", \"fixtures\": [Fixture, ...]}")
        w("")
        w("Fixture  = {\"name\": \"align_items_center__border_box_ltr\", \"useRounding\": true,")
        w("            \"viewport\": {\"width\": \"max-content\", \"height\": \"max-content\"},  // raw strings")
        w("            \"skip\": null or \"reason\", \"root\": Node, \"expected\": Expected}")
        w("Node     = {\"tag\": \"div\" | \"text\", \"style\": {\"css-property\": \"raw value\", ...},")
        w("            \"children\": [Node, ...], \"text\": \"...\"}  // text: text nodes only")
        w("Expected = {\"x\": number, \"y\": number, \"width\": number, \"height\": number,")
        w("            \"children\": [Expected, ...]}  // same shape as the Node tree")
        w("```")
        w("")
        w("Notes for a test harness:")
        w("")
        w("- `useRounding: true` means the expected values are whole pixels: Taffy rounds its layout to the "
          "pixel grid the way Chrome does. `false` fixtures have exact fractional values.")
        w("- The viewport is the available space given to the root (`max-content` or a length).")
        w("- Taffy's fixture stylesheet (`scripts/gentest/test_base_style.css` in the Taffy repository) gives "
          "every div `display: flex`, `box-sizing: border-box`, `position: relative`, and zero margin, "
          "padding and border; the root is positioned absolutely in the page. So a node without `display` is "
          "a flex container, not a block.")
        w("- `text` nodes were measured with the Ahem font, where every glyph is a 10 x 10 square: width 10 "
          "per character, height 10 per line, lines may break only at zero-width spaces (U+200B). Most texts "
          "are runs of `H` or `X`; two fixtures (ltr and rtl) use the words `one`, `two`, `three`, `four`; "
          "%d text nodes are empty (`\"text\": \"\"`)." % self.empty_texts)
        w("")
        w("## Summary")
        w("")
        w("| | count |")
        w("|---|---|")
        w("| fixtures | %d |" % len(self.fixtures))
        w("| to run | %d |" % (len(self.fixtures) - len(self.skipped)))
        w("| skipped | %d |" % len(self.skipped))
        for reason, count in self.per_reason.items():
            w("| skipped, %s (a fixture may have several reasons) | %d |" % (reason, count))
        w("| with `text` nodes | %d (%d text nodes) |" % (self.with_text, self.text_nodes))
        w("| with `use-rounding=\"false\"` | %d |" % self.no_rounding)
        w("| input nodes | %d |" % self.nodes)
        for viewport, count in sorted(self.viewports.items()):
            w("| viewport `%s` | %d |" % (viewport, count))
        w("")
        w("## Skipped fixtures")
        w("")
        w("A fixture is skipped only if it needs CSS grid (`display: grid` or a `grid-*` property anywhere), "
          "scrollbars (`overflow-x` or `overflow-y: scroll`, which reserves `scrollbar-width` for the scrollbar) "
          "or writing modes "
          "(`writing-mode`). Nothing else is skipped: `display: block`, `flex-wrap: balance` and text are "
          "kept.")
        w("")
        w("`overflow: hidden` is not a reason: it shows no scrollbar, and in flexbox it only changes the "
          "automatic minimum size of flex items. The fixtures write `scrollbar-width=\"15\"` on every node "
          "whose overflow is not visible, hidden ones included; on a hidden node it has no effect (Taffy, "
          "like Chrome, reserves scrollbar space only for `overflow: scroll`), so it is no reason either. "
          "%d fixtures with `overflow: hidden` and no `scroll` are kept." % self.hidden_kept)
        w("")
        for reason, names in self.by_skip.items():
            w("### %s (%d)" % (reason, len(names)))
            w("")
            for name in names:
                w("- `%s`" % name)
            w("")
        w("## CSS properties in use")
        w("")
        w("Counts are fixtures (files using the property at least once) / nodes, over all %d fixtures, "
          "skipped ones included." % len(self.fixtures))
        w("")
        w("| property | kind | fixtures | nodes |")
        w("|---|---|---|---|")
        for prop in sorted(self.properties):
            fixtures, nodes = self.properties[prop]
            w("| `%s` | %s | %d | %d |" % (prop, self.family(prop), fixtures, nodes))
        w("")
        w("### Values of the keyword properties")
        w("")
        w("| property | value | fixtures | nodes |")
        w("|---|---|---|---|")
        for (prop, value), (fixtures, nodes) in sorted(self.values.items()):
            w("| `%s` | `%s` | %d | %d |" % (prop, value, fixtures, nodes))
        w("")
        w("### Value formats of the other properties")
        w("")
        w("`<number>` is a plain decimal number (optionally signed or fractional); `<number>px` and "
          "`<number>%` are lengths and percentages; anything else is listed verbatim.")
        w("")
        w("| property | format | fixtures | nodes |")
        w("|---|---|---|---|")
        for (prop, fmt), (fixtures, nodes) in sorted(self.formats.items()):
            w("| `%s` | `%s` | %d | %d |" % (prop, fmt, fixtures, nodes))
        w("")
        notes = []
        for prop in sorted(set(self.negative) | set(self.fractional)):
            parts = []
            if self.negative[prop]:
                parts.append("%d negative" % self.negative[prop])
            if self.fractional[prop]:
                parts.append("%d fractional" % self.fractional[prop])
            notes.append("`%s` (%s)" % (prop, ", ".join(parts)))
        if notes:
            w("Numeric values that are negative or fractional (node counts): " + ", ".join(notes) + ".")
            w("")
        keywords = collections.OrderedDict()
        for (prop, fmt) in sorted(self.formats):
            if not fmt.startswith("<number>") and self.family(prop) == "length":
                keywords.setdefault(fmt, []).append(prop)
        if keywords:
            w("Non-numeric values of the length properties: " + "; ".join(
                "`%s` (%s)" % (k, ", ".join("`%s`" % p for p in props)) for k, props in keywords.items()) + ".")
            w("")
        return "\n".join(out)


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("source", help="the taffy-flex folder of XML fixtures")
    parser.add_argument("--output", default=DEFAULT_OUTPUT,
                        help="where to write fixtures.json (LICENSE and README.md go next to it)")
    args = parser.parse_args()

    names = sorted(n for n in os.listdir(args.source) if n.endswith(".xml"))
    if not names:
        sys.exit("no .xml files in %s" % args.source)
    fixtures, mismatches = [], []
    extra = collections.defaultdict(list)
    for name in names:
        try:
            fixture, extra_attributes = convert_file(os.path.join(args.source, name))
        except (ET.ParseError, ValueError, KeyError) as error:
            sys.exit("%s: %s" % (name, error))
        if fixture["name"] + ".xml" != name:
            print("warning: %s holds test %r" % (name, fixture["name"]), file=sys.stderr)
        mismatch = same_shape(fixture["root"], fixture["expected"])
        if mismatch:
            mismatches.append((fixture["name"], mismatch))
        for attribute in extra_attributes:
            extra[attribute].append(fixture["name"])
        fixtures.append(fixture)

    output = os.path.abspath(args.output)
    folder = os.path.dirname(output)
    os.makedirs(folder, exist_ok=True)
    lines = [json.dumps(f, ensure_ascii=True, separators=(",", ":")) for f in fixtures]
    text = '{"source":%s,"license":%s,"fixtures":[\n%s\n]}\n' % (
        json.dumps(SOURCE, ensure_ascii=True), json.dumps(LICENSE_NAME, ensure_ascii=True), ",\n".join(lines))
    with open(output, "w", encoding="ascii", newline="\n") as handle:
        handle.write(text)
    shutil.copyfile(os.path.join(args.source, "LICENSE"), os.path.join(folder, "LICENSE"))

    statistics = Statistics(fixtures, mismatches, extra)
    with open(os.path.join(folder, "README.md"), "w", encoding="utf-8", newline="\n") as handle:
        handle.write(statistics.readme())
    statistics.print_report()
    print()
    print("Wrote %s (%d bytes), LICENSE and README.md" % (os.path.relpath(output), len(text)))
    if mismatches:
        sys.exit(1)


if __name__ == "__main__":
    main()
