import PixelproofDiff
import Testing

/// Where each identity was and is, as a diff and its index-path form answer it.
@Suite struct IdentityLookupTests {
  @Test func everyItemAnswersDeletedAndInsertedOnesToo() throws {
    // [a b c] → [c d a]: b deleted (old 1), d inserted (new 1).
    let diff = try ListDiff(old: rows("a", "b", "c"), new: rows("c", "d", "a"))
    #expect(["a", "b", "c", "d"].map { diff.oldIndex(for: $0) } == [0, 1, 2, nil])
    #expect(["a", "b", "c", "d"].map { diff.newIndex(for: $0) } == [2, nil, 0, 1])
  }

  @Test func aDuplicateAnswersWithItsLastOccurrenceAsIGListKitDoes() throws {
    // "a" at old 0 and 2, new 1, 3 and 4 (the third new "a" is inserted); "x" only new, at 0 and 5.
    let diff = try ListDiff(
      old: ["a", "b", "a"], new: ["x", "a", "b", "a", "a", "x"], duplicates: .pairInOrder)
    #expect(diff.oldIndex(for: "a") == 2)
    #expect(diff.newIndex(for: "a") == 4)
    #expect(diff.newIndex(for: "x") == 5)
    #expect(diff.oldIndex(for: "x") == nil)
  }

  @Test func theBatchFormAndIndexPathsKeepTheLookups() throws {
    let diff = try ListDiff(old: [Row("a"), Row("b")], new: [Row("b", 1), Row("a")])
    #expect(diff.forBatchUpdates().oldIndex(for: "b") == 1)
    let paths = diff.forBatchUpdates().indexPaths(fromSection: 2, toSection: 5)
    #expect(paths.oldIndexPath(for: "b") == path(1, 2))
    #expect(paths.newIndexPath(for: "b") == path(0, 5))
    #expect(paths.newIndexPath(for: "z") == nil)
  }

  @Test func aDiffMadeOfItsChangesOrAskedWithAnotherTypeFindsNothing() throws {
    #expect(ListDiff(inserts: [0]).newIndex(for: 0) == nil)
    #expect(ListIndexPathDiff(inserts: [path(0, 0)]).newIndexPath(for: 0) == nil)
    let diff = try ListDiff(old: [1, 2], new: [2, 1])
    #expect(diff.oldIndex(for: "1") == nil)  // the identities are Ints
    #expect(diff.oldIndex(for: 1) == 0)
  }

  @Test func lookupsTakeNoPartInEquality() throws {
    let diff = try ListDiff(old: rows("a", "b"), new: rows("b", "a"))
    #expect(diff == ListDiff(moves: diff.moves))
    #expect(
      diff.indexPaths(fromSection: 0, toSection: 0)
        == ListDiff(moves: diff.moves).indexPaths(fromSection: 0, toSection: 0))
  }
}
