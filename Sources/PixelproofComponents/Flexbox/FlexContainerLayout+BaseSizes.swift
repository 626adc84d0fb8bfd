extension FlexContainerLayout {
  /// §9.1: the in-flow children as items, with sizes resolved against the container's content box.
  mutating func generateItems() {
    let basis = percentBasis
    items.reserveCapacity(node.children.count)
    for child in node.children where child.style.position == .relative && child.style.display != .none {
      let childStyle = child.style
      let paddingBorder =
        childStyle.padding.resolved(percentOf: basis.width)
        + childStyle.border.resolved(percentOf: basis.width)
      let adjustment = childStyle.boxSizingAdjustment(paddingBorder: paddingBorder.sum)
      let inset = childStyle.inset
      var size = childStyle.resolvedSize(basis, boxSizing: adjustment)
      let ownCross = (axes.isRow ? childStyle.height : childStyle.width).flexResolve(axes.cross(basis))
      if ownCross == nil {
        // css-flexbox-1 §9.4 step 7: an aspect ratio gives the cross size from the flexed main size,
        // which the flex basis decides, not from the main-axis size property.
        size = axes.maybeSize(main: axes.main(size), cross: nil)
      }
      let item = Item(
        node: child,
        size: size,
        minSize: childStyle.resolvedMinSize(basis, boxSizing: adjustment),
        maxSize: childStyle.resolvedMaxSize(
          basis, boxSizing: adjustment, aspectRatio: childStyle.aspectRatio),
        inset: (
          inset.top.flexResolve(basis.height), inset.left.flexResolve(basis.width),
          inset.bottom.flexResolve(basis.height), inset.right.flexResolve(basis.width)
        ),
        margin: childStyle.margin.resolved(percentOf: basis.width),
        autoMargin: (
          childStyle.margin.top == .auto, childStyle.margin.left == .auto, childStyle.margin.bottom == .auto,
          childStyle.margin.right == .auto
        ),
        paddingBorder: paddingBorder,
        alignSelf: isBlock ? .stretch : crossAlignment(of: child),
        isSafe: isSafe(child),
        startAlignment: crossAlignment(of: child, as: .start),
        grow: isBlock ? 0 : childStyle.grow,
        shrink: isBlock ? 0 : childStyle.shrink,
        // css-overflow-3 §3.1: hidden in either axis makes the item a scroll container (the other
        // axis's visible computes to auto), whose automatic minimum size is 0 (css-flexbox-1 §4.5).
        clipsMain: childStyle.overflowX == .hidden || childStyle.overflowY == .hidden)
      items.append(item)
    }
  }

  /// The child's align-self (or the container's align-items) as flex-start, flex-end, center, baseline or
  /// stretch: `start`, `end` and the `self-` forms are turned into flex-relative ones.
  func crossAlignment(of child: FlexNode, as override: FlexStyle.AlignItems? = nil) -> FlexStyle.AlignItems {
    let alignment = override ?? child.style.alignSelf ?? style.alignItems
    // Where `start` lies: the cross axis of a row is vertical (start at the top); of a column it is
    // horizontal, starting on the left in left-to-right writing.
    let startIsLeading = axes.isRow || node.direction == .leftToRight
    let selfStartIsLeading = axes.isRow || child.direction == .leftToRight
    let flexStartIsLeading = !crossReversed
    switch alignment {
    case .start: return startIsLeading == flexStartIsLeading ? .flexStart : .flexEnd
    case .end: return startIsLeading == flexStartIsLeading ? .flexEnd : .flexStart
    case .selfStart: return selfStartIsLeading == flexStartIsLeading ? .flexStart : .flexEnd
    case .selfEnd: return selfStartIsLeading == flexStartIsLeading ? .flexEnd : .flexStart
    case .flexStart, .flexEnd, .center, .stretch, .baseline: return alignment
    }
  }

  /// Whether the child's cross alignment is safe: aligned to the start when it overflows its line.
  func isSafe(_ child: FlexNode) -> Bool {
    child.style.alignSelf != nil
      ? child.style.safeAlignment.contains(.alignSelf) : style.safeAlignment.contains(.alignItems)
  }

  /// §9.2 step 2: the space for the items, inside the container's padding and border.
  func innerAvailableSpace(_ available: AvailableSize) -> AvailableSize {
    AvailableSize(
      width: outerSize.width.map { .definite($0 - contentInset.horizontal) }
        ?? available.width.subtracting(margin.horizontal + contentInset.horizontal),
      height: outerSize.height.map { .definite($0 - contentInset.vertical) }
        ?? available.height.subtracting(margin.vertical + contentInset.vertical))
  }

  /// The cross space a child measures itself in: the container's cross size where known, limited by
  /// the child's own cross limits.
  func crossSpace(for item: Item, _ available: AvailableSize) -> AvailableLength {
    guard case .definite(let value) = axes.cross(available) else { return axes.cross(available) }
    let marginSum = axes.crossSum(item.margin)
    return .definite(
      clamp(
        axes.cross(innerSize) ?? value, axes.cross(item.minSize).map { $0 + marginSum },
        axes.cross(item.maxSize).map { $0 + marginSum }))
  }

  /// The dimensions a child is measured with: its own, and a stretched cross size where it will be
  /// stretched to a known line.
  func knownDimensions(for item: Item, crossSpace: AvailableLength) -> MaybeSize {
    // The item's own cross size within its limits, as its layout would take it.
    var cross = axes.cross(item.size).map { clamp($0, axes.cross(item.minSize), axes.cross(item.maxSize)) }
    // An auto margin in the cross axis keeps an item from being stretched (§8.1).
    // A cross size that is a percentage of an indefinite size is nil here but not auto: not stretched.
    // In a multi-line container the stretched size waits for the lines' sizes (§9.4 steps 8 to 11).
    let crossStyle = axes.isRow ? item.node.style.height : item.node.style.width
    // A row's height its min-height gives over its max-height is not one its items stretch to before
    // they are laid out, as in Chrome.
    let crossFromLimits = axes.isRow && heightFromLimits
    if item.alignSelf == .stretch, !hasCrossAutoMargin(item), cross == nil, crossStyle == .auto, !isWrap,
      !crossFromLimits, let space = crossSpace.value
    {
      cross = space - axes.crossSum(item.margin)
    }
    return axes.maybeSize(main: nil, cross: cross)
  }

  /// §9.2 step 3: each item's flex base size, hypothetical main size and automatic minimum size.
  mutating func determineFlexBaseSizes(_ available: AvailableSize) throws(LayoutError) {
    let parent = basisParent
    let containerMain = axes.main(percentBasis)
    for index in items.indices {
      var item = items[index]
      let childStyle = item.node.style
      let crossSpace = crossSpace(for: item, available)
      let known = knownDimensions(for: item, crossSpace: crossSpace)
      let mainPaddingBorder = axes.mainSum(item.paddingBorder)
      let adjustment = childStyle.boxSizing == .contentBox ? mainPaddingBorder : 0
      var basis = childStyle.basis.flexResolve(containerMain).map { $0 + adjustment }
      item.basisIsLength = basis != nil && !isBlock
      if basis == nil, childStyle.basis.isKeyword, childStyle.basis != .stretch,
        let ratio = childStyle.aspectRatio, let cross = axes.cross(known)
      {
        // §9.2 3B: a content-based basis of an item with an aspect ratio and a definite cross size
        // comes from the two.
        basis = mainThroughRatio(ratio, cross: cross, of: item)
      }
      // A basis its content gives through a keyword is not definite for its children's percentages
      // (css-sizing-3 §5.2.1: they would be cyclic), as in Chrome.
      var basisIsContents = false
      if basis == nil {
        basis = try keywordBasis(of: item, known: known)
        basisIsContents = basis != nil
      }
      if isBlock { basis = nil }

      // A basis from the item's own size or its content cannot be below its automatic minimum size.
      var basisIsExplicit = true
      if let basis {
        item.flexBasis = basis
        item.hasDefiniteBasis = !basisIsContents
      } else if let size = axes.main(item.size), !isPercentOfIndefinite(childStyle.basis, containerMain) {
        item.flexBasis = size
        item.hasDefiniteBasis = true
        // A size of its own caps the automatic minimum; one its ratio carries does not (§4.5).
        basisIsExplicit = (axes.isRow ? childStyle.width : childStyle.height) == .auto
      } else if let ratio = childStyle.aspectRatio, let cross = axes.cross(known) {
        // §9.2 3B: an aspect ratio and a definite cross size give the main size.
        item.flexBasis = mainThroughRatio(ratio, cross: cross, of: item)
      } else {
        basisIsExplicit = false
        // Sized as max-content (or min-content, when the container is), with the cross space given.
        let mainSpace: AvailableLength = axes.main(available) == .minContent ? .minContent : .maxContent
        item.flexBasis = try engine.measure(
          item.node, known: known, parent: parent,
          available: axes.available(main: mainSpace, cross: crossSpace),
          sizing: .contentSize, width: axes.isRow)
        if let ratio = childStyle.aspectRatio {
          // css-sizing-4 §5.1: the cross size is at least its padding and border, which the ratio
          // carries to the main size, as in Chrome.
          let crossFloor = axes.crossSum(item.paddingBorder)
          item.flexBasis = max(item.flexBasis, mainThroughRatio(ratio, cross: crossFloor, of: item))
        }
      }
      item.flexBasis = max(item.flexBasis, mainPaddingBorder)
      item.innerFlexBasis = item.flexBasis - mainPaddingBorder
      let ownMinimum = axes.isRow ? childStyle.minWidth : childStyle.minHeight
      if let min = axes.main(item.minSize), ownMinimum != .auto {
        item.resolvedMinMain = min
      } else if item.clipsMain || isPercent(ownMinimum) {
        // A scroll container has no automatic minimum (§4.5), and a percentage minimum of an
        // indefinite size is 0, not the automatic one (css-sizing-3 §5.2.1).
        item.resolvedMinMain = axes.main(item.minSize) ?? 0
      } else {
        // A minimum carried through the aspect ratio from the cross axis leaves min-width or
        // min-height `auto`, so the automatic minimum still holds, at least that large
        // (css-sizing-4 §5.1); that floor holds before the automatic minimum is measured.
        item.resolvedMinMain = axes.main(item.minSize) ?? 0
        item.minimumIsPending = true
      }
      items[index] = item
      // The automatic minimum is needed now only if it may exceed the basis; otherwise only when the
      // line shrinks (see `resolveFlexibleLengths`).
      if basisIsExplicit { try resolvePendingMinimum(index) }
      item = items[index]
      item.hypotheticalMain = max(
        clamp(item.flexBasis, item.resolvedMinMain, axes.main(item.maxSize)), mainPaddingBorder)
      items[index] = item
    }
  }

  private func isPercent(_ length: RelativeDimension) -> Bool {
    if case .percent = length { true } else { false }
  }

  /// css-flexbox-1 §7.2.3: a percentage flex basis of an indefinite main size is `content`, so the
  /// item's own main size does not stand in for it.
  private func isPercentOfIndefinite(_ basis: RelativeDimension, _ containerMain: Double?) -> Bool {
    if case .percent = basis, containerMain == nil { true } else { false }
  }

  /// What an item's percentages resolve against while its flex basis or minimum is measured: no main
  /// size, which the flex algorithm is still deciding, but always the width, since padding and margins
  /// are percentages of the container's width in either direction (css-box-4 §3, §4).
  var basisParent: MaybeSize {
    MaybeSize(width: percentBasis.width, height: axes.isRow ? percentBasis.height : nil)
  }

  /// §4.5: the item's automatic minimum main size, if not yet known: its min-content size, capped by its
  /// specified and maximum sizes.
  mutating func resolvePendingMinimum(_ index: Int) throws(LayoutError) {
    guard items[index].minimumIsPending else { return }
    let item = items[index]
    let crossSpace = crossSpace(for: item, itemSpace)
    let known = knownDimensions(for: item, crossSpace: crossSpace)
    var contentMin: Double
    if let ratio = item.node.style.aspectRatio, let cross = axes.cross(known) {
      // §4.5: with an aspect ratio and a definite cross size, the content size suggestion is that
      // size through the ratio.
      contentMin = mainThroughRatio(ratio, cross: cross, of: item)
      let style = item.node.style
      if style.overflowX == .visible, style.overflowY == .visible {
        // css-sizing-4 §5.2: that size is held at least at the content's min-content size, as Chrome
        // holds it, and (§4.5) within the maximum cross size converted through the ratio.
        let content = try engine.measure(
          item.node, known: known, parent: basisParent,
          available: axes.available(main: .minContent, cross: crossSpace), sizing: .contentSize,
          width: axes.isRow)
        contentMin = max(contentMin, content)
        if let maximum = axes.cross(item.maxSize) {
          contentMin = min(contentMin, mainThroughRatio(ratio, cross: maximum, of: item))
        }
      }
    } else {
      contentMin = try engine.measure(
        item.node, known: known, parent: basisParent,
        available: axes.available(main: .minContent, cross: crossSpace), sizing: .contentSize,
        width: axes.isRow)
      if let ratio = item.node.style.aspectRatio, item.node.style.boxSizing == .borderBox {
        // §4.5: the content size suggestion is also held within the definite min and max cross
        // sizes converted through the aspect ratio.
        let isRow = axes.isRow
        let convert = { (cross: Double) in isRow ? cross * ratio : cross / ratio }
        if let minimum = axes.cross(item.minSize) { contentMin = max(contentMin, convert(minimum)) }
        if let maximum = axes.cross(item.maxSize) { contentMin = min(contentMin, convert(maximum)) }
      }
    }
    // The specified size suggestion is the main size property's, not a size the ratio carried there.
    let mainStyle = axes.isRow ? item.node.style.width : item.node.style.height
    if let specified = axes.main(item.size), mainStyle != .auto {
      contentMin = min(contentMin, specified)
    }
    if let maximum = axes.main(item.maxSize) { contentMin = min(contentMin, maximum) }
    let transferred = axes.main(item.minSize) ?? 0
    items[index].resolvedMinMain = max(contentMin, axes.mainSum(item.paddingBorder), transferred)
    items[index].minimumIsPending = false
  }
}
