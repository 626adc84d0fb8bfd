/// Each identity's last index in the old and in the new list, found in O(1): what IGListKit's
/// `oldIndexForIdentifier:` and `newIndexForIdentifier:` answer.
///
/// Built by `IdentityPairing` from its own table, so a diff pays one array for it, not another pass
/// of hashing. With duplicates, the last occurrence answers, as IGListKit's maps keep the last index they
/// were given.
@usableFromInline
struct IdentityPlaces<ID: Hashable> {
  /// Each old identity's first old index f, which names the identity in `links`.
  @usableFromInline let firstOld: [ID: Int]
  /// The pairing's links, four per old index: at 4f + 2 the identity's last new index (-1 when the new
  /// list lacks it), at 4f + 3 its last old index.
  @usableFromInline let links: [Int]
  /// The identities only the new list holds, and their last new index.
  @usableFromInline let newOnly: [ID: Int]

  @inlinable
  init(firstOld: [ID: Int], links: [Int], newOnly: [ID: Int]) {
    self.firstOld = firstOld
    self.links = links
    self.newOnly = newOnly
  }

  /// The last old index of `id`, or nil when the old list lacks it.
  @inlinable
  func oldIndex(of id: ID) -> Int? {
    firstOld[id].map { links[4 * $0 + 3] }
  }

  /// The last new index of `id`, or nil when the new list lacks it.
  @inlinable
  func newIndex(of id: ID) -> Int? {
    guard let first = firstOld[id] else { return newOnly[id] }
    let last = links[4 * first + 2]
    return last >= 0 ? last : nil
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
