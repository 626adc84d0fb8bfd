extension FlexContainerLayout {
  /// Where a container's lines break while its content is measured without its own size and limits:
  /// its maximum size, or for a multi-line column of unknown height with a fixed height of its own,
  /// that height within its limits; no limit along a dimension the caller fixed.
  ///
  /// Chrome measures a column item's content-based flex basis and automatic minimum by laying the item
  /// out with its own height, so its lines break there, and takes the height of its content
  /// (css-flexbox-1 §9.2 step 3, §4.5). A percentage height does not count: Chrome breaks such a
  /// column's lines as though its height were auto.
  ///
  /// Takes the node, not its style, so the copy of the style is made here and not in the caller's
  /// frame, which is on the stack once per level of a tree.
  @inline(never)
  static func lineLimit(
    of node: FlexNode, known: MaybeSize, parent: MaybeSize, boxSizing adjustment: Size, sizing: SizingMode
  ) -> MaybeSize {
    let style = node.style
    var limit = style.resolvedMaxSize(parent, boxSizing: adjustment, aspectRatio: nil)
    // A size the caller fixed is where the lines break, within the limits already.
    if known.width != nil { limit.width = nil }
    if known.height != nil { limit.height = nil }
    guard sizing == .contentSize, !style.isRow, style.wrap != .noWrap, known.height == nil,
      case .points(let height) = style.height
    else { return limit }
    let minimum = style.resolvedMinSize(parent, boxSizing: adjustment).height
    limit.height = clamp(height + adjustment.height, minimum, limit.height)
    return limit
  }

  /// §9.3 step 5 for a multi-line row of auto width in a definite space: once that width is fixed
  /// (fit-content, css-sizing-3 §5.3), its lines break at it, not at the space, as in Chrome.
  mutating func breakRowLinesAtItsWidth(_ available: AvailableSize) throws(LayoutError) {
    guard axes.isRow, isWrap, case .definite = available.width else { return }
    try collectLines(AvailableSize(width: .definite(innerContainerSize.width), height: available.height))
  }

  /// §9.3 step 5 for a multi-line column given the height its content gave it: its lines are those
  /// it had while that height was measured, broken only at its limits, as Chrome keeps the layout it
  /// measured when the flexed height turns out the same. They differ from lines broken at that
  /// height where negative margins made the content shorter than its lines.
  mutating func keepLinesOfItsContentHeight() throws(LayoutError) {
    guard !axes.isRow, isWrap, !style.balancesLines, let outerMain = axes.main(outerSize) else { return }
    let broken = lines
    try collectLines(axes.available(main: .maxContent, cross: .maxContent))
    let inset = axes.mainSum(contentInset)
    let longest = longestHypotheticalLine()
    let content = max(clamp(longest + inset, axes.main(minSize), axes.main(maxSize)), inset)
    if content != outerMain { lines = broken }
  }
}
