/// IGListKit's section controller: the cells of one model object's section, written once and used for
/// every data state a test snapshots. ``ListAdapter`` asks one for each object.
///
/// ```swift
/// struct PostController: SectionController {
///   let post: Post
///   var id: String { "post-\(post.id)" }
///   var numberOfItems: Int { 2 }
///   func cell(at index: Int) -> any Component {
///     index == 0 ? Label(post.author).inset(16) : Label(post.text).numberOfLines(0).inset(16)
///   }
/// }
/// ```
/// Only ``id``, ``numberOfItems`` and ``cell(at:)`` are required; each cell's id is
/// ``cellID(at:)`` (by default the section's id, a dot, and the index: `post-7.0`).
public protocol SectionController: Sendable {
  /// The section's identity, unique in the list (IGListKit's `diffIdentifier` of the object).
  var id: String { get }
  /// How many cells the section has.
  var numberOfItems: Int { get }
  /// The cell component at `index`.
  func cell(at index: Int) -> any Component
  /// The id of the cell at `index`, unique in the list.
  func cellID(at index: Int) -> String
  /// The height of the cell at `index` (IGListKit's `sizeForItem`); nil lets the cell size itself.
  func height(at index: Int) -> Double?
  /// What shows above the cells; nil for nothing.
  var header: SectionSupplement? { get }
  /// What shows below the cells; nil for nothing.
  var footer: SectionSupplement? { get }
  /// Space around the cells (IGListKit's `inset`).
  var insets: EdgeInsets { get }
  /// How the cells are placed: rows, a grid or a carousel.
  var layout: SectionLayout { get }
  /// Every cell, each with its id and height: built from the requirements above unless a controller
  /// can build them all at once more cheaply.
  func cells() -> [any Component]
}

extension SectionController {
  /// The section's id, a dot, and the index.
  public func cellID(at index: Int) -> String { "\(id).\(index)" }
  /// Self-sizing cells.
  public func height(at index: Int) -> Double? { nil }
  /// No header.
  public var header: SectionSupplement? { nil }
  /// No footer.
  public var footer: SectionSupplement? { nil }
  /// No insets.
  public var insets: EdgeInsets { .zero }
  /// Rows.
  public var layout: SectionLayout { .rows }

  /// ``cell(at:)`` for every index, identified by ``cellID(at:)`` and sized by ``height(at:)``.
  public func cells() -> [any Component] {
    (0..<max(0, numberOfItems)).map { index in
      let cell = cell(at: index)
      let sized: any Component = height(at: index).map { cell.size(height: .points($0)) } ?? cell
      return sized.id(cellID(at: index))
    }
  }

  /// The controller's section, as a ``List`` shows it.
  public var section: Section {
    var section = Section(id: id, cells: cells())
    section.header = header
    section.footer = footer
    section.insets = insets
    section.layout = layout
    return section
  }
}
