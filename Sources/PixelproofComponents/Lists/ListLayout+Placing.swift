extension ListLayout {
  /// Places `section` with its top at `top` in the content: header, insets, the cells' block, footer.
  func place(_ section: Section, index: Int, top: Double) throws(LayoutError) -> PlacedSection {
    try check(section)
    var y = 0.0
    let header = try section.header.map { (supplement) throws(LayoutError) in
      try supplementNode(supplement, kind: .header, y: y)
    }
    y += header?.layout.size.height ?? 0
    y += section.insets.top
    // Rows of a grouped table sit inset by the margin in `.insetGrouped`; grids and carousels span the
    // list as a collection view does.
    let sideInset: Double
    if case .rows = section.layout { sideInset = metrics.bodyInset } else { sideInset = 0 }
    let x = sideInset + section.insets.left
    let bodyWidth = max(0, width - x - sideInset - section.insets.right)
    let (items, bodyHeight): ([PlacedSection.Item], Double)
    switch section.layout {
    case .rows: (items, bodyHeight) = try placeRows(section, width: bodyWidth)
    case .grid(let grid): (items, bodyHeight) = try placeGrid(section, grid, width: bodyWidth)
    case .carousel(let carousel): (items, bodyHeight) = try placeCarousel(section, carousel, width: bodyWidth)
    }
    let body = Rect(x: x, y: y, width: bodyWidth, height: bodyHeight)
    y += bodyHeight + section.insets.bottom
    let footer = try section.footer.map { (supplement) throws(LayoutError) in
      try supplementNode(supplement, kind: .footer, y: y)
    }
    y += footer?.layout.size.height ?? 0
    return PlacedSection(
      index: index, top: top, height: y, header: header, footer: footer, body: body, items: items)
  }

  /// Rows: each cell at the body's width, at its known height or laid out to find it.
  private func placeRows(
    _ section: Section, width: Double
  ) throws(LayoutError) -> ([PlacedSection.Item], Double) {
    var items: [PlacedSection.Item] = []
    items.reserveCapacity(section.cells.count)
    var y = 0.0
    for (index, cell) in section.cells.enumerated() {
      if let height = section.rowHeight ?? Self.fixedHeight(of: cell) {
        items.append(.init(index: index, frame: Rect(x: 0, y: y, width: width, height: height)))
        y += height
      } else {
        let layout = try measure(cell, width: width, height: nil)
        items.append(
          .init(
            index: index, frame: Rect(x: 0, y: y, width: width, height: layout.size.height), layout: layout))
        y += layout.size.height
      }
    }
    return (items, y)
  }

  /// A grid by UICollectionViewFlowLayout's rules (see ``GridLayout``).
  private func placeGrid(
    _ section: Section, _ grid: GridLayout, width: Double
  ) throws(LayoutError) -> ([PlacedSection.Item], Double) {
    let perRow: Int
    let itemWidth: Double
    let gap: Double
    switch grid.columns {
    case .count(let count):
      perRow = count
      itemWidth = max(
        0, environment.pixelGrid.floor((width - Double(count - 1) * grid.interItemSpacing) / Double(count)))
      gap = grid.interItemSpacing
    case .itemWidth(let wanted):
      itemWidth = min(wanted, width)
      perRow = max(
        1, Int(((width + grid.interItemSpacing) / (wanted + grid.interItemSpacing)).rounded(.down)))
      // Full rows spread what is left between their items; the spacing given is the least.
      gap = perRow > 1 ? (width - Double(perRow) * itemWidth) / Double(perRow - 1) : 0
    }
    let rightToLeft = environment.layoutDirection == .rightToLeft
    var items: [PlacedSection.Item] = []
    items.reserveCapacity(section.cells.count)
    var y = 0.0
    var rowStart = 0
    while rowStart < section.cells.count {
      if rowStart > 0 { y += grid.lineSpacing }
      let rowEnd = min(rowStart + perRow, section.cells.count)
      var rowHeight = grid.itemHeight ?? 0
      for index in rowStart..<rowEnd {
        let column = Double(index - rowStart)
        let leading = column * (itemWidth + gap)
        let x = rightToLeft ? width - leading - itemWidth : leading
        let cell = section.cells[index]
        if let height = grid.itemHeight ?? Self.fixedHeight(of: cell) {
          items.append(.init(index: index, frame: Rect(x: x, y: y, width: itemWidth, height: height)))
          rowHeight = max(rowHeight, height)
        } else {
          let layout = try measure(cell, width: itemWidth, height: nil)
          let frame = Rect(x: x, y: y, width: itemWidth, height: layout.size.height)
          items.append(.init(index: index, frame: frame, layout: layout))
          rowHeight = max(rowHeight, layout.size.height)
        }
      }
      y += rowHeight
      rowStart = rowEnd
    }
    return (items, y)
  }

  /// One row that scrolls sideways: items `spacing` apart from the leading edge, clipped at the body.
  private func placeCarousel(
    _ section: Section, _ carousel: CarouselLayout, width: Double
  ) throws(LayoutError) -> ([PlacedSection.Item], Double) {
    var sizes: [(size: Size, layout: Layout?)] = []
    for cell in section.cells {
      if let itemWidth = carousel.itemWidth, let itemHeight = carousel.itemHeight {
        sizes.append((Size(width: itemWidth, height: itemHeight), nil))
      } else {
        let layout = try measure(cell, width: carousel.itemWidth, height: carousel.itemHeight)
        sizes.append((layout.size, layout))
      }
    }
    let rowHeight = carousel.itemHeight ?? sizes.map(\.size.height).max() ?? 0
    let rightToLeft = environment.layoutDirection == .rightToLeft
    var items: [PlacedSection.Item] = []
    var leading = 0.0
    for (index, item) in sizes.enumerated() {
      let x = rightToLeft ? width - leading - item.size.width : leading
      items.append(
        .init(index: index, frame: Rect(origin: Point(x: x, y: 0), size: item.size), layout: item.layout))
      leading += item.size.width + carousel.spacing
    }
    return (items, rowHeight)
  }

  /// A cell laid out at `width` (free when nil) and `height` (free when nil).
  func measure(_ cell: any Component, width: Double?, height: Double?) throws(LayoutError) -> Layout {
    let range = SizeRange(
      min: Size(width: width ?? 0, height: height ?? 0),
      max: Size(width: width ?? .infinity, height: height ?? .infinity))
    return try cell.layoutThatFits(
      range, parentSize: ParentSize(width: width, height: height), environment: environment)
  }

  /// The height a cell gives itself without layout: a fixed `.size(height:)` with no minimum or maximum.
  static func fixedHeight(of cell: any Component) -> Double? {
    let size = cell.size
    guard case .points(let height) = size.height, size.minHeight == .auto, size.maxHeight == .auto else {
      return nil
    }
    return height
  }

  /// A header or footer at the list's width, at `y` in its section: a title set in the style, or the
  /// user's component.
  private func supplementNode(
    _ supplement: SectionSupplement, kind: ListSupplement.Kind, y: Double
  ) throws(LayoutError) -> Layout.Child {
    let content: any Component
    var background: Color?
    switch supplement {
    case .title(let title):
      let isHeader = kind == .header
      let text = isHeader && metrics.isGrouped ? title.uppercased() : title
      content = Inset(
        isHeader ? metrics.headerInsets : metrics.footerInsets,
        Label(
          text, font: isHeader ? metrics.headerFont : metrics.footerFont,
          color: isHeader ? metrics.headerText : metrics.footerText
        )
        .numberOfLines(0)
        // Titles start at the leading edge, as UIKit's follow the writing direction.
        .alignment(environment.layoutDirection == .rightToLeft ? .right : .natural))
      if !metrics.isGrouped { background = metrics.plainTitleBar }
    case .component(let component):
      content = component
    }
    let child = try measure(content, width: width, height: nil)
    let node = Layout(
      component: ListSupplement(kind: kind, background: background), size: child.size,
      children: [Layout.Child(position: .zero, layout: child)])
    return Layout.Child(position: Point(x: 0, y: y), layout: node)
  }

  /// Throws for a number the section cannot be laid out with.
  private func check(_ section: Section) throws(LayoutError) {
    func fail(_ reason: String) -> LayoutError {
      LayoutError(component: "List", reason: "section \"\(section.id)\": \(reason)")
    }
    let insets = section.insets
    for value in [insets.top, insets.left, insets.bottom, insets.right] where !(value.isFinite && value >= 0)
    {
      throw fail("an inset is \(value); insets must be finite and not negative")
    }
    if let rowHeight = section.rowHeight, !(rowHeight.isFinite && rowHeight >= 0) {
      throw fail("rowHeight is \(rowHeight); it must be finite and not negative")
    }
    switch section.layout {
    case .rows: break
    case .grid(let grid):
      if case .count(let count) = grid.columns, count < 1 {
        throw fail("a grid of \(count) columns; give it at least 1")
      }
      if case .itemWidth(let itemWidth) = grid.columns, !(itemWidth.isFinite && itemWidth > 0) {
        throw fail("a grid item width of \(itemWidth); it must be finite and positive")
      }
      for (name, value) in [("interItemSpacing", grid.interItemSpacing), ("lineSpacing", grid.lineSpacing)]
      where !(value.isFinite && value >= 0) {
        throw fail("\(name) is \(value); it must be finite and not negative")
      }
      if let height = grid.itemHeight, !(height.isFinite && height >= 0) {
        throw fail("itemHeight is \(height); it must be finite and not negative")
      }
    case .carousel(let carousel):
      for (name, value) in [
        ("itemWidth", carousel.itemWidth), ("itemHeight", carousel.itemHeight), ("spacing", carousel.spacing),
      ] {
        if let value, !(value.isFinite && value >= 0) {
          throw fail("\(name) is \(value); it must be finite and not negative")
        }
      }
    }
  }
}
