extension FlexContainerLayout {
  /// §9.4 step 7: each item's cross size with its main size fixed, before stretching.
  mutating func determineHypotheticalCrossSizes(_ line: Line, _ available: AvailableSize) throws(LayoutError)
  {
    // Until an item must be measured, its fields are read in place: most items are stretched to a
    // known line or have a cross size of their own, and copying each whole cost more than the rest.
    for index in line.items {
      // Its line has the container's cross size and the item will be stretched to it.
      if stretchesToKnownLine(at: index) { continue }
      if let ratioCross = stretchedToRatioHeight(at: index) {
        items[index].hypotheticalCross = ratioCross
        items[index].crossContribution = ratioCross
        continue
      }
      let paddingBorder = axes.crossSum(items[index].paddingBorder)
      let minCross = axes.cross(items[index].minSize)
      let maxCross = axes.cross(items[index].maxSize)
      var styleCross = axes.cross(items[index].size).map { max(clamp($0, minCross, maxCross), paddingBorder) }
      if styleCross != nil, let content = try contentKeywordCross(at: index) {
        styleCross = max(clamp(content, minCross, maxCross), paddingBorder)
      }
      var crossSpace = axes.cross(available)
      if case .definite(let value) = crossSpace {
        crossSpace = .definite(max(clamp(value, minCross, maxCross), paddingBorder))
      }
      if let styleCross {
        items[index].hypotheticalCross = styleCross
        items[index].crossContribution = styleCross
        continue
      }
      let item = items[index]
      // Measured as it will be placed, with the same sizes definite for its children's percentages.
      item.node.indefiniteForChildren = indefiniteSizes(at: index)
      defer { item.node.indefiniteForChildren = (false, false) }
      let inner = try measuredCross(of: item, main: item.targetMain, crossSpace: crossSpace)
      items[index].hypotheticalCross = inner
      items[index].crossContribution = inner
      if !axes.isRow, outerSize.width == nil, item.size.height != item.targetMain {
        // A column of auto width is as wide as its items' contributions, their widths with their own
        // heights (css-sizing-3 §5.2), not those flexing gives them, as Chrome sizes it first.
        items[index].crossContribution = try measuredCross(
          of: item, main: item.size.height, crossSpace: crossSpace)
      }
    }
  }

  /// The item's cross size with `main` as its main size (nil: its content's), within its limits.
  func measuredCross(
    of item: Item, main: Double?, crossSpace: AvailableLength
  ) throws(LayoutError)
    -> Double
  {
    let minCross = axes.cross(item.minSize)
    let maxCross = axes.cross(item.maxSize)
    let style = item.node.style
    func content(_ sizing: SizingMode = .contentSize) throws(LayoutError) -> Double {
      try engine.measure(
        item.node, known: axes.maybeSize(main: main, cross: nil), parent: percentBasis,
        available: axes.available(main: .definite(axes.main(containerSize)), cross: crossSpace),
        sizing: sizing, width: !axes.isRow)
    }
    var cross: Double
    if let ratio = style.aspectRatio, let main {
      // The main size and the aspect ratio give the cross size.
      cross = throughRatio(main, of: item, ratio: ratio, toMain: false)
      let clipsCross = style.overflowX == .hidden || style.overflowY == .hidden
      if minCross == nil, !clipsCross, !(axes.isRow && isPercent(style.height)) {
        // css-sizing-4 §5.2: with an automatic minimum, a size from the ratio is never below the
        // content's. Chrome holds a height there only where it is auto, not a percentage of an
        // indefinite height that behaves as auto.
        // A row item measures its content at the height its ratio gives, where its stretched
        // children count at that height (see `stretchedToRatioHeight`).
        let sizing: SizingMode = axes.isRow && item.node.isContainer ? .inherentSize : .contentSize
        cross = max(cross, try content(sizing))
      }
    } else {
      cross = try content()
    }
    return max(clamp(cross, minCross, maxCross), axes.crossSum(item.paddingBorder))
  }

  /// A stretched item in a single line whose cross size is the container's: its own cross size is
  /// never used, so it is not measured.
  // Changes nothing: `mutating` only so that it reads the layout in place, not a copy (see
  // `FlexContainerLayout`).
  mutating func stretchesToKnownLine(_ item: Item) -> Bool {
    !isWrap && axes.cross(outerSize) != nil && item.alignSelf == .stretch && !hasCrossAutoMargin(item)
      && (axes.isRow ? item.node.style.height : item.node.style.width) == .auto
  }

