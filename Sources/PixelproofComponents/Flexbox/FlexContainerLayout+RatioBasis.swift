extension FlexContainerLayout {
  /// §9.2 step 3E for a column item with an aspect ratio and no definite width: the item is sized as
  /// fit-content in the width, and its height is that width through the ratio, held at its content's
  /// height by an automatic minimum (css-sizing-4 §5.2) where its height is auto, not a percentage of an
  /// indefinite size, as in Chrome.
  ///
  /// Takes the index, not the item: see `knownDimensions(at:crossSpace:)`.
  // Changes nothing: `mutating` only so that it reads the layout in place, not a copy (see
  // `FlexContainerLayout`).
  mutating func ratioHeightBasis(
    at index: Int, ratio: Double, crossSpace: AvailableLength
  ) throws(LayoutError)
    -> Double
  {
    let item = items[index]
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

extension FlexContainerLayout {
  /// The length in the other axis that an item's aspect ratio carries its border-box `length` to: in
  /// its main axis from its cross axis when `toMain`, else the reverse. With `box-sizing: content-box`
  /// the ratio is of the content box (css-sizing-4 §5.1), so padding and border are taken off and put
  /// back on.
  func throughRatio(_ length: Double, of item: Item, ratio: Double, toMain: Bool) -> Double {
    let contentBox = item.node.style.boxSizing == .contentBox
    let mainInsets = contentBox ? axes.mainSum(item.paddingBorder) : 0
    let crossInsets = contentBox ? axes.crossSum(item.paddingBorder) : 0
    // The ratio is width / height: a row's main axis is the width.
    if toMain {
      let cross = length - crossInsets
      return (axes.isRow ? cross * ratio : cross / ratio) + mainInsets
    }
    let main = length - mainInsets
    return (axes.isRow ? main / ratio : main * ratio) + crossInsets
  }
}
