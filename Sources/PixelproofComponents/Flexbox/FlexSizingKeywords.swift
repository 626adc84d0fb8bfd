/// Lengths for the content-sizing keywords (``RelativeDimension/minContent``, `maxContent`,
/// `fitContent`, `stretch`) along one axis of a box.
struct FlexSizingKeywords {
  let engine: FlexEngine

  /// The length `keyword` gives `node` along the width (or height), or nil when it behaves as auto.
  ///
  /// - Parameters:
  ///   - known: the box's other dimension, when known.
  ///   - stretchSpace: the space `stretch` fills (already less margins), when definite.
  func length(
    _ keyword: RelativeDimension, of node: FlexNode, width: Bool, known: Double?, stretchSpace: Double?,
    parent: MaybeSize
  ) throws(LayoutError) -> Double? {
    func measure(_ space: AvailableLength) throws(LayoutError) -> Double {
      // css-sizing-4 §5.1: with an aspect ratio and the other size known, the content sizes are that
      // size through the ratio.
      if let ratio = node.style.aspectRatio, let known { return width ? known * ratio : known / ratio }
      let knownSize = width ? MaybeSize(width: nil, height: known) : MaybeSize(width: known, height: nil)
      let available =
        width
        ? AvailableSize(width: space, height: known.map(AvailableLength.definite) ?? .maxContent)
        : AvailableSize(width: known.map(AvailableLength.definite) ?? .maxContent, height: space)
      return try engine.measure(
        node, known: knownSize, parent: parent, available: available, sizing: .contentSize, width: width)
    }
    switch keyword {
    case .minContent: return try measure(.minContent)
    case .maxContent: return try measure(.maxContent)
    case .fitContent:
      let largest = try measure(.maxContent)
      guard let stretchSpace else { return largest }
      return min(max(stretchSpace, try measure(.minContent)), largest)
    case .stretch: return stretchSpace
    case .auto, .points, .percent: return nil
    }
  }
}

extension FlexContainerLayout {
  /// Items' keyword widths and heights become lengths measured from their content.
  mutating func resolveSizingKeywords() throws(LayoutError) {
    let keywords = FlexSizingKeywords(engine: engine)
    for index in items.indices {
      // A style is large: it is copied only for an item that has a keyword size. The node is not
      // retained for the check (`unowned(unsafe)`: its parent's children keep it).
      unowned(unsafe) let node = items[index].node
      guard node.style.width.isKeyword || node.style.height.isKeyword else { continue }
      let style = node.style
      var item = items[index]
      // css-flexbox-1 §9.8 item 1: a stretched item of a single line whose cross size is definite has a
      // definite cross size, which a keyword main size sees (through an aspect ratio, say).
      let known = item.size.or(axes.maybeSize(main: nil, cross: definiteStretchedCross(of: item)))
      // A keyword cross size with an aspect ratio is left to the ratio, from the flexed main size
      // (§9.4 step 7) held at least at the content's by the automatic minimum, as Chrome does: the
      // main size property it would carry through the ratio is not the size the item ends up with.
      let crossIsRatios = style.aspectRatio != nil
      if style.width.isKeyword, !(!axes.isRow && crossIsRatios) {
        item.size.width = try keywords.length(
          style.width, of: item.node, width: true, known: known.height,
          stretchSpace: innerSize.width.map { $0 - item.margin.horizontal }, parent: percentBasis)
      }
      if style.height.isKeyword, !(axes.isRow && crossIsRatios) {
        item.size.height = try keywords.length(
          style.height, of: item.node, width: false, known: item.size.width ?? known.width,
          stretchSpace: innerSize.height.map { $0 - item.margin.vertical }, parent: percentBasis)
      }
      // The size a keyword gives is not carried through an aspect ratio here: the other axis is then
      // the flexed size through the ratio (§9.4 step 7), held at its content's by the automatic
      // minimum (css-sizing-4 §5.2), or a cross size through the ratio gives the basis (§9.2 3B).
      items[index] = item
    }
  }

  /// The keyword flex basis of the item at `index` as a length, or nil when it behaves as auto.
  ///
  /// Takes the index, not the item: see `knownDimensions(at:crossSpace:)`.
  // Changes nothing: `mutating` only so that it reads the layout in place, not a copy (see
  // `FlexContainerLayout`).
  mutating func keywordBasis(at index: Int, known: MaybeSize) throws(LayoutError) -> Double? {
    unowned(unsafe) let node = items[index].node
    let basis = node.style.basis
    guard basis.isKeyword else { return nil }
    let margins = axes.mainSum(items[index].margin)
    return try FlexSizingKeywords(engine: engine).length(
      basis, of: node, width: axes.isRow, known: axes.cross(known),
      stretchSpace: axes.main(innerSize).map { $0 - margins }, parent: percentBasis)
  }
}

extension RelativeDimension {
  /// `minContent`, `maxContent` or `fitContent`: a size the content gives, unlike `stretch`.
  ///
  /// A switch rather than `contains` on an array literal, which allocates the array on every call.
  var isContentKeyword: Bool {
    switch self {
    case .minContent, .maxContent, .fitContent: true
    case .auto, .points, .percent, .stretch: false
    }
  }
}
