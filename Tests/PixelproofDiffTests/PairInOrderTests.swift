import PixelproofDiff
import Testing

/// Duplicate identities paired k-th with k-th: the documented differences from IGListKit, and staged
/// changesets and changesets that hold duplicates.
@Suite struct PairInOrderTests {
  @Test func listDiffDocumentsWhereItDiffersFromIGListKit() throws {
    // The example of ListDiff's "Duplicates: where IGListKit differs".
    let twice = try ListDiff(
      old: [("a", "Apple"), ("a", "Apple")], new: [("a", "Apple"), ("a", "Avocado")],
      identity: { $0.0 }, isContentEqual: { $0.1 == $1.1 }, duplicates: .pairInOrder)
    #expect(twice.updates == [1])  // IGListKit: 0 and 1
    let grown = try ListDiff(
      old: [("a", "Apple")], new: [("a", "Avocado"), ("a", "Apple")],
      identity: { $0.0 }, isContentEqual: { $0.1 == $1.1 }, duplicates: .pairInOrder)
    #expect(grown.updates == [0] && grown.inserts == [1])
    let batch = grown.forBatchUpdates()
    #expect(batch.deletes == [0] && batch.inserts == [0, 1])  // IGListKit: deletes 0, inserts 1 only
    #expect(1 - batch.deletes.count + batch.inserts.count == 2)
  }

  @Test func stagedChangesetDocumentationExample() throws {
    // The example of StagedChangeset.init(from:to:duplicates:).
    let staged = try StagedChangeset(from: [0, 1, 2, 0], to: [0, 4, 0, 1, 2], duplicates: .pairInOrder)
    #expect(staged.map(\.kind) == [.itemInsertsAndMoves])
    #expect(
      staged[0].changeset
        == ListChangeset([.insertItem(4, at: path(1, 0)), .moveItem(from: path(3, 0), to: path(2, 0))]))
  }

  @Test func aChangesetFoundWithDuplicatesAppliesWithThem() throws {
    // Old: a [1 2 1], b [2]. New: b [1 2 2], a [1].
    let old = ListState(sections: [
      DataSection(model: Header("a"), items: rows("1", "2", "1")),
      DataSection(model: Header("b"), items: rows("2")),
    ])
    let new = ListState(sections: [
      DataSection(model: Header("b"), items: rows("1", "2", "2")),
      DataSection(model: Header("a"), items: rows("1")),
    ])
    #expect(throws: ListDiffError.self) { try ListChangeset(from: old, to: new) }
    let changes = try ListChangeset(from: old, to: new, duplicates: .pairInOrder)
    #expect(throws: ListChangesetError.self) { try old.applying(changes) }
    #expect(try old.applying(changes, duplicates: .pairInOrder) == new)
  }
}
