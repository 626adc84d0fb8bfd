/// A separator line exactly one device pixel thick at every scale, as a table view's separator: 1 pt at
/// 1x, 0.5 pt at 2x, 1/3 pt at 3x.
///
/// A horizontal divider is as wide as its range's minimum (stretch it in a vertical Stack) and draws in
/// the pixel row that holds its top edge; a vertical one likewise in the column of its left edge.
public struct Divider: Component {
  public enum Axis: Sendable, Hashable {
    case horizontal
    case vertical
  }

  public var color: Color
  public var axis: Axis

  public init(_ color: Color, axis: Axis = .horizontal) {
    self.color = color
    self.axis = axis
  }

  public func computeLayout(in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment)
    throws(LayoutError) -> Layout
  {
    let thickness = 1 / environment.scale
    let natural =
      switch axis {
      case .horizontal: Size(width: 0, height: thickness)
      case .vertical: Size(width: thickness, height: 0)
      }
    return Layout(component: self, size: range.clamp(natural))
  }

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
