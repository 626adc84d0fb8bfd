/// A width and a height in points (layout) or pixels (rasterizer).
public struct Size: Sendable, Hashable, CustomStringConvertible {
  public var width: Double
  public var height: Double

  public init(width: Double, height: Double) {
    self.width = width
    self.height = height
  }

  public static let zero = Size(width: 0, height: 0)

  public var description: String { "\(formatCoordinate(width)) x \(formatCoordinate(height))" }
}
