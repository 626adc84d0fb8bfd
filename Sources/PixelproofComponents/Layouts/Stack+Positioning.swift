/// The second phase of a stack layout: justify children along the stack and align them across it.
extension UnpositionedStack {
  /// STEP 7 and 8 of layout-semantics.md.
  func positioned(stack: Stack, axes: StackAxes, range: SizeRange, environment: LayoutEnvironment) -> Layout {
    let largestCross = items.map { axes.cross($0.layout.size) }.max() ?? 0
    let crossSize = min(max(largestCross, axes.cross(range.min)), axes.cross(range.max))

    var offset: Double
    switch stack.justifyContent {
    case .start: offset = 0
    case .center: offset = (violation / 2).rounded(.down)
    case .end: offset = violation
    }
    var children: [Layout.Child] = []
    for (index, item) in items.enumerated() {
      offset += item.child.spacingBefore
      if index > 0 { offset += stack.spacing }
      let childCross = axes.cross(item.layout.size)
      let crossOffset: Double
      switch stack.alignment(of: item.child) {
      case .end: crossOffset = crossSize - childCross
      case .center: crossOffset = environment.floorToPixel((crossSize - childCross) / 2)
      case .start, .stretch: crossOffset = 0
      }
      children.append(.init(position: axes.point(main: offset, cross: crossOffset), layout: item.layout))
      offset += axes.main(item.layout.size) + item.child.spacingAfter
    }
    return Layout(
      component: stack, size: range.clamp(axes.size(main: mainSum, cross: crossSize)), children: children)
  }
}
