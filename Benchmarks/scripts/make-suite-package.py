#!/usr/bin/env python3
"""Writes a package of card snapshot tests, as a user's suite holds them, for suite-benchmark.sh.

The package has one test target of SUITES Swift Testing suites of TESTS tests each (20 x 50 = 1,000 by
default). Every test snapshots one card at 375 pt wide, 2x: a circle, a bold title and a two-line
subtitle, each card's text and colour its own. `SUITE_AUDIT=off` turns the accessibility audit off
(otherwise Pixelproof's default, warnings, applies); `SUITE_RENDER=off` makes every test return at once.

    make-suite-package.py --pixelproof ../Pixelproof --output suite [--suites 20] [--tests 50]
"""

import argparse
import os

CARD = '''import Pixelproof

/// The card every test snapshots: a circle, a bold title and a subtitle of two lines.
func card(_ number: Int) -> any Component {
  let hue = UInt32(number * 2_654_435_761 & 0xFFFFFF)
  return Stack(.horizontal, spacing: 12, align: .center) {
    View(Color(hex: hue)).cornerRadius(22).size(width: 44, height: 44)
    Stack(.vertical, spacing: 4) {
      Label("Card number \\(number)", font: .system(size: 17, weight: .bold))
      Label(
        "Subtitle of card \\(number), in two lines: the second one starts where the first ends.",
        font: .system(size: 14), color: Color(hex: 0x3C3C43)
      ).numberOfLines(2)
    }.flexShrink(1).flexGrow(1)
  }
  .inset(16)
  .background { View(.white).cornerRadius(12) }
  .inset(8)
}
'''

AUDIT = '''import Foundation
import Pixelproof

/// `SUITE_AUDIT=off` turns the accessibility audit off; otherwise the default applies.
let audit: AccessibilityAudit? = ProcessInfo.processInfo.environment["SUITE_AUDIT"] == "off" ? .off : nil

/// `SUITE_RENDER=off` makes every test return at once: what Swift Testing costs alone.
let render = ProcessInfo.processInfo.environment["SUITE_RENDER"] != "off"
'''


def manifest(pixelproof: str) -> str:
    folder = os.path.basename(os.path.normpath(pixelproof))
    return f'''// swift-tools-version: 6.1
import PackageDescription

let package = Package(
  name: "CardSuite",
  platforms: [.macOS(.v15)],
  dependencies: [.package(path: "{pixelproof}")],
  targets: [
    .testTarget(name: "CardSuiteTests", dependencies: [.product(name: "Pixelproof", package: "{folder}")])
  ]
)
'''


def suite(index: int, tests: int) -> str:
    lines = ['import Pixelproof', 'import Testing', '', f'@Suite struct Cards{index:02d} {{']
    for test in range(1, tests + 1):
        number = (index - 1) * tests + test
        lines.append(
            f'  @Test func card{test:02d}() {{\n'
            f'    if render {{ assertSnapshot(of: card({number}), size: .width(375), scale: 2, accessibility: audit) }}\n'
            '  }')
    lines.append('}')
    return '\n'.join(lines) + '\n'


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument('--pixelproof', required=True, help='the Pixelproof checkout, as the manifest names it')
    parser.add_argument('--output', required=True, help='the package folder to write')
    parser.add_argument('--suites', type=int, default=20)
    parser.add_argument('--tests', type=int, default=50, help='tests in each suite')
    arguments = parser.parse_args()
    folder = os.path.join(arguments.output, 'Tests', 'CardSuiteTests')
    os.makedirs(folder, exist_ok=True)
    files = {os.path.join(arguments.output, 'Package.swift'): manifest(arguments.pixelproof),
             os.path.join(folder, 'Card.swift'): CARD,
             os.path.join(folder, 'Audit.swift'): AUDIT}
    for index in range(1, arguments.suites + 1):
        files[os.path.join(folder, f'Cards{index:02d}.swift')] = suite(index, arguments.tests)
    for path, text in files.items():
        with open(path, 'w', encoding='utf-8') as file:
            file.write(text)


if __name__ == '__main__':
    main()
