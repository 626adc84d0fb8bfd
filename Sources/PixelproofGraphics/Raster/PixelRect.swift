/// A rectangle of whole device pixels: columns `minX..<maxX`, rows `minY..<maxY`.
struct PixelRect: Equatable {
  var minX: Int
  var minY: Int
  var maxX: Int
  var maxY: Int

  static let empty = PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0)

  var width: Int { max(0, maxX - minX) }
  var height: Int { max(0, maxY - minY) }
  var isEmpty: Bool { minX >= maxX || minY >= maxY }

  /// The pixels both rectangles hold (empty when they do not meet).
  func intersection(_ other: PixelRect) -> PixelRect {
    let result = PixelRect(
      minX: max(minX, other.minX), minY: max(minY, other.minY),
      maxX: min(maxX, other.maxX), maxY: min(maxY, other.maxY))
    return result.isEmpty ? .empty : result
  }

  /// The smallest rectangle holding both (an empty one adds nothing).
  func union(_ other: PixelRect) -> PixelRect {
    if isEmpty { return other }
    if other.isEmpty { return self }
    return PixelRect(
      minX: min(minX, other.minX), minY: min(minY, other.minY),
      maxX: max(maxX, other.maxX), maxY: max(maxY, other.maxY))
  }

  /// The rectangle grown by `amount` pixels on every side.
  func outset(by amount: Int) -> PixelRect {
    PixelRect(minX: minX - amount, minY: minY - amount, maxX: maxX + amount, maxY: maxY + amount)
  }

  /// The pixels a shape with these fixed-point bounds (1/256 px) can touch.
  static func enclosing(fixedMinX: Int, minY: Int, maxX: Int, maxY: Int) -> PixelRect {
    let one = FixedPoint.one
    return PixelRect(
      minX: fixedMinX >> FixedPoint.shift, minY: minY >> FixedPoint.shift,
      maxX: (maxX + one - 1) >> FixedPoint.shift, maxY: (maxY + one - 1) >> FixedPoint.shift)
  }

  /// The pixels that a rectangle in device pixels touches, or nil when a side is not finite.
  static func enclosing(_ rect: Rect) -> PixelRect? {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
    return enclosing(
      fixedMinX: FixedPoint.from(rect.minX), minY: FixedPoint.from(rect.minY),
      maxX: FixedPoint.from(rect.maxX), maxY: FixedPoint.from(rect.maxY))
  }
}