  /// ``stretchesToKnownLine(_:)`` for the item at `index`, its fields read in place.
  // Changes nothing: `mutating` only so that it reads the layout in place, not a copy (see
  // `FlexContainerLayout`). The rule is written out again rather than shared: passing the node to a
  // helper retains and releases it (docs/performance.md, "Measurements behind the code").
  mutating func stretchesToKnownLine(at index: Int) -> Bool {
    guard !isWrap, axes.cross(outerSize) != nil, items[index].alignSelf == .stretch else { return false }
    unowned(unsafe) let node = items[index].node
    return !hasCrossAutoMargin(items[index].autoMargin)
      && (axes.isRow ? node.style.height : node.style.width) == .auto
  }

  /// The cross size a stretched item of a single line whose cross size is definite will have, which
  /// css-flexbox-1 §9.8 item 1 treats as definite before the line is laid out; nil for other items.
  // Changes nothing: `mutating` only so that it reads the layout in place, not a copy (see
  // `FlexContainerLayout`).
  mutating func definiteStretchedCross(of item: Item) -> Double? {
    guard stretchesToKnownLine(item), let inner = axes.cross(innerSize) else { return nil }
    let stretched = clamp(
      inner - axes.crossSum(item.margin), axes.cross(item.minSize), axes.cross(item.maxSize))
    return max(stretched, axes.crossSum(item.paddingBorder))
  }

  /// While a single-line row whose height its aspect ratio gives measures its content, the height a
  /// stretched item will have: Chrome treats the ratio's height as the line's definite cross size
  /// (§9.8 item 1), so a stretched item does not make the row taller than the ratio, while an item
  /// with a height of its own still does (css-sizing-4 §5.2's automatic minimum).
  // Changes nothing: `mutating` only so that it reads the layout in place, not a copy (see
  // `FlexContainerLayout`).
  private mutating func stretchedToRatioHeight(at index: Int) -> Double? {
    guard axes.isRow, !isWrap, outerSize.height == nil, let inner = ratioHeightBasis.height,
      items[index].alignSelf == .stretch, !hasCrossAutoMargin(items[index].autoMargin),
      items[index].node.style.height == .auto
    else { return nil }
    let stretched = clamp(
      inner - items[index].margin.vertical, items[index].minSize.height, items[index].maxSize.height)
    return max(stretched, items[index].paddingBorder.vertical)
  }

  /// The largest baseline of the line's items aligned by baseline; in a row at least 0, where a
  /// baseline is measured from the top of the margin box, and in a column (where it is the left margin,
  /// which may be negative) that of the items alone.
  ///
  /// Loops rather than closures, which captured a copy of the whole layout for each line, and mutating
  /// only to be called in place (see `FlexContainerLayout`).
  mutating func deepestBaseline(_ line: Line) -> Double {
    var deepest: Double? = axes.isRow ? 0 : nil
    for index in line.items where participatesInBaseline(items[index]) {
      let baseline = items[index].baseline
      if axes.isRow {
        deepest = max(deepest ?? 0, baseline)
      } else if let current = deepest {
        // As `max()` of a sequence: a later baseline wins only if strictly larger.
        if current < baseline { deepest = baseline }
      } else {
        deepest = baseline
      }
    }
    return deepest ?? 0
  }

  /// The item's used cross size with its margins.
  func outerCross(_ item: Item) -> Double {
    item.targetCross + axes.crossSum(item.margin)
  }

  func outerHypotheticalCross(_ item: Item) -> Double {
    item.hypotheticalCross + axes.crossSum(item.margin)
  }

  /// The baselines of items aligned by baseline, in lines with more than one such item (rows only).
  mutating func computeChildBaselines(_ available: AvailableSize) throws(LayoutError) {
    guard axes.isRow else {
      // A column's items have no baseline across it; Chrome lines them up by their left border edges,
      // the baseline it synthesizes (css-align-3 §9.1), however the column wraps or its text runs.
      for index in items.indices where participatesInBaseline(items[index]) {
        items[index].baseline = items[index].margin.left
      }
      return
    }
    for line in lines where line.items.reduce(0, { $0 + (participatesInBaseline(items[$1]) ? 1 : 0) }) > 1 {
      for index in line.items where participatesInBaseline(items[index]) {
        let item = items[index]
        // Laid out as it will be placed, with the same sizes definite for its children's percentages.
        item.node.indefiniteForChildren = indefiniteSizes(at: index)
        defer { item.node.indefiniteForChildren = (false, false) }
        let output = try engine.compute(
          item.node, known: MaybeSize(width: item.targetMain, height: item.hypotheticalCross),
          parent: percentBasis,
          available: AvailableSize(width: .definite(containerSize.width), height: available.height),
          run: .performLayout, sizing: .contentSize)
        let fromTop = (output.firstBaseline ?? output.size.height) + item.margin.top
        // With wrap-reverse, lines start at the bottom, and baselines are measured from there.
        items[index].baseline =
          style.wrap == .wrapReverse ? output.size.height + axes.crossSum(item.margin) - fromTop : fromTop
      }
    }
  }

