/// The first phase of a stack layout: every child measured, flexed to fit the stack, and stretched
/// across it, before anything is positioned. The numbered steps are those of docs/layout-rules.md.
struct UnpositionedStack {
  struct Item {
    let child: StackItem
    var layout: Layout
  }

  var items: [Item]
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
    for index in stack.children.indices
    where stack.children[index].flexGrow > 0 && stack.children[index].flexShrink > 0 {
      flexibleBothWays += 1
    }
    let skipsFlexibleChild = flexibleBothWays == 1 && mainMin == mainMax
    func isSkipped(_ child: StackItem) -> Bool {
      skipsFlexibleChild && child.flexGrow > 0 && child.flexShrink > 0
    }

    // STEP 3: each child at its flex basis.
    let parentMain = axes.main(measure.parentSize)
    var items: [Item] = []
    items.reserveCapacity(stack.children.count)
    for child in stack.children {
      if isSkipped(child) {
        items.append(Item(child: child, layout: Layout(component: child.content, size: .zero)))
        continue
      }
      items.append(
        Item(
          child: child,
          layout: try measure.layout(
            child, mainMin: child.flexBasis.resolve(auto: 0, parent: parentMain),
            mainMax: child.flexBasis.resolve(auto: .infinity, parent: parentMain))))
    }

    // STEP 4 and 5: flex along the stack.
    let violation = Self.violation(Self.mainSum(items, stack: stack, axes: axes), min: mainMin, max: mainMax)
    let adjustments = Self.flexAdjustments(items, violation: violation, axes: axes)
    let remaining = violation - adjustments.reduce(0, +)
    var isFirstFlexed = true
    for index in items.indices where adjustments[index] != 0 || skipsFlexibleChild {
      let child = items[index].child
      let adjustment = adjustments[index]
      if adjustment != 0 {
        var length = axes.main(items[index].layout.size) + adjustment
        if isFirstFlexed && child.flexGrow > 0 { length += remaining }
        isFirstFlexed = false
        let fixed = max(length, 0)
        items[index].layout = try measure.layout(child, mainMin: fixed, mainMax: fixed)
      } else if isSkipped(child) {
        // Nothing flexed it (no violation, or other children absorbed a shrink): it stays at length 0.
        items[index].layout = try measure.layout(child, mainMin: 0, mainMax: 0)
      }
    }

    // STEP 6: stretch children across the stack to the largest child.
    var largestCross = 0.0
    for index in items.indices { largestCross = max(largestCross, axes.cross(items[index].layout.size)) }
    for index in items.indices where stack.alignment(ofSelf: items[index].child.alignSelf) == .stretch {
      guard abs(axes.cross(items[index].layout.size) - largestCross) > Self.epsilon else { continue }
      let item = items[index]
      let own = item.child.size.resolve(.undefined)
      let lower = axes.cross(own.min) != 0 ? axes.cross(own.min) : largestCross
      let upper = axes.cross(own.max).isFinite ? axes.cross(own.max) : largestCross
      let main = axes.main(item.layout.size)
      items[index].layout = try item.child.layoutThatFits(
        axes.range(mainMin: main, mainMax: main, crossMin: lower, crossMax: upper),
        parentSize: measure.parentSize, environment: environment)
    }

    self.items = items
    mainSum = Self.mainSum(items, stack: stack, axes: axes)
    self.violation = Self.violation(mainSum, min: mainMin, max: mainMax)
  }

  /// Children's main lengths + spacing between them + every child's spacingBefore and spacingAfter.
  static func mainSum(_ items: [Item], stack: Stack, axes: StackAxes) -> Double {
    // Indexing rather than reduce: an item is never copied, so its references are not counted.
    var lengths = 0.0
    for index in items.indices {
      lengths +=
        axes.main(items[index].layout.size) + items[index].child.spacingBefore
        + items[index].child.spacingAfter
    }
    return lengths + stack.spacing * Double(max(items.count - 1, 0))
  }

  static func violation(_ sum: Double, min: Double, max: Double) -> Double {
    if sum < min { return min - sum }
    if sum > max { return max - sum }
    return 0
  }

  /// STEP 5: how much each child grows (violation > 0) or shrinks (violation < 0). One pass, no freezing:
  /// growth is floored per child; shrinking is weighted by each child's length. The products are taken
  /// before the division, as the rule is written, so whole numbers stay exact (90 x 7 / 10 is 63, where
  /// 90 x (7 / 10) would be 62.99999999999999).
  static func flexAdjustments(_ items: [Item], violation: Double, axes: StackAxes) -> [Double] {
    let none = [Double](repeating: 0, count: items.count)
    guard abs(violation) >= epsilon else { return none }
    if violation > 0 {
      var totalGrow = 0.0
      for index in items.indices { totalGrow += items[index].child.flexGrow }
      guard totalGrow > 0 else { return none }
      return items.indices.map { (violation * items[$0].child.flexGrow / totalGrow).rounded(.down) }
    }
    let scaled = items.indices.map { items[$0].child.flexShrink * axes.main(items[$0].layout.size) }
    let totalScaled = scaled.reduce(0, +)
    guard totalScaled > 0 else { return items.map { _ in 0 } }
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
  func layout(_ child: StackItem, mainMin: Double, mainMax: Double) throws(LayoutError) -> Layout {
    var (lower, upper) = (0.0, crossMax)
    if stack.alignment(of: child) == .stretch {
      let own = child.size.resolve(.undefined)
      lower = axes.cross(own.min) != 0 ? axes.cross(own.min) : crossMin
      upper = axes.cross(own.max).isFinite ? axes.cross(own.max) : crossMax
    }
    return try child.layoutThatFits(
      axes.range(mainMin: mainMin, mainMax: mainMax, crossMin: lower, crossMax: upper),
      parentSize: parentSize, environment: environment)
  }
}
