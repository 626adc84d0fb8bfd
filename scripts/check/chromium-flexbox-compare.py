#!/usr/bin/env python3
"""Lays out hand-written flexbox trees in headless Chromium and with Pixelproof's `Flexbox`, and says
where they disagree; or cuts a failing case of the Chromium corpus down to the smallest tree that still
fails, to find the rule behind it.

usage: chromium-flexbox-compare.py TREES.json
       chromium-flexbox-compare.py --minimise NAME

TREES.json is a list of cases in the corpus's compact form (see
Tests/PixelproofComponentsTests/Resources/ChromiumFlexbox/README.md):
    [{"name": "wrap1", "root": ["width:100px;flex-wrap:wrap", [["width:60px"], ["width:60px"]]]}]
Each case's Chromium frames are printed, then the cases Pixelproof lays out more than 1 px away with
their first wrong frame. `--minimise seed581_indefinite` removes nodes, then declarations, one at a
time, keeping the smallest variant that still fails, until no removal fails; it prints each step and
the last tree, ready for a TREES.json file.

Pixelproof's side is `ChromiumFlexboxConformanceTests` run on the cases written as a corpus
(`PIXELPROOF_CHROMIUM_CORPUS`): build the tests first (`swift build --build-tests`). Chromium is
Debian's `chromium-headless-shell` (scripts/check/report-test.sh installs it).
"""
import argparse
import importlib.util
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
PACKAGE = os.path.normpath(os.path.join(HERE, "..", ".."))
CORPUS = os.path.join(PACKAGE, "Tests", "PixelproofComponentsTests", "Resources", "ChromiumFlexbox",
                      "corpus.json")


def load_oracle():
    spec = importlib.util.spec_from_file_location("oracle", os.path.join(HERE, "chromium-flexbox-oracle.py"))
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


ORACLE = load_oracle()
# How long Chromium may take to lay out one page of trees.
ANSWER_SECONDS = 120
# The package whose test build lays the trees out (--package-path): this one unless told otherwise.
PACKAGE_PATH = [PACKAGE]


def expand(node):
    """A compact node, ["property:value;...", [children]], as the oracle's style dictionary and children."""
    style = {}
    for declaration in node[0].split(";"):
        if declaration:
            name, value = declaration.split(":", 1)
            style[name] = value
    return {"style": style, "children": [expand(child) for child in (node[1] if len(node) > 1 else [])]}


class Chromium:
    """One headless Chromium page, kept open for every layout asked of it."""

    def __init__(self, executable):
        self.browser = ORACLE.load_browser_module().Browser(executable)
        target = self.browser.send("Target.createTarget", {"url": "about:blank"})["targetId"]
        self.session = self.browser.send("Target.attachToTarget",
                                         {"targetId": target, "flatten": True})["sessionId"]
        style = "<style>%s</style>" % (ORACLE.STYLE % ORACLE.UNBOUNDED_WIDTH)
        self.evaluate("document.head.innerHTML = %s" % json.dumps(style))

    def evaluate(self, expression):
        # The browser module gives a whole session one deadline; a minimisation asks for many layouts over
        # minutes, so each request gets the time of its own.
        self.browser.deadline = time.monotonic() + ANSWER_SECONDS
        answer = self.browser.send("Runtime.evaluate", {"expression": expression, "returnByValue": True},
                                   session=self.session)
        if "exceptionDetails" in answer:
            raise RuntimeError("the page threw: %s" % answer["exceptionDetails"])
        return answer["result"].get("value")

    def frames(self, roots):
        """Chromium's frames of each compact root, flat as in the corpus."""
        cases = [{"root": expand(root)} for root in roots]
        self.evaluate("document.body.innerHTML = %s" % json.dumps(ORACLE.page(cases)))
        return [ORACLE.frames(frame) for frame in json.loads(self.evaluate(ORACLE.MEASURE))]

    def close(self):
        self.browser.close()


