/// A leaf that draws a path: filled, stroked, or both, with any `Paint`. The path and the paint's
/// geometry (gradient points, an image's frame) are in the component's own coordinates (points, origin
/// at its top-left corner). It takes ``ViewAttributes`` too.
///
/// Like ``View``, a shape with no size of its own is as small as its range allows; give it one with
/// `.size(…)`.
public struct Shape: ViewAttributed {
  /// The outline, in the shape's own coordinates (points from its top-left corner).
  public let path: Path
  /// What fills the path; nil for no fill.
  public var fill: Paint?
  /// Which parts of a self-intersecting path are inside: `.nonZero` by default.
  public var fillRule: FillRule = .nonZero
  /// What strokes the path and how; nil for no stroke.
  public var stroke: (paint: Paint, style: StrokeStyle)?
  /// Background, corners, border, clipping and the rest, as on a ``View``.
  public var attributes = ViewAttributes()

  /// A shape of `path`, neither filled nor stroked yet.
  public init(_ path: Path) {
    self.path = path
  }

  /// The shape filled with `paint` under `rule`.
  public func fill(_ paint: Paint, rule: FillRule = .nonZero) -> Shape {
    var copy = self
    copy.fill = paint
    copy.fillRule = rule
    return copy
  }

  /// The shape filled with `color`.
  public func fill(_ color: Color, rule: FillRule = .nonZero) -> Shape { fill(.color(color), rule: rule) }

  /// The shape's outline stroked with `paint`.
  public func stroke(_ paint: Paint, style: StrokeStyle) -> Shape {
    var copy = self
    copy.stroke = (paint, style)
    return copy
  }

  /// The shape stroked with `color`, `width` points wide, with butt caps and miter joins.
  public func stroke(_ color: Color, width: Double = 1) -> Shape {
    stroke(.color(color), style: StrokeStyle(width: width))
  }

  /// As small as the range allows, like a ``View``; give it a size.
  ///
  /// - Throws: ``LayoutError`` when the path, a paint or the stroke style cannot be painted.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    if let reason = attributes.invalidReason ?? fill?.invalidReason ?? stroke?.paint.invalidReason
      ?? stroke?.style.invalidReason
    {
      throw LayoutError(component: kindName, reason: reason)
    }
    // The rasterizer's limit is in pixels, so the path is checked as it will be painted, at the scale.
    let grid = environment.pixelGrid
    guard grid.rasterizes(path) else {
      throw LayoutError(
        component: kindName,
        reason: "the path has a point that is NaN, infinite, or farther than \(PixelGrid.pixelLimit) px "
          + "from the origin at \(grid)")
    }
    return Layout(component: self, size: range.min)
  }

  /// Adds the view attributes below the shape, then the fill and the stroke.
  public func paint(in frame: Rect, into list: inout DisplayList) {
    attributes.paintBelowChildren(in: frame, into: &list)
    list.transform(.translation(x: frame.minX, y: frame.minY)) { list in
      if let fill { list.fill(path, rule: fillRule, with: fill) }
      if let stroke { list.stroke(path, style: stroke.style, with: stroke.paint) }
    }
  }

  /// Adds the border and closes what ``paint(in:into:)`` opened.
  public func paintAboveChildren(in frame: Rect, into list: inout DisplayList) {
    attributes.paintAboveChildren(in: frame, into: &list)
  }
}
