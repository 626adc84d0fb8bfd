extension FlexContainerLayout {
  /// §9.2 step 3E for a column item with an aspect ratio and no definite width: the item is sized as
  /// fit-content in the width, and its height is that width through the ratio, held at its content's
  /// height by an automatic minimum (css-sizing-4 §5.2) where its height is auto, not a percentage of an
  /// indefinite size, as in Chrome.
  func ratioHeightBasis(
    of item: Item, ratio: Double, crossSpace: AvailableLength
  ) throws(LayoutError)
    -> Double
  {
    let style = item.node.style
    let parent = basisParent
    var width = try engine.measure(
      item.node, known: .none, parent: parent,
      available: AvailableSize(width: crossSpace, height: .maxContent), sizing: .contentSize, width: true)
    width = clamp(width, item.minSize.width, item.maxSize.width)
    let adjustment = style.boxSizingAdjustment(
      paddingBorder: Size(width: item.paddingBorder.horizontal, height: item.paddingBorder.vertical))
    var height = (width - adjustment.width) / ratio + adjustment.height
    if style.minHeight == .auto, style.overflowX == .visible, style.overflowY == .visible,
      !isPercent(style.height)
    {
      let content = try engine.measure(
        item.node, known: MaybeSize(width: width, height: nil), parent: parent,
        available: AvailableSize(width: .definite(width), height: .maxContent), sizing: .contentSize,
        width: false)
      height = max(height, content)
    }
    return height
  }
}
