extension ListLayout {
  /// The `ListSection` node of `section` in the window: the cells the window shows (laid out now if
  /// placing did not need to), their separators, the footer, and the header last, painted above the
  /// cells it may be pinned over.
  func node(
    of section: PlacedSection, window: (top: Double, bottom: Double)
  ) throws(LayoutError) -> Layout.Child {
    let model = list.sections[section.index]
    let ids = identities.cellIDs[section.index]
    let isRows: Bool
    if case .rows = model.layout { isRows = true } else { isRows = false }
    let isCarousel: Bool
    if case .carousel = model.layout { isCarousel = true } else { isCarousel = false }
    let bodyTop = section.top + section.body.minY
    var cells: [Layout.Child] = []
    var separators: [Layout.Child] = []
    for item in section.items {
      let minY = bodyTop + item.frame.minY
      guard minY + item.frame.height > window.top, minY < window.bottom else { continue }
      if isCarousel, item.frame.maxX <= 0 || item.frame.minX >= section.body.width { continue }
      let content: Layout
      if let laidOut = item.layout {
        content = laidOut
      } else {
        content = try measure(model.cells[item.index], width: item.frame.width, height: item.frame.height)
      }
      cells.append(cellNode(id: ids[item.index], sectionID: model.id, content: content, frame: item.frame))
      if isRows, hasSeparator(section: section.index, item: item.index) {
        separators.append(separator(under: item.frame, bodyWidth: section.body.width))
      }
    }
    var children: [Layout.Child] = []
    let body = Layout(
      component: ListSectionBody(
        fill: isRows ? metrics.cellBackground : nil, cornerRadius: isRows ? metrics.bodyCornerRadius : 0,
        clips: isCarousel || (isRows && metrics.bodyCornerRadius > 0)),
      size: section.body.size, children: cells + separators)
    children.append(Layout.Child(position: section.body.origin, layout: body))
    func isShown(_ child: Layout.Child) -> Bool {
      let minY = section.top + child.position.y
      return minY + child.layout.size.height > window.top && minY < window.bottom
    }
    if let footer = section.footer, isShown(footer) { children.append(footer) }
    if var header = section.header {
      if !metrics.isGrouped {
        // UITableView's plain headers stick to the window's top while their section is under it, and
        // the section's end pushes them up.
        let pinned = min(window.top - section.top, section.height - header.layout.size.height)
        header.position.y = max(header.position.y, pinned)
      }
      if isShown(header) { children.append(header) }
    }
    let node = Layout(
      component: ListSection(id: model.id), size: Size(width: width, height: section.height),
      children: children, identifier: model.id)
    return Layout.Child(position: Point(x: 0, y: section.top - window.top), layout: node)
  }

  private func cellNode(id: String, sectionID: String, content: Layout, frame: Rect) -> Layout.Child {
    var content = content
    // The cell node carries the id; its content repeating it would name the cell twice.
    if content.identifier == id { content.identifier = nil }
    let node = Layout(
      component: ListCell(id: id, sectionID: sectionID), size: frame.size,
      children: [Layout.Child(position: .zero, layout: content)], identifier: id)
    return Layout.Child(position: frame.origin, layout: node)
  }

  /// Grouped styles separate cells only between them; plain draws one under every cell but the list's
  /// last, as a plain table without rows past its content.
  private func hasSeparator(section: Int, item: Int) -> Bool {
    let isLastInSection = item == list.sections[section].cells.count - 1
    if metrics.isGrouped { return !isLastInSection }
    return !(isLastInSection && section == list.sections.count - 1)
  }

  /// A one-pixel line at the bottom of the cell, from the leading margin to the trailing edge.
  private func separator(under frame: Rect, bodyWidth: Double) -> Layout.Child {
    let thickness = environment.pixelGrid.onePixel
    let length = max(0, frame.width - metrics.margin)
    let x = environment.layoutDirection == .rightToLeft ? frame.minX : frame.minX + metrics.margin
    let line = Layout(component: Divider(metrics.separator), size: Size(width: length, height: thickness))
    return Layout.Child(position: Point(x: x, y: frame.maxY - thickness), layout: line)
  }
}
