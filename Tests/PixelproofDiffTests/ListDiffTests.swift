import PixelproofDiff
import Testing

/// Hand-worked cases of each rule of ``ListDiff``; each expected value is worked out in its comment.
@Suite struct ListDiffTests {
  @Test func unpairedOldItemsAreDeletesAndUnpairedNewItemsAreInserts() throws {
    // [a b c] → [a c d]: b (old 1) has no partner, d (new 2) has none. c: old 2 less 1 delete before
    // it = 1, new 1 less 0 inserts before it = 1: not a move.
    let diff = try ListDiff(old: rows("a", "b", "c"), new: rows("a", "c", "d"))
    #expect(diff == ListDiff(inserts: [2], deletes: [1]))
    #expect(diff.changeCount == 2)
  }

  @Test func updatesAreReportedAtOldIndexes() throws {
    // [a b c] → [x a b c'] : x inserted at 0; c changed, old index 2 (new index 3). a: old 0 - 0 = 0,
    // new 1 - 1 = 0; b and c likewise: no moves.
    let diff = try ListDiff(old: rows("a", "b", "c"), new: [Row("x"), Row("a"), Row("b"), Row("c", 1)])
    #expect(diff == ListDiff(inserts: [0], updates: [2], updatedNewIndexes: [3]))
  }