def failures(cases):
    """The cases Pixelproof lays out more than 1 px from their frames: name → the first wrong frame."""
    package = PACKAGE_PATH[0]
    with tempfile.NamedTemporaryFile("w", suffix=".json", delete=False) as file:
        json.dump({"source": "chromium-flexbox-compare.py", "fixtures": cases}, file)
    try:
        environment = dict(os.environ, PIXELPROOF_CHROMIUM_CORPUS=file.name, PIXELPROOF_CHROMIUM_FAILURES="1")
        run = subprocess.run(["swift", "test", "--skip-build", "--filter", "ChromiumFlexboxConformance"],
                             cwd=package, env=environment, capture_output=True, text=True)
    finally:
        os.unlink(file.name)
    summary = [line for line in run.stdout.splitlines() if line.startswith("chromium flexbox:")]
    if not summary:
        sys.exit("the conformance test did not run; build the tests first (swift build --build-tests):\n"
                 + run.stdout[-2000:] + run.stderr[-2000:])
    names = {case["name"] for case in cases}
    found = {}
    for line in run.stdout.splitlines():
        name, separator, rest = line.partition(": ")
        if separator and name in names:
            found[name] = rest
    return found


def compare(chromium, path):
    with open(path) as file:
        cases = json.load(file)
    for case, frames in zip(cases, chromium.frames([case["root"] for case in cases])):
        case["frames"] = frames
        print("%s: %s" % (case["name"], [frames[i:i + 4] for i in range(0, len(frames), 4)]))
    wrong = failures(cases)
    for case in cases:
        print("%s: %s" % (case["name"], wrong.get(case["name"], "within 1 px")))


def variants(node):
    """Every tree with one declaration or one node less, the declarations of the root first."""
    declarations = [declaration for declaration in node[0].split(";") if declaration]
    children = node[1] if len(node) > 1 else []

    def make(text, kids):
        return [text, kids] if kids else [text]

    for index in range(len(declarations)):
        yield make(";".join(declarations[:index] + declarations[index + 1:]), children)
    for index in range(len(children)):
        yield make(node[0], children[:index] + children[index + 1:])
    for index, child in enumerate(children):
        for variant in variants(child):
            yield make(node[0], children[:index] + [variant] + children[index + 1:])


def minimise(chromium, name):
    with open(CORPUS) as file:
        corpus = {case["name"]: case for case in json.load(file)["fixtures"]}
    if name not in corpus:
        sys.exit("no case named %s in %s" % (name, CORPUS))
    root = corpus[name]["root"]
    if name not in failures([corpus[name]]):
        sys.exit("%s is within 1 px of Chromium already: nothing to minimise" % name)
    while True:
        trees = list(variants(root))
        cases = [{"name": "variant%d" % index, "root": tree, "frames": frames}
                 for index, (tree, frames) in enumerate(zip(trees, chromium.frames(trees)))]
        wrong = failures(cases)
        if not wrong:
            break
        smallest = min(wrong, key=lambda key: len(json.dumps(trees[int(key[len("variant"):])])))
        root = trees[int(smallest[len("variant"):])]
        print("%d characters: %s" % (len(json.dumps(root)), wrong[smallest]), file=sys.stderr)
    print(json.dumps([{"name": name + "_minimised", "root": root}]))


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("trees", nargs="?", help="a JSON list of {name, root} cases")
    parser.add_argument("--minimise", metavar="NAME", help="a failing case of the corpus, e.g. seed581_indefinite")
    parser.add_argument("--chromium", default=shutil.which("chromium-headless-shell") or "chromium")
    parser.add_argument("--package-path", default=PACKAGE,
                        help="the package (a worktree) whose tests lay the trees out; default this one")
    arguments = parser.parse_args()
    PACKAGE_PATH[0] = os.path.abspath(arguments.package_path)
    if (arguments.trees is None) == (arguments.minimise is None):
        parser.error("give either a TREES.json file or --minimise NAME")
    chromium = Chromium(arguments.chromium)
    try:
        if arguments.minimise:
            minimise(chromium, arguments.minimise)
        else:
            compare(chromium, arguments.trees)
    finally:
        chromium.close()


if __name__ == "__main__":
    main()
