#!/usr/bin/env python3
"""Lists the public declarations that have no doc comment (`///` or `/** */`) right above them.

Usage: scripts/check/undocumented-symbols.py [--count] FOLDER...
       scripts/check/undocumented-symbols.py --self-test

A public declaration is a line that declares something `public` or `open`, an enum case inside a
public enum, a requirement inside a public protocol, or a member of a `public extension` (those are
public without saying so).
Attribute lines (`@discardableResult`, `@inlinable`) between the comment and the declaration are
allowed. An extension itself is not a symbol and is skipped. Prints `path:line: declaration`
for each, then the total; with --count, only the total. Exits 1 when any is undocumented, so a
script can use it as a check.
"""

import os
import re
import sys

ATTRIBUTE = r"(?:@[A-Za-z_][A-Za-z0-9_.]*(?:\([^)]*\))?\s+)*"
MODIFIERS = (r"(?:(?:static|class|final|override|mutating|nonmutating|nonisolated|indirect|convenience|"
             r"required|lazy|private\(set\)|fileprivate\(set\)|internal\(set\)|package\(set\))\s+)*")
PUBLIC = re.compile(r"^\s*" + ATTRIBUTE + MODIFIERS + r"(?:public|open)\s+(?!extension\b)" + MODIFIERS
                    + r"(?:[a-z]+)")
PUBLIC_EXTENSION = re.compile(r"^\s*" + ATTRIBUTE + r"public\s+extension\b")
DECLARATION_KIND = re.compile(r"\b(enum|protocol|struct|class|actor)\b")
ENUM_CASE = re.compile(r"^\s*" + ATTRIBUTE + r"(?:indirect\s+)?case\s+[A-Za-z_`]")
REQUIREMENT = re.compile(r"^\s*" + ATTRIBUTE + MODIFIERS
                         + r"(?:func|var|init|subscript|associatedtype|typealias)\b")
# A member of a `public extension` without an access modifier of its own is public.
EXTENSION_MEMBER = re.compile(r"^\s*" + ATTRIBUTE + MODIFIERS
                              + r"(?:func|var|let|init|subscript|typealias|struct|enum|class|actor)\b")
ATTRIBUTE_LINE = re.compile(r"^\s*@[A-Za-z_]")


def code_of(line):
  """The line without its string literals and trailing `//` comment, for counting braces."""
  line = re.sub(r'"(?:[^"\\]|\\.)*"', '""', line)
  index = line.find("//")
  return line if index < 0 else line[:index]


def is_documented(lines, index):
  """Whether a doc comment ends right above line `index`, past any attribute lines."""
  above = index - 1
  while above >= 0:
    if ATTRIBUTE_LINE.match(lines[above]):
      above -= 1
      continue
    # The last line of an attribute written over several lines, `@available(` … `)`: skip to its start.
    code = code_of(lines[above])
    open_parentheses = code.count(")") - code.count("(")
    start = above
    while open_parentheses > 0 and start > 0:
      start -= 1
      code = code_of(lines[start])
      open_parentheses += code.count(")") - code.count("(")
    if open_parentheses == 0 and start < above and ATTRIBUTE_LINE.match(lines[start]):
      above = start - 1
      continue
    break
  if above < 0:
    return False
  text = lines[above].strip()
  # A `/** … */` block ends with `*/`; a plain `/* */` there is rare enough to count as documentation.
  return text.startswith("///") or text.endswith("*/")


