/// A section of a ``List``: an identity, an optional header and footer, and cells, as Carbon's
/// `Section(id:header:cells:footer:)`.
///
/// ```swift
/// Section(id: "account", header: "Account", footer: "Signed in as kim@example.com") {
///   Label("Kim Lee").inset(horizontal: 16, vertical: 11).id("name")
///   if showsEmail { Label("kim@example.com").inset(16).id("email") }
/// }
/// ```
/// Every cell needs an identifier, unique in the list: `.id(_:)` (or Carbon's `identified(by:)`, with a
/// string or a key path of the component), an ``IdentifiableComponent``'s `id`, or ``ForEach`` over
/// data with ids. A list whose cell has none cannot be laid out: diffing and update
/// snapshots pair cells by identity, and an identity made up from a position would pair the wrong ones.
public struct Section: Sendable {
  /// The section's identity, unique among the list's sections.
  public var id: String
  /// What shows above the cells; nil for nothing.
  public var header: SectionSupplement?
  /// What shows below the cells; nil for nothing.
  public var footer: SectionSupplement?
  /// The cells, in order.
  public var cells: [any Component]
  /// How the cells are placed: rows (the default), a grid or a carousel.
  public var layout: SectionLayout = .rows
  /// Space around the cells, inside the header and footer (flow layout's `sectionInset`; an
  /// IGListKit section controller's `inset`).
  public var insets: EdgeInsets = .zero
  /// Every row's height (`UITableView.rowHeight`); nil lets each cell size itself unless it has a fixed
  /// height of its own (`.size(height: 44)`).
  public var rowHeight: Double?

  /// A section of `cells` with optional header and footer titles.
  ///
  /// - Parameters:
  ///   - id: the section's identity, unique among the list's sections.
  ///   - header: a title above the cells, set in the list's style.
  ///   - footer: a title below the cells.
  ///   - cells: the cells, each with an identifier.
  public init(
    id: String, header: String? = nil, footer: String? = nil, @SectionBuilder _ cells: () -> [any Component]
  ) {
    self.init(id: id, header: header, footer: footer, cells: cells())
  }

  /// A section of the given cells with optional header and footer titles.
  ///
  /// - Parameters:
  ///   - id: the section's identity.
  ///   - header: a title above the cells.
  ///   - footer: a title below the cells.
  ///   - cells: the cells, each with an identifier.
  public init(id: String, header: String? = nil, footer: String? = nil, cells: [any Component]) {
    self.id = id
    self.header = header.map(SectionSupplement.title)
    self.footer = footer.map(SectionSupplement.title)
    self.cells = cells
  }

  private func with(_ change: (inout Section) -> Void) -> Section {
    var copy = self
    change(&copy)
    return copy
  }

  /// The section with `header` above its cells, at the list's full width, instead of a title.
  public func header(_ header: () -> any Component) -> Section { with { $0.header = .component(header()) } }
  /// The section with `footer` below its cells, at the list's full width, instead of a title.
  public func footer(_ footer: () -> any Component) -> Section { with { $0.footer = .component(footer()) } }
  /// The section with every row `height` points tall: cells outside a scrolled window are then never
  /// laid out.
  public func rowHeight(_ height: Double) -> Section { with { $0.rowHeight = height } }
  /// The section with `insets` around its cells.
  public func insets(_ insets: EdgeInsets) -> Section { with { $0.insets = insets } }
  /// The section's cells in a grid (UICollectionViewFlowLayout's rules, see ``GridLayout``).
  ///
  /// - Parameters:
  ///   - columns: items per row, or an item width.
  ///   - itemHeight: the items' height; nil for items that size themselves.
  ///   - interItemSpacing: the least space between items of a row.
  ///   - lineSpacing: the space between rows.
  public func grid(
    _ columns: GridLayout.Columns, itemHeight: Double? = nil, interItemSpacing: Double = 0,
    lineSpacing: Double = 0
  ) -> Section {
    with {
      $0.layout = .grid(
        GridLayout(
          columns: columns, itemHeight: itemHeight, interItemSpacing: interItemSpacing,
          lineSpacing: lineSpacing))
    }
  }
  /// The section's cells in one row that scrolls sideways (see ``CarouselLayout``).
  ///
  /// - Parameters:
  ///   - itemWidth: the items' width; nil for their own.
  ///   - itemHeight: the row's height; nil for the tallest item's.
  ///   - spacing: the space between items.
  public func carousel(itemWidth: Double? = nil, itemHeight: Double? = nil, spacing: Double = 0) -> Section {
    with {
      $0.layout = .carousel(CarouselLayout(itemWidth: itemWidth, itemHeight: itemHeight, spacing: spacing))
    }
  }
}
