/// The changes between two lists of unique identities, with IGListKit's semantics: the one diff this
/// folder uses, behind ``diff(old:new:sameContent:)`` so another implementation (a shared list diff)
/// can take its place without touching the rest.
///
/// - deleted: an identity only the old list has, at its old index;
/// - inserted: an identity only the new list has, at its new index;
/// - moved: an identity in both whose old index, less the deletes before it in the old list, plus the
///   inserts before it in the new list, is not its new index. So an insert or a delete shifts nobody,
///   but a node taken from the end to the front moves every node it passes as well (IGListKit's
///   published behaviour, which a batch update needs);
/// - updated: an identity in both whose content differs, at its old index; one that moved and changed
///   is in both lists.
///
/// Identities must be unique in each list (``IdentifiedItems/duplicates`` checks first). Linear time:
/// one dictionary lookup per identity (dictionaries are looked up, never iterated), and running counts
/// of deletes and inserts.
enum ItemDiff {
  struct Result: Equatable {
    /// Old indexes, ascending.
    var deleted: [Int] = []
    /// New indexes, ascending.
    var inserted: [Int] = []
    /// In new order.
    var moved: [Move] = []
    /// Old indexes, ascending.
    var updated: [Int] = []
  }

  struct Move: Equatable {
    var from: Int
    var to: Int
  }

  /// The changes from `old` to `new`; `sameContent(oldIndex, newIndex)` says whether the two carry the
  /// same content.
  static func diff(old: [String], new: [String], sameContent: (Int, Int) -> Bool) -> Result {
    var oldIndexes: [String: Int] = [:]
    for (index, identity) in old.enumerated() { oldIndexes[identity] = index }
    var newIndexes: [String: Int] = [:]
    for (index, identity) in new.enumerated() { newIndexes[identity] = index }

    var result = Result()
    // deletesBefore[i]: deletes among old[0..<i]; insertsBefore[j]: inserts among new[0..<j].
    var deletesBefore: [Int] = []
    deletesBefore.reserveCapacity(old.count)
    for (index, identity) in old.enumerated() {
      deletesBefore.append(result.deleted.count)
      if newIndexes[identity] == nil { result.deleted.append(index) }
    }
    var insertsBefore: [Int] = []
    insertsBefore.reserveCapacity(new.count)
    for (index, identity) in new.enumerated() {
      insertsBefore.append(result.inserted.count)
      if oldIndexes[identity] == nil { result.inserted.append(index) }
    }
    for (newIndex, identity) in new.enumerated() {
      guard let oldIndex = oldIndexes[identity] else { continue }
      if oldIndex - deletesBefore[oldIndex] + insertsBefore[newIndex] != newIndex {
        result.moved.append(Move(from: oldIndex, to: newIndex))
      }
      if !sameContent(oldIndex, newIndex) { result.updated.append(oldIndex) }
    }
    result.updated.sort()
    return result
  }
}
