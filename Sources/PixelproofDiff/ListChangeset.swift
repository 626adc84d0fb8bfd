/// Explicit changes of a list, applied together as one batch update, as CKToolbox's changeset builder
/// and ComponentKit's transactional data source apply them.
///
/// Build one change by change, in any order; the order does not matter, only the indexes do. Removals,
/// updates and the sources of moves name *old* indexes, insertions and the destinations of moves *new*
/// ones (UIKit's batch-update order):
///
/// ```swift
/// var changes = ListChangeset<String, String>()
/// changes.removeItem(at: ListIndexPath(item: 0, section: 0))
/// changes.insertItem("new", at: ListIndexPath(item: 2, section: 0))
/// changes.moveSection(from: 1, to: 0)
/// ```
///
/// ``ListState/applying(_:)`` checks the changes against the state and says exactly what does not fit.
public struct ListChangeset<Model: ListDiffable, Item: ListDiffable> {
  /// The changes, in the order they were added.
  public var changes: [ListChange<Model, Item>]

  /// A changeset of the given changes.
  ///
  /// - Parameter changes: the changes, in any order.
  public init(_ changes: [ListChange<Model, Item>] = []) {
    self.changes = changes
  }

  /// Whether the changeset changes nothing.
  public var isEmpty: Bool { changes.isEmpty }

  /// Inserts a section, with its items, at `index` of the new state.
  ///
  /// - Parameters:
  ///   - section: the section and its items.
  ///   - index: the section's index in the new state.
  public mutating func insertSection(_ section: DataSection<Model, Item>, at index: Int) {
    changes.append(.insertSection(section, at: index))
  }

  /// Removes the section at `index` of the old state, with its items.
  ///
  /// - Parameter index: the section's index in the old state.
  public mutating func removeSection(at index: Int) {
    changes.append(.removeSection(at: index))
  }

  /// Moves the section at `from` of the old state to `to` of the new state.
  ///
  /// - Parameters:
  ///   - from: the section's index in the old state.
  ///   - to: the section's index in the new state.
  public mutating func moveSection(from: Int, to: Int) {
    changes.append(.moveSection(from: from, to: to))
  }

  /// Replaces the model of the section at `index` of the old state.
  ///
  /// - Parameters:
  ///   - model: the section's new model, with the same identity.
  ///   - index: the section's index in the old state.
  public mutating func updateSection(_ model: Model, at index: Int) {
    changes.append(.updateSection(model, at: index))
  }

  /// Inserts an item at an index path of the new state.
  ///
  /// - Parameters:
  ///   - item: the new item.
  ///   - indexPath: its place in the new state.
  public mutating func insertItem(_ item: Item, at indexPath: ListIndexPath) {
    changes.append(.insertItem(item, at: indexPath))
  }

  /// Removes the item at an index path of the old state.
  ///
  /// - Parameter indexPath: the item's place in the old state.
  public mutating func removeItem(at indexPath: ListIndexPath) {
    changes.append(.removeItem(at: indexPath))
  }

  /// Replaces the item at an index path of the old state with a new version of it.
  ///
  /// - Parameters:
  ///   - item: the new version, with the same identity.
  ///   - indexPath: the item's place in the old state.
  public mutating func updateItem(_ item: Item, at indexPath: ListIndexPath) {
    changes.append(.updateItem(item, at: indexPath))
  }

  /// Moves the item at `from` of the old state to `to` of the new state. An item may move and be
  /// updated in the same changeset: the update names its old place.
  ///
  /// - Parameters:
  ///   - from: the item's place in the old state.
  ///   - to: the item's place in the new state.
  public mutating func moveItem(from: ListIndexPath, to: ListIndexPath) {
    changes.append(.moveItem(from: from, to: to))
  }

  /// The changeset that removes every section of `state`: CKToolbox's "remove all".
  ///
  /// - Parameter state: the state to empty.
  /// - Returns: one section removal per section.
  public static func removingAll(of state: ListState<Model, Item>) -> ListChangeset {
    ListChangeset(state.sections.indices.map { .removeSection(at: $0) })
  }
}

extension ListChangeset: Equatable where Model: Equatable, Item: Equatable {}
extension ListChangeset: Sendable where Model: Sendable, Item: Sendable {}
