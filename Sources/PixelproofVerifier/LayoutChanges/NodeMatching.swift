/// Which node of the old tree is which node of the new one, found with Paul Heckel's algorithm ("A
/// technique for isolating differences between files", 1978), as IGListKit's diff uses it, on the two
/// trees' nodes in depth-first order.
///
/// Heckel's recipe, with ``MatchKeys`` as the symbol table's keys:
/// - STEP 1 and 2: count each key's occurrences in the new and the old nodes, remembering where it was.
/// - STEP 3: a key that occurs exactly once in each is the same node: an anchor.
/// - STEP 4 and 5: extend every match forwards, then backwards, to neighbours whose keys are equal, so
///   runs of nodes that are not unique (unidentified labels under one stack) match by position next to
///   an anchor. The beginnings and the ends of the two lists count as matched to each other.
///
/// STEP 3 runs on strict keys first (content and colours included), then STEP 4 and 5 on loose keys;
/// then the whole again on loose keys for the nodes still unmatched, to catch a lone node whose content
/// changed. Every step is one pass over the nodes, so matching takes linear time.
struct NodeMatching {
  /// For each old node, the new node it is, or nil when it was removed.
  private(set) var oldToNew: [Int?]
  /// For each new node, the old node it is, or nil when it was inserted.
  private(set) var newToOld: [Int?]

  init(_ keys: MatchKeys) {
    oldToNew = Array(repeating: nil, count: keys.oldLoose.count)
    newToOld = Array(repeating: nil, count: keys.newLoose.count)
    matchUnique(old: keys.oldStrict, new: keys.newStrict, keyCount: keys.strictCount)
    extendMatches(old: keys.oldLoose, new: keys.newLoose)
    matchUnique(old: keys.oldLoose, new: keys.newLoose, keyCount: keys.looseCount)
    extendMatches(old: keys.oldLoose, new: keys.newLoose)
  }

  /// STEPS 1 to 3 for the nodes not matched yet.
  private mutating func matchUnique(old: [Int], new: [Int], keyCount: Int) {
    // The symbol table, indexed by key: occurrences (0, 1, or more) and the last place seen.
    var oldCounts = [UInt8](repeating: 0, count: keyCount)
    var newCounts = [UInt8](repeating: 0, count: keyCount)
    var oldPlaces = [Int](repeating: 0, count: keyCount)
    for (index, key) in new.enumerated() where newToOld[index] == nil {
      newCounts[key] = min(newCounts[key] + 1, 2)
    }
    for (index, key) in old.enumerated() where oldToNew[index] == nil {
      oldCounts[key] = min(oldCounts[key] + 1, 2)
      oldPlaces[key] = index
    }
    for (index, key) in new.enumerated() where newToOld[index] == nil {
      if newCounts[key] == 1, oldCounts[key] == 1 { match(old: oldPlaces[key], new: index) }
    }
  }

  /// STEPS 4 and 5.
  private mutating func extendMatches(old: [Int], new: [Int]) {
    // Forwards, from every match in new order, starting with the two beginnings (-1, -1).
    for newIndex in -1..<new.count {
      guard let oldIndex = newIndex < 0 ? -1 : newToOld[newIndex] else { continue }
      var (a, b) = (oldIndex + 1, newIndex + 1)
      while a < old.count, b < new.count, oldToNew[a] == nil, newToOld[b] == nil, old[a] == new[b] {
        match(old: a, new: b)
        (a, b) = (a + 1, b + 1)
      }
    }
    // Backwards, starting with the two ends (old.count, new.count).
    for newIndex in (0...new.count).reversed() {
      guard let oldIndex = newIndex == new.count ? old.count : newToOld[newIndex] else { continue }
      var (a, b) = (oldIndex - 1, newIndex - 1)
      while a >= 0, b >= 0, oldToNew[a] == nil, newToOld[b] == nil, old[a] == new[b] {
        match(old: a, new: b)
        (a, b) = (a - 1, b - 1)
      }
    }
  }

  private mutating func match(old: Int, new: Int) {
    oldToNew[old] = new
    newToOld[new] = old
  }
}
