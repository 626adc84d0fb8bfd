/// The layout node of one section of a ``List``: header, cells and footer, carrying the section's id
/// (`ListSection#account`). It paints nothing itself.
public struct ListSection: Component {
  /// The section's id, as the node's identifier carries it too.
  public let id: String

  /// Exists only as a node of a laid-out list.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  ) throws(LayoutError) -> Layout {
    Layout(component: self, size: range.min, identifier: id)
  }
}

/// The layout node of one cell of a ``List``, carrying the cell's id (`ListCell#about`); its child is
/// the cell's own layout, which gives its id to this node rather than repeating it.
public struct ListCell: Component {
  /// The cell's id.
  public let id: String
  /// The id of the section it belongs to.
  public let sectionID: String

  /// Exists only as a node of a laid-out list.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  ) throws(LayoutError) -> Layout {
    Layout(component: self, size: range.min, identifier: id)
  }
}

/// The block of a section's cells: the grouped cell background (rounded in `.insetGrouped`) and the
/// clip of an inset grouped section or a carousel.
struct ListSectionBody: Component {
  let fill: Color?
  let cornerRadius: Double
  let clips: Bool

  func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  ) throws(LayoutError) -> Layout {
    Layout(component: self, size: range.min)
  }

  func paint(in frame: Rect, into list: inout DisplayList) {
    let shape = RoundedRect(frame, cornerRadius: cornerRadius)
    if let fill, !frame.isEmpty {
      if cornerRadius > 0 { list.fill(shape.path, with: fill) } else { list.fill(frame, with: fill) }
    }
    if clips { list.append(.beginClip(shape)) }
  }

  func paintAboveChildren(in frame: Rect, into list: inout DisplayList) {
    if clips { list.append(.endClip) }
  }
}

/// A section's header or footer node (`SectionHeader`, `SectionFooter`), with the plain style's title
/// bar behind a title.
struct ListSupplement: Component {
  enum Kind { case header, footer }
  let kind: Kind
  let background: Color?

  var kindName: String { kind == .header ? "SectionHeader" : "SectionFooter" }

  func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  ) throws(LayoutError) -> Layout {
    Layout(component: self, size: range.min)
  }

  func paint(in frame: Rect, into list: inout DisplayList) {
    if let background { list.fill(frame, with: background) }
  }
}
