/// The difference between two lists of identified items, with IGListKit's semantics: inserts, deletes,
/// updates and moves.
///
/// Items pair by identity (``ListDiffable/diffIdentifier`` or an `identity` closure), with Paul Heckel's
/// linear-time algorithm, the one IGListKit's `ListDiff` uses: O(n + m) hash-table operations for lists of
/// n and m items, whatever the changes. The rules:
/// - an old item with no partner in the new list is a **delete**, at its old index;
/// - a new item with no partner in the old list is an **insert**, at its new index;
/// - a paired item whose content differs is an **update**, at its *old* index;
/// - a paired item whose old index, less the deletes before it, differs from its new index, less the
///   inserts before it, is a **move** from its old index to its new one;
/// - an item that moved and changed is both a move and an update.
///
/// A diff made from two lists also says where each identity was and is, in O(1), as IGListKit's results
/// do: ``oldIndex(for:)`` and ``newIndex(for:)``, and their index-path forms on ``ListIndexPathDiff``.
///
/// Duplicate identities in one list throw ``ListDiffError/duplicateIDs(_:)`` by default; with
/// ``Duplicates/pairInOrder`` the k-th occurrence pairs with the k-th, as IGListKit pairs them, and the
/// occurrences one list has more of are deletes or inserts.
///
/// ## Duplicates: where IGListKit differs
///
/// Under ``Duplicates/pairInOrder`` the pairs are IGListKit's, and so are inserts, deletes and moves. Two
/// results differ on purpose, because `ListDiff` keeps each occurrence's pair apart where IGListKit keeps
/// one record per identity:
/// - **Updates.** IGListKit marks an identity updated when any of its pairs changed, and then reports
///   every paired occurrence of it as an update. `ListDiff` reports only the pairs whose content changed:
///   an occurrence that did not change is not reloaded.
/// - **The batch-update form.** IGListKit's `resultForBatchUpdates` turns an update that did not move
///   into a delete at the identity's *last* old index and an insert at its *last* new index, and drops the
///   updates of its other occurrences; when the last new occurrence is not that pair's, the inserts no
///   longer balance the deletes and UIKit rejects the batch. ``forBatchUpdates()`` turns each updated pair
///   into a delete at its old index and an insert at its new one, so `old.count - deletes.count +
///   inserts.count == new.count` always holds.
///
/// ```swift
/// // Old: a "Apple", a "Apple". New: a "Apple", a "Avocado".
/// let twice = try ListDiff(
///   old: [("a", "Apple"), ("a", "Apple")], new: [("a", "Apple"), ("a", "Avocado")],
///   identity: { $0.0 }, isContentEqual: { $0.1 == $1.1 }, duplicates: .pairInOrder)
/// #expect(twice.updates == [1])  // IGListKit: 0 and 1
///
/// // Old: a "Apple". New: a "Avocado", a "Apple": the first pair changed, the second a is inserted.
/// let grown = try ListDiff(
///   old: [("a", "Apple")], new: [("a", "Avocado"), ("a", "Apple")],
///   identity: { $0.0 }, isContentEqual: { $0.1 == $1.1 }, duplicates: .pairInOrder)
/// #expect(grown.updates == [0] && grown.inserts == [1])  // IGListKit: the same
/// let batch = grown.forBatchUpdates()
/// #expect(batch.deletes == [0] && batch.inserts == [0, 1])  // IGListKit: deletes 0, inserts 1 only
/// ```
public struct ListDiff: Equatable, Sendable {
  /// What a diff does with an identity that occurs more than once in one list.
  public enum Duplicates: Equatable, Sendable {
    /// Throw ``ListDiffError/duplicateIDs(_:)``, naming every duplicate and its places.
    case error
    /// Pair the k-th occurrence in the new list with the k-th in the old list, as IGListKit does. Inserts,
    /// deletes and moves are then IGListKit's; updates and the batch-update form keep each pair apart
    /// (see "Duplicates: where IGListKit differs" in ``ListDiff``).
    case pairInOrder
  }

