/// A separator line exactly one device pixel thick at every scale, as a table view's separator: 1 pt at
/// 1x, 0.5 pt at 2x, 1/3 pt at 3x.
///
/// A horizontal divider is as wide as its range's minimum (stretch it in a vertical Stack) and draws in
/// the pixel row that holds its top edge; a vertical one likewise in the column of its left edge.
public struct Divider: Component {
  /// Which way the line runs.
  public enum Axis: Sendable, Hashable {
    /// A horizontal line, one device pixel tall.
    case horizontal
    /// A vertical line, one device pixel wide.
    case vertical
  }

  /// The line's colour.
  public var color: Color
  /// Which way the line runs.
  public var axis: Axis

  /// A divider in `color`, horizontal unless `axis` says otherwise.
  public init(_ color: Color, axis: Axis = .horizontal) {
    self.color = color
    self.axis = axis
  }

  /// One device pixel thick across the axis, as long as the range's minimum along it.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    let thickness = environment.pixelGrid.onePixel
    let natural =
      switch axis {
      case .horizontal: Size(width: 0, height: thickness)
      case .vertical: Size(width: thickness, height: 0)
      }
    return Layout(component: self, size: range.clamp(natural))
  }

  /// Fills the one pixel row (or column) that holds the frame's top (or left) edge.
  public func paint(in frame: Rect, into list: inout DisplayList) {
    switch axis {
    case .horizontal:
      guard frame.width > 0 else { return }
      list.append(.hairline(from: frame.origin, to: Point(x: frame.maxX, y: frame.minY), color))
    case .vertical:
      guard frame.height > 0 else { return }
      list.append(.hairline(from: frame.origin, to: Point(x: frame.minX, y: frame.maxY), color))
    }
  }
}
