/// The first phase of a stack layout: every child measured, flexed to fit the stack, and stretched
/// across it, before anything is positioned. The numbered steps are those of docs/layout-rules.md.
struct UnpositionedStack {
  /// Each child's layout, in the stack's order, at the origin until ``positioned(stack:axes:range:environment:)``
  /// places it: the array the stack's layout ends up holding, so no child's layout is copied into a second one.
  var children: [Layout.Child]
  /// The children's lengths along the stack plus all spacing.
  var mainSum: Double
  /// How far `mainSum` lies outside the stack's main range: positive when short, negative when over.
  var violation: Double

  /// Differences below this are rounding noise, not something to flex or stretch for: ComponentKit's
  /// stack violation epsilon, in points at every scale (a layout threshold, not a ``PixelGrid`` rule).
  static let epsilon = 0.01

  init(stack: Stack, axes: StackAxes, range: SizeRange, environment: LayoutEnvironment) throws(LayoutError) {
    let mainMin = axes.main(range.min), mainMax = axes.main(range.max)
    let crossMin = axes.cross(range.min), crossMax = axes.cross(range.max)
    let measure = ChildMeasure(
      stack: stack, axes: axes, crossMin: crossMin, crossMax: crossMax,
      // STEP 1: children see a parent dimension only where the stack's range is exact.
      parentSize: ParentSize(
        width: range.min.width == range.max.width ? range.min.width : nil,
        height: range.min.height == range.max.height ? range.min.height : nil),
      environment: environment)

    // STEP 2: when exactly one child both grows and shrinks and the stack's length is exact, that child
    // skips STEP 3 and is sized by flexing alone.
    var flexibleBothWays = 0
    for index in stack.children.indices where Self.isFlexibleBothWays(stack, index) {
      flexibleBothWays += 1
    }
    let skipsFlexibleChild = flexibleBothWays == 1 && mainMin == mainMax

    // STEP 3: each child at its flex basis.
    let parentMain = axes.main(measure.parentSize)
    var children: [Layout.Child] = []
    children.reserveCapacity(stack.children.count)
    for index in stack.children.indices {
      let basis = stack.children[index].flexBasis
      let layout =
        skipsFlexibleChild && Self.isFlexibleBothWays(stack, index)
        ? Layout(component: stack.children[index].content, size: .zero)
        : try measure.layout(
          index, mainMin: basis.resolve(auto: 0, parent: parentMain),
          mainMax: basis.resolve(auto: .infinity, parent: parentMain))
      // Consumed, so the layout moves into the array rather than being copied and released.
      children.append(Layout.Child(position: .zero, layout: consume layout))
    }

    // STEP 4 and 5: flex along the stack.
    let violation = Self.violation(
      Self.mainSum(children, stack: stack, axes: axes), min: mainMin, max: mainMax)
    let adjustments = Self.flexAdjustments(children, stack: stack, violation: violation, axes: axes)
    if adjustments != nil || skipsFlexibleChild {
      try Self.flex(
        &children, adjustments: adjustments, violation: violation, skipsFlexibleChild: skipsFlexibleChild,
        measure: measure)
    }

    // STEP 6: stretch children across the stack to the largest child.
    var largestCross = 0.0
    for index in children.indices { largestCross = max(largestCross, axes.cross(children.size(at: index))) }
    for index in children.indices where stack.alignment(ofSelf: stack.children[index].alignSelf) == .stretch {
      guard abs(axes.cross(children.size(at: index)) - largestCross) > Self.epsilon else { continue }
      try Self.stretch(&children, at: index, to: largestCross, measure: measure)
    }

    mainSum = Self.mainSum(children, stack: stack, axes: axes)
    self.violation = Self.violation(mainSum, min: mainMin, max: mainMax)
    self.children = children
  }

  /// Whether child `index` both grows and shrinks (STEP 2). Given the stack and an index rather than
  /// the item: passing the item would copy it, counting its references.
  static func isFlexibleBothWays(_ stack: Stack, _ index: Int) -> Bool {
    stack.children[index].flexGrow > 0 && stack.children[index].flexShrink > 0
  }

  /// STEP 4 and 5 applied: each child with an adjustment laid out again at its flexed length, and the
  /// child that skipped STEP 3 laid out at length 0 if nothing flexed it.
  ///
  /// Never inlined, nor is ``stretch(_:at:to:measure:)``: both are rare, and their temporaries would
  /// otherwise enlarge the stack frame of every stack's layout, once per level of a deep tree.
  @inline(never)
  private static func flex(
    _ children: inout [Layout.Child], adjustments: [Double]?, violation: Double, skipsFlexibleChild: Bool,
    measure: ChildMeasure
  ) throws(LayoutError) {
    let stack = measure.stack
    func isSkipped(_ index: Int) -> Bool {
      skipsFlexibleChild && isFlexibleBothWays(stack, index)
    }
    guard let adjustments else {
      // Nothing flexed it (no violation): it stays at length 0.
      for index in children.indices where isSkipped(index) {
        children[index].layout = try measure.layout(index, mainMin: 0, mainMax: 0)
      }
      return
    }
    let remaining = violation - adjustments.reduce(0, +)
    var isFirstFlexed = true
    for index in children.indices where adjustments[index] != 0 || skipsFlexibleChild {
      let adjustment = adjustments[index]
      if adjustment != 0 {
        var length = measure.axes.main(children.size(at: index)) + adjustment
        if isFirstFlexed && stack.children[index].flexGrow > 0 { length += remaining }
        isFirstFlexed = false
        let fixed = max(length, 0)
        children[index].layout = try measure.layout(index, mainMin: fixed, mainMax: fixed)
      } else if isSkipped(index) {
        // Nothing flexed it (other children absorbed a shrink): it stays at length 0.
        children[index].layout = try measure.layout(index, mainMin: 0, mainMax: 0)
      }
    }
  }

