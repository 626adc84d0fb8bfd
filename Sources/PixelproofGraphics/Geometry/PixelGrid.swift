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
/// - ``ceil(_:)``: `ceil(v × scale) / scale`, as UIKit rounds a label's size up;
/// - ``bitmapLength(_:)``: `ceil(v × scale − epsilon)` whole pixels, as UIKit's image renderer rounds its
///   bounds times the scale up;
/// - ``onePixel``: `1 / scale`, UIKit's hairline.
///
/// A scale is checked once, where rendering starts (``init(validScale:)``); a grid made with
/// ``init(scale:)`` is trusted. The grid has one tolerance, ``epsilon``, in pixels; a tolerance in
/// points belongs to whoever measures the length (a label's text, a stack's layout) and is taken off
/// before the length reaches the grid.
public struct PixelGrid: Sendable, Hashable, CustomStringConvertible {
  /// Device pixels per point.
  public let scale: Double

  /// How far above a whole pixel a count of pixels may be and still count as that pixel, in pixels:
  /// float noise from summing frames (100.0000001 pt), not a pixel of content. A thousandth of a pixel
  /// is far above that noise and far below anything a pixel can show.
  public static let epsilon = 0.001

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

  /// `points` rounded up to the grid: ceil(points × scale) / scale, as UIKit rounds a label's size up.
  ///
  /// A caller whose length carries float noise of its own takes its tolerance off first, as a label
  /// does with the text's width tolerance.
  ///
  /// - Parameters:
  ///   - points: a length in points.
  public func ceil(_ points: Double) -> Double {
    (points * scale).rounded(.up) / scale
  }

  /// The whole pixels a length of `points` takes in a bitmap: rounded up, less ``epsilon``; nil
  /// when that is not finite or beyond ``BitmapLimits/maxDimension``.
  ///
  /// - Parameters:
  ///   - points: a layout's width or height in points.
  public func bitmapLength(_ points: Double) -> Int? {
    let pixels = points * scale
    guard pixels.isFinite, pixels < Double(BitmapLimits.maxDimension + 1) else { return nil }
    return Int((pixels - Self.epsilon).rounded(.up))
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
