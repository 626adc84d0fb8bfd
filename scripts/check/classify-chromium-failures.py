#!/usr/bin/env python3
"""Writes Tests/PixelproofComponentsTests/Resources/ChromiumFlexbox/known-failures.txt from the failures
ChromiumFlexboxConformanceTests prints, grouped by a likely cause.

usage: PIXELPROOF_CHROMIUM_FAILURES=1 swift test --skip-build --filter ChromiumFlexboxConformance \\
         | scripts/check/classify-chromium-failures.py

The cause of a case is triage, not diagnosis: it is read from the first frame that differs, the node
it belongs to and that node's parent, by the first rule below that matches. Fixing a family moves its
cases; run this again and check the counts.
"""
import json
import os
import re
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
FOLDER = os.path.join(HERE, "..", "..", "Tests", "PixelproofComponentsTests", "Resources", "ChromiumFlexbox")
KEYWORDS = ("min-content", "max-content", "fit-content", "content")


def style(node):
    return dict(declaration.split(":", 1) for declaration in node[0].split(";") if declaration)


def nodes(node, parent=None):
    """The nodes depth first, each with its parent, in the order of the corpus's frames."""
    yield node, parent
    for child in node[1] if len(node) > 1 else []:
        yield from nodes(child, node)


def cause(case, frame):
    flat = list(nodes(case["root"]))
    node, parent = flat[frame]
    own = style(node)
    up = style(parent) if parent else {}
    around = [own, up]
    if own.get("position") == "absolute":
        return "an absolutely positioned child: its size or insets"
    if any("aspect-ratio" in s for s in around):
        return "an aspect ratio on the item or its container: sizes carried through the ratio"
    if "baseline" in (own.get("align-self", ""), up.get("align-items", "")):
        return "baseline alignment: the baseline Chromium synthesizes for an empty or nested box"
    if any(s.get("flex-wrap", "nowrap") != "nowrap" for s in around):
        return "a multi-line container: line breaking, its intrinsic sizes or align-content"
    if any(v in KEYWORDS for s in around for k, v in s.items() if k in ("flex-basis", "width", "height")):
        return "a sizing keyword (min-content, max-content, fit-content, content) as a size or basis"
    if any(v.endswith("%") for s in around for v in s.values()):
        return "a percentage resolved against a size CSS treats as indefinite, or as definite"
    if frame == 0 or not parent:
        return "the root's content-based size: the items' intrinsic contributions"
    if any(s.get("overflow-x") == "hidden" or s.get("overflow-y") == "hidden" for s in around):
        return "an item with overflow hidden: its automatic minimum size"
    return "nested intrinsic sizes and flexing: not classified further"


def main():
    corpus = {}
    with open(os.path.join(FOLDER, "corpus.json")) as file:
        for line in file:
            if line.startswith('{"name"'):
                case = json.loads(line.rstrip().rstrip(","))
                corpus[case["name"]] = case
    groups = {}
    for line in sys.stdin:
        match = re.match(r"^(seed\d+_[a-z-]+): frame (\d+) ", line)
        if match:
            name = match.group(1)
            groups.setdefault(cause(corpus[name], int(match.group(2))), []).append(name)
    number = lambda name: int(re.match(r"seed(\d+)", name).group(1))
    with open(os.path.join(FOLDER, "known-failures.txt"), "w") as file:
        for reason, names in sorted(groups.items(), key=lambda item: (-len(item[1]), item[0])):
            file.write("# %s (%d)\n" % (reason, len(names)))
            file.write("".join(name + "\n" for name in sorted(names, key=number)))
    for reason, names in sorted(groups.items(), key=lambda item: -len(item[1])):
        print("%5d  %s" % (len(names), reason))


if __name__ == "__main__":
    main()
