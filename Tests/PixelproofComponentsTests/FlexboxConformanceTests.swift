import Foundation
import PixelproofComponents
import Testing

/// Every Chrome-computed flexbox fixture, left-to-right and right-to-left, laid out and compared frame
/// by frame. The pass count can only go up: lowering it needs a change to `passingFloor`.
///
/// `PIXELPROOF_CONFORMANCE_FAILURES=1` prints each failing fixture and its first wrong frame;
/// `PIXELPROOF_CONFORMANCE_ONLY=<name prefix>` runs only matching fixtures and prints their layouts.
@Suite struct FlexboxConformanceTests {
  /// Fixtures known to pass; the test fails if fewer do.
  static let passingFloor = 1271

  @Test func chromeLayoutsAreReproduced() throws {
    let file = try FlexboxFixtureFile.load()
    var passed = 0
    var skipped = 0
    var failures: [String] = []
    let only = ProcessInfo.processInfo.environment["PIXELPROOF_CONFORMANCE_ONLY"]
    for fixture in file.fixtures where only == nil || fixture.name.hasPrefix(only!) {
      if fixture.skip != nil {
        skipped += 1
        continue
      }
      if let mismatch = Self.mismatch(in: fixture) {
        failures.append("\(fixture.name): \(mismatch)")
      } else {
        passed += 1
      }
    }
    let total = file.fixtures.count - skipped
    print("flexbox conformance: \(passed)/\(total) (\(skipped) skipped)")
    if ProcessInfo.processInfo.environment["PIXELPROOF_CONFORMANCE_FAILURES"] != nil {
      print(failures.joined(separator: "\n"))
    }
    #expect(passed >= Self.passingFloor, "\(passed) fixtures pass; at least \(Self.passingFloor) did before")
  }

  /// Where the layout first differs from the fixture's expectation, or nil when it matches.
  static func mismatch(in fixture: FlexboxFixture) -> String? {
    let root = FixtureBuilder.component(fixture.root)
    let width = fixture.viewport["width"].map(FixtureBuilder.length) ?? .auto
    var range = SizeRange.unconstrained
    var parent = ParentSize.undefined
    if case .points(let points) = width {
      range.max.width = points
      parent.width = points
    }
    do {
      let layout = try root.layoutThatFits(range, parentSize: parent, environment: LayoutEnvironment(scale: 1))
      if ProcessInfo.processInfo.environment["PIXELPROOF_CONFORMANCE_ONLY"] != nil { print(layout) }
      return compare(layout, Point.zero, fixture.expected, path: "root", tolerance: fixture.useRounding ? 1e-6 : 0.02)
    } catch {
      return "threw \(error)"
    }
  }

  private static func compare(
    _ layout: Layout, _ position: Point, _ expected: FlexboxFixture.Expected, path: String, tolerance: Double
  ) -> String? {
    let actual = [position.x, position.y, layout.size.width, layout.size.height]
    let wanted = [expected.x, expected.y, expected.width, expected.height]
    if zip(actual, wanted).contains(where: { abs($0 - $1) > tolerance }) {
      return "\(path) is \(Rect(origin: position, size: layout.size)), expected "
        + "\(Rect(x: expected.x, y: expected.y, width: expected.width, height: expected.height))"
    }
    guard layout.children.count == expected.children.count else {
      return "\(path) has \(layout.children.count) children, expected \(expected.children.count)"
    }
    for (index, (child, wantedChild)) in zip(layout.children, expected.children).enumerated() {
      if let mismatch = compare(
        child.layout, child.position, wantedChild, path: "\(path).\(index)", tolerance: tolerance)
      {
        return mismatch
      }
    }
    return nil
  }
}
