/// Places children at fixed positions, with ComponentKit's static layout rules.
///
/// ```swift
/// Static {
///   View(.gray).positioned(x: 0, y: 0, size: RelativeSizeRange(width: .percent(1), height: 40))
///   badge.positioned(x: 8, y: 8)
/// }
/// ```
/// The layout takes its range's maximum where that is finite. Where it is not, it is as large as the
/// children reach (position + size), and at least the range's minimum.
public struct Static: Component {
  /// A child and where it goes.
  public struct Child: Sendable {
    /// The child's top-left corner relative to the layout's.
    public var position: Point
    /// The child.
    public var component: any Component
    /// The sizes the child may take; percentages are of the layout's size.
    public var size: RelativeSizeRange

    /// `component` at `position`, within `size`.
    public init(position: Point, size: RelativeSizeRange = .auto, _ component: any Component) {
      self.position = position
      self.size = size
      self.component = component
    }
  }

  /// The children, in painting order: later ones are painted above earlier ones.
  public let children: [Child]

  /// A static layout of `children`.
  public init(children: [Child]) {
    self.children = children
  }

  /// A static layout of the children the builder lists: each a component `.positioned(x:y:size:)`.
  public init(@StaticChildBuilder _ children: () -> [Child]) {
    self.init(children: children())
  }

  /// Lays each child out within its size range, capped at the space from its position to the maximum.
  ///
  /// - Throws: ``LayoutError`` for a position that is not finite or a size bound that is NaN, negative or
  ///   infinite; or what a child's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    for child in children {
      guard child.position.x.isFinite, child.position.y.isFinite else {
        throw LayoutError(
          component: kindName, reason: "a child's position is \(child.position); positions must be finite")
      }
      try child.size.validate(for: kindName)
      try rejectItemProperties(of: child.component)
    }
    // The own size is the range's maximum where finite; an undefined dimension is found from the
    // children once they are laid out, so their percentages of it resolve as auto.
    let ownSize = ParentSize(finiteMaximumOf: range)

    var laidOut: [Layout.Child] = []
    for child in children {
      // Nothing past the range's maximum: a child gets at most the space from its position to that.
      let available = Size(
        width: max(0, range.max.width - child.position.x),
        height: max(0, range.max.height - child.position.y))
      let childRange = Self.cap(child.size.resolve(ownSize), at: available)
      let layout = try child.component.layoutThatFits(
        childRange, parentSize: ownSize, environment: environment)
      laidOut.append(.init(position: child.position, layout: layout))
    }

    let reach = laidOut.reduce(range.min) { reach, child in
      Size(
        width: max(reach.width, child.position.x + child.layout.size.width),
        height: max(reach.height, child.position.y + child.layout.size.height))
    }
    let size = Size(width: ownSize.width ?? reach.width, height: ownSize.height ?? reach.height)
    return Layout(component: self, size: range.clamp(size), children: laidOut)
  }

  /// `range` with both bounds lowered to at most `limit`.
  private static func cap(_ range: SizeRange, at limit: Size) -> SizeRange {
    SizeRange(
      min: Size(width: min(range.min.width, limit.width), height: min(range.min.height, limit.height)),
      max: Size(width: min(range.max.width, limit.width), height: min(range.max.height, limit.height)))
  }
}

/// Builds a ``Static`` layout's children from statements: `if`, `if let`, `switch`, `for … in`, and
/// optional children (nil ones are dropped).
@resultBuilder
public enum StaticChildBuilder {
  /// One positioned child.
  public static func buildExpression(_ child: Static.Child) -> [Static.Child] { [child] }
  /// An optional positioned child: dropped when nil.
  public static func buildExpression(_ child: Static.Child?) -> [Static.Child] { child.map { [$0] } ?? [] }
  /// An array of positioned children, in order.
  public static func buildExpression(_ children: [Static.Child]) -> [Static.Child] { children }
  /// The children of every statement, in order.
  public static func buildBlock(_ parts: [Static.Child]...) -> [Static.Child] { parts.flatMap { $0 } }
  /// The children of an `if` without `else`: none when the condition is false.
  public static func buildOptional(_ part: [Static.Child]?) -> [Static.Child] { part ?? [] }
  /// The children of the first branch of an `if`/`else` or `switch`.
  public static func buildEither(first part: [Static.Child]) -> [Static.Child] { part }
  /// The children of the second branch of an `if`/`else` or `switch`.
  public static func buildEither(second part: [Static.Child]) -> [Static.Child] { part }
  /// The children of every pass of a `for … in` loop, in order.
  public static func buildArray(_ parts: [[Static.Child]]) -> [Static.Child] { parts.flatMap { $0 } }
  /// The children of an `if #available` block.
  public static func buildLimitedAvailability(_ part: [Static.Child]) -> [Static.Child] { part }
}

extension Component {
  /// The component as a child of a ``Static`` layout, with its top-left corner at (`x`, `y`).
  ///
  /// - Parameters:
  ///   - x: the distance from the layout's left edge; finite.
  ///   - y: the distance from the layout's top edge; finite.
  ///   - size: the sizes the component may take, percentages being of the layout's size. The component's
  ///     own size applies within it.
  public func positioned(x: Double, y: Double, size: RelativeSizeRange = .auto) -> Static.Child {
    Static.Child(position: Point(x: x, y: y), size: size, self)
  }
}