  /// Whether the item lines up by its baseline: aligned by baseline, with no auto margin across the line.
  func participatesInBaseline(_ item: Item) -> Bool {
    item.alignSelf == .baseline && !hasCrossAutoMargin(item)
  }

  func hasCrossAutoMargin(_ item: Item) -> Bool {
    hasCrossAutoMargin(item.autoMargin)
  }

  func hasCrossAutoMargin(_ autoMargin: (top: Bool, left: Bool, bottom: Bool, right: Bool)) -> Bool {
    axes.isRow ? autoMargin.top || autoMargin.bottom : autoMargin.left || autoMargin.right
  }

  /// §9.4 step 8: each line's cross size: the container's for a single line of known size; else the
  /// tallest item, with baseline-aligned items counted from the deepest baseline.
  mutating func determineLineCrossSizes() {
    let inset = axes.crossSum(contentInset)
    let lower = axes.cross(minSize).map { $0 - inset }
    let upper = axes.cross(maxSize).map { $0 - inset }
    if !isWrap, let outerCross = axes.cross(outerSize) {
      lines[0].crossSize = max(clamp(outerCross, axes.cross(minSize), axes.cross(maxSize)) - inset, 0)
      return
    }
    // Chrome sizes a single-line column's line by its items alone: their baseline offsets may make
    // them overflow it. A multi-line column's lines, like a row's, hold the baseline group.
    let countsBaselines = axes.isRow || isWrap
    for lineIndex in lines.indices {
      let line = lines[lineIndex]
      let deepest = deepestBaseline(line)
      // A loop, not a closure, which captured a copy of the whole layout.
      var largest = 0.0
      for index in line.items {
        let outer = items[index].crossContribution + axes.crossSum(items[index].margin)
        let aligned = countsBaselines && participatesInBaseline(items[index])
        largest = max(largest, aligned ? deepest - items[index].baseline + outer : outer)
      }
      lines[lineIndex].crossSize = largest
    }
    if !isWrap {
      lines[0].crossSize = clamp(lines[0].crossSize, lower, upper)
    }
  }

  /// §9.4 step 9: with align-content stretch, lines share the container's spare cross space.
  mutating func stretchLines() {
    guard style.alignContent == .stretch, !lines.isEmpty else { return }
    let inset = axes.crossSum(contentInset)
    guard let outer = axes.cross(outerSize) ?? axes.cross(minSize) else { return }
    let containerCross = max(clamp(outer, axes.cross(minSize), axes.cross(maxSize)) - inset, 0)
    let total = lines.reduce(gaps(crossGap, count: lines.count)) { $0 + $1.crossSize }
    guard total < containerCross else { return }
    let share = (containerCross - total) / Double(lines.count)
    for index in lines.indices {
      lines[index].crossSize += share
    }
  }

  /// §9.4 step 11: stretched items take their line's cross size; the rest keep their hypothetical one.
  mutating func determineUsedCrossSizes() {
    for line in lines {
      for index in line.items {
        let item = items[index]
        let autoMargin = hasCrossAutoMargin(item)
        let crossIsAuto = (axes.isRow ? item.node.style.height : item.node.style.width) == .auto
        if item.alignSelf == .stretch, !autoMargin, crossIsAuto {
          // Chrome and Firefox ignore the aspect ratio when applying the maximum here.
          let style = item.node.style
          // A content-box maximum leaves out padding and border, which the border-box size adds.
          let adjustment = style.boxSizing == .contentBox ? axes.crossSum(item.paddingBorder) : 0
          let maximum = (axes.isRow ? style.maxHeight : style.maxWidth).flexResolve(axes.cross(percentBasis))
            .map { $0 + adjustment }
          let stretched = clamp(
            line.crossSize - axes.crossSum(item.margin), axes.cross(item.minSize), maximum)
          items[index].targetCross = max(stretched, axes.crossSum(item.paddingBorder))
        } else {
          items[index].targetCross = item.hypotheticalCross
        }
      }
    }
  }

