extension FlexContainerLayout {
  /// §9.1: the in-flow children as items, with sizes resolved against the container's content box.
  mutating func generateItems() {
    let basis = percentBasis
    let children = node.children
    items.reserveCapacity(children.count)
    // By index, each child `unowned(unsafe)`: the array keeps them, and walking it retained each one.
    for position in children.indices {
      unowned(unsafe) let child = children[position]
      guard child.style.position == .relative, child.style.display != .none else { continue }
      // A child styled like the one before is in flow too, and everything the item holds comes from the
      // style, the writing direction and the container, so it is the item before with its own node.
      if child.isStyledLikePreviousSibling, let last = items.indices.last {
        items.append(items[last])
        items[last + 1].node = child
        continue
      }
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
      var item = Item(
        node: child,
        size: size,
        minSize: childStyle.resolvedMinSize(basis, boxSizing: adjustment),
        maxSize: childStyle.resolvedMaxSize(
          basis, boxSizing: adjustment, aspectRatio: childStyle.aspectRatio),
        nudge: nudge(
          top: inset.top.flexResolve(basis.height), left: inset.left.flexResolve(basis.width),
          bottom: inset.bottom.flexResolve(basis.height), right: inset.right.flexResolve(basis.width)),
        margin: childStyle.margin.resolved(percentOf: basis.width),
        paddingBorder: paddingBorder,
        grow: isBlock ? 0 : childStyle.grow,
        shrink: isBlock ? 0 : childStyle.shrink,
        autoMargin: (
          childStyle.margin.top == .auto, childStyle.margin.left == .auto, childStyle.margin.bottom == .auto,
          childStyle.margin.right == .auto
        ),
        alignSelf: isBlock ? .stretch : crossAlignment(of: child),
        isSafe: isSafe(child),
        startAlignment: crossAlignment(of: child, as: .start),
        // css-overflow-3 §3.1: hidden in either axis makes the item a scroll container (the other
        // axis's visible computes to auto), whose automatic minimum size is 0 (css-flexbox-1 §4.5).
        clipsMain: childStyle.overflowX == .hidden || childStyle.overflowY == .hidden)
      let ownCrossMin = (axes.isRow ? childStyle.minHeight : childStyle.minWidth).flexResolve(
        axes.cross(basis))
      if childStyle.aspectRatio != nil, ownCrossMin == nil, stretchesToKnownLine(item) {
        // css-sizing-4 §5.1 carries a minimum through the ratio only into the axis the ratio decides;
        // stretched to a definite line, the cross size is not that axis.
        item.minSize = axes.maybeSize(main: axes.main(item.minSize), cross: nil)
      }
      items.append(item)
    }
  }