  /// STEP 6 for one child: laid out again across the stack at `largestCross`, within its own limits.
  @inline(never)
  private static func stretch(
    _ children: inout [Layout.Child], at index: Int, to largestCross: Double, measure: ChildMeasure
  ) throws(LayoutError) {
    let (stack, axes) = (measure.stack, measure.axes)
    let own = stack.children[index].size.resolve(.undefined)
    let lower = axes.cross(own.min) != 0 ? axes.cross(own.min) : largestCross
    let upper = axes.cross(own.max).isFinite ? axes.cross(own.max) : largestCross
    let main = axes.main(children.size(at: index))
    children[index].layout = try stack.children[index].layoutThatFits(
      axes.range(mainMin: main, mainMax: main, crossMin: lower, crossMax: upper),
      parentSize: measure.parentSize, environment: measure.environment)
  }

  /// Children's main lengths + spacing between them + every child's spacingBefore and spacingAfter.
  static func mainSum(_ children: [Layout.Child], stack: Stack, axes: StackAxes) -> Double {
    // Indexing rather than reduce: a stack item is never copied, so its references are not counted.
    var lengths = 0.0
    for index in children.indices {
      lengths +=
        axes.main(children.size(at: index)) + stack.children[index].spacingBefore
        + stack.children[index].spacingAfter
    }
    return lengths + stack.spacing * Double(max(children.count - 1, 0))
  }

  static func violation(_ sum: Double, min: Double, max: Double) -> Double {
    if sum < min { return min - sum }
    if sum > max { return max - sum }
    return 0
  }

  /// STEP 5: how much each child grows (violation > 0) or shrinks (violation < 0). One pass, no freezing:
  /// growth is floored per child; shrinking is weighted by each child's length. The products are taken
  /// before the division, as the rule is written, so whole numbers stay exact (90 x 7 / 10 is 63, where
  /// 90 x (7 / 10) would be 62.99999999999999). Nil when no child changes, the common case, which then
  /// allocates nothing.
  static func flexAdjustments(
    _ children: [Layout.Child], stack: Stack, violation: Double, axes: StackAxes
  ) -> [Double]? {
    guard abs(violation) >= epsilon else { return nil }
    if violation > 0 {
      var totalGrow = 0.0
      for index in stack.children.indices { totalGrow += stack.children[index].flexGrow }
      guard totalGrow > 0 else { return nil }
      return stack.children.indices.map {
        (violation * stack.children[$0].flexGrow / totalGrow).rounded(.down)
      }
    }
    let scaled = children.indices.map { stack.children[$0].flexShrink * axes.main(children.size(at: $0)) }
    let totalScaled = scaled.reduce(0, +)
    guard totalScaled > 0 else { return nil }
    return scaled.map { -abs(violation * $0 / totalScaled) }
  }
}

/// Lays out one stack child with a main range and the cross range its alignment calls for.
private struct ChildMeasure {
  let stack: Stack
  let axes: StackAxes
  let crossMin: Double
  let crossMax: Double
  let parentSize: ParentSize
  let environment: LayoutEnvironment

  /// STEP 3's cross range: [0, crossMax] for a child that does not stretch; for one that does, its own
  /// non-zero minimum (else the stack's) up to its own finite maximum (else the stack's).
  ///
  /// Plain bounds rather than ranges: a NaN from user code reaches `layoutThatFits`, which reports it.
  /// The child's content is laid out directly, as laying out the item would (an item adds no node, no
  /// size and no level of its own): calling it on the item would copy the item out of the stack's array.
  func layout(_ index: Int, mainMin: Double, mainMax: Double) throws(LayoutError) -> Layout {
    let content = stack.children[index].content
    var (lower, upper) = (0.0, crossMax)
    if stack.alignment(ofSelf: stack.children[index].alignSelf) == .stretch {
      let own = content.size.resolve(.undefined)
      lower = axes.cross(own.min) != 0 ? axes.cross(own.min) : crossMin
      upper = axes.cross(own.max).isFinite ? axes.cross(own.max) : crossMax
    }
    return try content.layoutThatFits(
      axes.range(mainMin: mainMin, mainMax: mainMax, crossMin: lower, crossMax: upper),
      parentSize: parentSize, environment: environment)
  }
}
