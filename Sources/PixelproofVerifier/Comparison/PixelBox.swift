/// A rectangle of whole pixels: columns `x..<x + width`, rows `y..<y + height`.
public struct PixelBox: Sendable, Equatable, CustomStringConvertible {
  /// The leftmost column in the box.
  public var x: Int
  /// The top row in the box.
  public var y: Int
  /// How many columns the box spans.
  public var width: Int
  /// How many rows the box spans.
  public var height: Int

  /// The box whose top-left pixel is at column `x`, row `y`.
  ///
  /// - Parameters:
  ///   - x: the leftmost column.
  ///   - y: the top row.
  ///   - width: how many columns it spans.
  ///   - height: how many rows it spans.
  public init(x: Int, y: Int, width: Int, height: Int) {
    self.x = x
    self.y = y
    self.width = width
    self.height = height
  }

  /// The first column to the right of the box, outside it.
  public var maxX: Int { x + width }
  /// The first row below the box, outside it.
  public var maxY: Int { y + height }

  /// The smallest box holding both.
  func union(_ other: PixelBox) -> PixelBox {
    let left = min(x, other.x)
    let top = min(y, other.y)
    return PixelBox(x: left, y: top, width: max(maxX, other.maxX) - left, height: max(maxY, other.maxY) - top)
  }

  /// This box grown by `margin` on every side.
  func outset(by margin: Int) -> PixelBox {
    PixelBox(x: x - margin, y: y - margin, width: width + 2 * margin, height: height + 2 * margin)
  }

  func intersects(_ other: PixelBox) -> Bool {
    x < other.maxX && other.x < maxX && y < other.maxY && other.y < maxY
  }

  /// `x 2..<3, y 0..<1 px`.
  public var description: String { "x \(x)..<\(maxX), y \(y)..<\(maxY) px" }

  /// The same box in points at `scale` pixels per point: `x 1..<1.5, y 0..<0.5 pt`.
  public func pointsDescription(scale: Int) -> String {
    // Thirds and halves to three decimals, as layout descriptions print frames.
    func points(_ pixels: Int) -> String { formatCoordinate(Double(pixels) / Double(max(scale, 1))) }
    return "x \(points(x))..<\(points(maxX)), y \(points(y))..<\(points(maxY)) pt"
  }
}
