/// The shape drawn at the open ends of a stroked line, as CoreGraphics' `CGLineCap`.
public enum LineCap: Sendable, Hashable {
  /// The stroke stops at the end point.
  case butt
  /// A half disc of the stroke's width around the end point (the stroker adds a whole disc).
  case round
  /// The stroke goes on past the end point by half its width.
  case square
}

/// The shape that fills the gap on the outer side of a corner, as CoreGraphics' `CGLineJoin`.
public enum LineJoin: Sendable, Hashable {
  /// The two outer edges extended until they meet, unless that point is farther than the miter limit
  /// allows, in which case the corner is bevelled.
  case miter
  /// A disc of the stroke's width around the corner.
  case round
  /// The outer corners of the two segments joined by a straight edge.
  case bevel
}

/// How a path is stroked: its width, the shape of its ends and corners, and an optional dash pattern.
///
/// The meanings follow CoreGraphics and SVG, so a design made there strokes the same here. A style with a
/// value the stroker cannot use (see ``invalidReason``) strokes nothing. Strokes are drawn on the device:
/// under a transform the width and dashes scale by its length factor (the square root of its
/// determinant's magnitude), which is exact for translation, rotation and uniform scale; a non-uniform
/// scale strokes evenly instead of stretching the pen as CoreGraphics would.
public struct StrokeStyle: Sendable, Hashable {
  /// The stroke's width, centred on the path.
  public var width: Double
  /// How open ends and dashes end: `.butt` by default.
  public var cap: LineCap
  /// How segments meet at corners: `.miter` by default.
  public var join: LineJoin
  /// The longest miter allowed, as the distance between the inner and outer corner divided by the width
  /// (CoreGraphics' meaning and default): a corner whose miter would be longer is bevelled. A miter is
  /// 1/sin(angle/2) widths long, so the default of 10 bevels corners sharper than about 11.5 degrees.
  public var miterLimit: Double
  /// Alternating lengths drawn and skipped along the path, starting with a drawn one. A list of odd length
  /// is repeated once to make it even, as SVG does (`[5]` draws 5 and skips 5). Empty draws a solid line.
  public var dashes: [Double]
  /// How far into the dash pattern the path starts: a phase of 3 with `[10, 5]` draws 7, skips 5, draws 10.
  public var dashPhase: Double

  /// A stroke style; those left out have CoreGraphics' defaults.
  ///
  /// - Parameters:
  ///   - width: the stroke's width, centred on the path.
  ///   - cap: how open ends and dashes end.
  ///   - join: how segments meet at corners.
  ///   - miterLimit: the longest miter, in widths, before a corner is bevelled.
  ///   - dashes: lengths drawn and skipped, alternately; empty for a solid line.
  ///   - dashPhase: how far into the dash pattern the path starts.
  public init(
    width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10,
    dashes: [Double] = [], dashPhase: Double = 0
  ) {
    self.width = width
    self.cap = cap
    self.join = join
    self.miterLimit = miterLimit
    self.dashes = dashes
    self.dashPhase = dashPhase
  }

  /// Nil for a style the stroker can use; otherwise a sentence naming the first bad field and its value.
  ///
  /// A width of 0 is valid and strokes nothing. A dash pattern whose lengths add up to 0 would never move
  /// along the path, so it is refused rather than drawn as a solid line.
  public var invalidReason: String? {
    guard width.isFinite, width >= 0 else {
      return "The stroke width is \(width); it must be finite and not negative."
    }
    guard miterLimit >= 1 else {
      return "The miter limit is \(miterLimit); it must be at least 1."
    }
    for (index, length) in dashes.enumerated() where !(length.isFinite && length >= 0) {
      return "Dash length \(index) is \(length); every dash length must be finite and not negative."
    }
    if !dashes.isEmpty, !(dashes.reduce(0, +) > 0) {
      return "The dash lengths \(dashes) add up to 0; at least one must be greater than 0."
    }
    guard dashPhase.isFinite else {
      return "The dash phase is \(dashPhase); it must be finite."
    }
    return nil
  }
}
