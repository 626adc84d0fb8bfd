/// An affine function of the device pixel in fixed point, sampled at pixel centres: a gradient's t, or
/// one coordinate of a point relative to a radial gradient's centre, in 1/2^25 units
/// (``GradientRamp/one``).
///
/// It is written about an anchor on the half-pixel grid (a pixel centre or corner) near the gradient's
/// start or centre: `perHalfX · (2x + 1 - anchorX) + perHalfY · (2y + 1 - anchorY) + atAnchor`, with
/// x + 0.5 = (2x + 1) / 2 the pixel centre in half pixels. A gradient whose start or centre lies on that
/// grid then has `atAnchor` 0 and takes exactly opposite values at mirrored pixels, so a centred radial
/// gradient is symmetric and a mirrored linear one mirrored, pixel for pixel.
struct FixedAffine {
  let perHalfX: Int
  let perHalfY: Int
  /// The anchor in half pixels from the device origin.
  let anchorX: Int
  let anchorY: Int
  let atAnchor: Int

  /// The change from one pixel to the next along a row.
  var stepX: Int { 2 * perHalfX }

  /// Pixel coordinates and the anchor are clamped to this many pixels from the origin (a bitmap is at
  /// most 16,384 px wide); with ``steepLimit`` and ``farLimit`` every value stays below 2^63.
  static let coordinateLimit = 1 << 20
  /// The largest change of the function per pixel before conversion: 2^14, a whole gradient within
  /// 1/16,384 px.
  static let steepLimit = Double(1 << 14)
  /// The largest value at the anchor before conversion: beyond it, no pixel within the coordinate
  /// limit (at most 2^21 px from the anchor, changing at most 2 · 2^14 per pixel) comes within 0...1.
  static let farLimit = Double(1 << 37)

  /// The function in gradient units per device pixel, before conversion.
  struct Source {
    var perX: Double
    var perY: Double
    /// The value at the device origin (a pixel corner).
    var atOrigin: Double
  }

  /// The value at the centre of pixel (`x`, `y`).
  @inline(__always)
  func value(x: Int, y: Int) -> Int {
    let x = min(max(x, -Self.coordinateLimit), Self.coordinateLimit)
    let y = min(max(y, -Self.coordinateLimit), Self.coordinateLimit)
    return perHalfX * (2 * x + 1 - anchorX) + perHalfY * (2 * y + 1 - anchorY) + atAnchor
  }

  /// The functions in fixed point about the half-pixel grid point nearest `anchor` (the device origin
  /// when it is nil or not finite), or nil when a coefficient is not finite.
  ///
  /// A function steeper than ``steepLimit`` is scaled down, all functions by the same factor, so a
  /// circle stays a circle: where the values are 0 does not move, and the gradient from 0 to 1 widens to
  /// 1/16,384 px, which only a pixel centre that close to the start line or centre can see. A value at
  /// the anchor beyond ``farLimit`` is clamped, which changes no pixel's side of 0...1.
  static func convert(_ sources: [Source], anchor: Point?) -> [FixedAffine]? {
    guard sources.allSatisfy({ $0.perX.isFinite && $0.perY.isFinite && $0.atOrigin.isFinite })
    else { return nil }
    let steepest = sources.map { max($0.perX.magnitude, $0.perY.magnitude) }.max() ?? 0
    let scale = steepest > steepLimit ? steepLimit / steepest : 1
    let (anchorX, anchorY) = (halfPixels(anchor?.x), halfPixels(anchor?.y))
    let one = Double(GradientRamp.one)
    return sources.map { source in
      let (perX, perY) = (source.perX * scale, source.perY * scale)
      let atAnchor = source.atOrigin * scale + perX * Double(anchorX) / 2 + perY * Double(anchorY) / 2
      return FixedAffine(
        perHalfX: Int((perX / 2 * one).rounded()), perHalfY: Int((perY / 2 * one).rounded()),
        anchorX: anchorX, anchorY: anchorY,
        atAnchor: Int((min(max(atAnchor, -farLimit), farLimit) * one).rounded()))
    }
  }

  /// `coordinate` in half pixels, rounded to nearest and clamped to the coordinate limit.
  private static func halfPixels(_ coordinate: Double?) -> Int {
    guard let coordinate, coordinate.isFinite else { return 0 }
    let limit = Double(2 * coordinateLimit)
    return Int(min(max(2 * coordinate, -limit), limit).rounded())
  }
}
