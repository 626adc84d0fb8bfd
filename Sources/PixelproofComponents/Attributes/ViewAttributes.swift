/// How a component's view looks, as ComponentKit's view attributes set it on a `UIView`: background,
/// corners, border, alpha, clipping, shadow and transform. They change no frame.
///
/// Set them with modifiers on any component (`.backgroundColor(.white).cornerRadius(12).shadow(…)`), or
/// on a ``View``.
public struct ViewAttributes: Sendable, Equatable {
  /// Fills the view inside its rounded corners; nil for none.
  public var backgroundColor: Color?
  /// Painted over ``backgroundColor``, inside the rounded corners.
  public var backgroundGradient: BackgroundGradient?
  /// Radii larger than the sides allow are scaled down together, as CSS does.
  public var cornerRadii: CornerRadii = .zero
  /// Drawn inside the bounds, above the children (as a `CALayer` border is).
  public var border: Border?
  /// 0 (invisible) ... 1 (opaque). Applies to the view and its children as one layer, as UIKit does:
  /// overlapping children do not show through each other.
  public var alpha: Double = 1
  /// Children are clipped to the bounds and the rounded corners, anti-aliased.
  public var clipsToBounds = false
  /// Drawn below the background, outside the clip (as CSS `box-shadow` with `overflow: hidden`; a
  /// `CALayer` with `masksToBounds` would hide it).
  public var shadow: Shadow?
  /// Applied about the view's centre (UIKit's default anchor point), to the view and its children; the
  /// frame that layout gave is unchanged.
  public var transform: Transform = .identity

  /// No attributes: nothing painted, nothing clipped, no transform.
  public init() {}

  /// A sentence naming the first attribute that cannot be painted, or nil.
  var invalidReason: String? {
    if let reason = cornerRadii.invalidReason { return reason }
    guard alpha >= 0, alpha <= 1 else { return "alpha is \(alpha); it must be between 0 and 1" }
    if let border {
      guard border.width.isFinite, border.width >= 0 else {
        return "border width is \(border.width); it must be finite and not negative"
      }
      if !border.dashes.isEmpty,
        let reason = StrokeStyle(width: border.width, dashes: border.dashes).invalidReason
      {
        return "border: \(reason)"
      }
    }
    if let reason = shadow?.invalidReason { return reason }
    if let reason = backgroundGradient?.invalidReason { return reason }
    guard transform.isFinite else { return "transform \(transform) is not finite" }
    return nil
  }
}

/// A border drawn inside a view's bounds, following its corners.
public struct Border: Sendable, Hashable {
  /// The border's width in points, drawn inside the bounds.
  public var width: Double
  /// The border's colour.
  public var color: Color
  /// Dash and gap lengths in points, as `CAShapeLayer.lineDashPattern`; empty for a solid border.
  public var dashes: [Double]

  /// A border of `width` points in `color`, solid unless `dashes` are given.
  public init(width: Double, color: Color, dashes: [Double] = []) {
    self.width = width
    self.color = color
    self.dashes = dashes
  }
}

/// A point given as a fraction of a view's bounds: (0, 0) is the top-left corner, (1, 1) the bottom-right.
public struct UnitPoint: Sendable, Hashable {
  /// The fraction of the width from the left edge: 0 is the left, 1 the right.
  public var x: Double
  /// The fraction of the height from the top edge: 0 is the top, 1 the bottom.
  public var y: Double

  /// The point at fractions `x` of the width and `y` of the height.
  public init(x: Double, y: Double) {
    self.x = x
    self.y = y
  }

  /// The top-left corner, (0, 0).
  public static let topLeft = UnitPoint(x: 0, y: 0)
  /// The middle of the top edge, (0.5, 0).
  public static let top = UnitPoint(x: 0.5, y: 0)
  /// The top-right corner, (1, 0).
  public static let topRight = UnitPoint(x: 1, y: 0)
  /// The middle of the left edge, (0, 0.5).
  public static let left = UnitPoint(x: 0, y: 0.5)
  /// The centre, (0.5, 0.5).
  public static let center = UnitPoint(x: 0.5, y: 0.5)
  /// The middle of the right edge, (1, 0.5).
  public static let right = UnitPoint(x: 1, y: 0.5)
  /// The bottom-left corner, (0, 1).
  public static let bottomLeft = UnitPoint(x: 0, y: 1)
  /// The middle of the bottom edge, (0.5, 1).
  public static let bottom = UnitPoint(x: 0.5, y: 1)
  /// The bottom-right corner, (1, 1).
  public static let bottomRight = UnitPoint(x: 1, y: 1)

  /// The point in `frame`.
  func point(in frame: Rect) -> Point {
    Point(x: frame.minX + x * frame.width, y: frame.minY + y * frame.height)
  }
}

/// A gradient filling a view's background, placed relative to its bounds (as `CAGradientLayer`).
public enum BackgroundGradient: Sendable, Hashable {
  /// From `start` (the first stop) to `end` (the last stop).
  case linear(Gradient, start: UnitPoint, end: UnitPoint)
  /// Circles around `center`, reaching the last stop at `radius` points.
  case radial(Gradient, center: UnitPoint, radius: Double)

  /// The paint for a view whose frame is `frame`.
  func paint(in frame: Rect) -> Paint {
    switch self {
    case .linear(let gradient, let start, let end):
      .linearGradient(
        LinearGradient(gradient: gradient, start: start.point(in: frame), end: end.point(in: frame)))
    case .radial(let gradient, let center, let radius):
      .radialGradient(RadialGradient(gradient: gradient, center: center.point(in: frame), radius: radius))
    }
  }

  var invalidReason: String? {
    paint(in: Rect(x: 0, y: 0, width: 1, height: 1)).invalidReason
  }
}
