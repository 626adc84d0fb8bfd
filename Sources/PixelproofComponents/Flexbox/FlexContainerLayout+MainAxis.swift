extension FlexContainerLayout {
  /// §9.3 step 5: items into lines. Without wrapping, one line; under a max-content constraint, one
  /// line; under a min-content constraint, a line per item; else as many items as fit in each line.
  mutating func collectLines(_ available: AvailableSize) throws(LayoutError) {
    guard isWrap, !items.isEmpty else {
      // Emptied, not replaced, so that the array keeps the room it has (see `FlexBuffers`).
      lines.removeAll(keepingCapacity: true)
      lines.append(Line(items: 0..<items.count))
      return
    }
    var space = axes.main(available)
    // Chrome breaks an auto-height column's lines only at its max-height, never at the space around it.
    if !axes.isRow, axes.main(innerSize) == nil, case .definite = space { space = .maxContent }
    // css-flexbox-1 §9.9.1 gives min-content main sizes for the inline axis only: a column's height is
    // what its layout takes, so under a min-content height (an item's automatic minimum) it breaks
    // lines as under max-content, at its max-height, not after every item.
    if !axes.isRow, space == .minContent { space = .maxContent }
    // An auto-width row is never narrower than its min-content width (css-sizing-3 §5.3's fit-content
    // floor), so it breaks its lines at that width at least.
    if axes.isRow, axes.main(innerSize) == nil, case .definite(let value) = space {
      let minContent = try intrinsicMain(axes.available(main: .minContent, cross: axes.cross(available)))
      space = .definite(max(value, minContent))
    }
    let inset = axes.mainSum(contentInset)
    let lower = axes.main(minSize).map { $0 - inset }
    let upper = (axes.main(maxSize) ?? axes.main(lineLimit)).map { $0 - inset }
    switch space {
    case .definite(let value): space = .definite(clamp(value, lower, upper))
    case .maxContent: if let upper { space = .definite(max(upper, lower ?? upper)) }
    case .minContent: break
    }
    var breaker: FlexLineBreaker { FlexLineBreaker(sizes: items.map(outerHypotheticalMain), gap: mainGap) }
    let counts: [Int]
    switch space {
    case .minContent:
      counts = Array(repeating: 1, count: items.count)
    case .maxContent where !style.balancesLines:
      counts = [items.count]
    case .maxContent:
      counts = breaker.balancedCounts(limit: nil, minimumLineCount: style.minimumLineCount)
    case .definite(let limit):
      counts =
        style.balancesLines
        ? breaker.balancedCounts(limit: limit, minimumLineCount: style.minimumLineCount)
        : breaker.greedyCounts(limit: limit)
    }
    lines.removeAll(keepingCapacity: true)
    var start = 0
    for count in counts {
      lines.append(Line(items: start..<(start + count)))
      start += count
    }
  }

  func outerHypotheticalMain(_ item: Item) -> Double {
    item.hypotheticalMain + axes.mainSum(item.margin)
  }

  func gaps(_ gap: Double, count: Int) -> Double {
    count > 1 ? gap * Double(count - 1) : 0
  }

  /// §9.3 step 4 for a container whose main size is not known: the longest line, or under an intrinsic
  /// constraint the sum of the items' content contributions, clamped by the container's limits.
  mutating func determineContainerMainSize(_ available: AvailableSize) throws(LayoutError) {
    let inset = axes.mainSum(contentInset)
    var outerMain: Double
    switch axes.main(available) {
    case _ where !axes.isRow:
      // A column's content height is what its items take at their hypothetical main sizes, in one line
      // or in the longest: Chrome lays a column out to find its height (§9.9.1's contributions are for
      // the inline axis), and an auto height does not fill the space, even with several lines.
      outerMain = longestHypotheticalLine() + inset
    case .definite(let space) where !isWrap:
      // css-sizing-3 §5.3: an auto width in a definite space is fit-content, min(max-content,
      // max(min-content, space)), from the items' contributions rather than their flex bases.
      func sum(_ main: AvailableLength) throws(LayoutError) -> Double {
        let constraint = axes.available(main: main, cross: axes.cross(available))
        var total = gaps(mainGap, count: items.count)
        for index in items.indices { total += try contentContribution(of: index, constraint) }
        return total
      }
      outerMain = min(try sum(.maxContent), max(try sum(.minContent), space)) + inset
    case .definite(let space):
      // css-sizing-3 §5.3: a multi-line row's auto width in a definite space is fit-content too, from
      // its min- and max-content widths (css-flexbox-1 §9.9.1); its lines break at that width.
      let cross = axes.cross(available)
      let minContent = try intrinsicMain(axes.available(main: .minContent, cross: cross))
      let maxContent = try intrinsicMain(axes.available(main: .maxContent, cross: cross))
      outerMain = min(maxContent, max(minContent, space)) + inset
    case .minContent, .maxContent:
      outerMain = try intrinsicMain(available) + inset
    }
    outerMain = max(clamp(outerMain, axes.main(minSize), axes.main(maxSize)), inset)
    axes.setMain(&containerSize, outerMain)
    axes.setMain(&innerContainerSize, max(outerMain - inset, 0))
    innerSize = axes.maybeSize(main: axes.main(innerContainerSize), cross: axes.cross(innerSize))
  }

  /// A row's min- or max-content width inside its padding and border, as `available`'s main size
  /// asks: under min-content, a multi-line row's largest item (css-flexbox-1 §9.9.1); otherwise its
  /// lines' longest, a multi-line row's items counting in one line.
  private mutating func intrinsicMain(_ available: AvailableSize) throws(LayoutError) -> Double {
    if axes.main(available) == .minContent, isWrap {
      // css-flexbox-1 §9.9.1: a multi-line row's min-content width is its largest min-content
      // contribution, each clamped by the item's limits (no flex basis caps it, as in Chrome).
      var largest = 0.0
      for index in items.indices {
        largest = max(largest, try contentContribution(of: index, available, capsByBasis: false))
      }
      return largest
    }
    var largest = 0.0
    // A multi-line row's max-content width is its items' in one line (css-flexbox-1 §9.9.1), as
    // Chrome sizes it, though its lines break at its max-width once it is laid out; balanced lines
    // are the exception, sized as they break.
    let intrinsicLines = isWrap && !style.balancesLines ? [Line(items: 0..<items.count)] : lines
    for line in intrinsicLines {
      var sum = gaps(mainGap, count: line.items.count)
      for index in line.items {
        sum += try contentContribution(of: index, available)
        if isWrap {
          // A multi-line row's max-content width is never below its min-content width, the largest
          // item's min-content contribution, which no flex basis caps (as Chrome sizes it).
          let minContent = axes.available(main: .minContent, cross: axes.cross(available))
          largest = max(largest, try contentContribution(of: index, minContent, capsByBasis: false))
        }
      }
      largest = max(largest, sum)
    }
    return largest
  }

  /// The longest line's outer length, with each item at its hypothetical main size.
  // Mutating only to be called in place (see `FlexContainerLayout`), and loops, not closures, which
  // captured a copy of the whole layout.
  mutating func longestHypotheticalLine() -> Double {
    var longest = 0.0
    for line in lines {
      var length = gaps(mainGap, count: line.items.count)
      for index in line.items { length += outerHypotheticalMain(items[index]) }
      longest = max(longest, length)
    }
    return longest
  }

  /// An item's share of an intrinsically sized row's width, as Chrome gives it (css-flexbox-1 §9.9.1
  /// leaves this to the browser): the item's min- or max-content contribution, its preferred width if
  /// it has one, else its content's, clamped by its limits; an item whose flex basis is a length
  /// contributes at most that basis if it cannot grow, and at least that if it cannot shrink.
  private mutating func contentContribution(
    of index: Int, _ available: AvailableSize, capsByBasis: Bool = true
  ) throws(LayoutError) -> Double {
    try resolvePendingMinimum(index)
    let item = items[index]
    var size: Double
    // A main size an aspect ratio carried from the cross size is measured instead, where the
    // automatic minimum may hold it at the content's (css-sizing-4 §5.2).
    let style = item.node.style
    let ownMain = (axes.isRow ? style.width : style.height)
    let automaticMinimum = (axes.isRow ? style.minWidth : style.minHeight) == .auto && !item.clipsMain
    let fromRatio = ownMain.flexResolve(axes.main(percentBasis)) == nil && !ownMain.isKeyword
    if let preferred = axes.main(item.size), !(fromRatio && automaticMinimum) {
      size = preferred
    } else {
      let crossSpace = crossSpace(at: index, available)
      let known = knownDimensions(at: index, crossSpace: crossSpace)
      let space = axes.available(main: axes.main(available), cross: crossSpace)
      size = try engine.measure(
        item.node, known: known, parent: percentBasis, available: space, sizing: .inherentSize,
        width: axes.isRow)
    }
    if capsByBasis, item.basisIsLength, item.grow == 0 { size = min(size, item.flexBasis) }
    if capsByBasis, item.basisIsLength, item.shrink == 0 { size = max(size, item.flexBasis) }
    let clamped = clamp(size, item.resolvedMinMain, axes.main(item.maxSize))
    return max(clamped, axes.mainSum(item.paddingBorder)) + axes.mainSum(item.margin)
  }

  /// §9.7: each item's target main size on `line`, growing or shrinking with the freezing loop.
  mutating func resolveFlexibleLengths(_ line: Line) throws(LayoutError) {
    let innerMain = axes.main(innerContainerSize)
    let totalGap = gaps(mainGap, count: line.items.count)
    // A loop, not a closure, which captured a copy of the whole layout.
    var hypotheticalSum = totalGap
    for index in line.items { hypotheticalSum += outerHypotheticalMain(items[index]) }
    let growing = hypotheticalSum < innerMain
    let shrinking = hypotheticalSum > innerMain

    // Read and written in place: a copy of an item is large, and went to memory and back.
    for index in line.items {
      let hypotheticalMain = items[index].hypotheticalMain
      let flexBasis = items[index].flexBasis
      items[index].targetMain = hypotheticalMain
      items[index].frozen =
        !(growing || shrinking) || (growing ? items[index].grow == 0 : items[index].shrink == 0)
        || (growing && flexBasis > hypotheticalMain)
        || (shrinking && flexBasis < hypotheticalMain)
    }
    guard growing || shrinking else { return }
    if shrinking {
      for index in line.items { try resolvePendingMinimum(index) }
    }

    func usedSpace() -> Double {
      line.items.reduce(totalGap) { sum, index in
        let item = items[index]
        return sum + axes.mainSum(item.margin) + (item.frozen ? item.targetMain : item.flexBasis)
      }
    }
    let initialFreeSpace = innerMain - usedSpace()

    var unfrozen: [Int] = []
    while line.items.contains(where: { !items[$0].frozen }) {
      unfrozen.removeAll(keepingCapacity: true)
      for index in line.items where !items[index].frozen { unfrozen.append(index) }
      var freeSpace = innerMain - usedSpace()
      let factorSum = unfrozen.reduce(0.0) { $0 + (growing ? items[$1].grow : items[$1].shrink) }
      if factorSum < 1 {
        let scaled = initialFreeSpace * factorSum
        if abs(scaled) < abs(freeSpace) { freeSpace = scaled }
      }

      if freeSpace.isFinite, freeSpace != 0 {
        if growing, factorSum > 0 {
          for index in unfrozen {
            items[index].targetMain = items[index].flexBasis + freeSpace * (items[index].grow / factorSum)
          }
        } else if shrinking {
          let scaledSum = unfrozen.reduce(0.0) { $0 + items[$1].innerFlexBasis * items[$1].shrink }
          if scaledSum > 0 {
            for index in unfrozen {
              let scaled = items[index].innerFlexBasis * items[index].shrink
              items[index].targetMain = items[index].flexBasis + freeSpace * (scaled / scaledSum)
            }
          }
        }
      }

      var totalViolation = 0.0
      for index in unfrozen {
        let item = items[index]
        let clamped = max(
          clamp(item.targetMain, item.resolvedMinMain, axes.main(item.maxSize)),
          axes.mainSum(item.paddingBorder))
        items[index].violation = clamped - item.targetMain
        items[index].targetMain = clamped
        totalViolation += clamped - item.targetMain
      }
      for index in unfrozen {
        let violation = items[index].violation
        items[index].frozen = totalViolation > 0 ? violation > 0 : totalViolation < 0 ? violation < 0 : true
      }
    }
  }

  /// §9.5 step 12: free space on each line to auto margins, else per justify-content.
  mutating func distributeMainFreeSpace() {
    let innerMain = axes.main(innerContainerSize)
    for line in lines {
      // Loops, not closures, which captured a copy of the whole layout for each line.
      var used = gaps(mainGap, count: line.items.count)
      var autoMargins = 0
      for index in line.items {
        used = used + items[index].targetMain + axes.mainSum(items[index].margin)
        let auto = items[index].autoMargin
        autoMargins +=
          axes.isRow
          ? (auto.left ? 1 : 0) + (auto.right ? 1 : 0) : (auto.top ? 1 : 0) + (auto.bottom ? 1 : 0)
      }
      let freeSpace = innerMain - used
      if freeSpace > 0, autoMargins > 0 {
        // Items are placed physically, so the gap goes before every item but the physically first.
        for position in 0..<line.items.count {
          let index = Self.physical(position, of: line.items, reversed: mainReversed)
          items[index].offsetMain = position == 0 ? 0 : mainGap
        }
        let share = freeSpace / Double(autoMargins)
        for index in line.items {
          let auto = items[index].autoMargin
          if axes.isRow {
            if auto.left { items[index].margin.left = share }
            if auto.right { items[index].margin.right = share }
          } else {
            if auto.top { items[index].margin.top = share }
            if auto.bottom { items[index].margin.bottom = share }
          }
        }
        continue
      }
      // The writing-mode start of a row is its left in left-to-right text; of a column, its top.
      let startIsLeading = !axes.isRow || node.direction == .leftToRight
      let alignment = FlexAlignment(
        style.justifyContent, startIsFlexStart: startIsLeading != mainReversed,
        isSafe: style.safeAlignment.contains(.justifyContent)
      )
      .resolved(freeSpace: freeSpace, count: line.items.count)
      for position in 0..<line.items.count {
        let index = Self.physical(position, of: line.items, reversed: mainReversed)
        items[index].offsetMain = alignment.offset(
          freeSpace: freeSpace, count: line.items.count, gap: mainGap, reversed: mainReversed,
          isFirst: position == 0)
      }
    }
  }
}
