/// Which old position pairs with which new one: Heckel's symbol table over identities.
///
/// Paul Heckel, "A technique for isolating differences between files" (1978): one table keyed by
/// identity, one pass over each list, so pairing takes time linear in the number of items (each step
/// is a constant number of hash-table operations). IGListKit extends the table for duplicates: the k-th
/// occurrence of an identity in the new list pairs with its k-th occurrence in the old list.
///
/// Inlinable, with ``ListDiff``'s initializers, so that a caller's module specializes it for its identity
/// type: unspecialized, every hash and comparison goes through witness tables and costs several times more.
@usableFromInline
struct IdentityPairing {
  /// For each old position, the new position it pairs with, or -1 when it was deleted.
  @usableFromInline var oldToNew: [Int]
  /// For each new position, the old position it pairs with, or -1 when it was inserted.
  @usableFromInline var newToOld: [Int]

  /// Pairs `old` with `new`, or returns nil when `allowDuplicates` is false and either list holds an
  /// identity twice (the caller then names the duplicates; finding them needs no speed).
  @inlinable
  init?<ID: Hashable>(old: [ID], new: [ID], allowDuplicates: Bool) {
    oldToNew = [Int](repeating: -1, count: old.count)
    newToOld = [Int](repeating: -1, count: new.count)
    // The table maps an identity to its next unpaired old position, or to -1 when none is left (or the
    // identity occurs only in the new list). Sized for every identity of both lists, so it never rehashes.
    var table = [ID: Int](minimumCapacity: old.count + new.count)
    // Each old position links to the next old position of the same identity, so the table holds the head
    // of a queue per identity. Built back to front, so each queue is in ascending order.
    var nextOld = [Int](repeating: -1, count: old.count)
    var index = old.count - 1
    while index >= 0 {
      if let following = table.updateValue(index, forKey: old[index]) {
        guard allowDuplicates else { return nil }
        nextOld[index] = following
      }
      index -= 1
    }
    for newIndex in new.indices {
      guard let slot = table.index(forKey: new[newIndex]) else {
        table[new[newIndex]] = -1
        continue
      }
      let oldIndex = table.values[slot]
      guard oldIndex >= 0 else {
        // The identity was seen earlier in the new list: a duplicate, or with duplicates allowed, an
        // occurrence past the old list's count of it, which is inserted.
        guard allowDuplicates else { return nil }
        continue
      }
      oldToNew[oldIndex] = newIndex
      newToOld[newIndex] = oldIndex
      table.values[slot] = nextOld[oldIndex]
    }
  }
}
