/// Which old position pairs with which new one: Heckel's symbol table over identities.
///
/// Paul Heckel, "A technique for isolating differences between files" (1978): one table keyed by
/// identity, one pass over each list, so pairing takes time linear in the number of items (each step
/// is a constant number of hash-table operations). IGListKit extends the table for duplicates: the k-th
/// occurrence of an identity in the new list pairs with its k-th occurrence in the old list.
///
/// The table outlives the pairing as `IdentityPlaces`, the lookups of ``ListDiff/oldIndex(for:)``:
/// keeping it costs a few arrays, not another pass of hashing.
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
    // The table maps an old identity to its first old position, which names the identity in the arrays
    // below. Sized for the old list, so it never rehashes; identities only the new list has stay out of
    // it, so it is no bigger than the old list.
    var firstOld = [ID: Int](minimumCapacity: old.count)
    // Each old position links to the next old position of the same identity, so each identity has a queue
    // of old positions. Built back to front, so each queue is in ascending order and the first position
    // met is the identity's last.
    var nextOld = [Int](repeating: -1, count: old.count)
    var lastOld = [Int](repeating: -1, count: old.count)
    var index = old.count - 1
    while index >= 0 {
      if let following = firstOld.updateValue(index, forKey: old[index]) {
        guard allowDuplicates else { return nil }
        nextOld[index] = following
        lastOld[index] = lastOld[following]
      } else {
        lastOld[index] = index
      }
      index -= 1
    }
    // By first old position: the identity's next unpaired old position (-1 when every one is paired),
    // and its last new position.
    var unpaired = Array(0..<old.count)
    var lastNew = [Int](repeating: -1, count: old.count)
    var newOnly: [ID: Int] = [:]
    for newIndex in new.indices {
      guard let first = firstOld[new[newIndex]] else {
        // Inserted: an identity the old list lacks. Twice is a duplicate the table cannot see.
        if newOnly.updateValue(newIndex, forKey: new[newIndex]) != nil, !allowDuplicates { return nil }
        continue
      }
      lastNew[first] = newIndex
      let oldIndex = unpaired[first]
      guard oldIndex >= 0 else {
        // Every old occurrence is paired already: a duplicate, or with duplicates allowed, an
        // occurrence past the old list's count of it, which is inserted.
        guard allowDuplicates else { return nil }
        continue
      }
      oldToNew[oldIndex] = newIndex
      newToOld[newIndex] = oldIndex
      unpaired[first] = nextOld[oldIndex]
    }
    places = IdentityPlaces(firstOld: firstOld, lastOld: lastOld, lastNew: lastNew, newOnly: newOnly)
  }
}
