/// Centres a component along one axis, both, or neither, with ComponentKit's center layout rules.
///
/// By default the center layout takes the whole maximum of its range (or the child's size where that
/// maximum is infinite) and the child sits in its middle, rounded to the pixel grid:
///
/// ```swift
/// View(.orange).size(width: 24, height: 24).centered()
/// spinner.centered(.x, sizing: .minimumY)
/// ```
public struct Center: Component {
  /// The axes along which the child is centred. On an axis that is not centred the child sits at 0 and
  /// gets at least the range's minimum.
  public enum Centering: Sendable, Hashable {
    /// Centred along neither axis: the child sits at the top-left.
    case none
    /// Centred horizontally.
    case x
    /// Centred vertically.
    case y
    /// Centred along both axes, the default.
    case xy

    var centersX: Bool { self == .x || self == .xy }
    var centersY: Bool { self == .y || self == .xy }
  }

  /// How large the center layout makes itself.
  public enum Sizing: Sendable, Hashable {
    /// The range's maximum where it is finite, else the child's size.
    case `default`
    /// As small as the range allows along x, down to the child's width.
    case minimumX
    /// As small as the range allows along y, down to the child's height.
    case minimumY
    /// As small as the range allows along both axes, down to the child's size.
    case minimumXY

    var shrinksX: Bool { self == .minimumX || self == .minimumXY }
    var shrinksY: Bool { self == .minimumY || self == .minimumXY }
  }

  /// The axes along which the child is centred.
  public let centering: Centering
  /// How large the center layout makes itself.
  public let sizing: Sizing
  /// The child.
  public let content: any Component

  /// `content` centred along `centering`'s axes, the layout sized by `sizing`.
  public init(_ centering: Centering = .xy, sizing: Sizing = .default, _ content: any Component) {
    self.centering = centering
    self.sizing = sizing
    self.content = content
  }

  /// Lays the child out, sizes the layout by ``sizing``, and centres the child, rounded to the pixel grid.
  ///
  /// - Throws: what the child's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    // The child's percentages resolve against the maximum where it is finite; otherwise the size depends
    // on the child, so there is nothing to resolve them against.
    let finiteMax = ParentSize(finiteMaximumOf: range)
    let childRange = SizeRange(
      min: Size(
        width: centering.centersX ? 0 : range.min.width, height: centering.centersY ? 0 : range.min.height),
      max: range.max)
    try rejectItemProperties(of: content)
    let child = try content.layoutThatFits(childRange, parentSize: finiteMax, environment: environment)

    var size = range.clamp(
      Size(
        width: finiteMax.width ?? child.size.width, height: finiteMax.height ?? child.size.height))
    size = range.clamp(
      Size(
        width: sizing.shrinksX ? min(size.width, child.size.width) : size.width,
        height: sizing.shrinksY ? min(size.height, child.size.height) : size.height))

    let position = Point(
      x: centering.centersX ? environment.pixelGrid.round((size.width - child.size.width) / 2) : 0,
      y: centering.centersY ? environment.pixelGrid.round((size.height - child.size.height) / 2) : 0)
    return Layout(component: self, size: size, children: [.init(position: position, layout: child)])
  }
}

extension Component {
  /// The component centred in the space its parent offers, along `centering`'s axes.
  ///
  /// - Parameters:
  ///   - centering: the axes to centre along; `.xy` by default.
  ///   - sizing: `.default` takes the parent's whole maximum where finite; a minimum option shrinks that
  ///     axis to the component's own size, as far as the parent's minimum allows.
  public func centered(_ centering: Center.Centering = .xy, sizing: Center.Sizing = .default) -> Center {
    Center(centering, sizing: sizing, self)
  }
}
