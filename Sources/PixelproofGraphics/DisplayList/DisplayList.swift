/// What to paint, in order, in absolute coordinates (points); the output of painting a layout and the
/// input of ``DisplayListRasterizer``.
///
/// `begin…`/`end…` items nest: a clip, a transform or a group applies to everything between them.
public struct DisplayList: Sendable, Equatable {
  /// One drawing step.
  public enum Item: Sendable, Equatable {
    /// Fill an axis-aligned rectangle.
    case fillRect(Rect, Paint)
    /// Fill a path under a fill rule.
    case fillPath(Path, FillRule, Paint)
    /// Stroke a path's outline.
    case strokePath(Path, StrokeStyle, Paint)
    /// A horizontal or vertical line exactly one device pixel wide at any scale, in the pixel row (or
    /// column) that contains it; a slanted one is stroked one device pixel wide.
    case hairline(from: Point, to: Point, Color)
    /// Glyph outlines filled in one colour, rendered through a coverage cache.
    case glyphs(GlyphRun)
    /// A blurred shadow of a rounded rectangle.
    case shadow(RoundedRect, Shadow)
    /// Clip what follows to a rounded rectangle (anti-aliased), within any clip already in force.
    case beginClip(RoundedRect)
    /// End the innermost clip.
    case endClip
    /// Apply `transform` to what follows, before any transform already in force.
    case beginTransform(Transform)
    /// End the innermost transform.
    case endTransform
    /// Start a group whose items are composited together, then drawn with `opacity` (0...1) as one layer:
    /// overlapping items inside the group do not show through each other.
    case beginGroup(opacity: Double)
    /// End the innermost group.
    case endGroup
  }

  /// The items, in painting order: later ones are painted above earlier ones.
  public private(set) var items: [Item] = []

  /// An empty list.
  public init() {}

  /// Adds `item` at the end.
  public mutating func append(_ item: Item) { items.append(item) }

  /// Adds a rectangle filled with `color`.
  public mutating func fill(_ rect: Rect, with color: Color) { items.append(.fillRect(rect, .color(color))) }

  /// Adds a rectangle filled with `paint`.
  public mutating func fill(_ rect: Rect, with paint: Paint) { items.append(.fillRect(rect, paint)) }

  /// Adds `path` filled with `color` under `rule`.
  public mutating func fill(_ path: Path, rule: FillRule = .nonZero, with color: Color) {
    items.append(.fillPath(path, rule, .color(color)))
  }

  /// Adds `path` filled with `paint` under `rule`.
  public mutating func fill(_ path: Path, rule: FillRule = .nonZero, with paint: Paint) {
    items.append(.fillPath(path, rule, paint))
  }

  /// Adds `path`'s outline stroked with `paint` as `style` says.
  public mutating func stroke(_ path: Path, style: StrokeStyle, with paint: Paint) {
    items.append(.strokePath(path, style, paint))
  }

  /// Appends the items that `body` adds, as one group drawn at `opacity`. An opacity of 1 adds no group
  /// (one outside 0...1 is kept, for the rasterizer to refuse).
  public mutating func group(opacity: Double, _ body: (inout DisplayList) -> Void) {
    guard opacity != 1 else {
      body(&self)
      return
    }
    items.append(.beginGroup(opacity: opacity))
    body(&self)
    items.append(.endGroup)
  }

  /// Appends the items that `body` adds, clipped to `shape`.
  public mutating func clip(to shape: RoundedRect, _ body: (inout DisplayList) -> Void) {
    items.append(.beginClip(shape))
    body(&self)
    items.append(.endClip)
  }

  /// Appends the items that `body` adds, transformed by `transform`. The identity adds nothing.
  public mutating func transform(_ transform: Transform, _ body: (inout DisplayList) -> Void) {
    guard !transform.isIdentity else {
      body(&self)
      return
    }
    items.append(.beginTransform(transform))
    body(&self)
    items.append(.endTransform)
  }
}
