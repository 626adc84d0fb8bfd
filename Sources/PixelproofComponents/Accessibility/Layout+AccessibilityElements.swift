extension Layout {
  /// The accessibility elements of the laid-out tree in reading order, with their frames in the root's
  /// coordinates (offset by `origin`).
  ///
  /// A node is an element when it is a ``Label`` with text (read as its text, `.staticText`), a
  /// ``Button`` (its title, `.button`, with `.selected` or `.notEnabled` for those states), or any
  /// component with an accessibility label (an ``Image`` takes `.image`); a labelled ``Styled`` view
  /// takes the defaults of the component it styles. An element's descendants are not elements. An
  /// image with no label is not an element. Hidden nodes are left out with everything inside them;
  /// `.combine`, `.contain` and `.ignore` apply as ``AccessibilityChildBehavior`` describes.
  ///
  /// Reading order is row by row, top to bottom, each row in `direction` (by left edges left to right,
  /// by right edges descending right to left), as VoiceOver reads a screen. Elements, and each
  /// `.contain` group as one by its container's frame, share a row when their frames overlap vertically
  /// by at least half of the smaller height, each with every other in the row: a label beside a taller
  /// switch is read before it when it is on its left. Taken top edge first, an element that does not
  /// share a line with all of the row being built starts the next row, so a tall element beside two
  /// short rows is read with the upper one. Only elements tied exactly keep their order in the tree.
  /// Within a group its own elements are ordered the same way.
  ///
  /// - Parameters:
  ///   - direction: the writing direction each row is read in.
  ///   - origin: where the root's top-left corner is.
  public func accessibilityElements(
    direction: LayoutDirection = .leftToRight, origin: Point = .zero
  ) -> [AccessibilityElement] {
    let reader = AccessibilityReader(direction: direction)
    var items: [AccessibilityReader.Item] = []
    reader.collect(self, origin: origin, into: &items)
    return reader.flatten(reader.sorted(items))
  }
}

/// Walks a layout tree for ``Layout/accessibilityElements(direction:origin:)``.
struct AccessibilityReader {
  /// An element, or a `.contain` group of items read together.
  enum Item {
    case element(AccessibilityElement)
    case group(frame: Rect, items: [Item])

    var frame: Rect {
      switch self {
      case .element(let element): return element.frame
      case .group(let frame, _): return frame
      }
    }
  }

  /// The direction each row of items is read in.
  let direction: LayoutDirection

  /// Appends the items of `layout`, whose top-left corner is at `origin`, to `items` in tree order.
  func collect(_ layout: Layout, origin: Point, into items: inout [Item]) {
    let frame = Rect(origin: origin, size: layout.size)
    let written = layout.accessibility
    if written?.isHidden == true { return }
    switch written?.children {
    case .contain:
      var inner: [Item] = []
      collectChildren(of: layout, origin: origin, into: &inner)
      items.append(.group(frame: frame, items: inner))
      return
    case .combine:
      var inner: [Item] = []
      collectChildren(of: layout, origin: origin, into: &inner)
      let parts = flatten(sorted(inner))
      let labels = parts.compactMap(\.label).filter { !$0.isEmpty }
      let hints = parts.compactMap(\.hint).filter { !$0.isEmpty }
      let traits = parts.reduce(into: AccessibilityTraits()) { $0.formUnion($1.traits) }
      items.append(
        .element(
          AccessibilityElement(
            name: layout.name, frame: frame,
            label: written?.label ?? (labels.isEmpty ? nil : labels.joined(separator: ", ")),
            traits: written?.traits ?? traits,
            hint: written?.hint ?? (hints.isEmpty ? nil : hints.joined(separator: ", ")))))
      return
    case .ignore:
      let defaults = Self.defaults(of: layout)
      items.append(
        .element(
          AccessibilityElement(
            name: layout.name, frame: frame, label: written?.label ?? defaults.label,
            traits: written?.traits ?? defaults.traits, hint: written?.hint)))
      return
    case nil:
      break
    }
    let defaults = Self.defaults(of: layout)
    if defaults.isElement || written?.label != nil {
      items.append(
        .element(
          AccessibilityElement(
            name: layout.name, frame: frame, label: written?.label ?? defaults.label,
            traits: written?.traits ?? defaults.traits, hint: written?.hint)))
      return
    }
    collectChildren(of: layout, origin: origin, into: &items)
  }

  /// Appends the items of `layout`'s children in tree order.
  func collectChildren(of layout: Layout, origin: Point, into items: inout [Item]) {
    for child in layout.children {
      collect(child.layout, origin: origin + child.position, into: &items)
    }
  }

  /// Whether the node's component is an element by default, and its default label and traits, as UIKit
  /// gives `UILabel`, `UIButton` and `UIImageView`. A ``Styled`` view has those of what it styles.
  static func defaults(of layout: Layout) -> (isElement: Bool, label: String?, traits: AccessibilityTraits) {
    var node = layout
    while node.component is Styled, node.children.count == 1 { node = node.children[0].layout }
    switch node.component {
    case let label as Label:
      let text = label.runs.map(\.text).joined()
      return (!text.isEmpty, text, .staticText)
    case let button as Button:
      var traits: AccessibilityTraits = .button
      if button.state == .selected { traits.insert(.selected) }
      if button.state == .disabled { traits.insert(.notEnabled) }
      let title = button.appearance().title
      return (true, title?.isEmpty == false ? title : nil, traits)
    case is Image:
      return (false, nil, .image)
    default:
      return (false, nil, [])
    }
  }

  /// `items` in reading order (``ReadingOrder``), each group's own items ordered the same way.
  func sorted(_ items: [Item]) -> [Item] {
    ReadingOrder(direction: direction).indices(of: items.map(\.frame)).map { index in
      if case .group(let frame, let inner) = items[index] {
        return .group(frame: frame, items: sorted(inner))
      }
      return items[index]
    }
  }

  /// The elements of `items`, each group's in place.
  func flatten(_ items: [Item]) -> [AccessibilityElement] {
    var elements: [AccessibilityElement] = []
    for item in items {
      switch item {
      case .element(let element): elements.append(element)
      case .group(_, let inner): elements += flatten(inner)
      }
    }
    return elements
  }
}
