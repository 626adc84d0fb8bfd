/// A ``Label`` found in a laid-out tree, with the text it laid out and where it is.
struct PlacedLabel {
  /// The label's layout node.
  var node: Layout
  /// The text as the label laid it out for its frame.
  var text: TextLayout
  /// The label's frame in the root's coordinates.
  var frame: Rect
  /// The label's whole text, every run joined.
  var fullText: String {
    guard let label = node.component as? Label else { return "" }
    return label.runs.map(\.text).joined()
  }
}

extension Layout {
  /// Every ``Label`` of the tree with text, hidden from assistive technology or not (a sighted reader
  /// still sees it), in reading order: by the top edge of its frame, then its leading edge in
  /// `direction`, then its order in the tree, as ``accessibilityElements(direction:origin:)`` orders
  /// elements.
  ///
  /// - Parameters:
  ///   - direction: the writing direction that orders labels at the same height.
  ///   - origin: where the root's top-left corner is.
  func labelsInReadingOrder(direction: LayoutDirection, origin: Point) -> [PlacedLabel] {
    var labels: [PlacedLabel] = []
    visit(origin: origin) { node, frame, _ in
      guard let label = node.component as? Label, let text = label.laidOut,
        label.runs.contains(where: { !$0.text.isEmpty })
      else { return }
      labels.append(PlacedLabel(node: node, text: text, frame: frame))
    }
    return inReadingOrder(labels, frame: \.frame, direction: direction)
  }
}

/// `items`, given in tree order, in reading order: by the top edge of their frames, then their leading
/// edge in `direction` (the left edge left to right, the right edge right to left), then tree order.
///
/// - Parameters:
///   - items: the things to order, in tree order.
///   - frame: where each one is.
///   - direction: the writing direction that orders items at the same height.
func inReadingOrder<Item>(
  _ items: [Item], frame: (Item) -> Rect, direction: LayoutDirection
) -> [Item] {
  items.enumerated().sorted { first, second in
    let a = frame(first.element)
    let b = frame(second.element)
    if a.minY != b.minY { return a.minY < b.minY }
    if direction == .leftToRight, a.minX != b.minX { return a.minX < b.minX }
    if direction == .rightToLeft, a.maxX != b.maxX { return a.maxX > b.maxX }
    return first.offset < second.offset
  }
  .map(\.element)
}
