import PixelproofTestSupport
@testable import PixelproofDiff

/// The diff's rules, written out the slow and obvious way, for lists without duplicate identities.
///
/// Pairing: an old and a new row pair when their identities are equal (a linear search per row). A
/// delete is an old row with no partner, an insert a new row with no partner, an update a pair whose
/// versions differ (at the old index), a move a pair whose index among the paired rows of its list
/// differs between the lists.
struct FlatOracle {
  var inserts: [Int] = []
  var deletes: [Int] = []
  var updates: [Int] = []
  var updatedNewIndexes: [Int] = []
  var moves: [ListDiff.Move] = []

  init(old: [Row], new: [Row]) {
    func partner(_ row: Row, in list: [Row]) -> Int? {
      for index in list.indices where list[index].id == row.id { return index }
      return nil
    }
    let pairedOld = old.indices.filter { partner(old[$0], in: new) != nil }
    let pairedNew = new.indices.filter { partner(new[$0], in: old) != nil }
    deletes = old.indices.filter { partner(old[$0], in: new) == nil }
    inserts = new.indices.filter { partner(new[$0], in: old) == nil }
    for oldIndex in pairedOld {
      let newIndex = partner(old[oldIndex], in: new) ?? -1
      if old[oldIndex].version != new[newIndex].version {
        updates.append(oldIndex)
        updatedNewIndexes.append(newIndex)
      }
    }
    for newIndex in pairedNew {
      let oldIndex = partner(new[newIndex], in: old) ?? -1
      let oldRank = pairedOld.firstIndex(of: oldIndex) ?? -1
      let newRank = pairedNew.firstIndex(of: newIndex) ?? -1
      if oldRank != newRank { moves.append(ListDiff.Move(from: oldIndex, to: newIndex)) }
    }
  }
}

/// Applies a flat diff as a batch update, written without ListState: inserted rows and moved rows
/// (with their update) at their new indexes, the rows that neither leave nor move in the places left.
func applyBatch(_ diff: ListDiff, to old: [Row], new: [Row]) -> [Row] {
  var updated = old
  for (index, newIndex) in zip(diff.updates, diff.updatedNewIndexes) { updated[index] = new[newIndex] }
  let leaving = Set(diff.deletes + diff.moves.map(\.from))
  var staying = old.indices.filter { !leaving.contains($0) }.map { updated[$0] }.makeIterator()
  var result = [Row?](repeating: nil, count: old.count - diff.deletes.count + diff.inserts.count)
  for index in diff.inserts { result[index] = new[index] }
  for move in diff.moves { result[move.to] = updated[move.from] }
  return result.map { $0 ?? staying.next() ?? Row("missing") }
}

/// A random list pair: old has up to `size` rows with distinct identities; new deletes some, inserts
/// fresh ones, moves some and changes the version of some.
func randomPair(_ random: inout SplitMix64, size: Int) -> (old: [Row], new: [Row]) {
  var next = 0
  func fresh() -> Row {
    next += 1
    return Row("r\(next)")
  }
  let old = (0..<Int.random(in: 0...size, using: &random)).map { _ in fresh() }
  let deletePercent = Int.random(in: 0...50, using: &random)
  var new = old.filter { _ in !random.chance(deletePercent) }
  for _ in 0..<Int.random(in: 0...(size / 2), using: &random) {
    new.insert(fresh(), at: Int.random(in: 0...new.count, using: &random))
  }
  let shuffle = random.chance(10)
  if shuffle { new.shuffle(using: &random) }
  for _ in 0..<Int.random(in: 0...3, using: &random) where new.count > 1 && !shuffle {
    let row = new.remove(at: Int.random(in: 0..<new.count, using: &random))
    new.insert(row, at: Int.random(in: 0...new.count, using: &random))
  }
  let updatePercent = Int.random(in: 0...40, using: &random)
  for index in new.indices where random.chance(updatePercent) { new[index].version += 1 }
  return (old, new)
}
