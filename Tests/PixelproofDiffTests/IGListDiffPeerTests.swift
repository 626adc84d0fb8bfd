import PixelproofDiff
import Testing

/// IGListKit's own diff tests (`Tests/IGListDiffTests.m`, Instagram/IGListKit), case by case, run through
/// ``ListDiff``: each test is named after the IGListKit test it ports, and its expected values are that
/// test's assertions.
///
/// IGListKit IGListDiffTests: 30/30 ported, 0 skipped (the two pointer-personality cases have an equivalent:
/// `isContentEqual: { $0 === $1 }` over a class, as `IGListDiffPointerPersonality` compares pointers);
/// DifferenceKit AlgorithmTest: 28/28 (in `DifferenceKitAlgorithmPeerTests`).
///
/// Translations, where our model says the same thing another way:
/// - `IGListDiff(o, n, IGListDiffEquality)` is `ListDiff(old: o, new: n, duplicates: .pairInOrder)`:
///   IGListKit pairs duplicates k-th with k-th, which ``ListDiff`` does under `.pairInOrder` (for the
///   cases without duplicates, the default `.error` is checked to give the same diff).
/// - An `NSIndexSet` is an ascending `[Int]`; an `NSArray` of index paths is a `[ListIndexPath]`; a move
///   (`IGListMoveIndex`, `IGListMoveIndexPath`) is a from/to pair, and `sorted(result.moves)` sorts by
///   `from`, as `-[IGListMoveIndex compare:]` does.
/// - `IGListDiffPaths(from, to, o, n, …)` is `ListDiff(…).indexPaths(fromSection: from, toSection: to)`, and
///   `[… resultForBatchUpdates]` on it is `forBatchUpdates()` before `indexPaths`.
/// - `NSNotFound` from `oldIndexForIdentifier:` is nil; `nil` from `oldIndexPathForIdentifier:` is nil.
/// - `IGTestObject(key, value)` is a ``DiffableValue`` (identity `key`, content `value`); an `NSNumber` or
///   `NSString` element is an ``IGListObject``, its own identity. `@(NSNotFound)` elements are equal
///   numbers (`NSIntegerMax`), hence duplicates of each other.
@Suite struct IGListDiffPeerTests {
  /// The paper's example (Heckel 1978), split on spaces, as IGListKit's four paper cases use it.
  static let paperOld = words(
    "much writing is like snow , a mass of long words and phrases falls upon the relevant facts "
      + "covering up the details .")
  static let paperNew = words(
    "a mass of latin words falls upon the relevant facts like soft snow , covering up the details .")

  /// `[string componentsSeparatedByString:@" "]`.
  static func words(_ text: String) -> [IGListObject] {
    text.split(separator: " ").map { .string(String($0)) }
  }

  /// The old and new lists of the four lookup cases.
  static let lookupOld: [IGListObject] = [1, 2, 3, 4, 5, 6, 7]
  static let lookupNew: [IGListObject] = [2, 9, 3, 1, 5, 6, 8]

  /// The old and new lists of the two batch-update cases: 1 deleted, 2 updated, 5 moved, 7 inserted,
  /// 6 updated, 3 moved and updated.
  static let batchOld = [1, 2, 3, 4, 5, 6].map { DiffableValue(id: $0, content: 1) }
  static let batchNew = [(2, 2), (5, 1), (4, 1), (7, 1), (6, 2), (3, 2)].map {
    DiffableValue(id: $0.0, content: $0.1)
  }

