/// What layout may depend on besides the component tree: the display scale, for rounding to pixels.
public struct LayoutEnvironment: Sendable, Hashable {
  /// Pixels per point: 1, 2 or 3.
  public var scale: Double

  public init(scale: Double = 1) {
    self.scale = scale
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
