/// The kind of change a changeset error is about.
public enum ListChangeKind: String, Equatable, Sendable {
  /// An insertion.
  case insert
  /// A removal.
  case remove
  /// An update.
  case update
  /// A move, from its source.
  case move
  /// A move, at its destination.
  case moveTo
}

/// What a changeset error is about: a section or an item.
public enum ListChangeTarget: Equatable, Sendable, CustomStringConvertible {
  /// The section at an index.
  case section(Int)
  /// The item at an index path.
  case item(ListIndexPath)

  /// `section 1`, or `item 2 in section 0`.
  public var description: String {
    switch self {
    case .section(let index): "section \(index)"
    case .item(let path): path.description
    }
  }
}

/// A changeset that does not fit the state it is applied to, as ComponentKit reports an invalid changeset.
///
/// Removals, updates and move sources are checked against the old state, insertions and move
/// destinations against the new one.
public enum ListChangesetError: Error, Equatable, Sendable, CustomStringConvertible {
  /// An item's index is out of its section's range: `itemCount` is the section's count in the old state
  /// (remove, update, move) or in the new one (insert, moveTo).
  case itemOutOfRange(ListChangeKind, ListIndexPath, itemCount: Int)
  /// An item's section does not exist: `sectionCount` is the old state's (remove, update, move) or the
  /// new one's (insert, moveTo).
  case itemSectionOutOfRange(ListChangeKind, ListIndexPath, sectionCount: Int)
  /// A section's index is out of range: `sectionCount` is the old state's (remove, update, move) or the
  /// new one's (insert, moveTo).
  case sectionOutOfRange(ListChangeKind, section: Int, sectionCount: Int)
  /// An item is removed, updated or moved in a section the same changeset removes.
  case itemInRemovedSection(ListChangeKind, ListIndexPath)
  /// Two changes of the same section or item conflict: the same change twice, or a removal together
  /// with an update or a move.
  case conflict(ListChangeKind, ListChangeKind, ListChangeTarget)
  /// Two insertions or move destinations are at the same new place.
  case placedTwice(ListChangeTarget)
  /// The new state holds an identity twice.
  case duplicateIDs([DuplicateID])

  /// What is wrong, in one sentence: `cannot remove item 5 in section 0: section 0 has 3 items`.
  public var description: String {
    switch self {
    case .itemOutOfRange(let kind, let path, let count):
      let has = kind.isAtNewIndex ? "will have" : "has"
      return "cannot \(kind.phrase(for: .item(path))): section \(path.section) \(has) \(count.items)"
    case .itemSectionOutOfRange(let kind, let path, let count):
      return "cannot \(kind.phrase(for: .item(path))): the list \(kind.has) \(count.sections)"
    case .sectionOutOfRange(let kind, let index, let count):
      return "cannot \(kind.phrase(for: .section(index))): the list \(kind.has) \(count.sections)"
    case .itemInRemovedSection(let kind, let path):
      return "cannot \(kind.phrase(for: .item(path))): section \(path.section) is removed"
    case .conflict(let first, let second, let target):
      return first == second
        ? "\(target) is \(first.participle) twice"
        : "\(target) is both \(first.participle) and \(second.participle)"
    case .placedTwice(let target):
      return "two changes put \(target.isSection ? "a section" : "an item") at \(target)"
    case .duplicateIDs(let duplicates):
      return duplicates.map(\.description).joined(separator: "; ")
    }
  }
}

extension ListChangeKind {
  /// Insertions and move destinations are checked against the new state.
  var isAtNewIndex: Bool { self == .insert || self == .moveTo }

  var has: String { isAtNewIndex ? "will have" : "has" }

  var participle: String {
    switch self {
    case .insert: "inserted"
    case .remove: "removed"
    case .update: "updated"
    case .move, .moveTo: "moved"
    }
  }

  /// `remove item 5 in section 0`, `insert a section at 4`, `move an item to item 2 in section 1`.
  func phrase(for target: ListChangeTarget) -> String {
    switch (self, target) {
    case (.insert, .section(let index)): "insert a section at \(index)"
    case (.moveTo, .section(let index)): "move a section to \(index)"
    case (.moveTo, .item(let path)): "move an item to \(path)"
    default: "\(rawValue) \(target)"
    }
  }
}

extension ListChangeTarget {
  var isSection: Bool {
    if case .section = self { true } else { false }
  }
}

extension Int {
  var items: String { self == 1 ? "1 item" : "\(self) items" }
  var sections: String { self == 1 ? "1 section" : "\(self) sections" }
}
