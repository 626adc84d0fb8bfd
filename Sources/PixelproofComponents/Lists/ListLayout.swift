/// One section placed in the list's content: frames in the section's coordinates, cells in the body's.
struct PlacedSection {
  /// A cell's frame and, when it had to be laid out to be placed, its layout.
  struct Item {
    let index: Int
    let frame: Rect
    var layout: Layout?
  }

  let index: Int
  /// The section's top in the content, points.
  let top: Double
  let height: Double
  let header: Layout.Child?
  let footer: Layout.Child?
  /// The block of cells, in the section's coordinates.
  let body: Rect
  let items: [Item]
}

/// Lays a ``List`` out: places sections top to bottom, finds the window, and builds nodes for what the
/// window shows.
struct ListLayout {
  let list: List
  let identities: ListIdentities
  let range: SizeRange
  let width: Double
  /// The window's height; nil when the list may be as tall as its content.
  let windowHeight: Double?
  let environment: LayoutEnvironment
  let metrics: ListMetrics

  init(
    list: List, identities: ListIdentities, range: SizeRange, environment: LayoutEnvironment
  ) {
    self.list = list
    self.identities = identities
    self.range = range
    width = range.max.width
    windowHeight = range.max.height.isFinite ? range.max.height : nil
    self.environment = environment
    metrics = ListMetrics(style: list.style, width: width, scheme: environment.colorScheme)
  }

  func run() throws(LayoutError) -> Layout {
    // STEP 1: what the scroll target needs: an offset, or the position of the cell or section it names.
    var offset: Double?
    var target: (section: Int, item: Int?, anchor: ScrollAnchor)?
    switch list.scrollTarget {
    case .offset(let y):
      guard y.isFinite else {
        throw LayoutError(component: "List", reason: "scrolled(toY: \(y)): the offset must be finite")
      }
      offset = y
    case .item(let id, let anchor):
      if let cell = identities.cell(id) {
        target = (cell.section, cell.item, anchor)
      } else if let section = identities.section(id) {
        target = (section, nil, anchor)
      } else {
        throw LayoutError(
          component: "List", reason: "scrolled(to: \"\(id)\"): no cell or section of the list has this id")
      }
      // A list as tall as its content shows all of it: there is nothing to scroll.
      if windowHeight == nil { offset = 0 }
    }

    // STEP 2: sections top to bottom, until one starts below a known window's bottom edge.
    var placed: [PlacedSection] = []
    var y = 0.0
    var reachedEnd = true
    for (index, section) in list.sections.enumerated() {
      if let offset, let windowHeight, y >= offset + windowHeight {
        reachedEnd = false
        break
      }
      y += metrics.sectionGap
      let placedSection = try place(section, index: index, top: y)
      placed.append(placedSection)
      y += placedSection.height
      if offset == nil, let target, target.section == index {
        offset = anchoredOffset(of: placedSection, item: target.item, anchor: target.anchor)
      }
    }
    if reachedEnd, !placed.isEmpty { y += metrics.sectionGap }

    // STEP 3: the window. A scrolled-to item keeps the window within the content, as UIKit does.
    var top = offset ?? 0
    if target != nil, let windowHeight {
      top = max(0, top)
      if reachedEnd { top = min(top, max(0, y - windowHeight)) }
    }
    let height = windowHeight ?? max(0, y - top)
    let size = range.clamp(Size(width: width, height: height))

    // STEP 4: nodes for what the window shows.
    let window = (top: top, bottom: top + size.height)
    var children: [Layout.Child] = []
    for section in placed where section.top + section.height > window.top && section.top < window.bottom {
      children.append(try node(of: section, window: window))
    }
    var laidOut = list
    laidOut.paintedBackground = metrics.background
    return Layout(component: laidOut, size: size, children: children)
  }

  /// The content offset that puts the item (or the whole section) at `anchor` in the window.
  private func anchoredOffset(of section: PlacedSection, item: Int?, anchor: ScrollAnchor) -> Double {
    let frame: (minY: Double, height: Double)
    if let item, let placed = section.items.first(where: { $0.index == item }) {
      frame = (section.top + section.body.minY + placed.frame.minY, placed.frame.height)
    } else {
      frame = (section.top, section.height)
    }
    let window = windowHeight ?? 0
    switch anchor {
    case .top: return frame.minY
    case .center: return frame.minY + (frame.height - window) / 2
    case .bottom: return frame.minY + frame.height - window
    }
  }
}
