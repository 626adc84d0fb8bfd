/// One section holding the cells of several section controllers, each controller's cells a "bunch"
/// under the group's header and footer: the section → bunch → item layering that lists built on
/// IGListKit add, since an IGListKit controller maps exactly one object to one section.
///
/// ```swift
/// SectionControllerGroup(id: "today", header: "Today", controllers: todaysPosts.map(PostController.init))
/// ```
/// The bunches' cells keep their own ids (unique in the list); the group's header, footer, insets and
/// layout apply, theirs are not used.
public struct SectionControllerGroup: SectionController {
  /// The section's identity.
  public let id: String
  /// The controllers whose cells the section shows, in order.
  public let controllers: [any SectionController]
  /// What shows above the cells.
  public let header: SectionSupplement?
  /// What shows below the cells.
  public let footer: SectionSupplement?
  /// Space around the cells.
  public let insets: EdgeInsets
  /// How the cells are placed.
  public let layout: SectionLayout

  /// A section of the cells of `controllers`, under optional titles.
  ///
  /// - Parameters:
  ///   - id: the section's identity, unique in the list.
  ///   - header: a title above the cells.
  ///   - footer: a title below the cells.
  ///   - insets: space around the cells.
  ///   - layout: how the cells are placed.
  ///   - controllers: the bunches, in order.
  public init(
    id: String, header: String? = nil, footer: String? = nil, insets: EdgeInsets = .zero,
    layout: SectionLayout = .rows, controllers: [any SectionController]
  ) {
    self.id = id
    self.header = header.map(SectionSupplement.title)
    self.footer = footer.map(SectionSupplement.title)
    self.insets = insets
    self.layout = layout
    self.controllers = controllers
  }

  /// The cells of every bunch.
  public var numberOfItems: Int { controllers.reduce(0) { $0 + $1.numberOfItems } }

  /// The bunch holding `index` and the index within it.
  private func bunch(of index: Int) -> (controller: any SectionController, index: Int) {
    var rest = index
    for controller in controllers {
      if rest < controller.numberOfItems { return (controller, rest) }
      rest -= controller.numberOfItems
    }
    // Past the end: the last bunch reports it, as an index out of its range.
    return (controllers.last ?? EmptyController(), rest)
  }

  /// The cell at `index` among all the bunches' cells.
  public func cell(at index: Int) -> any Component {
    let (controller, inner) = bunch(of: index)
    return controller.cell(at: inner)
  }

  /// The id its own controller gives the cell at `index`.
  public func cellID(at index: Int) -> String {
    let (controller, inner) = bunch(of: index)
    return controller.cellID(at: inner)
  }

  /// The height its own controller gives the cell at `index`.
  public func height(at index: Int) -> Double? {
    let (controller, inner) = bunch(of: index)
    return controller.height(at: inner)
  }

  /// Every bunch's cells, in order, as each controller builds them.
  public func cells() -> [any Component] { controllers.flatMap { $0.cells() } }
}

/// A controller of no cells, for a group without controllers.
private struct EmptyController: SectionController {
  var id: String { "" }
  var numberOfItems: Int { 0 }
  func cell(at index: Int) -> any Component { View() }
}