  /// `IGListDiff(old, new, IGListDiffEquality)`; where neither list holds a duplicate, the default
  /// `.error` must give the same diff.
  func diff<Item: ListDiffable>(_ old: [Item], _ new: [Item]) throws -> ListDiff {
    let paired = try ListDiff(old: old, new: new, duplicates: .pairInOrder)
    let unique = [old, new].allSatisfy { Set($0.map(\.diffIdentifier)).count == $0.count }
    if unique { #expect(try ListDiff(old: old, new: new) == paired) }
    return paired
  }

  func sortedMoves(_ diff: ListDiff) -> [ListDiff.Move] {
    diff.moves.sorted { ($0.from, $0.to) < ($1.from, $1.to) }
  }

  func move(_ from: Int, _ to: Int) -> ListDiff.Move { ListDiff.Move(from: from, to: to) }

  func pathMove(_ from: ListIndexPath, _ to: ListIndexPath) -> ListIndexPathDiff.Move {
    ListIndexPathDiff.Move(from: from, to: to)
  }

  @Test("test_whenDiffingEmptyArrays_thatResultHasNoChanges")
  func emptyArrays() throws {
    #expect(try !diff([IGListObject](), []).hasChanges)
  }

  @Test("test_whenDiffingFromEmptyArray_thatResultHasChanges")
  func fromEmptyArray() throws {
    let result = try diff([], [1] as [IGListObject])
    #expect(result.inserts == [0])
    #expect(result.changeCount == 1)
  }

  @Test("test_whenDiffingToEmptyArray_thatResultHasChanges")
  func toEmptyArray() throws {
    let result = try diff([1] as [IGListObject], [])
    #expect(result.deletes == [0])
    #expect(result.changeCount == 1)
  }

  @Test("test_whenDiffingToEmptyArray_thatOldIndexPathsAreCorrect")
  func toEmptyArrayOldIndexPaths() throws {
    let result = try diff([1, 2] as [IGListObject], []).indexPaths(fromSection: 0, toSection: 1)
    #expect(result.oldIndexPath(for: IGListObject.number(1)) == path(0, 0))
    #expect(result.oldIndexPath(for: IGListObject.number(2)) == path(1, 0))
  }

  @Test("test_whenDiffingFromEmptyArray_thatNewIndexPathsAreCorrect")
  func fromEmptyArrayNewIndexPaths() throws {
    let result = try diff([], [1, 2] as [IGListObject]).indexPaths(fromSection: 0, toSection: 1)
    #expect(result.newIndexPath(for: IGListObject.number(1)) == path(0, 1))
    #expect(result.newIndexPath(for: IGListObject.number(2)) == path(1, 1))
  }

  @Test("test_whenSwappingObjects_thatResultHasMoves")
  func swappingObjects() throws {
    let result = try diff([1, 2] as [IGListObject], [2, 1])
    #expect(sortedMoves(result) == [move(0, 1), move(1, 0)])
    #expect(result.changeCount == 2)
  }

  @Test("test_whenMovingObjectsTogether_thatResultHasMoves")
  func movingObjectsTogether() throws {
    // The "trick" is the two 3s.
    let result = try diff([1, 2, 3, 3, 4] as [IGListObject], [2, 3, 1, 3, 4])
    #expect(result.moves.contains(move(1, 0)))
    #expect(result.moves.contains(move(0, 2)))
  }

  @Test("test_whenDiffingWordsFromPaper_withIndexPaths_thatDeletesMatchPaper")
  func paperDeletesAtIndexPaths() throws {
    let result = try diff(Self.paperOld, Self.paperNew).indexPaths(fromSection: 0, toSection: 0)
    #expect(result.deletes == [path(0, 0), path(1, 0), path(2, 0), path(9, 0), path(11, 0), path(12, 0)])
  }

  @Test("test_whenDiffingWordsFromPaper_withIndexPaths_thatInsertsMatchPaper")
  func paperInsertsAtIndexPaths() throws {
    let result = try diff(Self.paperOld, Self.paperNew).indexPaths(fromSection: 0, toSection: 0)
    #expect(result.inserts == [path(3, 0), path(11, 0)])
  }

  @Test("test_whenSwappingObjects_withIndexPaths_thatResultHasMoves")
  func swappingObjectsAtIndexPaths() throws {
    let result = try diff([1, 2, 3, 4] as [IGListObject], [2, 4, 5, 3]).indexPaths(
      fromSection: 0, toSection: 0)
    let sorted = result.moves.sorted { $0.from < $1.from }
    #expect(sorted == [pathMove(path(2, 0), path(3, 0)), pathMove(path(3, 0), path(1, 0))])
  }

  @Test("test_whenObjectEqualityChanges_thatResultHasUpdates")
  func objectEqualityChanges() throws {
    let old = [
      DiffableValue(id: "0", content: 0), DiffableValue(id: "1", content: 1),
      DiffableValue(id: "2", content: 2),
    ]
    // The value of "1" goes from 1 to 3.
    let new = [
      DiffableValue(id: "0", content: 0), DiffableValue(id: "1", content: 3),
      DiffableValue(id: "2", content: 2),
    ]
    let result = try diff(old, new).indexPaths(fromSection: 0, toSection: 0)
    #expect(result.updates == [path(1, 0)])
  }

  @Test("test_whenDiffingWordsFromPaper_thatInsertsMatchPaper")
  func paperInserts() throws {
    #expect(try diff(Self.paperOld, Self.paperNew).inserts == [3, 11])
  }

  @Test("test_whenDiffingWordsFromPaper_thatDeletesMatchPaper")
  func paperDeletes() throws {
    #expect(try diff(Self.paperOld, Self.paperNew).deletes == [0, 1, 2, 9, 11, 12])
  }

  @Test("test_whenDeletingItems_withInserts_withMoves_thatResultHasInsertsMovesAndDeletes")
  func deletesInsertsAndMoves() throws {
    let result = try diff([0, 1, 2, 3, 4, 5, 6, 7, 8] as [IGListObject], [0, 2, 3, 4, 7, 6, 9, 5, 10])
    #expect(result.deletes == [1, 8])
    #expect(result.inserts == [6, 8])
    #expect(sortedMoves(result) == [move(5, 7), move(7, 4)])
  }

  @Test("test_whenMovingItems_withEqualityChanges_thatResultsHasMovesAndUpdates")
  func movesAndUpdates() throws {
    let old = [
      DiffableValue(id: "0", content: 0), DiffableValue(id: "1", content: 1),
      DiffableValue(id: "2", content: 2),
    ]
    // 0 and 2 swap places, and 2's value goes from 2 to 3.
    let new = [
      DiffableValue(id: "2", content: 3), DiffableValue(id: "1", content: 1),
      DiffableValue(id: "0", content: 0),
    ]
    let result = try diff(old, new)
    #expect(result.updates == [2])
    #expect(sortedMoves(result) == [move(0, 2), move(2, 0)])
  }

  @Test("test_whenDiffingPointers_withObjectCopy_thatResultHasUpdate")
  func pointersWithObjectCopy() throws {
    let old = [IGListTestObject("0", 0), IGListTestObject("1", 1), IGListTestObject("2", 2)]
    let new = [old[0], old[1].copy(), old[2]]
    let result = try ListDiff(
      old: old, new: new, identity: \.key, isContentEqual: { $0 === $1 }, duplicates: .pairInOrder
    ).indexPaths(fromSection: 0, toSection: 0)
    #expect(result.updates == [path(1, 0)])
  }

  @Test("test_whenDiffingPointers_withSameObjects_thatResultHasNoChanges")
  func pointersWithSameObjects() throws {
    let old = [IGListTestObject("0", 0), IGListTestObject("1", 1), IGListTestObject("2", 2)]
    // `[o copy]` of an NSArray copies the array, not its objects: the same pointers.
    let new = old
    let result = try ListDiff(
      old: old, new: new, identity: \.key, isContentEqual: { $0 === $1 }, duplicates: .pairInOrder
    ).indexPaths(fromSection: 0, toSection: 0)
    #expect(result == ListIndexPathDiff())
  }

  @Test("test_whenDeletingObjects_withArrayOfEqualObjects_thatChangeCountMatches")
  func deletingEqualObjects() throws {
    let old: [IGListObject] = ["dog", "dog", "dog", "dog"]
    let result = try diff(old, ["dog", "dog"])
    #expect(old.count + result.inserts.count - result.deletes.count == 2)
  }

  @Test("test_whenInsertingObjects_withArrayOfEqualObjects_thatChangeCountMatches")
  func insertingEqualObjects() throws {
    let old: [IGListObject] = ["dog", "dog"]
    let result = try diff(old, ["dog", "dog", "dog", "dog"])
    #expect(old.count + result.inserts.count - result.deletes.count == 4)
  }

  @Test("test_whenInsertingObject_withOldArrayHavingMultiples_thatChangeCountMatches")
  func insertingIntoMultiples() throws {
    let old: [IGListObject] = [.notFound, .notFound, .notFound, 49, 33, "cat", "cat", 0, 14]
    var new = old
    new.insert("cat", at: 5)  // three cats in a row
    let result = try diff(old, new)
    #expect(old.count + result.inserts.count - result.deletes.count == 10)
  }

  @Test("test_whenMovingDuplicateObjects_thatChangeCountMatches")
  func movingDuplicates() throws {
    let old: [IGListObject] = [
      1, 20, 14, .notFound, "cat", .notFound, 4, "dog", "cat", "cat", "fish", .notFound, "fish", .notFound,
    ]
    let new: [IGListObject] = [
      1, 28, 14, "cat", "cat", 4, "dog", old[3], "cat", "fish", old[11], "fish", old[13],
    ]
    let result = try diff(old, new)
    #expect(old.count + result.inserts.count - result.deletes.count == new.count)
  }

  @Test("test_whenDiffingDuplicatesAtTail_withDuplicateAtHead_thatResultHasNoChanges")
  func duplicatesAtHeadAndTail() throws {
    let list: [IGListObject] = ["cat", 1, 2, 3, "cat"]
    #expect(try !diff(list, list).hasChanges)
  }

  @Test("test_whenDuplicateObjects_thatMovesAreUnique")
  func movesOfDuplicatesAreUnique() throws {
    let old: [IGListObject] = ["cat", .notFound, "dog", "dog", .notFound, .notFound, "cat", 65]
    let new: [IGListObject] = ["cat", old[1], "dog", old[4], "dog", old[5], "cat", "cat", "fish", 65]
    let result = try diff(old, new)
    #expect(Set(result.moves.map(\.from)).count == result.moves.count)
  }

  @Test("test_whenMovingObjectShiftsOthers_thatMovesContainRequiredMoves")
  func movingShiftsOthers() throws {
    let result = try diff([1, 2, 3, 4, 5, 6, 7] as [IGListObject], [1, 4, 5, 2, 3, 6, 7])
    #expect(result.moves.contains(move(3, 1)))
    #expect(result.moves.contains(move(1, 3)))
  }

  @Test("test_whenDiffing_thatOldIndexesMatch")
  func oldIndexesMatch() throws {
    let result = try diff(Self.lookupOld, Self.lookupNew)
    let expected: [(IGListObject, Int?)] = [
      (1, 0), (2, 1), (3, 2), (4, 3), (5, 4), (6, 5), (7, 6), (8, nil), (9, nil),
    ]
    for (id, index) in expected { #expect(result.oldIndex(for: id) == index, "\(id)") }
  }

  @Test("test_whenDiffing_thatNewIndexesMatch")
  func newIndexesMatch() throws {
    let result = try diff(Self.lookupOld, Self.lookupNew)
    let expected: [(IGListObject, Int?)] = [
      (1, 3), (2, 0), (3, 2), (4, nil), (5, 4), (6, 5), (7, nil), (8, 6), (9, 1),
    ]
    for (id, index) in expected { #expect(result.newIndex(for: id) == index, "\(id)") }
  }

  @Test("test_whenDiffing_thatOldIndexPathsMatch")
  func oldIndexPathsMatch() throws {
    let result = try diff(Self.lookupOld, Self.lookupNew).indexPaths(fromSection: 0, toSection: 1)
    let expected: [(IGListObject, ListIndexPath?)] = [
      (1, path(0, 0)), (2, path(1, 0)), (3, path(2, 0)), (4, path(3, 0)), (5, path(4, 0)), (6, path(5, 0)),
      (7, path(6, 0)), (8, nil), (9, nil),
    ]
    for (id, indexPath) in expected { #expect(result.oldIndexPath(for: id) == indexPath, "\(id)") }
  }

  @Test("test_whenDiffing_thatNewIndexPathsMatch")
  func newIndexPathsMatch() throws {
    let result = try diff(Self.lookupOld, Self.lookupNew).indexPaths(fromSection: 0, toSection: 1)
    let expected: [(IGListObject, ListIndexPath?)] = [
      (1, path(3, 1)), (2, path(0, 1)), (3, path(2, 1)), (4, nil), (5, path(4, 1)), (6, path(5, 1)), (7, nil),
      (8, path(6, 1)), (9, path(1, 1)),
    ]
    for (id, indexPath) in expected { #expect(result.newIndexPath(for: id) == indexPath, "\(id)") }
  }

  @Test("test_whenDiffing_withBatchUpdateResult_thatIndexesMatch")
  func batchUpdateIndexes() throws {
    let result = try diff(Self.batchOld, Self.batchNew).forBatchUpdates()
    #expect(result.updates.isEmpty)
    #expect(result.moves == [move(4, 1)])
    #expect(result.deletes == [0, 1, 2, 5])
    #expect(result.inserts == [0, 3, 4, 5])
  }

  @Test("test_whenDiffing_withBatchUpdateResult_thatIndexPathsMatch")
  func batchUpdateIndexPaths() throws {
    // IGListKit asks the index-path result for its batch form; ours takes the batch form first, then
    // its index paths: the same changes.
    let result = try diff(Self.batchOld, Self.batchNew).forBatchUpdates().indexPaths(
      fromSection: 0, toSection: 1)
    #expect(result.updates.isEmpty)
    #expect(result.moves == [pathMove(path(4, 0), path(1, 1))])
    #expect(result.deletes.sorted() == [path(0, 0), path(1, 0), path(2, 0), path(5, 0)])
    #expect(result.inserts.sorted() == [path(0, 1), path(3, 1), path(4, 1), path(5, 1)])
  }
}

/// An `NSNumber` or `NSString` in an IGListKit test: its own identity, equal when its value is.
enum IGListObject: Hashable, ListDiffable, ExpressibleByIntegerLiteral, ExpressibleByStringLiteral,
  CustomStringConvertible
{
  case number(Int)
  case string(String)

  /// `@(NSNotFound)`: `NSIntegerMax`.
  static let notFound = IGListObject.number(Int.max)

  init(integerLiteral value: Int) { self = .number(value) }
  init(stringLiteral value: String) { self = .string(value) }

  var diffIdentifier: IGListObject { self }
  func isContentEqual(to other: IGListObject) -> Bool { self == other }

  var description: String {
    switch self {
    case .number(let value): "@\(value)"
    case .string(let value): "@\"\(value)\""
    }
  }
}

/// IGListKit's `IGTestObject` as an object, for the pointer-personality cases: a key and a value, and a
/// copy that is a new object with the same key and value.
final class IGListTestObject: Sendable {
  let key: String
  let value: Int

  init(_ key: String, _ value: Int) {
    self.key = key
    self.value = value
  }

  func copy() -> IGListTestObject { IGListTestObject(key, value) }
}
