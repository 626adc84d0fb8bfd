/// A table of sections and cells, as Carbon renders into `UITableView` and `UICollectionView`: rows in
/// a ``ListStyle``, grids and carousels, laid out at the width it is given.
///
/// ```swift
/// List(style: .insetGrouped) {
///   Section(id: "general", header: "General") {
///     Label("About").inset(horizontal: 16, vertical: 11).id("about")
///     Label("Software Update").inset(horizontal: 16, vertical: 11).id("update")
///   }
/// }
/// ```
/// With a height limit (`.fixed(width: 390, height: 844)`) a list is a window of that height onto its
/// content, as a table view fills its frame: it shows the first screen, or the one at its
/// `scrolled(toY:)` or ``scrolled(to:anchor:)`` offset, clipped to the window. Without one
/// (`.width(390)`) it is as tall as its content. Cells outside the window are never painted and are not
/// kept in the layout; those whose height is known without layout (``Section/rowHeight(_:)``, a fixed
/// `.size(height:)`, a grid's item height) are not laid out either. Self-sizing cells are laid out to
/// find where the window falls: those above it, in it, and in the rest of the section its bottom edge
/// cuts; none in later sections.
///
/// In the layout each section is a `ListSection` node and each cell a `ListCell` node, both carrying
/// their ids (`ListSection#general`, `ListCell#about`); see ``Layout/listCells()``. Duplicate ids, a
/// cell without one, a width without limit and an unknown scroll target are ``LayoutError``s that name
/// them.
public struct List: Component {
  /// How the list looks.
  public var style: ListStyle
  /// The sections, in order.
  public var sections: [Section]
  /// Which part of the content the window shows.
  public var scrollTarget: ScrollTarget = .offset(0)

  /// A list in `style` of the sections the builder lists.
  ///
  /// - Parameters:
  ///   - style: `.plain` (the default), `.grouped` or `.insetGrouped`.
  ///   - sections: the sections, in order.
  public init(style: ListStyle = .plain, @ListBuilder _ sections: () -> [Section]) {
    self.init(style: style, sections: sections())
  }

  /// The id of the one section that cells placed straight in a list make.
  public static let cellsSectionID = "cells"

  /// A list in `style` of one section of the cells the builder lists, without header or footer, as
  /// Carbon's `renderer.render { … }` makes of cells given without a `Section`. The section's id is
  /// ``cellsSectionID``, as the layout (`ListSection#cells`) and update snapshots name it.
  ///
  /// ```swift
  /// List {
  ///   Label("Butch").inset(16).id("butch")
  ///   Label("Fabianne").inset(16).id("fabianne")
  /// }
  /// ```
  /// A block lists either sections or cells: cells among sections go in a ``Section`` of their own.
  ///
  /// - Parameters:
  ///   - style: `.plain` (the default), `.grouped` or `.insetGrouped`.
  ///   - cells: the cells, each with an identifier.
  // Disfavoured so that an empty block (`List {}`) is a list of no sections, as it was before cells
  // could be listed straight; either builder accepts it.
  /// A list of cells placed straight in it, as Carbon's `renderer.render { … }`: one section with the id
  /// ``cellsSectionID``.
  @_disfavoredOverload
  public init(style: ListStyle = .plain, @SectionBuilder cells: () -> [any Component]) {
    self.init(style: style, sections: [Section(id: List.cellsSectionID, cells: cells())])
  }

  /// A list in `style` of `sections`.
  ///
  /// - Parameters:
  ///   - style: `.plain` (the default), `.grouped` or `.insetGrouped`.
  ///   - sections: the sections, in order.
  public init(style: ListStyle = .plain, sections: [Section]) {
    self.style = style
    self.sections = sections
  }

  /// Places the sections and cells as the style says, in a window of the range's maximum height (or
  /// of the whole content when that is unlimited), at the scroll target.
  ///
  /// - Throws: ``LayoutError`` for an unlimited width, duplicate or missing ids, an unknown scroll
  ///   target, a number a section cannot use, or what a cell's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    guard range.max.width.isFinite else {
      throw LayoutError(
        component: kindName,
        reason: "it has no width limit; a list is as wide as it may be: give it .width(…) or a fixed size")
    }
    let identities = try ListIdentities(sections: sections)
    let layout = ListLayout(list: self, identities: identities, range: range, environment: environment)
    return try layout.run()
  }

  /// Fills the window with the style's background and clips the content to it.
  public func paint(in frame: Rect, into list: inout DisplayList) {
    guard let background = paintedBackground else { return }
    list.fill(frame, with: background)
    list.append(.beginClip(RoundedRect(frame)))
  }

  /// Closes the window's clip.
  public func paintAboveChildren(in frame: Rect, into list: inout DisplayList) {
    guard paintedBackground != nil else { return }
    list.append(.endClip)
  }

  /// The background the laid-out list paints, resolved for its colour scheme at layout.
  var paintedBackground: Color? = nil
}
