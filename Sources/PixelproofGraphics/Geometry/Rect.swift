/// An axis-aligned rectangle: an origin (top-left corner) and a size.
public struct Rect: Sendable, Hashable, CustomStringConvertible {
  public var origin: Point
  public var size: Size

  public init(origin: Point, size: Size) {
    self.origin = origin
    self.size = size
  }

  public init(x: Double, y: Double, width: Double, height: Double) {
    self.init(origin: Point(x: x, y: y), size: Size(width: width, height: height))
  }

  public static let zero = Rect(origin: .zero, size: .zero)

  public var minX: Double { origin.x }
  public var minY: Double { origin.y }
  public var maxX: Double { origin.x + size.width }
  public var maxY: Double { origin.y + size.height }
  public var width: Double { size.width }
  public var height: Double { size.height }
  public var isEmpty: Bool { !(size.width > 0 && size.height > 0) }

  /// The rectangle moved inwards by `amount` on every side (outwards when negative).
  public func insetBy(_ amount: Double) -> Rect {
    Rect(x: minX + amount, y: minY + amount, width: width - 2 * amount, height: height - 2 * amount)
  }

  /// The rectangle scaled about the origin, as when points become pixels.
  public func scaled(by factor: Double) -> Rect {
    Rect(x: minX * factor, y: minY * factor, width: width * factor, height: height * factor)
  }

  public var description: String {
    "(\(formatCoordinate(minX)), \(formatCoordinate(minY)), \(formatCoordinate(width)), \(formatCoordinate(height)))"
  }
}
