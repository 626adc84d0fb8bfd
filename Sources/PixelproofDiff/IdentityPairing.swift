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
    // The table maps an old identity to its next unpaired old position, or to -1 when none is left.
    // Sized for the old list, so it never rehashes; identities only the new list has stay out of it, so
    // it is no bigger than the old list (their duplicates are found afterwards, by insertsRepeat).
    var table = [ID: Int](minimumCapacity: old.count)
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
      guard let slot = table.index(forKey: new[newIndex]) else { continue }
      let oldIndex = table.values[slot]
      guard oldIndex >= 0 else {
        // Every old occurrence is paired already: a duplicate, or with duplicates allowed, an
        // occurrence past the old list's count of it, which is inserted.
        guard allowDuplicates else { return nil }
        continue
      }
      oldToNew[oldIndex] = newIndex
      newToOld[newIndex] = oldIndex
      table.values[slot] = nextOld[oldIndex]
    }
    guard allowDuplicates || !Self.insertsRepeat(new, newToOld: newToOld) else { return nil }
  }

  /// Whether two inserted items share an identity: the one duplicate the table cannot see, since it
  /// holds only old identities.
  @inlinable
  static func insertsRepeat<ID: Hashable>(_ new: [ID], newToOld: [Int]) -> Bool {
    var inserted = 0
    for oldIndex in newToOld where oldIndex < 0 { inserted += 1 }
    guard inserted > 1 else { return false }
    var seen = Set<ID>(minimumCapacity: inserted)
    for (newIndex, oldIndex) in newToOld.enumerated() where oldIndex < 0 {
      if !seen.insert(new[newIndex]).inserted { return true }
    }
    return false
  }
}
