extension FlexContainerLayout {
  /// Lays every item out at its final size and places it, walking lines and items physically.
  mutating func placeItems() throws(LayoutError) {
    var crossPosition = axes.crossStart(contentInset)
    // Held here for every item: read from the layout in `place`, it was retained for each.
    let engine = engine
    for linePosition in lines.indices {
      let line = lines[Self.physical(linePosition, of: lines.indices, reversed: crossReversed)]
      var mainPosition = axes.mainStart(contentInset)
      for position in 0..<line.items.count {
        let index = Self.physical(position, of: line.items, reversed: mainReversed)
        try place(index, by: engine, main: &mainPosition, cross: crossPosition + line.offsetCross)
      }
      crossPosition += line.offsetCross + line.crossSize
    }
  }

  /// Which of the item's sizes its children's percentages must treat as indefinite, though the
  /// container has fixed both.
  // Mutating only to be called in place (see `FlexContainerLayout`), and the item's fields are read in
  // place rather than the whole item copied: this runs for every item as it is placed.
  mutating func indefiniteSizes(at index: Int) -> (width: Bool, height: Bool) {
    unowned(unsafe) let node = items[index].node
    // §9.8: a flexed main size is definite when the container's main size or the item's basis is.
    let indefinite = !(mainIsDefinite || items[index].hasDefiniteBasis)
    // §9.8 and §9.4 step 11: a row item's height is definite when the item has one of its own, is
    // stretched, or has an aspect ratio and a definite main size; one its content gave it is not.
    // An item with a cross size of its own, even a percentage of an indefinite size that behaves as
    // auto, is not stretched (§9.4 step 11).
    let crossStyle = axes.isRow ? node.style.height : node.style.width
    let isStretched =
      items[index].alignSelf == .stretch && !hasCrossAutoMargin(items[index].autoMargin)
      && crossStyle == .auto
    let crossIsDefinite =
      axes.cross(items[index].size) != nil || isStretched || (node.style.aspectRatio != nil && !indefinite)
    // A column item's width is its inline size, which CSS fixes before laying its content out (its
    // fit-content width, css-sizing-3 §5.3, when its content gave it), so percentages of it resolve,
    // as in Chrome.
    // A height its content gives through a keyword is not one its children's percentages can take
    // (css-sizing-3 §5.2.1: such a percentage would be cyclic), as in Chrome, unless it is a column
    // item's main size flexed in a column of definite height, definite by §9.8.
    // With an aspect ratio and a width of its own, such a keyword height is that width through the
    // ratio (see `FlexSizingKeywords`), which is definite.
    let heightFromRatio =
      node.style.aspectRatio != nil && node.style.width.flexResolve(percentBasis.width) != nil
    let heightIsContents =
      node.style.height.isContentKeyword && !heightFromRatio
    return axes.isRow
      ? (indefinite, !crossIsDefinite || heightIsContents)
      : (false, indefinite || (heightIsContents && !mainIsDefinite))
  }

  /// Lays the item out at its final size and places it after `main`, which it then moves past it.
  ///
  /// Only the child's layout is called from here: the item is read before and after it, out of line,
  /// so that no copy of it is in this frame, which is on the stack once per level of a deep tree.
  private mutating func place(
    _ index: Int, by engine: FlexEngine, main: inout Double, cross: Double
  ) throws(LayoutError) {
    let known = prepareToLayOut(index)
    // Read after the call above, which was one retain less: the node is held across the child's
    // layout alone, which needs it.
    unowned(unsafe) let node = items[index].node
    defer {
      node.indefiniteForChildren = (false, false)
      node.ratioHeightForChildren = nil
    }
    let output = try engine.compute(
      node, known: known, parent: percentBasis,
      available: AvailableSize(
        width: .definite(containerSize.width), height: .definite(containerSize.height)),
      run: .performLayout, sizing: .contentSize)
    put(index, laidOut: output, main: &main, cross: cross)
  }

  /// The item's final size, with what its children's percentages resolve against set in its node.
  // Mutating only to be called in place (see `FlexContainerLayout`), and the item's fields are read in
  // place: copying the whole item, for every item, cost more than the rest of this. Only an item with
  // an aspect ratio in a row is copied.
  @inline(never)
  private mutating func prepareToLayOut(_ index: Int) -> MaybeSize {
    let indefinite = indefiniteSizes(at: index)
    // Read after the call above: a node held across a call is retained for it.
    unowned(unsafe) let node = items[index].node
    node.indefiniteForChildren = indefinite
    let height = node.style.height
    if axes.isRow, let ratio = node.style.aspectRatio, height == .auto || height.isKeyword,
      node.style.minHeight == .auto
    {
      let item = items[index]
      if definiteStretchedCross(of: item) == nil {
        // Not where a definite line it is stretched to or its own minimum decides its height.
        node.ratioHeightForChildren = throughRatio(item.targetMain, of: item, ratio: ratio, toMain: false)
      }
    }
    return axes.maybeSize(main: items[index].targetMain, cross: items[index].targetCross)
  }

  /// Places the item, laid out as `output`, after `main`, and moves `main` past it.
  @inline(never)
  private mutating func put(_ index: Int, laidOut output: FlexOutput, main: inout Double, cross: Double) {
    let item = items[index]
    let size = output.size
    let mainOffset = main + item.offsetMain + axes.mainStart(item.margin)
    let crossOffset = cross + item.offsetCross + axes.crossStart(item.margin)
    var location = axes.point(main: mainOffset, cross: crossOffset)
    location.x += item.nudge.x
    location.y += item.nudge.y
    item.node.location = location
    items[index].baseline = output.firstBaseline ?? size.height
    main += item.offsetMain + axes.mainSum(item.margin) + axes.main(size)
  }
}
