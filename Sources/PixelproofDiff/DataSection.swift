/// A section of a list's data: a model that identifies it (and carries its header and footer, say) and its items.
///
/// DifferenceKit calls this `ArraySection`. The section's identity is its model's
/// ``ListDiffable/diffIdentifier``; the section was updated when its model's content changed.
public struct DataSection<Model: ListDiffable, Item: ListDiffable> {
  /// The section's model: its identity and its own content.
  public var model: Model
  /// The section's items, in order.
  public var items: [Item]

  /// A section with a model and items.
  ///
  /// - Parameters:
  ///   - model: the section's model.
  ///   - items: the section's items, in order.
  public init(model: Model, items: [Item]) {
    self.model = model
    self.items = items
  }

  /// The section's identity: its model's.
  public var id: Model.DiffIdentifier { model.diffIdentifier }
}

extension DataSection: Equatable where Model: Equatable, Item: Equatable {}
extension DataSection: Sendable where Model: Sendable, Item: Sendable {}

/// The state of a list: its sections of identified items, as ComponentKit's data source keeps it.
///
/// A state changes by a ``ListChangeset`` (``applying(_:)``); `ListChangeset(from:to:)` finds the
/// changeset between two states.
public struct ListState<Model: ListDiffable, Item: ListDiffable> {
  /// The sections, in order.
  public var sections: [DataSection<Model, Item>]

  /// A state of the given sections.
  ///
  /// - Parameter sections: the sections, in order.
  public init(sections: [DataSection<Model, Item>]) {
    self.sections = sections
  }

  /// Every item of every section, in order.
  public var items: [Item] { sections.flatMap(\.items) }

  /// The item at an index path.
  ///
  /// - Parameter indexPath: the item's place; must be in range.
  public subscript(indexPath: ListIndexPath) -> Item {
    sections[indexPath.section].items[indexPath.item]
  }
}

extension ListState where Model == Int {
  /// A flat list: one section, with model `0`, holding `items`.
  ///
  /// - Parameter items: the list's items, in order.
  public init(items: [Item]) {
    self.init(sections: [DataSection(model: 0, items: items)])
  }
}

extension ListState: Equatable where Model: Equatable, Item: Equatable {}
extension ListState: Sendable where Model: Sendable, Item: Sendable {}
