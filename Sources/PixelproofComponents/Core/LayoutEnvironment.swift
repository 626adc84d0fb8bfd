/// What layout may depend on besides the component tree: the display scale, for rounding to pixels,
/// and the writing direction.
public struct LayoutEnvironment: Sendable, Hashable {
  /// Pixels per point: 1, 2 or 3.
  public var scale: Double
  /// Where rows start: the left in left-to-right writing, the right in right-to-left.
  public var layoutDirection: LayoutDirection

  public init(scale: Double = 1, layoutDirection: LayoutDirection = .leftToRight) {
    self.scale = scale
    self.layoutDirection = layoutDirection
  }

  /// `value` floored to the pixel grid: floor(value x scale) / scale.
  public func floorToPixel(_ value: Double) -> Double {
    (value * scale).rounded(.down) / scale
  }

  /// `value` rounded to the pixel grid: round(value x scale) / scale.
  public func roundToPixel(_ value: Double) -> Double {
    (value * scale).rounded() / scale
  }
}
