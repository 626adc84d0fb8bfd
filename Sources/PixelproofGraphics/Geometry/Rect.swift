/// An axis-aligned rectangle: an origin (top-left corner) and a size.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
  /// The top-left corner.
  public var origin: Point
  /// The width and height.
  public var size: Size

  /// The rectangle with its top-left corner at `origin`, of `size`.
  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  /// The rectangle with its top-left corner at `x`, `y`, of `width` x `height`.
  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  /// The empty rectangle at the origin.
  public static let zero = Rect(origin: .zero, size: .zero)

  /// The left edge.
  public var minX: Double { origin.x }
  /// The top edge.
  public var minY: Double { origin.y }
  /// The right edge.
  public var maxX: Double { origin.x + size.width }
  /// The bottom edge.
  public var maxY: Double { origin.y + size.height }
  /// The width.
  public var width: Double { size.width }
  /// The height.
  public var height: Double { size.height }
  /// Whether the rectangle covers no area: a width or height that is 0, negative or NaN.
  public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

  /// The rectangle moved inwards by `amount` on every side (outwards when negative).
  public func insetBy(_ amount: Double) -> Rect {
    Rect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// The rectangle scaled about the origin, as when points become pixels.
  public func scaled(by factor: Double) -> Rect {
    Rect(x: minX * factor, y: minY * factor, width: width * factor, height: height * factor)
  }

  /// The rectangle as layout descriptions print it: `(x, y, width, height)`, e.g. `(16, 8, 200, 20)`.
  public var description: String {
    "(\(formatCoordinate(minX)), \(formatCoordinate(minY)), \(formatCoordinate(width)), \(formatCoordinate(height)))"
  }
}
