/// The second phase of a stack layout: justify children along the stack and align them across it.
extension UnpositionedStack {
  /// STEP 7 and 8 of docs/layout-rules.md. The children move into the stack's layout: consuming the
  /// unpositioned stack leaves their array uniquely referenced, so positions are set in place.
  consuming func positioned(
    stack: Stack, axes: StackAxes, range: SizeRange, environment: LayoutEnvironment
  ) -> Layout {
    var children = self.children
    self.children = []
    var largestCross = 0.0
    for index in children.indices { largestCross = max(largestCross, axes.cross(children.size(at: index))) }
    // Baseline alignment: each child's baseline, the lowest of them, and the height they need together.
    // Only a horizontal stack aligns baselines, so a vertical one builds no array for them.
    let baselines: [Double?] =
      stack.direction == .horizontal
      ? children.indices.map {
        Self.baseline(of: children[$0].layout, alignment: stack.alignment(of: stack.children[$0]))
      }
      : []
    let lowestBaseline = baselines.compactMap { $0 }.max() ?? 0
    for index in baselines.indices {
      guard let baseline = baselines[index] else { continue }
      largestCross = max(largestCross, lowestBaseline - baseline + axes.cross(children.size(at: index)))
    }
    let crossSize = min(max(largestCross, axes.cross(range.min)), axes.cross(range.max))

    var offset: Double
    switch stack.justifyContent {
    case .start: offset = 0
    case .center: offset = (violation / 2).rounded(.down)
    case .end: offset = violation
    }
    for index in children.indices {
      offset += stack.children[index].spacingBefore
      if index > 0 { offset += stack.spacing }
      let childSize = children.size(at: index)
      let childCross = axes.cross(childSize)
      let crossOffset: Double
      switch stack.alignment(ofSelf: stack.children[index].alignSelf) {
      case .end: crossOffset = crossSize - childCross
      case .center: crossOffset = environment.pixelGrid.floor((crossSize - childCross) / 2)
      case .start, .stretch: crossOffset = 0
      case .firstBaseline, .lastBaseline:
        let baseline = baselines.isEmpty ? nil : baselines[index]
        crossOffset = baseline.map { environment.pixelGrid.floor(lowestBaseline - $0) } ?? 0
      }
      children[index].position = axes.point(main: offset, cross: crossOffset)
      offset += axes.main(childSize) + stack.children[index].spacingAfter
    }
    return Layout(
      component: stack, size: range.clamp(axes.size(main: mainSum, cross: crossSize)), children: children)
  }

  /// The baseline a child of a horizontal stack aligns by, when it aligns by one: for a baseline
  /// alignment, when its layout has text.
  private static func baseline(of layout: Layout, alignment: Stack.Alignment) -> Double? {
    switch alignment {
    case .firstBaseline: return layout.firstBaseline
    case .lastBaseline: return layout.lastBaseline
    case .start, .end, .center, .stretch: return nil
    }
  }
}