  @Test func aPairWhoseIndexAmongPairedItemsChangesIsAMove() throws {
    // [a b c] → [c a b]: ranks among paired items: c 2 → 0, a 0 → 1, b 1 → 2. All three differ, so
    // IGListKit's rule reports three moves, in new order.
    let diff = try ListDiff(old: rows("a", "b", "c"), new: rows("c", "a", "b"))
    #expect(
      diff.moves == [
        ListDiff.Move(from: 2, to: 0), ListDiff.Move(from: 0, to: 1), ListDiff.Move(from: 1, to: 2),
      ])
    #expect(diff.inserts.isEmpty && diff.deletes.isEmpty && diff.updates.isEmpty)
  }

  @Test func deletesAndInsertsBeforeAnItemAreNotAMove() throws {
    // [a b c] → [x c]: a and b deleted, x inserted at 0. c: old 2 - 2 deletes = 0, new 1 - 1 insert = 0.
    let diff = try ListDiff(old: rows("a", "b", "c"), new: rows("x", "c"))
    #expect(diff == ListDiff(inserts: [0], deletes: [0, 1]))
  }

  @Test func anItemThatMovedAndChangedIsBothAMoveAndAnUpdate() throws {
    // [a b] → [b' a]: b changed (old 1, new 0); ranks b 1 → 0 and a 0 → 1 differ: two moves.
    let diff = try ListDiff(old: rows("a", "b"), new: [Row("b", 1), Row("a")])
    #expect(
      diff
        == ListDiff(
          updates: [1], updatedNewIndexes: [0],
          moves: [ListDiff.Move(from: 1, to: 0), ListDiff.Move(from: 0, to: 1)]))
  }

  @Test func theBatchUpdateFormTurnsUpdatesIntoDeleteAndInsert() throws {
    // The case above: b's update becomes delete 1 + insert 0, and b's move goes; a's move stays.
    let diff = try ListDiff(old: rows("a", "b"), new: [Row("b", 1), Row("a")]).forBatchUpdates()
    #expect(diff == ListDiff(inserts: [0], deletes: [1], moves: [ListDiff.Move(from: 0, to: 1)]))
    // An update that did not move: [a b] → [a b']: delete 1, insert 1, nothing else.
    let unmoved = try ListDiff(old: rows("a", "b"), new: [Row("a"), Row("b", 1)]).forBatchUpdates()
    #expect(unmoved == ListDiff(inserts: [1], deletes: [1]))
  }

  @Test func emptyListsInsertOrDeleteEverything() throws {
    #expect(try ListDiff(old: [], new: rows("a", "b")) == ListDiff(inserts: [0, 1]))
    #expect(try ListDiff(old: rows("a", "b"), new: []) == ListDiff(deletes: [0, 1]))
    #expect(try ListDiff(old: [Row](), new: []).hasChanges == false)
  }

  @Test func duplicatesAreAnErrorThatNamesThemAndTheirPlaces() throws {
    // Old: "a" at 0 and 2. New: "a" at 0, 1 and 4, "b" at 3 and 5.
    let error = #expect(throws: ListDiffError.self) {
      try ListDiff(old: ["a", "b", "a"], new: ["a", "a", "c", "b", "a", "b"])
    }
    #expect(
      error
        == .duplicateIDs([
          DuplicateID(id: "\"a\"", list: .old, places: [.index(0), .index(2)]),
          DuplicateID(id: "\"a\"", list: .new, places: [.index(0), .index(1), .index(4)]),
          DuplicateID(id: "\"b\"", list: .new, places: [.index(3), .index(5)]),
        ]))
    #expect(
      error?.description
        == "duplicate id \"a\" at 0 and 2 in the old list; duplicate id \"a\" at 0, 1 and 4 in the new "
        + "list; duplicate id \"b\" at 3 and 5 in the new list")
  }

  @Test func duplicatesOnlyTheNewListHasAreFoundToo() {
    // "n" is not in the old list; it is inserted at 0 and at 2.
    let error = #expect(throws: ListDiffError.self) { try ListDiff(old: ["x"], new: ["n", "x", "n"]) }
    #expect(error?.description == "duplicate id \"n\" at 0 and 2 in the new list")
  }

  @Test func pairingInOrderPairsTheKthOccurrenceWithTheKth() throws {
    // Identity is the first letter, content the whole string. Old [a1 b a2], new [a1 a9 a3 b]:
    // new a1 ↔ old 0 (equal); new a9 ↔ old 2 a2 (differs: update at old 2, new 1); new a3 has no third
    // "a" to pair with: insert 2; new b ↔ old 1. Deletes: none.
    // Moves: old 2 rank 2 (no deletes) vs new 1 rank 1 → move 2 → 1; old 1 rank 1 vs new 3 rank 3 - 1
    // insert = 2 → move 1 → 3; old 0 rank 0 vs 0: stays.
    let diff = try ListDiff(
      old: ["a1", "b", "a2"], new: ["a1", "a9", "a3", "b"], identity: { $0.first }, isContentEqual: ==,
      duplicates: .pairInOrder)
    #expect(
      diff
        == ListDiff(
          inserts: [2], updates: [2], updatedNewIndexes: [1],
          moves: [ListDiff.Move(from: 2, to: 1), ListDiff.Move(from: 1, to: 3)]))
  }

  @Test func closuresDiffPlainDataByStringIDs() throws {
    // Tuples of id and text: "b" changed text (update at old 1), "c" deleted (old 2), "d" inserted (new 2).
    let old = [("a", "Apple"), ("b", "Banana"), ("c", "Cherry")]
    let new = [("a", "Apple"), ("b", "Blueberry"), ("d", "Date")]
    let diff = try ListDiff(old: old, new: new, identity: { $0.0 }, isContentEqual: { $0.1 == $1.1 })
    #expect(diff == ListDiff(inserts: [2], deletes: [2], updates: [1], updatedNewIndexes: [1]))
  }

  @Test func indexPathsPutOldIndexesInTheOldSectionAndNewOnesInTheNew() throws {
    // From section 0 to section 1, [a b c] → [c a d]: b deleted (0, old 1), d inserted (1, new 2); ranks c 1 → 0, a 0 → 1: moves.
    let diff = try ListDiff(old: rows("a", "b", "c"), new: rows("c", "a", "d"))
      .indexPaths(fromSection: 0, toSection: 1)
    #expect(
      diff
        == ListIndexPathDiff(
          inserts: [path(2, 1)], deletes: [path(1, 0)],
          moves: [
            ListIndexPathDiff.Move(from: path(2, 0), to: path(0, 1)),
            ListIndexPathDiff.Move(from: path(0, 0), to: path(1, 1)),
          ]))
  }

  @Test func identifiableAndEquatableTypesAreDiffableByIDAndEquality() {
    #expect(Row("a", 1).diffIdentifier == "a")
    #expect(Row("a", 1).isContentEqual(to: Row("a", 1)))
    #expect(!Row("a", 1).isContentEqual(to: Row("a", 2)))
  }
}
