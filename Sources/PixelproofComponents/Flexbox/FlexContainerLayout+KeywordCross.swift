extension FlexContainerLayout {
  /// A content keyword cross size measured again at the item's flexed main size: the cross size a
  /// keyword gives depends on the main size (css-flexbox-1 §9.4 step 7), which the keyword's first
  /// measurement did not know. Nil for other items.
  // Changes nothing: `mutating` only so that it reads the layout in place, not a copy (see
  // `FlexContainerLayout`).
  mutating func contentKeywordCross(at index: Int) throws(LayoutError) -> Double? {
    // Read in place: a copy of the style is 472 bytes, a copy of the item 312, and every item of every
    // line comes here.
    unowned(unsafe) let node = items[index].node
    let keyword = axes.isRow ? node.style.height : node.style.width
    guard keyword.isContentKeyword, node.style.aspectRatio == nil else {
      return nil
    }
    let margins = axes.crossSum(items[index].margin)
    return try FlexSizingKeywords(engine: engine).length(
      keyword, of: node, width: !axes.isRow, known: items[index].targetMain,
      stretchSpace: axes.cross(innerSize).map { $0 - margins }, parent: percentBasis)
  }
}
