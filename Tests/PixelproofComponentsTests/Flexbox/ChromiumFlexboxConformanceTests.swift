import Foundation
import PixelproofComponents
import Testing

/// Every random tree of the Chromium corpus laid out and compared frame by frame with Chromium's
/// frames, both rounded the Chrome way (``FlexRounding`` at scale 1). A case passes when every edge is
/// within 1 px. Exactly the cases in Resources/ChromiumFlexbox/known-failures.txt may fail, listed under
/// their cause: a new failure fails the test, and so does a known failure that now passes (take it off
/// the list), so the figure can only go up.
///
/// `PIXELPROOF_CHROMIUM_FAILURES=1` prints each failing case and its first wrong frame;
/// `PIXELPROOF_CHROMIUM_ONLY=<name>` runs only that case and prints its layout.
@Suite struct ChromiumFlexboxConformanceTests {
  @Test func chromiumLayoutsAreReproduced() throws {
    let corpus = try ChromiumFlexboxCorpus.load()
    let knownFailures = try ChromiumFlexboxCorpus.knownFailures()
    let only = ProcessInfo.processInfo.environment["PIXELPROOF_CHROMIUM_ONLY"]
    var total = 0
    var exact = 0
    var unroundedClose = 0
    var failures: [String: String] = [:]
    for fixture in corpus.fixtures where only == nil || fixture.name == only {
      total += 1
      let outcome = try Self.compare(fixture)
      if outcome.rounded.maximumError == 0 { exact += 1 }
      if outcome.unroundedError <= 0.02 { unroundedClose += 1 }
      if outcome.rounded.maximumError > 1 { failures[fixture.name] = outcome.rounded.description }
    }
    print("chromium flexbox: \(total - failures.count)/\(total) within 1px (\(exact) exact)")
    print("chromium flexbox unrounded: \(unroundedClose)/\(total) within 0.02px")
    if ProcessInfo.processInfo.environment["PIXELPROOF_CHROMIUM_FAILURES"] != nil {
      print(failures.keys.sorted().map { "\($0): \(failures[$0]!)" }.joined(separator: "\n"))
    }
    let newFailures = failures.keys.filter { knownFailures[$0] == nil }.sorted()
    #expect(newFailures.isEmpty, "newly failing: \(newFailures.map { "\($0): \(failures[$0]!)" })")
    let nowPassing = knownFailures.keys.filter { name in
      failures[name] == nil && (only == nil || name == only)
    }.sorted()
    #expect(nowPassing.isEmpty, "now passing, take them off knownFailures: \(nowPassing)")
  }

  /// The largest difference of the rounded frames (and where it first reaches it), and of the
  /// unrounded ones.
  struct Outcome {
    struct Difference: CustomStringConvertible {
      var maximumError = 0.0
      var description = ""
    }
    var rounded: Difference
    var unroundedError: Double
  }

  static func compare(_ fixture: ChromiumFlexboxCase) throws -> Outcome {
    let root = FixtureBuilder.component(fixture.root.node)
    // A grid this fine leaves Pixelproof's frames as they were computed, as Chromium's are.
    let unrounded = try root.layoutThatFits(
      .unconstrained, parentSize: .undefined, environment: LayoutEnvironment(scale: 4096))
    let rounded = try root.layoutThatFits(
      .unconstrained, parentSize: .undefined, environment: LayoutEnvironment(scale: 1))
    if ProcessInfo.processInfo.environment["PIXELPROOF_CHROMIUM_ONLY"] != nil {
      print(rounded)
      print(unrounded)
    }
    var chromium = fixture.frames[...]
    var chromiumRounded: [Double] = []
    roundLikeChrome(&chromium, node: fixture.root.node, parentAbsolute: .zero, into: &chromiumRounded)
    var ours: [Double] = []
    flatten(rounded, at: .zero, into: &ours)
    var oursUnrounded: [Double] = []
    flatten(unrounded, at: .zero, into: &oursUnrounded)
    var difference = Outcome.Difference()
    for index in ours.indices {
      let error = abs(ours[index] - chromiumRounded[index])
      if error > difference.maximumError {
        difference.maximumError = error
        let frame = index / 4 * 4
        difference.description =
          "frame \(frame / 4) is \(ours[frame..<frame + 4].map { $0 }), expected "
          + "\(chromiumRounded[frame..<frame + 4].map { $0 }) (unrounded "
          + "\(fixture.frames[frame..<frame + 4].map { $0 }))"
      }
    }
    let unroundedError = zip(oursUnrounded, fixture.frames).map { abs($0 - $1) }.max() ?? 0
    return Outcome(rounded: difference, unroundedError: unroundedError)
  }

  /// Chromium's frames rounded as ``FlexRounding`` rounds Pixelproof's: each position on its own, each
  /// size as the distance between the rounded absolute edges.
  private static func roundLikeChrome(
    _ frames: inout ArraySlice<Double>, node: FlexboxFixture.Node, parentAbsolute: Point,
    into rounded: inout [Double]
  ) {
    let frame = Array(frames.prefix(4))
    frames = frames.dropFirst(4)
    let absolute = Point(x: parentAbsolute.x + frame[0], y: parentAbsolute.y + frame[1])
    let rounding = FlexRounding(grid: PixelGrid(scale: 1))
    let position = rounding.position(Point(x: frame[0], y: frame[1]))
    let size = rounding.size(Size(width: frame[2], height: frame[3]), at: absolute)
    rounded += [position.x, position.y, size.width, size.height]
    for child in node.children {
      roundLikeChrome(&frames, node: child, parentAbsolute: absolute, into: &rounded)
    }
  }

  private static func flatten(_ layout: Layout, at position: Point, into frames: inout [Double]) {
    frames += [position.x, position.y, layout.size.width, layout.size.height]
    for child in layout.children {
      flatten(child.layout, at: child.position, into: &frames)
    }
  }
}
