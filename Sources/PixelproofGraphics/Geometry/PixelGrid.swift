/// How points meet device pixels at one scale: the scale itself, and every rule by which a length in
/// points is put on the grid of pixels or becomes a count of them.
///
/// Each rule keeps the arithmetic of the place it was taken from, so frames are the same on every
/// machine and at every scale:
///
/// - ``floor(_:)``: `floor(v × scale) / scale`, as ComponentKit's `floorPixelValue` places a stack's
///   children across it and derives a ratio's side;
/// - ``round(_:)``: `round(v × scale) / scale`, halves away from zero, as ComponentKit's
///   `roundPixelValue` centres a child and Chrome rounds a flex item's edges;
/// - ``ceil(_:lessTolerance:)``: `ceil((v − tolerance) × scale) / scale`, as UIKit rounds a label's
///   size up;
/// - ``bitmapLength(_:)``: `ceil(v × scale − 0.001)` whole pixels, as UIKit's image renderer rounds its
///   bounds times the scale up;
/// - ``onePixel``: `1 / scale`, UIKit's hairline.
///
/// A scale is checked once, where rendering starts (``init(validScale:)``); a grid made with
/// ``init(scale:)`` is trusted.
public struct PixelGrid: Sendable, Hashable, CustomStringConvertible {
  /// Device pixels per point.
  public let scale: Double

  /// How far above a whole pixel a bitmap's length may be and still count as that pixel: float noise
  /// from summing frames (100.0000001 pt), not a pixel of content. In pixels.
  public static let bitmapNoise = 0.001

  /// The grid of `scale` pixels per point, taken as given.
  ///
  /// - Parameters:
  ///   - scale: pixels per point; the caller has checked it (see ``init(validScale:)``).
  public init(scale: Double) {
    self.scale = scale
  }

  /// The grid of `scale` pixels per point, or nil when `scale` is NaN, infinite, or not above 0.
  ///
  /// - Parameters:
  ///   - scale: pixels per point, as a caller gave it.
  public init?(validScale scale: Double) {
    guard scale.isFinite, scale > 0 else { return nil }
    self.init(scale: scale)
  }

  /// "scale 2", or "scale 1.5" for a fractional scale, as messages name it.
  public var description: String {
    scale == scale.rounded() && abs(scale) < 1e15 ? "scale \(Int(scale))" : "scale \(scale)"
  }

  /// Points to device pixels, as the display list rasterizer starts its transforms.
  public var pointsToPixels: Transform { .scale(scale) }

  /// One device pixel, in points: a hairline's thickness.
  public var onePixel: Double { 1 / scale }

  /// `points` floored to the grid: floor(points × scale) / scale, as ComponentKit's `floorPixelValue`
  /// places a stack child across the stack and derives a ratio's side.
  ///
  /// - Parameters:
  ///   - points: a position or length in points.
  public func floor(_ points: Double) -> Double {
    (points * scale).rounded(.down) / scale
  }

  /// `points` rounded to the nearest pixel, halves away from zero: round(points × scale) / scale, as
  /// ComponentKit's `roundPixelValue` centres a child and Chrome rounds a flex item's edges.
  ///
  /// - Parameters:
  ///   - points: a position or length in points.
  public func round(_ points: Double) -> Double {
    (points * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// `points` rounded up to the grid from `tolerance` below: ceil((points − tolerance) × scale) / scale,
  /// as UIKit rounds a label's size up, so float noise (12.000000001) adds no pixel.
  ///
  /// - Parameters:
  ///   - points: a length in points.
  ///   - tolerance: how far over a grid line, in points, still counts as on it.
  public func ceil(_ points: Double, lessTolerance tolerance: Double) -> Double {
    ((points - tolerance) * scale).rounded(.up) / scale
  }

  /// The whole pixels a length of `points` takes in a bitmap: rounded up, less ``bitmapNoise``; nil
  /// when that is not finite or beyond ``ImageLimits/maxDimension``.
  ///
  /// - Parameters:
  ///   - points: a layout's width or height in points.
  public func bitmapLength(_ points: Double) -> Int? {
    let pixels = points * scale
    guard pixels.isFinite, pixels < Double(ImageLimits.maxDimension + 1) else { return nil }
    return Int((pixels - Self.bitmapNoise).rounded(.up))
  }

  /// Whether `path`, given in points, stays within the rasterizer's coordinate limit (2^20 px) once in
  /// pixels: false for a NaN or infinite point too.
  ///
  /// - Parameters:
  ///   - path: a path in points, as a component draws it.
  public func rasterizes(_ path: Path) -> Bool {
    path.applying(pointsToPixels).isWithin(Rasterizer.coordinateLimit)
  }

  /// How far from the origin, in pixels, a path may reach: the rasterizer's coordinate limit, 2^20.
  public static var pixelLimit: Int { Int(Rasterizer.coordinateLimit) }
}
