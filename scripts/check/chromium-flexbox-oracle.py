#!/usr/bin/env python3
"""Generates random flexbox trees from seeds, lays them out in headless Chromium and writes them with
Chromium's frames as a fixture file, in the schema of the Taffy fixtures
(Tests/PixelproofComponentsTests/Resources/FlexboxConformance/README.md), one case per line.

usage: chromium-flexbox-oracle.py [--first N] [--count N] [--chromium PATH] [--output FILE]

Case n is generated from seed n alone (random.Random(n)), so one case can be regenerated, or the
corpus extended, without changing the others. The frames are getBoundingClientRect's fractional CSS
px, each relative to its parent's border box, as Chromium computed them before any pixel snapping.
Uses the standard library only; the DevTools connection is report-browser.py's.
"""
import argparse
import importlib.util
import json
import os
import random
import shutil
import sys

HERE = os.path.dirname(os.path.abspath(__file__))
DEFAULT_OUTPUT = os.path.normpath(os.path.join(
    HERE, "..", "..", "Tests", "PixelproofComponentsTests", "Resources", "ChromiumFlexbox", "corpus.json"))
CASES_PER_PAGE = 250
# The available width a `max-content` viewport stands for: wider than any generated tree.
UNBOUNDED_WIDTH = 100000

# What each case stresses; a case's seed picks one, weighted.
MODES = [
    ("uniform", 30),
    ("overflow", 12),          # items larger than a fixed container, reversed and distributed
    ("indefinite", 12),        # auto-sized containers with percentage children
    ("min-max", 12),           # min and max sizes against content-based container sizes
    ("column-wrap", 10),       # auto-height and max-height columns that wrap
    ("intrinsic", 12),         # nested auto containers, bases that differ from widths
    ("absolute", 6),           # absolutely positioned children with insets
    ("aspect-ratio", 6),
]

JUSTIFY = ["flex-start", "flex-end", "center", "space-between", "space-around", "space-evenly",
           "start", "end"]
ALIGN_ITEMS = ["flex-start", "flex-end", "center", "stretch", "start", "end", "self-start", "self-end",
               "baseline"]
ALIGN_CONTENT = ["flex-start", "flex-end", "center", "stretch", "space-between", "space-around",
                 "space-evenly", "start", "end"]
DIRECTIONS = ["row", "row-reverse", "column", "column-reverse"]


def number(value):
    """A CSS number as short as it goes: 12, 12.5, 33.25."""
    text = ("%.4f" % value).rstrip("0").rstrip(".")
    return "0" if text == "-0" else text