  /// §9.6 steps 13–14: cross-axis auto margins take the line's free space; otherwise align-self places
  /// the item in its line.
  mutating func alignItemsOnCrossAxis() {
    for line in lines {
      let deepest = deepestBaseline(line)
      // A column's baseline group goes to the line's flex-start side as a whole (css-align-3 §9.3):
      // from the right when that is where the cross axis starts.
      // A loop, not a closure, which captured a copy of the whole layout.
      var groupExtent = 0.0
      for index in line.items where participatesInBaseline(items[index]) {
        groupExtent = max(groupExtent, deepest - items[index].baseline + outerCross(items[index]))
      }
      let groupStart = crossReversed ? line.crossSize - groupExtent : 0
      // Read and written in place: a copy of an item is large, and went to memory and back.
      for index in line.items {
        let targetCross = items[index].targetCross
        let margin = items[index].margin
        let freeSpace = line.crossSize - targetCross - axes.crossSum(margin)
        let autoMargin = items[index].autoMargin
        let (startAuto, endAuto) =
          axes.isRow ? (autoMargin.top, autoMargin.bottom) : (autoMargin.left, autoMargin.right)
        if startAuto || endAuto {
          let room = max(freeSpace, 0)
          var start = startAuto ? (endAuto ? room / 2 : room) : axes.crossStart(margin)
          var end = endAuto ? (startAuto ? room / 2 : room) : axes.crossEnd(margin)
          if freeSpace < 0, crossReversed {
            // §9.6 step 13: an overflowing item keeps to its line's start edge, its start margin 0 if
            // auto and the other taking the overflow. Chrome takes the cross-start edge for that start,
            // on the right or at the bottom here, not the inline- or block-start edge.
            end = endAuto ? 0 : end
            start = line.crossSize - targetCross - end
          }
          if axes.isRow {
            items[index].margin.top = start
            items[index].margin.bottom = end
          } else {
            items[index].margin.left = start
            items[index].margin.right = end
          }
        } else {
          let alignment =
            items[index].isSafe && freeSpace < 0 ? items[index].startAlignment : items[index].alignSelf
          let baseline = items[index].baseline
          let offset: Double
          switch alignment {
          case .flexEnd: offset = crossReversed ? 0 : freeSpace
          case .center: offset = freeSpace / 2
          case .baseline where !axes.isRow: offset = groupStart + deepest - baseline
          case .baseline: offset = crossReversed ? freeSpace - (deepest - baseline) : deepest - baseline
          default: offset = crossReversed ? freeSpace : 0
          }
          items[index].offsetCross = offset
        }
      }
    }
  }

  /// §9.6 step 15: the container's cross size: known, or the lines' total, clamped by its limits.
  mutating func determineContainerCrossSize() -> Double {
    let totalLines = lines.reduce(0.0) { $0 + $1.crossSize }
    let inset = axes.crossSum(contentInset)
    var natural = axes.cross(outerSize) ?? totalLines + gaps(crossGap, count: lines.count) + inset
    if !axes.isRow, isWrap, axes.cross(outerSize) == nil {
      // A multi-line column's min-content width is its widest item's, not its lines side by side:
      // CSS leaves a column's intrinsic width to the browser, and this is Chrome's.
      let widest = items.reduce(0.0) { max($0, $1.crossContribution + axes.crossSum($1.margin)) } + inset
      switch axes.cross(itemSpace) {
      case .minContent: natural = widest
      case .definite(let space):
        // css-sizing-3 §5.3: an auto width in a definite space is fit-content, its lines side by side
        // no wider than the space unless its widest item is.
        natural = min(natural, max(widest, space + inset))
      case .maxContent: break
      }
    }
    let outer = max(clamp(natural, axes.cross(minSize), axes.cross(maxSize)), inset)
    axes.setCross(&containerSize, outer)
    axes.setCross(&innerContainerSize, max(outer - inset, 0))
    return totalLines
  }

  /// §9.6 step 16: lines placed in the container per align-content.
  mutating func alignLines(_ totalLineCross: Double) {
    let freeSpace = axes.cross(innerContainerSize) - totalLineCross - gaps(crossGap, count: lines.count)
    // The writing-mode start of a row's cross axis is its top; of a column's, its left in left-to-right text.
    let startIsLeading = axes.isRow || node.direction == .leftToRight
    let alignment = FlexAlignment(
      style.alignContent, startIsFlexStart: startIsLeading != crossReversed,
      isSafe: style.safeAlignment.contains(.alignContent)
    )
    .resolved(freeSpace: freeSpace, count: lines.count)
    for position in lines.indices {
      let index = Self.physical(position, of: lines.indices, reversed: crossReversed)
      lines[index].offsetCross = alignment.offset(
        freeSpace: freeSpace, count: lines.count, gap: crossGap, reversed: crossReversed,
        isFirst: position == 0)
    }
  }
}
