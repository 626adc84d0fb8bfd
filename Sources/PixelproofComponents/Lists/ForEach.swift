/// Cells (or sections) built from a collection, one per element, as Carbon's `Group(of:)` and SwiftUI's
/// `ForEach`.
///
/// ```swift
/// Section(id: "people") {
///   ForEach(people, id: \.email) { person in Label(person.name).inset(16) }
/// }
/// ```
/// Each cell gets its element's id as its identifier (`String(describing:)` of it, so the integer 42
/// becomes `"42"`); an id given inside the cell is replaced. Sections carry their own ids.
public struct ForEach<Content: Sendable>: Sendable {
  /// The cells or sections built, in the collection's order.
  public let elements: [Content]
}

extension ForEach where Content == any Component {
  /// A cell per element of `data`, identified by the element's `id` key path.
  ///
  /// - Parameters:
  ///   - data: the elements, in order.
  ///   - id: the key path of each element's identity.
  ///   - cell: the cell for an element.
  public init<Data: Sequence, ID: Hashable>(
    _ data: Data, id: KeyPath<Data.Element, ID>, cell: (Data.Element) -> any Component
  ) {
    elements = data.map { element in cell(element).id(String(describing: element[keyPath: id])) }
  }

  /// A cell per element of `data`, identified by the element's `id`.
  ///
  /// - Parameters:
  ///   - data: the identifiable elements, in order.
  ///   - cell: the cell for an element.
  public init<Data: Sequence>(_ data: Data, cell: (Data.Element) -> any Component)
  where Data.Element: Identifiable {
    self.init(data, id: \.id, cell: cell)
  }
}

extension ForEach where Content == Section {
  /// A section per element of `data`; each section carries its own id.
  ///
  /// - Parameters:
  ///   - data: the elements, in order.
  ///   - section: the section for an element.
  public init<Data: Sequence>(_ data: Data, section: (Data.Element) -> Section) {
    elements = data.map(section)
  }
}
