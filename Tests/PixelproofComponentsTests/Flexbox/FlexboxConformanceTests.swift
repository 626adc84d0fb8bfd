import Foundation
import PixelproofComponents
import Testing

/// Every Chrome-computed flexbox fixture, left-to-right and right-to-left, laid out and compared frame
/// by frame. Exactly the fixtures in `knownFailures` may fail: a new failure fails the test, and so does
/// a known failure that now passes (take it off the list), so the pass count can only go up.
///
/// `PIXELPROOF_CONFORMANCE_FAILURES=1` prints each failing fixture and its first wrong frame;
/// `PIXELPROOF_CONFORMANCE_ONLY=<name prefix>` runs only matching fixtures and prints their layouts.
@Suite struct FlexboxConformanceTests {
  /// The fixtures that fail today, 11 of 1,282, by cause.
  static let knownFailures: Set<String> = [
    // Exact fractional frames (`use-rounding="false"`); Pixelproof always rounds.
    "percentage_moderate_complexity__border_box_ltr",
    "percentage_moderate_complexity__border_box_rtl",
    "percentage_multiple_nested_with_padding_margin_and_percentage_values__border_box_ltr",
    "percentage_multiple_nested_with_padding_margin_and_percentage_values__border_box_rtl",
    // A percentage height inside an aspect-ratio item stretched by a column: Chrome treats the stretched
    // size as definite.
    "flex_percent_child_of_aspect_ratio_stretched_item_resolves__border_box_ltr",
    "flex_percent_child_of_aspect_ratio_stretched_item_resolves__border_box_rtl",
    // Balanced column wrapping whose minimum line count depends on the cross space.
    "balance_column_line_count_cross_space__border_box_ltr",
    "balance_column_line_count_cross_space__border_box_rtl",
    // Right to left: a root placed at the right of the viewport, a baseline with percentage margins, and
    // a column-reverse wrap-reverse container's baseline.
    "wrap_row_max_width_indefinite_width__border_box_rtl",
    "align_baseline_child_margin_percent__border_box_rtl",
    "flex_container_baseline_column_reverse_wrap_reverse__border_box_rtl",
  ]

  @Test func chromeLayoutsAreReproduced() throws {
    let file = try FlexboxFixtureFile.load()
    var run = 0
    var skipped = 0
    var failures: [String: String] = [:]
    let only = ProcessInfo.processInfo.environment["PIXELPROOF_CONFORMANCE_ONLY"]
    for fixture in file.fixtures where only == nil || fixture.name.hasPrefix(only!) {
      if fixture.skip != nil {
        skipped += 1
        continue
      }
      run += 1
      if let mismatch = Self.mismatch(in: fixture) {
        failures[fixture.name] = mismatch
      }
    }
    print("flexbox conformance: \(run - failures.count)/\(run) (\(skipped) skipped)")
    if ProcessInfo.processInfo.environment["PIXELPROOF_CONFORMANCE_FAILURES"] != nil {
      print(failures.keys.sorted().map { "\($0): \(failures[$0]!)" }.joined(separator: "\n"))
    }
    let newFailures = failures.keys.filter { !Self.knownFailures.contains($0) }.sorted()
    #expect(newFailures.isEmpty, "newly failing: \(newFailures.map { "\($0): \(failures[$0]!)" })")
    let nowPassing = Self.knownFailures.filter { name in
      failures[name] == nil && (only == nil || name.hasPrefix(only!))
    }.sorted()
    #expect(nowPassing.isEmpty, "now passing, take them off knownFailures: \(nowPassing)")
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
      let layout = try root.layoutThatFits(
        range, parentSize: parent, environment: LayoutEnvironment(scale: 1))
      if ProcessInfo.processInfo.environment["PIXELPROOF_CONFORMANCE_ONLY"] != nil { print(layout) }
      let tolerance = fixture.useRounding ? 1e-6 : 0.02
      if let mismatch = compare(layout, Point.zero, fixture.expected, path: "root", tolerance: tolerance) {
        return mismatch
      }
      // A flexbox keeps its node tree for its next layout, which must be Chrome's layout too.
      let again = try root.layoutThatFits(
        range, parentSize: parent, environment: LayoutEnvironment(scale: 1))
      return compare(again, Point.zero, fixture.expected, path: "root", tolerance: tolerance).map {
        "laid out again, \($0)"
      }
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
