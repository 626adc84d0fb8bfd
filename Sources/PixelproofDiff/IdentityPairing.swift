/// Which old position pairs with which new one: Heckel's symbol table over identities.
///
/// Paul Heckel, "A technique for isolating differences between files" (1978): one table keyed by
/// identity, one pass over each list, so pairing takes time linear in the number of items (each step
/// is a constant number of hash-table operations). IGListKit extends the table for duplicates: the k-th
/// occurrence of an identity in the new list pairs with its k-th occurrence in the old list.
///
/// The table outlives the pairing as `IdentityPlaces`, the lookups of ``ListDiff/oldIndex(for:)``:
/// keeping it costs one array beside it, not another pass of hashing.
///
/// Inlinable, with ``ListDiff``'s initializers, so that a caller's module specializes it for its identity
/// type: unspecialized, every hash and comparison goes through witness tables and costs several times more.
@usableFromInline
struct IdentityPairing<ID: Hashable> {
  /// For each old position, the new position it pairs with, or -1 when it was deleted.
  @usableFromInline var oldToNew: [Int]
  /// For each new position, the old position it pairs with, or -1 when it was inserted.
  @usableFromInline var newToOld: [Int]
  /// Each identity's last position in each list.
  @usableFromInline var places: IdentityPlaces<ID>

  /// Pairs `old` with `new`, or returns nil when `allowDuplicates` is false and either list holds an
  /// identity twice (the caller then names the duplicates; finding them needs no speed).
  @inlinable
  init?(old: [ID], new: [ID], allowDuplicates: Bool) {
    oldToNew = [Int](repeating: -1, count: old.count)
    newToOld = [Int](repeating: -1, count: new.count)
    // The table maps an old identity to its first old position, which names the identity in `links`
    // below. Sized for the old list, so it never rehashes; identities only the new list has stay out of
    // it, so it is no bigger than the old list.
    var firstOld = [ID: Int](minimumCapacity: old.count)
    // Four numbers per old position i, side by side so that pairing an item whose identity is unique
    // touches one cache line (on a shuffled list, each line is a miss):
    // - at 4i, the next old position of the same identity (-1 after the last), so each identity has a
    //   queue of old positions; built back to front, so each queue is ascending and the first position
    //   met is the identity's last;
    // - at 4i + 1 when i is an identity's first position, its next unpaired old position (-1 when every
    //   one is paired); at 4i + 2, its last new position (-1 while none is seen);
    // - at 4i + 3 when i is an identity's first position, its last old position.
    var links = [Int](repeating: -1, count: 4 * old.count)
    var index = old.count - 1
    while index >= 0 {
      if let following = firstOld.updateValue(index, forKey: old[index]) {
        guard allowDuplicates else { return nil }
        links[4 * index] = following
        links[4 * index + 3] = links[4 * following + 3]
      } else {
        links[4 * index + 3] = index
      }
      links[4 * index + 1] = index
      index -= 1
    }
    var newOnly: [ID: Int] = [:]
    for newIndex in new.indices {
      guard let first = firstOld[new[newIndex]] else {
        // Inserted: an identity the old list lacks. Twice is a duplicate the table cannot see.
        if newOnly.updateValue(newIndex, forKey: new[newIndex]) != nil, !allowDuplicates { return nil }
        continue
      }
      links[4 * first + 2] = newIndex
      let oldIndex = links[4 * first + 1]
      guard oldIndex >= 0 else {
        // Every old occurrence is paired already: a duplicate, or with duplicates allowed, an
        // occurrence past the old list's count of it, which is inserted.
        guard allowDuplicates else { return nil }
        continue
      }
      oldToNew[oldIndex] = newIndex
      newToOld[newIndex] = oldIndex
      links[4 * first + 1] = links[4 * oldIndex]
    }
    places = IdentityPlaces(firstOld: firstOld, links: links, newOnly: newOnly)
  }
}
