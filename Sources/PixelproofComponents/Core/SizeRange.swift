/// The sizes a layout may choose from: at least `min`, at most `max` (which may be infinite).
public struct SizeRange: Sendable, Hashable, CustomStringConvertible {
  /// The smallest size a layout may choose.
  public var min: Size
  /// The largest size a layout may choose; either dimension may be infinite.
  public var max: Size

  /// The sizes from `min` to `max`; unconstrained when both are left out.
  public init(min: Size = .zero, max: Size = Size(width: .infinity, height: .infinity)) {
    self.min = min
    self.max = max
  }

  /// The range holding only `size`.
  public init(exactly size: Size) {
    self.init(min: size, max: size)
  }

  /// {0, 0} ... {inf, inf}.
  public static let unconstrained = SizeRange()

  /// `size` limited to the range, each dimension on its own.
  public func clamp(_ size: Size) -> Size {
    Size(
      width: Swift.max(min.width, Swift.min(max.width, size.width)),
      height: Swift.max(min.height, Swift.min(max.height, size.height)))
  }

  /// The sizes in both ranges. Where they do not overlap in a dimension, the receiver wins: its max if
  /// it lies before `other`, else its min. So a parent's constraint beats a component's own size.
  public func intersect(_ other: SizeRange) -> SizeRange {
    let (minWidth, maxWidth) = Self.intersect(min.width, max.width, other.min.width, other.max.width)
    let (minHeight, maxHeight) = Self.intersect(min.height, max.height, other.min.height, other.max.height)
    return SizeRange(
      min: Size(width: minWidth, height: minHeight), max: Size(width: maxWidth, height: maxHeight))
  }

  private static func intersect(
    _ lo: Double, _ hi: Double, _ otherLo: Double, _ otherHi: Double
  )
    -> (Double, Double)
  {
    if hi < otherLo { return (hi, hi) }
    if lo > otherHi { return (lo, lo) }
    return (Swift.max(lo, otherLo), Swift.min(hi, otherHi))
  }

  /// The range as layout descriptions print it, e.g. `{0 x 0} ... {375 x inf}`.
  public var description: String { "{\(min)} ... {\(max)}" }
}
