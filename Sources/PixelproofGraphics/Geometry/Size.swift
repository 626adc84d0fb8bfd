/// A width and a height in points (layout) or pixels (rasterizer).
public struct Size: Sendable, Hashable, CustomStringConvertible {
  /// The width.
  public var width: Double
  /// The height.
  public var height: Double

  /// The size of `width` x `height`.
  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  /// No width and no height.
  public static let zero = Size(width: 0, height: 0)

  /// The size as layout descriptions print it, e.g. `200 x 20`.
  public var description: String { "\(formatCoordinate(width)) x \(formatCoordinate(height))" }
}