class Generator:
    def __init__(self, seed):
        self.random = random.Random(seed)
        weights = [weight for _, weight in MODES]
        self.mode = self.random.choices([name for name, _ in MODES], weights)[0]
        self.nodes = 0

    def chance(self, probability):
        return self.random.random() < probability

    def px(self, low, high, fractional=0.25):
        value = self.random.randint(low, high)
        if self.chance(fractional):
            value += self.random.choice([0.5, 0.25, 0.75, 1 / 3, 2 / 3, 0.1])
        return number(value) + "px"

    def percent(self, low=5, high=100):
        value = self.random.randint(low, high)
        if self.chance(0.2):
            value += self.random.choice([0.5, 1 / 3])
        return number(value) + "%"

    def size(self, probability_auto, low=0, high=160, percent=0.25):
        if self.chance(probability_auto):
            return None
        if self.chance(percent):
            return self.percent()
        if self.chance(0.04):
            return self.random.choice(["min-content", "max-content", "fit-content"])
        return self.px(low, high)

    def edges(self, style, prefix, probability, low, high, allow_auto=False, allow_percent=False,
              allow_negative=False):
        for side in ["top", "right", "bottom", "left"]:
            if not self.chance(probability):
                continue
            if allow_auto and self.chance(0.25):
                style[prefix + side] = "auto"
            elif allow_percent and self.chance(0.15):
                style[prefix + side] = self.percent(1, 20)
            elif allow_negative and self.chance(0.1):
                style[prefix + side] = "-" + self.px(1, 20)
            else:
                style[prefix + side] = self.px(low, high, fractional=0.15)

    def container_style(self, style, depth):
        mode = self.mode
        if self.chance(0.5 if mode in ("overflow", "column-wrap") else 0.35):
            weights = [1, 1, 1, 1] if mode == "overflow" else [3, 1, 3, 1]
            style["flex-direction"] = self.random.choices(DIRECTIONS, weights)[0]
        if mode == "column-wrap" and depth <= 1 and self.chance(0.7):
            style["flex-direction"] = self.random.choice(["column", "column", "column-reverse"])
        wrap_chance = {"column-wrap": 0.8, "uniform": 0.35}.get(mode, 0.3)
        if self.chance(wrap_chance):
            style["flex-wrap"] = self.random.choice(["wrap", "wrap", "wrap-reverse"])
        if self.chance(0.75 if mode == "overflow" else 0.45):
            weights = [1, 1, 1, 1, 3, 3, 1, 1] if mode == "overflow" else None
            style["justify-content"] = self.random.choices(JUSTIFY, weights)[0]
        if self.chance(0.45):
            style["align-items"] = self.random.choice(ALIGN_ITEMS if self.chance(0.9) else ["normal"])
        if "flex-wrap" in style and self.chance(0.6):
            style["align-content"] = self.random.choice(ALIGN_CONTENT)
        if self.chance(0.3):
            style["row-gap"] = self.percent(1, 20) if self.chance(0.2) else self.px(0, 20)
        if self.chance(0.3):
            style["column-gap"] = self.percent(1, 20) if self.chance(0.2) else self.px(0, 20)
        # A percentage of the root's containing block would be one the test does not have.
        self.edges(style, "padding-", 0.25, 0, 20, allow_percent=depth > 0)
        for side in ["top", "right", "bottom", "left"]:
            if self.chance(0.12):
                # Whole pixels: Chromium floors border widths to the device pixel.
                style["border-" + side] = "%dpx" % self.random.randint(1, 8)

    def item_style(self, style, parent):
        mode = self.mode
        if self.chance(0.3 if mode in ("intrinsic", "overflow") else 0.2):
            style["flex-grow"] = self.random.choice(["1", "1", "2", "0.5", "3"])
        if self.chance(0.4 if mode == "overflow" else 0.2):
            style["flex-shrink"] = self.random.choice(["0", "0", "2", "0.5", "3"])
        if self.chance(0.45 if mode == "intrinsic" else 0.2):
            style["flex-basis"] = self.random.choice(
                ["0px", self.px(0, 120), self.px(0, 120), self.percent(), "content", "max-content",
                 "min-content"])
        if self.chance(0.2):
            style["align-self"] = self.random.choice(ALIGN_ITEMS + ["auto"])
        self.edges(style, "margin-", 0.2, 0, 20, allow_auto=True, allow_percent=True, allow_negative=True)

    def node(self, depth, parent):
        """A div: a flex container (maybe empty) with its own and its item properties."""
        self.nodes += 1
        mode = self.mode
        style = {}
        is_root = parent is None
        if is_root:
            if self.chance(0.08):
                style["direction"] = "rtl"
            auto = {"overflow": 0.1, "indefinite": 0.85, "intrinsic": 0.8, "column-wrap": 0.6}.get(mode, 0.45)
            for axis in ["width", "height"]:
                # The root's containing block is not the test's parent, so the root has no percentages.
                value = self.size(auto, 40, 300, percent=0)
                if value is not None:
                    style[axis] = value
            if mode == "column-wrap" and "height" not in style and self.chance(0.7):
                style["max-height"] = self.px(40, 200)
            if mode == "min-max":
                for name in ["min-width", "max-width", "min-height", "max-height"]:
                    if self.chance(0.3):
                        style[name] = self.px(20, 250)
        else:
            self.item_style(style, parent)
            auto = {"indefinite": 0.5, "intrinsic": 0.6, "overflow": 0.25}.get(mode, 0.45)
            percent = 0.6 if mode == "indefinite" else 0.2
            for axis in ["width", "height"]:
                value = self.size(auto, 0, 140, percent)
                if value is not None:
                    style[axis] = value
            minmax = 0.35 if mode == "min-max" else 0.08
            for name in ["min-width", "max-width", "min-height", "max-height"]:
                if self.chance(minmax):
                    style[name] = self.percent() if self.chance(percent) else self.px(0, 150)
            if self.chance(0.6 if mode == "absolute" else 0.03):
                style["position"] = "absolute"
                for side in ["top", "right", "bottom", "left"]:
                    if self.chance(0.4):
                        style[side] = self.percent(0, 50) if self.chance(0.3) else self.px(-10, 40)
            if self.chance(0.04):
                style["display"] = "none"
            if self.chance(0.05):
                style["overflow-x"] = "hidden"
            if self.chance(0.05):
                style["overflow-y"] = "hidden"
        if self.chance(0.5 if mode == "aspect-ratio" else 0.03):
            style["aspect-ratio"] = self.random.choice(["1", "2", "0.5", "1.5", "3", "0.75"])
        if self.chance(0.1):
            style["box-sizing"] = "content-box"
        children = []
        if depth < 3:
            limit = {"intrinsic": 4, "overflow": 5}.get(mode, 4)
            count = self.random.randint(1 if is_root else 0, limit)
            if depth >= 1 and self.chance(0.5):
                count = 0
            for _ in range(count):
                if self.nodes >= 12:
                    break
                children.append(self.node(depth + 1, style))
        if children:
            self.container_style(style, depth)
        if not children and not is_root and "width" not in style and "height" not in style:
            # A leaf with nothing in it would be 0 x 0; give it a size most of the time, as content would.
            if self.chance(0.85):
                style["width"] = self.px(0, 80)
                style["height"] = self.px(0, 80)
        return {"style": dict(sorted(style.items())), "children": children}

    def case(self, seed):
        root = self.node(0, None)
        return {"name": "seed%d_%s" % (seed, self.mode), "root": root}


