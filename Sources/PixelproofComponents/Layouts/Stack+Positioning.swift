/// The second phase of a stack layout: justify children along the stack and align them across it.
extension UnpositionedStack {
  /// STEP 7 and 8 of docs/layout-rules.md.
  func positioned(stack: Stack, axes: StackAxes, range: SizeRange, environment: LayoutEnvironment) -> Layout {
    var largestCross = 0.0
    for index in items.indices { largestCross = max(largestCross, axes.cross(items[index].layout.size)) }
    // Baseline alignment: each child's baseline, the lowest of them, and the height they need together.
    let baselines = items.indices.map { baseline(of: $0, stack: stack, axes: axes) }
    let lowestBaseline = baselines.compactMap { $0 }.max() ?? 0
    for index in items.indices {
      guard let baseline = baselines[index] else { continue }
      largestCross = max(largestCross, lowestBaseline - baseline + axes.cross(items[index].layout.size))
    }
    let crossSize = min(max(largestCross, axes.cross(range.min)), axes.cross(range.max))

    var offset: Double
    switch stack.justifyContent {
    case .start: offset = 0
    case .center: offset = (violation / 2).rounded(.down)
    case .end: offset = violation
    }
    var children: [Layout.Child] = []
    children.reserveCapacity(items.count)
    for index in items.indices {
      offset += items[index].child.spacingBefore
      if index > 0 { offset += stack.spacing }
      let childSize = items[index].layout.size
      let childCross = axes.cross(childSize)
      let crossOffset: Double
      switch stack.alignment(ofSelf: items[index].child.alignSelf) {
      case .end: crossOffset = crossSize - childCross
      case .center: crossOffset = environment.pixelGrid.floor((crossSize - childCross) / 2)
      case .start, .stretch: crossOffset = 0
      case .firstBaseline, .lastBaseline:
        crossOffset = baselines[index].map { environment.pixelGrid.floor(lowestBaseline - $0) } ?? 0
      }
      children.append(
        .init(position: axes.point(main: offset, cross: crossOffset), layout: items[index].layout))
      offset += axes.main(childSize) + items[index].child.spacingAfter
    }
    return Layout(
      component: stack, size: range.clamp(axes.size(main: mainSum, cross: crossSize)), children: children)
  }

  /// The baseline a child aligns by, when it aligns by one: in a horizontal stack, for a baseline
  /// alignment, when its layout has text.
  private func baseline(of index: Int, stack: Stack, axes: StackAxes) -> Double? {
    guard stack.direction == .horizontal else { return nil }
    switch stack.alignment(ofSelf: items[index].child.alignSelf) {
    case .firstBaseline: return items[index].layout.firstBaseline
    case .lastBaseline: return items[index].layout.lastBaseline
    case .start, .end, .center, .stretch: return nil
    }
  }
}
