/// Puts space around a component. An inset may be `.infinity`: the child then keeps its own size and is
/// pushed to the opposite edge, or centred when both opposite insets are infinite.
public struct Inset: Component {
  /// The space on each side, in points; a side may be `.infinity`.
  public let insets: EdgeInsets
  /// The child.
  public let content: any Component

  /// `content` with `insets` around it.
  public init(_ insets: EdgeInsets, _ content: any Component) {
    self.insets = insets
    self.content = content
  }

  /// Lays the child out in the range less the insets, and places it after them.
  ///
  /// - Throws: ``LayoutError`` for a NaN or −∞ inset, or an infinite inset with nothing finite to place
  ///   the child against; or what the child's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    for value in [insets.top, insets.left, insets.bottom, insets.right]
    where value.isNaN || value == -.infinity {
      throw LayoutError(component: kindName, reason: "an inset is \(value); insets are numbers or +infinity")
    }
    let horizontal = Axis(leading: insets.left, trailing: insets.right)
    let vertical = Axis(leading: insets.top, trailing: insets.bottom)
    let childRange = SizeRange(
      min: Size(width: horizontal.childMin(range.min.width), height: vertical.childMin(range.min.height)),
      max: Size(width: horizontal.childMax(range.max.width), height: vertical.childMax(range.max.height)))
    let childParent = ParentSize(
      width: parentSize.width.map { max(0, $0 - horizontal.finiteSum) },
      height: parentSize.height.map { max(0, $0 - vertical.finiteSum) })
    try rejectItemProperties(of: content)
    let child = try content.layoutThatFits(childRange, parentSize: childParent, environment: environment)

    let width = try horizontal.ownLength(
      child: child.size.width, parent: parentSize.width, min: range.min.width, max: range.max.width,
      component: kindName, axis: "width")
    let height = try vertical.ownLength(
      child: child.size.height, parent: parentSize.height, min: range.min.height, max: range.max.height,
      component: kindName, axis: "height")
    let position = Point(
      x: horizontal.childOffset(child: child.size.width, max: range.max.width),
      y: vertical.childOffset(child: child.size.height, max: range.max.height))
    guard position.x.isFinite, position.y.isFinite else {
      throw LayoutError(
        component: kindName,
        reason: "an infinite inset needs a finite maximum size to place its child against")
    }
    return Layout(
      component: self, size: Size(width: width, height: height),
      children: [.init(position: position, layout: child)])
  }

  /// The two insets along one axis.
  private struct Axis {
    let leading: Double
    let trailing: Double

    var hasInfinite: Bool { leading.isInfinite || trailing.isInfinite }
    /// Both insets, counting an infinite one as 0.
    var finiteSum: Double { (leading.isFinite ? leading : 0) + (trailing.isFinite ? trailing : 0) }

    func childMin(_ min: Double) -> Double { hasInfinite ? 0 : max(0, min - finiteSum) }
    func childMax(_ max: Double) -> Double { Swift.max(0, max - finiteSum) }

    /// The inset's own length: the child's plus both insets, or the parent's when that is infinite,
    /// then clamped to the range.
    func ownLength(
      child: Double, parent: Double?, min: Double, max: Double, component: @autoclosure () -> String,
      axis: String
    ) throws(LayoutError) -> Double {
      var length = child + leading + trailing
      if length.isInfinite, let parent { length = parent }
      length = Swift.max(min, Swift.min(max, length))
      guard length.isFinite else {
        throw LayoutError(
          component: component(),
          reason: "an infinite inset fills the parent, but the parent's \(axis) is undefined and the "
            + "maximum \(axis) is infinite")
      }
      return length
    }

    /// The child's offset: after the leading inset; or against the trailing edge of the maximum when the
    /// leading inset is infinite; or centred in the maximum when both are.
    func childOffset(child: Double, max: Double) -> Double {
      if leading.isFinite { return leading }
      if trailing.isFinite { return max - (trailing + child) }
      return max - (((max - child) / 2).rounded() + child)
    }
  }
}

extension Component {
  /// The component with `amount` points of space on every side.
  public func inset(_ amount: Double) -> Inset {
    Inset(EdgeInsets(all: amount), self)
  }

  /// The component with space on each side; `.infinity` pushes it to the opposite side.
  public func inset(top: Double = 0, left: Double = 0, bottom: Double = 0, right: Double = 0) -> Inset {
    Inset(EdgeInsets(top: top, left: left, bottom: bottom, right: right), self)
  }

  /// The component with `horizontal` points on the left and right and `vertical` on the top and bottom.
  public func inset(horizontal: Double = 0, vertical: Double = 0) -> Inset {
    Inset(EdgeInsets(horizontal: horizontal, vertical: vertical), self)
  }

  /// The component with `insets` around it.
  public func inset(_ insets: EdgeInsets) -> Inset {
    Inset(insets, self)
  }
}
