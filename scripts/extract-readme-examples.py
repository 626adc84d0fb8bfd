#!/usr/bin/env python3
"""Writes the README's Swift examples into a package, so that building the package compiles every one.

Usage: extract-readme-examples.py README.md PACKAGE_DIR PIXELPROOF_PATH

Each ```swift block of the README becomes:
- the package's Package.swift when its first line is `// swift-tools-version: …`; the line that names
  Pixelproof's repository (`.package(url: …Pixelproof.git…)`) is replaced by `.package(path: PIXELPROOF_PATH)`;
- the file it names when its first line is a comment holding a path (`// Sources/InboxUI/UnreadCard.swift`);
- otherwise a fragment: the body of a function of its own in Tests/<first test target>/ReadmeFragments.swift,
  after the declarations in FRAGMENT_CONTEXT below, which give the names fragments use without declaring
  (`card`, `avatar`, `title`, `button`).

Prints one line per example and the number of each kind. Exits 1 when the README has no Package.swift
example or no file example, since then nothing a user copies would be checked.
"""
import os
import re
import sys

# Names README fragments use as if a user had them already: a component to snapshot and the parts of a
# toolbar. Kept to plain components, so a fragment compiles only when its own code does.
FRAGMENT_CONTEXT = """\
import Pixelproof
import Testing

let card: any Component = View(.white).size(width: 100, height: 40)
let avatar: any Component = View(.black).size(width: 24, height: 24)
let title: any Component = Label("Inbox")
let button: any Component = View(.blue).size(width: 44, height: 44)
"""

PATH_COMMENT = re.compile(r"^//\s*((?:Sources|Tests)/[A-Za-z0-9_./+-]+\.swift)\s*$")
REPOSITORY_LINE = re.compile(r"^(\s*)\.package\(url:\s*\"[^\"]*Pixelproof\.git\"[^)]*\),?(\s*//.*)?$")


def swift_blocks(text):
    """The ```swift blocks of a Markdown text, with the line each starts on."""
    blocks, inside, start, lines = [], False, 0, []
    for number, line in enumerate(text.splitlines(), start=1):
        if not inside and line.strip() == "```swift":
            inside, start, lines = True, number + 1, []
        elif inside and line.strip() == "```":
            blocks.append((start, "\n".join(lines) + "\n"))
            inside = False
        elif inside:
            lines.append(line)
    if inside:
        sys.exit(f"error: the ```swift block at line {start} is never closed")
    return blocks


def main():
    if len(sys.argv) != 4:
        sys.exit(__doc__)
    readme, package, pixelproof = sys.argv[1:]
    manifests, files, fragments = [], [], []
    for start, code in swift_blocks(open(readme, encoding="utf-8").read()):
        first = code.splitlines()[0] if code.strip() else ""
        path = PATH_COMMENT.match(first)
        if first.startswith("// swift-tools-version"):
            manifests.append((start, code))
        elif path:
            files.append((start, path.group(1), code))
        else:
            fragments.append((start, code))
    if len(manifests) != 1 or not files:
        sys.exit(f"error: {readme} needs one Package.swift example and at least one file example; "
                 f"found {len(manifests)} and {len(files)}")

    start, manifest = manifests[0]
    replaced = []
    for line in manifest.splitlines():
        match = REPOSITORY_LINE.match(line)
        replaced.append(f'{match.group(1)}.package(path: "{pixelproof}"),' if match else line)
    if replaced == manifest.splitlines():
        sys.exit(f"error: the Package.swift example at line {start} names no Pixelproof.git repository")
    write(package, "Package.swift", "\n".join(replaced) + "\n")
    print(f"README line {start}: Package.swift")

    test_targets = re.findall(r'\.testTarget\(\s*name:\s*"([^"]+)"', manifest)
    if not test_targets:
        sys.exit(f"error: the Package.swift example at line {start} declares no test target")
    for start, path, code in files:
        write(package, path, code)
        print(f"README line {start}: {path}")

    body = [FRAGMENT_CONTEXT]
    for start, code in fragments:
        indented = "".join("  " + line if line.strip() else line for line in code.splitlines(True))
        body.append(f"// README line {start}\nfunc readmeExample{start}() throws {{\n{indented}}}\n")
        print(f"README line {start}: fragment")
    write(package, f"Tests/{test_targets[0]}/ReadmeFragments.swift", "\n".join(body))
    print(f"{len(manifests)} package manifest, {len(files)} files, {len(fragments)} fragments")


def write(package, relative, text):
    path = os.path.join(package, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


if __name__ == "__main__":
    main()
