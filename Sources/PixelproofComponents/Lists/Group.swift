/// Cells (or sections) gathered under one statement of a builder, as Carbon's `Group`: for building
/// them in a helper, or past the number of statements one builder block may hold.
///
/// ```swift
/// Section(id: "more") {
///   Group {
///     Label("One").inset(16).id("one")
///     Label("Two").inset(16).id("two")
///   }
/// }
/// ```
public struct Group<Content: Sendable>: Sendable {
  /// The cells or sections, in order.
  public let elements: [Content]
}

extension Group where Content == any Component {
  /// The cells the builder lists.
  ///
  /// - Parameters:
  ///   - cells: the cells, each with an identifier.
  public init(@SectionBuilder cells: () -> [any Component]) {
    elements = cells()
  }
}

extension Group where Content == Section {
  /// The sections the builder lists.
  ///
  /// - Parameters:
  ///   - sections: the sections.
  public init(@ListBuilder sections: () -> [Section]) {
    elements = sections()
  }
}