def undocumented(path):
  """(line number, declaration) for each undocumented public declaration in one Swift file."""
  with open(path, encoding="utf-8") as file:
    lines = file.read().split("\n")
  found = []
  # The kind of each body the line is inside, innermost last: "public enum", "public protocol",
  # "public extension" or "other" (a type, function or closure whose members need their own `public`).
  bodies = []
  in_block_comment = False
  for index, line in enumerate(lines):
    stripped = line.strip()
    if in_block_comment:
      in_block_comment = "*/" not in stripped
      continue
    if stripped.startswith("/*") and "*/" not in stripped:
      in_block_comment = True
      continue
    if stripped.startswith("//"):
      continue
    inside = bodies[-1] if bodies else None
    public = PUBLIC.match(line)
    declares = (public is not None
                or (inside == "public enum" and ENUM_CASE.match(line))
                or (inside == "public protocol" and REQUIREMENT.match(line))
                or (inside == "public extension" and EXTENSION_MEMBER.match(line)))
    if declares and not is_documented(lines, index):
      found.append((index + 1, stripped))
    kind = "other"
    head = DECLARATION_KIND.search(line)
    if public and head and head.group(1) in ("enum", "protocol"):
      kind = "public " + head.group(1)
    elif PUBLIC_EXTENSION.match(line):
      kind = "public extension"
    for character in code_of(line):
      if character == "{":
        bodies.append(kind)
        kind = "other"
      elif character == "}" and bodies:
        bodies.pop()
  return found


# The undocumented public declarations, found by reading it line by line: 3, 9 (public through its
# extension), 11, 12 and 15 (a case and a member of a public enum), 17, 18 (a protocol requirement) and
# 23, and 32 (an attribute over several lines with no comment above it). Documented ones have `///` or
# `/** */` above them, past an attribute, also one written over several lines (25-27 over 28);
# `internal` members and the extension itself are not symbols to document.
SELF_TEST_SOURCE = """\
/// Documented.
public struct Card {
  public var title: String
  /// Documented.
  @inlinable public var subtitle: String { "" }
  var internalValue = 0
}
public extension Card {
  func implicitlyPublic() {}
}
public enum Kind {
  case plain, fancy
  /// Documented.
  case other
  public var name: String { "kind" }
}
public protocol Source {
  func load() -> Card
  /** Documented. */
  var count: Int { get }
}
let closure = { public_looking in }
open class Base {}
/// Documented.
@available(
  *, deprecated, message: "(a message)"
)
public func old() {}
@available(
  *, deprecated
)
public func older() {}
"""
SELF_TEST_EXPECTED = [3, 9, 11, 12, 15, 17, 18, 23, 32]


def self_test():
  """Checks the scanner against SELF_TEST_SOURCE; prints the difference and returns 1 on a mismatch."""
  import tempfile
  with tempfile.NamedTemporaryFile("w", suffix=".swift", delete=False) as file:
    file.write(SELF_TEST_SOURCE)
  try:
    found = [number for number, _ in undocumented(file.name)]
  finally:
    os.remove(file.name)
  if found != SELF_TEST_EXPECTED:
    print(f"self-test failed: found lines {found}, expected {SELF_TEST_EXPECTED}", file=sys.stderr)
    return 1
  print("self-test passed")
  return 0


def swift_files(folder):
  for root, directories, files in os.walk(folder):
    directories.sort()
    for name in sorted(files):
      if name.endswith(".swift"):
        yield os.path.join(root, name)


def main(arguments):
  if arguments == ["--self-test"]:
    return self_test()
  count_only = "--count" in arguments
  folders = [argument for argument in arguments if argument != "--count"]
  if not folders:
    print(__doc__.strip(), file=sys.stderr)
    return 2
  total = 0
  for folder in folders:
    if not os.path.isdir(folder):
      print(f"error: {folder} is not a folder", file=sys.stderr)
      return 2
    in_folder = 0
    for path in swift_files(folder):
      for number, declaration in undocumented(path):
        in_folder += 1
        if not count_only:
          print(f"{path}:{number}: {declaration}")
    print(f"{folder}: {in_folder} undocumented public declarations")
    total += in_folder
  if len(folders) > 1:
    print(f"total: {total}")
  return 1 if total else 0


if __name__ == "__main__":
  sys.exit(main(sys.argv[1:]))
