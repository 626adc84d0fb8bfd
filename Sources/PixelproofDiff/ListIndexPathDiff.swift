/// A ``ListDiff`` at index paths: the changes of sectioned data, as UIKit's batch updates name them.
///
/// Deletes and updates are at old index paths, inserts at new ones, moves from old to new.
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
}
