extension FlexContainerLayout {
  /// A content keyword cross size measured again at the item's flexed main size: the cross size a
  /// keyword gives depends on the main size (css-flexbox-1 §9.4 step 7), which the keyword's first
  /// measurement did not know. Nil for other items.
  // Mutating only to be called in place (see `FlexContainerLayout`).
  mutating func contentKeywordCross(of item: Item) throws(LayoutError) -> Double? {
    // Read in place: a copy of the style is 472 bytes, and every item of every line comes here.
    let keyword = axes.isRow ? item.node.style.height : item.node.style.width
    guard keyword.isContentKeyword, item.node.style.aspectRatio == nil else {
      return nil
    }
    let margins = axes.crossSum(item.margin)
    return try FlexSizingKeywords(engine: engine).length(
      keyword, of: item.node, width: !axes.isRow, known: item.targetMain,
      stretchSpace: axes.cross(innerSize).map { $0 - margins }, parent: percentBasis)
  }
}