def compact(node):
    """A node as the corpus holds it: its CSS declarations, and its children if it has any."""
    declarations = ";".join("%s:%s" % item for item in node["style"].items())
    return [declarations, [compact(child) for child in node["children"]]] if node["children"] \
        else [declarations]


def css(style):
    declarations = []
    for name, value in style.items():
        if name.startswith("border-"):
            value += " solid"
        declarations.append("%s:%s" % (name, value))
    return ";".join(declarations)


def html(node):
    children = "".join(html(child) for child in node["children"])
    return '<div style="%s">%s</div>' % (css(node["style"]), children)


def page(cases):
    parts = []
    for case in cases:
        parts.append('<div class="case">%s</div>' % html(case["root"]))
    return "".join(parts)


STYLE = """
body { margin: 0; }
div { display: flex; box-sizing: border-box; position: relative; margin: 0; padding: 0; border: 0 solid; }
div.case { display: block; position: relative; height: 0; width: %dpx; }
div.case > div { position: absolute; left: 0; top: 0; }
"""

MEASURE = """
(() => {
  const frame = (element, parent, hidden) => {
    hidden = hidden || getComputedStyle(element).display === 'none';
    const box = element.getBoundingClientRect();
    const children = Array.from(element.children, (child) => frame(child, box, hidden));
    if (hidden) return [0, 0, 0, 0, children];
    return [box.left - parent.left, box.top - parent.top, box.width, box.height, children];
  };
  return JSON.stringify(Array.from(document.querySelectorAll('div.case'), (holder) => {
    const root = holder.firstElementChild;
    return frame(root, root.getBoundingClientRect(), false);
  }));
})()
"""


def frames(frame):
    """A frame tree as one list, x, y, width and height of each node in depth-first order."""
    x, y, width, height, children = frame

    def short(value):
        text = ("%.6f" % value).rstrip("0").rstrip(".")
        return 0 if text in ("0", "-0") else (int(text) if "." not in text else float(text))

    flat = [short(x), short(y), short(width), short(height)]
    for child in children:
        flat += frames(child)
    return flat


def load_browser_module():
    spec = importlib.util.spec_from_file_location("report_browser", os.path.join(HERE, "report-browser.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--first", type=int, default=1, help="the first seed (default 1)")
    parser.add_argument("--count", type=int, default=3000, help="how many seeds (default 3000)")
    parser.add_argument("--chromium", default=shutil.which("chromium-headless-shell") or "chromium")
    parser.add_argument("--output", default=DEFAULT_OUTPUT)
    arguments = parser.parse_args()

    seeds = range(arguments.first, arguments.first + arguments.count)
    cases = [Generator(seed).case(seed) for seed in seeds]
    browser_module = load_browser_module()
    browser_module.TIMEOUT_SECONDS = 600
    browser = browser_module.Browser(arguments.chromium)
    try:
        target = browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        session = browser.send("Target.attachToTarget", {"targetId": target, "flatten": True})["sessionId"]

        def evaluate(expression):
            answer = browser.send("Runtime.evaluate", {"expression": expression, "returnByValue": True},
                                  session=session)
            if "exceptionDetails" in answer:
                raise RuntimeError("the page threw: %s" % answer["exceptionDetails"])
            return answer["result"].get("value")

        evaluate("document.head.innerHTML = %s" % json.dumps("<style>%s</style>" % (STYLE % UNBOUNDED_WIDTH)))
        for start in range(0, len(cases), CASES_PER_PAGE):
            batch = cases[start:start + CASES_PER_PAGE]
            evaluate("document.body.innerHTML = %s" % json.dumps(page(batch)))
            measured = json.loads(evaluate(MEASURE))
            for case, frame in zip(batch, measured):
                case["frames"] = frames(frame)
            print("%d/%d cases laid out" % (start + len(batch), len(cases)), file=sys.stderr)
        version = browser.send("Browser.getVersion")["product"]
    finally:
        browser.close()

    os.makedirs(os.path.dirname(os.path.abspath(arguments.output)), exist_ok=True)
    header = {"source": "random flexbox trees from scripts/check/chromium-flexbox-oracle.py, seeds %d to %d, "
              "laid out by %s" % (seeds[0], seeds[-1], version)}
    with open(arguments.output + ".tmp", "w") as file:
        file.write(json.dumps(header, separators=(",", ":"))[:-1] + ',"fixtures":[\n')
        file.write(",\n".join(
            json.dumps({"name": case["name"], "root": compact(case["root"]), "frames": case["frames"]},
                       separators=(",", ":"))
            for case in cases))
        file.write("\n]}\n")
    os.replace(arguments.output + ".tmp", arguments.output)
    print("wrote %d cases to %s" % (len(cases), arguments.output), file=sys.stderr)


if __name__ == "__main__":
    main()
