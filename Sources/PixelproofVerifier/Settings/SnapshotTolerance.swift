/// How far an image may stray from its reference and still pass, with the meanings FBSnapshotTestCase
/// gives its two tolerances. The default is ``exact``: every byte of every pixel must match.
///
/// A tolerance never hides a difference: when one lets an image pass, the test still reports what
/// differed, as a warning.
public struct SnapshotTolerance: Sendable, Equatable, CustomStringConvertible {
  /// How much one channel (red, green, blue or alpha) of a pixel may differ, as a share of 256: a pixel
  /// counts as differing when any channel differs by more than `perPixel x 256` levels. 0.02 lets
  /// differences of up to 5 levels through. 0...1.
  public var perPixel: Double
  /// The share of all pixels that may differ (after ``perPixel``): the image passes when
  /// differing pixels / all pixels <= `overall`. 0...1.
  public var overall: Double

  /// Both tolerances as shares (0...1), as FBSnapshotTestCase takes them.
  public init(perPixel: Double = 0, overall: Double = 0) {
    self.perPixel = perPixel
    self.overall = overall
  }

  /// No tolerance: byte-for-byte equality.
  public static let exact = SnapshotTolerance()

  /// Whether this is ``exact``: no difference at all is allowed.
  public var isExact: Bool { perPixel == 0 && overall == 0 }

  /// The largest channel difference (0...255) that does not make a pixel count as differing.
  public var allowedChannelDifference: Int {
    // d / 256 <= perPixel, for whole d: the comparison FBSnapshotTestCase makes, done once per level.
    (0...255).last { Double($0) / 256 <= perPixel } ?? 0
  }

  /// Whether `differing` pixels out of `total` are within ``overall``.
  public func allows(differing: Int, of total: Int) -> Bool {
    differing == 0 || Double(differing) / Double(max(total, 1)) <= overall
  }

  /// - Throws: ``SnapshotError/invalidTolerance(_:)`` for a share that is NaN or outside 0...1.
  func validated() throws(SnapshotError) -> SnapshotTolerance {
    for (name, value) in [("perPixel", perPixel), ("overall", overall)] where !(0...1).contains(value) {
      throw .invalidTolerance("\(name) is \(value); tolerances are shares from 0 to 1 (0.02 is 2%)")
    }
    return self
  }

  /// `per-pixel 2% (channel differences up to 5 of 255), overall 0.10%`.
  public var description: String {
    "per-pixel \(Percent.text(perPixel * 100))% (channel differences up to \(allowedChannelDifference) of 255), "
      + "overall \(Percent.text(overall * 100))% of pixels"
  }
}