  /// An item that moved: its index in the old list and in the new list.
  public struct Move: Hashable, Sendable, CustomStringConvertible {
    /// The item's index in the old list.
    public var from: Int
    /// The item's index in the new list.
    public var to: Int

    /// A move from `from` in the old list to `to` in the new list.
    ///
    /// - Parameters:
    ///   - from: the old index.
    ///   - to: the new index.
    public init(from: Int, to: Int) {
      self.from = from
      self.to = to
    }

    /// `3 → 0`.
    public var description: String { "\(from) → \(to)" }
  }

  /// Indexes in the new list of the inserted items, ascending.
  public var inserts: [Int]
  /// Indexes in the old list of the deleted items, ascending.
  public var deletes: [Int]
  /// Indexes in the old list of the updated items, ascending.
  public var updates: [Int]
  /// The moved items, in the order of their new indexes.
  public var moves: [Move]
  /// For each entry of ``updates``, the updated item's index in the new list.
  public var updatedNewIndexes: [Int]
  /// Where each identity was and is; nil for a diff made of its changes.
  @usableFromInline var lookup: IdentityLookup?

  /// A diff made of the given changes.
  ///
  /// - Parameters:
  ///   - inserts: new indexes of inserted items.
  ///   - deletes: old indexes of deleted items.
  ///   - updates: old indexes of updated items.
  ///   - updatedNewIndexes: the new index of each updated item, in the order of `updates`.
  ///   - moves: moved items.
  public init(
    inserts: [Int] = [], deletes: [Int] = [], updates: [Int] = [], updatedNewIndexes: [Int] = [],
    moves: [Move] = []
  ) {
    self.inserts = inserts
    self.deletes = deletes
    self.updates = updates
    self.updatedNewIndexes = updatedNewIndexes
    self.moves = moves
  }

  /// Diffs two lists of ``ListDiffable`` items.
  ///
  /// Linear time: O(old.count + new.count).
  ///
  /// - Parameters:
  ///   - old: the list before the change.
  ///   - new: the list after the change.
  ///   - duplicates: what to do with an identity that occurs more than once in one list.
  /// - Throws: ``ListDiffError/duplicateIDs(_:)`` when `duplicates` is `.error` and a list holds an
  ///   identity twice.
  @inlinable
  public init<Item: ListDiffable>(
    old: [Item], new: [Item], duplicates: Duplicates = .error
  )
    throws(ListDiffError)
  {
    try self.init(
      old: old, new: new, identity: { $0.diffIdentifier }, isContentEqual: { $1.isContentEqual(to: $0) },
      duplicates: duplicates)
  }

  /// Diffs two lists of plain values, given how to tell their identity and whether their content is equal.
  ///
  /// Linear time: O(old.count + new.count) calls of `identity`, hash-table operations and, for paired
  /// items, calls of `isContentEqual`.
  ///
  /// - Parameters:
  ///   - old: the list before the change.
  ///   - new: the list after the change.
  ///   - identity: an item's identity, the same for the same item in both lists.
  ///   - isContentEqual: whether an old item (first argument) and the new item it pairs with (second)
  ///     show the same content; `false` makes the pair an update.
  ///   - duplicates: what to do with an identity that occurs more than once in one list.
  /// - Throws: ``ListDiffError/duplicateIDs(_:)`` when `duplicates` is `.error` and a list holds an
  ///   identity twice.
  @inlinable
  public init<Item, ID: Hashable>(
    old: [Item], new: [Item], identity: (Item) -> ID, isContentEqual: (Item, Item) -> Bool,
    duplicates: Duplicates = .error
  ) throws(ListDiffError) {
    let oldIDs = old.map(identity)
    let newIDs = new.map(identity)
    guard
      let pairing = IdentityPairing(old: oldIDs, new: newIDs, allowDuplicates: duplicates == .pairInOrder)
    else {
      throw .duplicateIDs(
        findDuplicates(oldIDs, places: { .index($0) }, kind: .item, list: .old)
          + findDuplicates(newIDs, places: { .index($0) }, kind: .item, list: .new))
    }
    self.init(pairing: pairing, isContentEqual: { isContentEqual(old[$0], new[$1]) })
  }

