/// Distances inwards from each edge of a rectangle. An inset may be `.infinity` where a layout allows it
/// (see `Inset` in PixelproofComponents).
public struct EdgeInsets: Sendable, Hashable {
  /// The distance from the top edge.
  public var top: Double
  /// The distance from the left edge.
  public var left: Double
  /// The distance from the bottom edge.
  public var bottom: Double
  /// The distance from the right edge.
  public var right: Double

  /// Insets for each edge; edges left out are 0.
  public init(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same inset on all four edges.
  public init(all value: Double) {
    self.init(top: value, left: value, bottom: value, right: value)
  }

  /// `horizontal` on the left and right, `vertical` on the top and bottom.
  public init(horizontal: Double = 0, vertical: Double = 0) {
    self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  /// No inset on any edge.
  public static let zero = EdgeInsets()
}
