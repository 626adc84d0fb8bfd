extension FlexContainerLayout {
  /// §9.4 step 11 for a multi-line column: an item of auto width that is not stretched is as wide as
  /// fit-content in the larger of the container's content width and its line's width, as Chrome lays
  /// it out once the lines are sized (css-sizing-3 §5.3), so a line made wide by another item lets
  /// it widen up to its max-content width.
  mutating func widenColumnItemsToTheirLines() throws(LayoutError) {
    guard !axes.isRow, isWrap, case .definite(let space) = axes.cross(itemSpace) else { return }
    for line in lines where line.crossSize > space {
      for index in line.items {
        let item = items[index]
        let style = item.node.style
        let isStretched = item.alignSelf == .stretch && !hasCrossAutoMargin(item)
        guard !isStretched, style.width == .auto, style.aspectRatio == nil else { continue }
        let room = line.crossSize - item.margin.horizontal
        guard room > item.targetCross else { continue }
        let minimum = item.minSize.width.map { $0 + item.margin.horizontal }
        let maximum = item.maxSize.width.map { $0 + item.margin.horizontal }
        item.node.indefiniteForChildren = indefiniteSizes(at: index)
        defer { item.node.indefiniteForChildren = (false, false) }
        let width = try measuredCross(
          of: item, main: item.targetMain, crossSpace: .definite(clamp(line.crossSize, minimum, maximum)))
        items[index].targetCross = max(item.targetCross, width)
      }
    }
  }
}
