extension ListDiff {
  /// The index of an identity in the old list, as IGListKit's `oldIndexForIdentifier:` gives it.
  ///
  /// O(1): one lookup in the table the diff built while pairing. Every old item answers, deleted or not.
  /// An identity that occurs more than once (under ``Duplicates/pairInOrder``) answers with its last
  /// occurrence, as IGListKit does.
  ///
  /// ```swift
  /// let diff = try ListDiff(old: [1, 2, 3], new: [2, 9, 1])
  /// #expect(diff.oldIndex(for: 3) == 2)  // deleted, but it was at 2
  /// #expect(diff.oldIndex(for: 9) == nil)  // inserted
  /// ```
  ///
  /// - Parameter id: an identity, of the type of the diff's identities (a different type finds nothing).
  /// - Returns: the old index, or nil when the old list lacks `id` or the diff was made of its changes
  ///   (``init(inserts:deletes:updates:updatedNewIndexes:moves:)``) rather than found from two lists.
  public func oldIndex<ID: Hashable>(for id: ID) -> Int? {
    lookup?.oldIndex(id)
  }

  /// The index of an identity in the new list, as IGListKit's `newIndexForIdentifier:` gives it.
  ///
  /// O(1), like ``oldIndex(for:)``. Every new item answers, inserted or not; an identity that occurs more
  /// than once answers with its last occurrence.
  ///
  /// - Parameter id: an identity, of the type of the diff's identities (a different type finds nothing).
  /// - Returns: the new index, or nil when the new list lacks `id` or the diff was made of its changes.
  public func newIndex<ID: Hashable>(for id: ID) -> Int? {
    lookup?.newIndex(id)
  }
}

extension ListIndexPathDiff {
  /// A flat diff's lookups and the sections its lists are in.
  struct SectionedLookup: Sendable {
    let items: IdentityLookup
    let from: Int
    let to: Int
  }

  /// The index path of an identity in the old section, as IGListKit's `oldIndexPathForIdentifier:` gives
  /// it: ``ListDiff/oldIndex(for:)`` in the diff's old section.
  ///
  /// - Parameter id: an identity, of the type of the diff's identities (a different type finds nothing).
  /// - Returns: the old index path, or nil when the old list lacks `id` or the diff was made of its
  ///   changes rather than by ``ListDiff/indexPaths(fromSection:toSection:)``.
  public func oldIndexPath<ID: Hashable>(for id: ID) -> ListIndexPath? {
    guard let lookup, let item = lookup.items.oldIndex(id) else { return nil }
    return ListIndexPath(item: item, section: lookup.from)
  }

  /// The index path of an identity in the new section, as IGListKit's `newIndexPathForIdentifier:` gives
  /// it: ``ListDiff/newIndex(for:)`` in the diff's new section.
  ///
  /// - Parameter id: an identity, of the type of the diff's identities (a different type finds nothing).
  /// - Returns: the new index path, or nil when the new list lacks `id` or the diff was made of its
  ///   changes rather than by ``ListDiff/indexPaths(fromSection:toSection:)``.
  public func newIndexPath<ID: Hashable>(for id: ID) -> ListIndexPath? {
    guard let lookup, let item = lookup.items.newIndex(id) else { return nil }
    return ListIndexPath(item: item, section: lookup.to)
  }
}
