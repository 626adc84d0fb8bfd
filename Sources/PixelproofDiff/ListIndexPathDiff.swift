/// A ``ListDiff`` at index paths: the changes of sectioned data, as UIKit's batch updates name them.
///
/// Deletes and updates are at old index paths, inserts at new ones, moves from old to new. One made by
/// ``ListDiff/indexPaths(fromSection:toSection:)`` also says where each identity was and is:
/// ``oldIndexPath(for:)`` and ``newIndexPath(for:)``.
public struct ListIndexPathDiff: Equatable, Sendable {
  /// An item that moved: its old and its new index path.
  public struct Move: Hashable, Sendable, CustomStringConvertible {
    /// The item's old index path.
    public var from: ListIndexPath
    /// The item's new index path.
    public var to: ListIndexPath

    /// A move from `from` to `to`.
    ///
    /// - Parameters:
    ///   - from: the old index path.
    ///   - to: the new index path.
    public init(from: ListIndexPath, to: ListIndexPath) {
      self.from = from
      self.to = to
    }

    /// `item 3 in section 0 → item 0 in section 1`.
    public var description: String { "\(from) → \(to)" }
  }

  /// New index paths of inserted items.
  public var inserts: [ListIndexPath]
  /// Old index paths of deleted items.
  public var deletes: [ListIndexPath]
  /// Old index paths of updated items.
  public var updates: [ListIndexPath]
  /// Moved items.
  public var moves: [Move]
  /// Where each identity was and is; nil for a diff made of its changes.
  var lookup: SectionedLookup?

  /// A diff made of the given changes.
  ///
  /// - Parameters:
  ///   - inserts: new index paths of inserted items.
  ///   - deletes: old index paths of deleted items.
  ///   - updates: old index paths of updated items.
  ///   - moves: moved items.
  public init(
    inserts: [ListIndexPath] = [], deletes: [ListIndexPath] = [], updates: [ListIndexPath] = [],
    moves: [Move] = []
  ) {
    self.inserts = inserts
    self.deletes = deletes
    self.updates = updates
    self.moves = moves
  }

  /// Whether two diffs hold the same changes; what they say about identities takes no part.
  ///
  /// - Parameters:
  ///   - lhs: one diff.
  ///   - rhs: another diff.
  /// - Returns: whether their inserts, deletes, updates and moves are equal.
  public static func == (lhs: ListIndexPathDiff, rhs: ListIndexPathDiff) -> Bool {
    lhs.inserts == rhs.inserts && lhs.deletes == rhs.deletes && lhs.updates == rhs.updates
      && lhs.moves == rhs.moves
  }
}
