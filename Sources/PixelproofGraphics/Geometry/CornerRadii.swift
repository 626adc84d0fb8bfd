/// The radius of each corner of a rounded rectangle, in points or pixels.
public struct CornerRadii: Sendable, Hashable {
  /// The top-left corner's radius.
  public var topLeft: Double
  /// The top-right corner's radius.
  public var topRight: Double
  /// The bottom-right corner's radius.
  public var bottomRight: Double
  /// The bottom-left corner's radius.
  public var bottomLeft: Double

  /// A radius for each corner, clockwise from the top left.
  public init(topLeft: Double, topRight: Double, bottomRight: Double, bottomLeft: Double) {
    self.topLeft = topLeft
    self.topRight = topRight
    self.bottomRight = bottomRight
    self.bottomLeft = bottomLeft
  }

  /// The same radius at every corner.
  public init(_ radius: Double) {
    self.init(topLeft: radius, topRight: radius, bottomRight: radius, bottomLeft: radius)
  }

  /// Square corners.
  public static let zero = CornerRadii(0)

  var all: [Double] { [topLeft, topRight, bottomRight, bottomLeft] }

  /// Whether every corner is square (no radius above 0).
  public var isZero: Bool { all.allSatisfy { $0 <= 0 } }

  /// A sentence naming a negative, NaN or infinite radius; nil when every radius is usable.
  public var invalidReason: String? {
    // Every view's layout asks: the common case, four usable radii, builds no array and no string.
    if topLeft.isFinite, topLeft >= 0, topRight.isFinite, topRight >= 0, bottomRight.isFinite,
      bottomRight >= 0, bottomLeft.isFinite, bottomLeft >= 0
    {
      return nil
    }
    let isUniform = [topRight, bottomRight, bottomLeft].allSatisfy {
      $0 == topLeft || ($0.isNaN && topLeft.isNaN)
    }
    if isUniform, !(topLeft.isFinite && topLeft >= 0) {
      return "cornerRadius is \(topLeft); it must be finite and not negative"
    }
    for (name, value) in [
      ("topLeft", topLeft), ("topRight", topRight), ("bottomRight", bottomRight), ("bottomLeft", bottomLeft),
    ] where !(value.isFinite && value >= 0) {
      return "corner radius \(name) is \(value); it must be finite and not negative"
    }
    return nil
  }

  /// The radii scaled down together, as CSS does, until the two corners on each side fit its length.
  public func fitted(to size: Size) -> CornerRadii {
    var factor = 1.0
    for (length, sum) in [
      (size.width, topLeft + topRight), (size.width, bottomLeft + bottomRight),
      (size.height, topLeft + bottomLeft), (size.height, topRight + bottomRight),
    ] where sum > length {
      factor = min(factor, max(0, length) / sum)
    }
    return map { $0 * factor }
  }

  /// Every radius changed by `body`.
  public func map(_ body: (Double) -> Double) -> CornerRadii {
    CornerRadii(
      topLeft: body(topLeft), topRight: body(topRight), bottomRight: body(bottomRight),
      bottomLeft: body(bottomLeft))
  }
}