  /// Reads the changes off a pairing: two passes, one over each list.
  @inlinable
  init<ID>(pairing: IdentityPairing<ID>, isContentEqual: (Int, Int) -> Bool) {
    self.init()
    lookup = IdentityLookup(pairing.places)
    let oldToNew = pairing.oldToNew
    let newToOld = pairing.newToOld
    // Deletes before each old index, and inserts before each new index: an item's index among the
    // paired items of its list. A paired item moved when those differ.
    var deletesBefore = [Int](repeating: 0, count: oldToNew.count)
    var running = 0
    for oldIndex in oldToNew.indices {
      deletesBefore[oldIndex] = running
      let newIndex = oldToNew[oldIndex]
      if newIndex < 0 {
        deletes.append(oldIndex)
        running += 1
      } else if !isContentEqual(oldIndex, newIndex) {
        updates.append(oldIndex)
        updatedNewIndexes.append(newIndex)
      }
    }
    running = 0
    for newIndex in newToOld.indices {
      let oldIndex = newToOld[newIndex]
      if oldIndex < 0 {
        inserts.append(newIndex)
        running += 1
      } else if oldIndex - deletesBefore[oldIndex] != newIndex - running {
        moves.append(Move(from: oldIndex, to: newIndex))
      }
    }
  }

  /// Whether the lists differ at all.
  public var hasChanges: Bool {
    !inserts.isEmpty || !deletes.isEmpty || !updates.isEmpty || !moves.isEmpty
  }

  /// The number of changes: inserts, deletes, updates and moves.
  public var changeCount: Int { inserts.count + deletes.count + updates.count + moves.count }

  /// The diff in the form UIKit's batch updates accept, as IGListKit's `resultForBatchUpdates`: each
  /// update becomes a delete at its old index and an insert at its new index (and loses its move, if it
  /// had one), because a batch update cannot reload and move the same item.
  ///
  /// - Returns: a diff with no updates.
  public func forBatchUpdates() -> ListDiff {
    guard !updates.isEmpty else { return self }
    let updated = Set(updates)
    var batch = ListDiff(
      inserts: (inserts + updatedNewIndexes).sorted(), deletes: (deletes + updates).sorted(),
      moves: moves.filter { !updated.contains($0.from) })
    batch.lookup = lookup
    return batch
  }

  /// The same changes as index paths: old indexes in `fromSection`, new ones in `toSection`, as
  /// IGListKit's `ListDiffPaths` gives them for one section.
  ///
  /// - Parameters:
  ///   - fromSection: the section of the old list.
  ///   - toSection: the section of the new list.
  /// - Returns: the changes at index paths.
  public func indexPaths(fromSection: Int, toSection: Int) -> ListIndexPathDiff {
    func old(_ index: Int) -> ListIndexPath { ListIndexPath(item: index, section: fromSection) }
    func new(_ index: Int) -> ListIndexPath { ListIndexPath(item: index, section: toSection) }
    var paths = ListIndexPathDiff(
      inserts: inserts.map(new), deletes: deletes.map(old), updates: updates.map(old),
      moves: moves.map { ListIndexPathDiff.Move(from: old($0.from), to: new($0.to)) })
    paths.lookup = lookup.map {
      ListIndexPathDiff.SectionedLookup(items: $0, from: fromSection, to: toSection)
    }
    return paths
  }

  /// Whether two diffs hold the same changes; what they say about identities takes no part, so a diff
  /// equals one made of its changes with ``init(inserts:deletes:updates:updatedNewIndexes:moves:)``.
  ///
  /// - Parameters:
  ///   - lhs: one diff.
  ///   - rhs: another diff.
  /// - Returns: whether their inserts, deletes, updates (with their new indexes) and moves are equal.
  public static func == (lhs: ListDiff, rhs: ListDiff) -> Bool {
    lhs.inserts == rhs.inserts && lhs.deletes == rhs.deletes && lhs.updates == rhs.updates
      && lhs.updatedNewIndexes == rhs.updatedNewIndexes && lhs.moves == rhs.moves
  }
}