  /// How far relative positioning moves an item with these insets, without moving its siblings.
  /// Over-constrained insets: the start side wins, which is the right in right-to-left writing.
  func nudge(top: Double?, left: Double?, bottom: Double?, right: Double?) -> Point {
    Point(
      x: node.direction == .rightToLeft ? right.map { -$0 } ?? left ?? 0 : left ?? right.map { -$0 } ?? 0,
      y: top ?? bottom.map { -$0 } ?? 0)
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
  // Changes nothing: `mutating` only so that it reads the layout in place, not a copy (see
  // `FlexContainerLayout`).
  mutating func innerAvailableSpace(_ available: AvailableSize) -> AvailableSize {
    AvailableSize(
      width: outerSize.width.map { .definite($0 - contentInset.horizontal) }
        ?? available.width.subtracting(margin.horizontal + contentInset.horizontal),
      height: outerSize.height.map { .definite($0 - contentInset.vertical) }
        ?? available.height.subtracting(margin.vertical + contentInset.vertical))
  }

  /// The cross space the child at `index` measures itself in: the container's cross size where known,
  /// limited by the child's own cross limits. The item's fields are read in place, not copied.
  func crossSpace(at index: Int, _ available: AvailableSize) -> AvailableLength {
    guard case .definite(let value) = axes.cross(available) else { return axes.cross(available) }
    let marginSum = axes.crossSum(items[index].margin)
    return .definite(
      clamp(
        axes.cross(innerSize) ?? value, axes.cross(items[index].minSize).map { $0 + marginSum },
        axes.cross(items[index].maxSize).map { $0 + marginSum }))
  }

  /// The dimensions the item at `index` is measured with: its own, and a stretched cross size where it
  /// will be stretched to a known line.
  ///
  /// Takes the index, not the item, and reads the item's fields in place: no copy of the item is in the
  /// callers' frames, which are on the stack once per level of a tree, nor in this one.
  // Changes nothing: `mutating` only so that it reads the layout in place, not a copy (see
  // `FlexContainerLayout`).
  mutating func knownDimensions(at index: Int, crossSpace: AvailableLength) -> MaybeSize {
    unowned(unsafe) let child = items[index].node
    // The item's own cross size within its limits, as its layout would take it.
    var cross = axes.cross(items[index].size).map {
      clamp($0, axes.cross(items[index].minSize), axes.cross(items[index].maxSize))
    }
    // An auto margin in the cross axis keeps an item from being stretched (§8.1).
    // A cross size that is a percentage of an indefinite size is nil here but not auto: not stretched.
    // In a multi-line container the stretched size waits for the lines' sizes (§9.4 steps 8 to 11),
    // and so it does where the container's cross size is unknown: its line is as large as its items,
    // not the space around it (step 8).
    let crossStyle = axes.isRow ? child.style.height : child.style.width
    // A cross size the parent marked indefinite (a percentage of an indefinite size, say) is not a
    // definite line to stretch to (§9.8 item 1), nor is a row's height its min-height gives over its
    // max-height before its items are laid out, as in Chrome.
    let crossIsIndefinite =
      axes.isRow ? node.indefiniteForChildren.height || heightFromLimits : node.indefiniteForChildren.width
    if items[index].alignSelf == .stretch, !hasCrossAutoMargin(items[index].autoMargin), cross == nil,
      crossStyle == .auto, !isWrap,
      !crossIsIndefinite, axes.cross(innerSize) != nil, let space = crossSpace.value
    {
      cross = space - axes.crossSum(items[index].margin)
    }
    return axes.maybeSize(main: nil, cross: cross)
  }

  /// §9.2 step 3: each item's flex base size, hypothetical main size and automatic minimum size.
  ///
  /// An item's content is measured from this frame, which is on the stack once per level of a deep
  /// tree while it is: what comes before and after the measuring is out of line, in frames of its own.
  mutating func determineFlexBaseSizes(_ available: AvailableSize) throws(LayoutError) {
    // Whether the item before was sized from its style and the container alone, without its content.
    var previousIsFromStyle = false
    for index in items.indices {
      if previousIsFromStyle, startsLikePrevious(index) {
        // Sized from the same style and container, the item sizes as the one before: copied within the
        // array, once.
        items.withUnsafeMutableBufferPointer { items in
          let node = items[index].node
          items[index] = items[index - 1]
          items[index].node = node
        }
        continue
      }
      let start = try startFlexBaseSize(at: index, available)
      var content: Double? = nil
      if let measuring = start.measuring {
        content = try engine.measure(
          items[index].node, known: measuring.known, parent: basisParent, available: measuring.space,
          sizing: .contentSize, width: axes.isRow)
      }
      previousIsFromStyle = try finishFlexBaseSize(at: index, start, content: content)
    }
  }

  /// How far ``startFlexBaseSize(at:_:)`` got with an item's flex base size.
  private struct FlexBaseSizeStart {
    /// Where the basis is the item's max-content (or min-content) size, the inputs to measure it with.
    var measuring: (known: MaybeSize, space: AvailableSize)?
    /// The item's content has been measured, or is to be.
    var contentIsMeasured: Bool
    /// The basis is not the item's own size or its content, which the automatic minimum never exceeds,
    /// so the minimum must be known before the hypothetical main size.
    var basisIsExplicit: Bool
  }

  /// §9.2 step 3 up to measuring the item's content: the basis from the style, a keyword or the
  /// aspect ratio, if one of them gives it.
  // Changes nothing: `mutating` only so that it reads the layout in place, not a copy (see
  // `FlexContainerLayout`).
  @inline(never)
  private mutating func startFlexBaseSize(
    at index: Int, _ available: AvailableSize
  ) throws(LayoutError) -> FlexBaseSizeStart {
    let containerMain = axes.main(percentBasis)
    var contentIsMeasured = false
    var measuring: (known: MaybeSize, space: AvailableSize)? = nil
    // The item and its style are read and written in place.
    unowned(unsafe) let child = items[index].node
    let crossSpace = crossSpace(at: index, available)
    let known = knownDimensions(at: index, crossSpace: crossSpace)
    let mainPaddingBorder = axes.mainSum(items[index].paddingBorder)
    let adjustment = child.style.boxSizing == .contentBox ? mainPaddingBorder : 0
    var basis = child.style.basis.flexResolve(containerMain).map { $0 + adjustment }
    items[index].basisIsLength = basis != nil && !isBlock
    if basis == nil, child.style.basis.isKeyword, child.style.basis != .stretch,
      let ratio = child.style.aspectRatio, let cross = axes.cross(known)
    {
      // §9.2 3B: a content-based basis of an item with an aspect ratio and a definite cross size
      // comes from the two.
      basis = throughRatio(cross, of: items[index], ratio: ratio, toMain: true)
    }
    // §9.8: a basis measured from the content for a sizing keyword is not a definite one.
    var basisIsMeasured = false
    if basis == nil {
      basis = try keywordBasis(at: index, known: known)
      basisIsMeasured = basis != nil
      contentIsMeasured = basisIsMeasured
    }
    if isBlock { basis = nil }

    // A basis from the item's own size or its content cannot be below its automatic minimum size.
    var basisIsExplicit = true
    if let basis {
      items[index].flexBasis = basis
      items[index].hasDefiniteBasis = !basisIsMeasured
    } else if let size = axes.main(items[index].size),
      !isPercentOfIndefinite(child.style.basis, containerMain)
    {
      items[index].flexBasis = size
      items[index].hasDefiniteBasis = true
      // A size the aspect ratio carried from the cross size may be below the automatic minimum.
      basisIsExplicit = (axes.isRow ? child.style.width : child.style.height) == .auto
    } else if let ratio = child.style.aspectRatio, let cross = axes.cross(known) {
      // §9.2 3B: an aspect ratio and a definite cross size give the main size.
      items[index].flexBasis = throughRatio(cross, of: items[index], ratio: ratio, toMain: true)
    } else if !axes.isRow, let ratio = child.style.aspectRatio {
      basisIsExplicit = false
      contentIsMeasured = true
      items[index].flexBasis = try ratioHeightBasis(at: index, ratio: ratio, crossSpace: crossSpace)
    } else {
      basisIsExplicit = false
      contentIsMeasured = true
      // Sized as max-content (or min-content, when the container is), with the cross space given.
      let mainSpace: AvailableLength = axes.main(available) == .minContent ? .minContent : .maxContent
      measuring = (known, axes.available(main: mainSpace, cross: crossSpace))
    }
    return FlexBaseSizeStart(
      measuring: measuring, contentIsMeasured: contentIsMeasured, basisIsExplicit: basisIsExplicit)
  }

  /// §9.2 step 3 from the item's measured `content`, if it was measured: the basis within the padding
  /// and border, the minimum and the hypothetical main size. Whether the item was sized from its style
  /// and the container alone, without its content.
  // Changes nothing: `mutating` only so that it reads the layout in place, not a copy (see
  // `FlexContainerLayout`).
  @inline(never)
  private mutating func finishFlexBaseSize(
    at index: Int, _ start: FlexBaseSizeStart, content: Double?
  ) throws(LayoutError) -> Bool {
    var contentIsMeasured = start.contentIsMeasured
    unowned(unsafe) let child = items[index].node
    let mainPaddingBorder = axes.mainSum(items[index].paddingBorder)
    if let content {
      items[index].flexBasis = content
      if let ratio = child.style.aspectRatio {
        // css-sizing-4 §5.1: the cross size is at least its padding and border, which the ratio
        // carries to the main size, as in Chrome.
        let least = throughRatio(
          axes.crossSum(items[index].paddingBorder), of: items[index], ratio: ratio, toMain: true)
        items[index].flexBasis = max(items[index].flexBasis, least)
      }
    }
    items[index].flexBasis = max(items[index].flexBasis, mainPaddingBorder)
    items[index].innerFlexBasis = items[index].flexBasis - mainPaddingBorder
    let ownMinimum = axes.isRow ? child.style.minWidth : child.style.minHeight
    if let min = axes.main(items[index].minSize), ownMinimum != .auto {
      items[index].resolvedMinMain = min
    } else if items[index].clipsMain || isPercent(ownMinimum) {
      // A scroll container has no automatic minimum (§4.5), and a percentage minimum of an
      // indefinite size is 0, not the automatic one (css-sizing-3 §5.2.1). A scroll container takes
      // no minimum through its aspect ratio either, since Chrome carries one only into the automatic
      // minimum.
      items[index].resolvedMinMain =
        items[index].clipsMain && ownMinimum == .auto ? 0 : axes.main(items[index].minSize) ?? 0
    } else {
      // A minimum carried through the aspect ratio from the cross axis leaves min-width or
      // min-height `auto`, so the automatic minimum still holds, at least that large
      // (css-sizing-4 §5.1); that floor holds before the automatic minimum is measured.
      items[index].resolvedMinMain = axes.main(items[index].minSize) ?? 0
      items[index].minimumIsPending = true
    }
    // The automatic minimum is needed now only if it may exceed the basis; otherwise only when the
    // line shrinks (see `resolveFlexibleLengths`).
    if start.basisIsExplicit, items[index].minimumIsPending {
      contentIsMeasured = true
      try resolvePendingMinimum(index)
    }
    items[index].hypotheticalMain = max(
      clamp(items[index].flexBasis, items[index].resolvedMinMain, axes.main(items[index].maxSize)),
      mainPaddingBorder)
    return !contentIsMeasured
  }

  /// Whether the item at `index` is, before its flex base size, the item before it but for its node:
  /// its node is styled like the one before (so `generateItems` made it the same item), and no keyword
  /// size has given it a size from its content since (`resolveSizingKeywords`).
  private func startsLikePrevious(_ index: Int) -> Bool {
    unowned(unsafe) let node = items[index].node
    return node.isStyledLikePreviousSibling && !node.style.width.isKeyword && !node.style.height.isKeyword
  }

  func isPercent(_ length: RelativeDimension) -> Bool {
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
    let crossSpace = crossSpace(at: index, itemSpace)
    let known = knownDimensions(at: index, crossSpace: crossSpace)
    var contentMin = try engine.measure(
      item.node, known: known, parent: basisParent,
      available: axes.available(main: .minContent, cross: crossSpace), sizing: .contentSize,
      width: axes.isRow)
    if let ratio = item.node.style.aspectRatio {
      let isRow = axes.isRow
      let convert = { (cross: Double) in isRow ? cross * ratio : cross / ratio }
      if let cross = axes.cross(known) {
        // §4.5 and css-sizing-4 §5.2: with a definite cross size, the min-content main size is that
        // size through the ratio, at least the content's.
        contentMin = max(contentMin, throughRatio(cross, of: item, ratio: ratio, toMain: true))
      }
      if item.node.style.boxSizing == .borderBox {
        // §4.5: the content size suggestion is also held within the definite min and max cross
        // sizes converted through the aspect ratio.
        if let minimum = axes.cross(item.minSize) { contentMin = max(contentMin, convert(minimum)) }
        if let maximum = axes.cross(item.maxSize) { contentMin = min(contentMin, convert(maximum)) }
      }
    }
    // An auto main size the aspect ratio carried from the cross size is not a specified size
    // suggestion; a sizing keyword carried through the ratio is (see `FlexSizingKeywords`).
    let mainProperty = axes.isRow ? item.node.style.width : item.node.style.height
    let isSpecified = mainProperty.flexResolve(axes.main(percentBasis)) != nil || mainProperty.isKeyword
    if let specified = axes.main(item.size), isSpecified { contentMin = min(contentMin, specified) }
    if let maximum = axes.main(item.maxSize) { contentMin = min(contentMin, maximum) }
    let transferred = axes.main(item.minSize) ?? 0
    items[index].resolvedMinMain = max(contentMin, axes.mainSum(item.paddingBorder), transferred)
    items[index].minimumIsPending = false
  }
}
