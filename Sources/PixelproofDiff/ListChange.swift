/// One explicit change of a list, as ComponentKit's changesets and UIKit's batch updates name them.
///
/// Removals, updates and the sources of moves are at *old* indexes (in the state the changeset applies
/// to); insertions and the destinations of moves at *new* indexes (in the state it gives).
public enum ListChange<Model: ListDiffable, Item: ListDiffable> {
  /// Inserts a section, with its items, at a new index.
  case insertSection(DataSection<Model, Item>, at: Int)
  /// Removes the section at an old index, with its items.
  case removeSection(at: Int)
  /// Moves the section at an old index, with its remaining items, to a new index.
  case moveSection(from: Int, to: Int)
  /// Replaces the model of the section at an old index (its header or footer changed).
  case updateSection(Model, at: Int)
  /// Inserts an item at a new index path.
  case insertItem(Item, at: ListIndexPath)
  /// Removes the item at an old index path.
  case removeItem(at: ListIndexPath)
  /// Replaces the item at an old index path with a new version of it.
  case updateItem(Item, at: ListIndexPath)
  /// Moves the item at an old index path to a new index path.
  case moveItem(from: ListIndexPath, to: ListIndexPath)
}

extension ListChange: Equatable where Model: Equatable, Item: Equatable {}
extension ListChange: Sendable where Model: Sendable, Item: Sendable {}

extension ListChange: CustomStringConvertible {
  /// `moved item 3 in section 0 to item 0 in section 0`, with the identity of what is inserted or updated.
  public var description: String {
    switch self {
    case .insertSection(let section, let index):
      "inserted section \(String(reflecting: section.id)) at \(index)"
    case .removeSection(let index): "removed section \(index)"
    case .moveSection(let from, let to): "moved section \(from) to \(to)"
    case .updateSection(let model, let index):
      "updated section \(index) to \(String(reflecting: model.diffIdentifier))"
    case .insertItem(let item, let path): "inserted \(String(reflecting: item.diffIdentifier)) at \(path)"
    case .removeItem(let path): "removed \(path)"
    case .updateItem(let item, let path): "updated \(path) to \(String(reflecting: item.diffIdentifier))"
    case .moveItem(let from, let to): "moved \(from) to \(to)"
    }
  }
}
