#!/usr/bin/env python3
"""Writes the README's Swift examples into a package, so that building the package compiles every one.

Usage: extract-readme-examples.py README.md PACKAGE_DIR PIXELPROOF_PATH [ARTICLE.md ...]

Each ```swift block of the README becomes:
- the package's Package.swift when its first line is `// swift-tools-version: …`; the line that names
  Pixelproof's repository (`.package(url: …Pixelproof.git…)`) is replaced by `.package(path: PIXELPROOF_PATH)`;
- the file it names when its first line is a comment holding a path (`// Sources/InboxUI/UnreadCard.swift`);
- otherwise a fragment: the body of a function of its own in Tests/<first test target>/ReadmeFragments.swift,
  after the declarations in FRAGMENT_CONTEXT below, which give the names fragments use without declaring
  (`card`, `avatar`, `title`, `button`).

Each ARTICLE.md (a DocC article) adds its ```swift blocks to the same package, after the README's:
files as above, and fragments as functions in Tests/<first test target>/<article name>Fragments.swift,
which see the README's FRAGMENT_CONTEXT names too (they are in the same module). An article has no
Package.swift of its own, and names no file the README or another article already wrote.

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


def sorted_blocks(markdown):
    """The ```swift blocks of a Markdown file, sorted into manifests, files and fragments."""
    manifests, files, fragments = [], [], []
    for start, code in swift_blocks(open(markdown, encoding="utf-8").read()):
        first = code.splitlines()[0] if code.strip() else ""
        path = PATH_COMMENT.match(first)
        if first.startswith("// swift-tools-version"):
            manifests.append((start, code))
        elif path:
            files.append((start, path.group(1), code))
        else:
            fragments.append((start, code))
    return manifests, files, fragments


def main():
    if len(sys.argv) < 4:
        sys.exit(__doc__)
    readme, package, pixelproof = sys.argv[1:4]
    articles = sys.argv[4:]
    manifests, files, fragments = sorted_blocks(readme)
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

    written = {path for _, path, _ in files} | {f"Tests/{test_targets[0]}/ReadmeFragments.swift"}
    # Article fragments use the types the article's files declare in the package's own modules.
    modules = re.findall(r'\.target\(\s*name:\s*"([^"]+)"', manifest)
    for article in articles:
        write_article(article, package, test_targets[0], modules, written)


def write_article(article, package, test_target, modules, written):
    """Writes the examples of a DocC article into the package, its fragments importing `modules`;
    `written` holds the paths already taken."""
    name = re.sub(r"\W", "", os.path.splitext(os.path.basename(article))[0])
    manifests, files, fragments = sorted_blocks(article)
    if manifests:
        sys.exit(f"error: {article} line {manifests[0][0]}: an article's examples use the README's "
                 "Package.swift and cannot have one of their own")
    fragment_file = f"Tests/{test_target}/{name}Fragments.swift"
    for start, path, code in files + [(0, fragment_file, "")]:
        if path in written:
            sys.exit(f"error: {article} line {start}: {path} is already written by another example")
        written.add(path)
    for start, path, code in files:
        write(package, path, code)
        print(f"{name} line {start}: {path}")
    body = ["".join(f"import {module}\n" for module in modules + ["Pixelproof", "Testing"])]
    for start, code in fragments:
        indented = "".join("  " + line if line.strip() else line for line in code.splitlines(True))
        body.append(f"// {name} line {start}\nfunc {lower_first(name)}Example{start}() throws {{\n{indented}}}\n")
        print(f"{name} line {start}: fragment")
    write(package, fragment_file, "\n".join(body))
    print(f"{name}: {len(files)} files, {len(fragments)} fragments")


def lower_first(name):
    """`comingFromCarbon` for `ComingFromCarbon`: a function name's first letter is lowercase."""
    return name[:1].lower() + name[1:]


def write(package, relative, text):
    path = os.path.join(package, relative)
    os.makedirs(os.path.dirname(path), exist_ok=True)
    with open(path, "w", encoding="utf-8") as file:
        file.write(text)


if __name__ == "__main__":
    main()
