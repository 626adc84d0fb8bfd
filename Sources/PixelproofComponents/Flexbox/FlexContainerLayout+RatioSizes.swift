extension FlexContainerLayout {
  /// The item's border-box main size its aspect ratio gives from its border-box cross size: the ratio
  /// holds between its content boxes under `box-sizing: content-box` (css-sizing-4 §5.1).
  func mainThroughRatio(_ ratio: Double, cross: Double, of item: Item) -> Double {
    guard item.node.style.boxSizing == .contentBox else { return axes.isRow ? cross * ratio : cross / ratio }
    let contentCross = max(cross - axes.crossSum(item.paddingBorder), 0)
    let contentMain = axes.isRow ? contentCross * ratio : contentCross / ratio
    return contentMain + axes.mainSum(item.paddingBorder)
  }
}
