/// What to paint, in order, in absolute coordinates (points); the output of painting a layout and the
/// input of ``DisplayListRenderer``.
public struct DisplayList: Sendable, Equatable {
  public enum Item: Sendable, Equatable {
    /// Fill an axis-aligned rectangle.
    case fillRect(Rect, Color)
    /// Fill a path (non-zero winding).
    case fillPath(Path, Color)
    /// Start a group whose items are composited together, then drawn with `opacity` (0...1) as one layer:
    /// overlapping items inside the group do not show through each other.
    case beginGroup(opacity: Double)
    /// End the innermost group.
    case endGroup
  }

  public private(set) var items: [Item] = []

  public init() {}

  public mutating func append(_ item: Item) { items.append(item) }

  public mutating func fill(_ rect: Rect, with color: Color) { items.append(.fillRect(rect, color)) }

  public mutating func fill(_ path: Path, with color: Color) { items.append(.fillPath(path, color)) }

  /// Appends the items that `body` adds, as one group drawn at `opacity`. An opacity of 1 adds no group.
  public mutating func group(opacity: Double, _ body: (inout DisplayList) -> Void) {
    guard opacity < 1 else {
      body(&self)
      return
    }
    items.append(.beginGroup(opacity: opacity))
    body(&self)
    items.append(.endGroup)
  }
}
