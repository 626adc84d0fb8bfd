/// Each identity's last index in the old and in the new list, found in O(1): what IGListKit's
/// `oldIndexForIdentifier:` and `newIndexForIdentifier:` answer.
///
/// Built by `IdentityPairing` from its own table, so a diff pays a few arrays for it, not another pass
/// of hashing. With duplicates, the last occurrence answers, as IGListKit's maps keep the last index they
/// were given.
@usableFromInline
struct IdentityPlaces<ID: Hashable> {
  /// Each old identity's first old index, which names the identity in `lastOld` and `lastNew`.
  @usableFromInline let firstOld: [ID: Int]
  /// By first old index: the identity's last old index.
  @usableFromInline let lastOld: [Int]
  /// By first old index: the identity's last new index, or -1 when the new list lacks it.
  @usableFromInline let lastNew: [Int]
  /// The identities only the new list holds, and their last new index.
  @usableFromInline let newOnly: [ID: Int]

  @inlinable
  init(firstOld: [ID: Int], lastOld: [Int], lastNew: [Int], newOnly: [ID: Int]) {
    self.firstOld = firstOld
    self.lastOld = lastOld
    self.lastNew = lastNew
    self.newOnly = newOnly
  }

  /// The last old index of `id`, or nil when the old list lacks it.
  @inlinable
  func oldIndex(of id: ID) -> Int? {
    firstOld[id].map { lastOld[$0] }
  }

  /// The last new index of `id`, or nil when the new list lacks it.
  @inlinable
  func newIndex(of id: ID) -> Int? {
    guard let first = firstOld[id] else { return newOnly[id] }
    return lastNew[first] >= 0 ? lastNew[first] : nil
  }
}

/// A diff's `IdentityPlaces` with the identity type erased, so that ``ListDiff`` stays one type for
/// every identity; a lookup with a value of another type finds nothing.
///
/// Unchecked `Sendable`: it never changes after the diff, and it only hashes and compares the identities
/// the lists gave the diff, as the diff itself did. Identities are values in practice (strings, numbers,
/// UUIDs); an identity whose hash could change under it would break the diff before the lookup.
@usableFromInline
struct IdentityLookup: @unchecked Sendable {
  @usableFromInline let oldIndex: (Any) -> Int?
  @usableFromInline let newIndex: (Any) -> Int?

  @inlinable
  init<ID: Hashable>(_ places: IdentityPlaces<ID>) {
    oldIndex = { ($0 as? ID).flatMap(places.oldIndex(of:)) }
    newIndex = { ($0 as? ID).flatMap(places.newIndex(of:)) }
  }
}
