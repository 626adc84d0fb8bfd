/// Lays children out one after another, vertically or horizontally, with ComponentKit's stack rules:
/// spacing, justification along the stack, alignment across it, and per-child flexing
/// (see ``StackItem``). A child made with `.flexItem { … }`, the Flexbox spelling, is an error that says
/// what to write instead.
///
/// ```swift
/// Stack(.horizontal, spacing: 8, align: .center) {
///   avatar
///   title.flexGrow(1)
/// }
/// ```
public struct Stack: Component {
  /// The axis the children follow.
  public enum Direction: Sendable, Hashable {
    /// Top to bottom.
    case vertical
    /// Left to right (a stack keeps ComponentKit's left-to-right order in right-to-left writing).
    case horizontal
  }

  /// Where children go along the stack when they do not fill it.
  public enum Justify: Sendable, Hashable {
    /// At the start: the top or the left, the default.
    case start
    /// In the middle; the first offset is floored to whole points.
    case center
    /// At the end: the bottom or the right.
    case end
  }

  /// Where children go across the stack.
  public enum Alignment: Sendable, Hashable {
    /// At the start: the left of a vertical stack, the top of a horizontal one; the default.
    case start
    /// At the end: the right of a vertical stack, the bottom of a horizontal one.
    case end
    /// In the middle; each offset is floored to the pixel grid.
    case center
    /// Every child as wide (vertical stack) or tall (horizontal stack) as the largest one.
    case stretch
    /// In a horizontal stack, children with text line up their first baselines (``Layout/firstBaseline``)
    /// with the lowest one; children without text, and every child of a vertical stack, align at the start.
    case firstBaseline
    /// As ``firstBaseline``, with the last baselines.
    case lastBaseline
  }

  /// Whether children go top to bottom or left to right.
  public var direction: Direction
  /// Points between neighbouring children.
  public var spacing: Double
  /// Where children go along the stack when they do not fill it.
  public var justifyContent: Justify
  /// Where children go across the stack, unless a child's ``StackItem/alignSelf`` says otherwise.
  public var alignItems: Alignment
  /// The children, in order. Children that were nil in the builder are already dropped.
  public var children: [StackItem]

  /// A stack of `children`.
  ///
  /// - Parameters:
  ///   - direction: `.vertical` (the default) or `.horizontal`.
  ///   - spacing: points between neighbouring children.
  ///   - justify: where children go along the stack when they do not fill it.
  ///   - align: where children go across the stack.
  ///   - children: the children, in order.
  public init(
    _ direction: Direction = .vertical, spacing: Double = 0, justify: Justify = .start,
    align: Alignment = .start, children: [any Component]
  ) {
    self.direction = direction
    self.spacing = spacing
    self.justifyContent = justify
    self.alignItems = align
    self.children = children.map(StackItem.init(wrapping:))
  }

  /// A stack of the children the builder lists; nil children are dropped.
  ///
  /// - Parameters:
  ///   - direction: `.vertical` (the default) or `.horizontal`.
  ///   - spacing: points between neighbouring children.
  ///   - justify: where children go along the stack when they do not fill it.
  ///   - align: where children go across the stack.
  ///   - children: the children, in order.
  public init(
    _ direction: Direction = .vertical, spacing: Double = 0, justify: Justify = .start,
    align: Alignment = .start, @ComponentBuilder _ children: () -> [any Component]
  ) {
    self.init(direction, spacing: spacing, justify: justify, align: align, children: children())
  }

  /// Lays the children out one after another with ComponentKit's rules: measure, flex, then justify and
  /// align.
  ///
  /// - Throws: ``LayoutError`` for a spacing or a child's stack property that is not finite, or what a
  ///   child's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    guard spacing.isFinite else {
      throw LayoutError(component: kindName, reason: "spacing is \(spacing); it must be finite")
    }
    for index in children.indices {
      try children[index].checkStackProperties()
    }
    let axes = StackAxes(direction: direction)
    let unpositioned = try UnpositionedStack(stack: self, axes: axes, range: range, environment: environment)
    return unpositioned.positioned(stack: self, axes: axes, range: range, environment: environment)
  }

  /// How a child lines up across the stack: its own alignSelf, else the stack's alignItems.
  func alignment(of child: StackItem) -> Alignment {
    alignment(ofSelf: child.alignSelf)
  }

  /// The alignment a child's `alignSelf` gives in this stack.
  func alignment(ofSelf alignSelf: StackItem.AlignSelf) -> Alignment {
    switch alignSelf {
    case .auto: alignItems
    case .start: .start
    case .end: .end
    case .center: .center
    case .stretch: .stretch
    }
  }
}

/// Reads and builds sizes as (main, cross) for a stack direction: main is along the stack.
struct StackAxes {
  let direction: Stack.Direction

  func main(_ size: Size) -> Double { direction == .horizontal ? size.width : size.height }
  func cross(_ size: Size) -> Double { direction == .horizontal ? size.height : size.width }

  func size(main: Double, cross: Double) -> Size {
    direction == .horizontal ? Size(width: main, height: cross) : Size(width: cross, height: main)
  }

  func point(main: Double, cross: Double) -> Point {
    direction == .horizontal ? Point(x: main, y: cross) : Point(x: cross, y: main)
  }

  func range(mainMin: Double, mainMax: Double, crossMin: Double, crossMax: Double) -> SizeRange {
    SizeRange(min: size(main: mainMin, cross: crossMin), max: size(main: mainMax, cross: crossMax))
  }

  /// The parent's main length, when defined.
  func main(_ parent: ParentSize) -> Double? { direction == .horizontal ? parent.width : parent.height }
}
