import PixelproofDiff
import Testing

/// The examples of the PixelproofDiff documentation ("Diffing a list", "Sections, stages and
/// changesets"), run: their expectations must hold, not only compile.
@Suite struct ReadmeExampleTests {
  @Test func flatDiffExample() throws {
    let old = [("a", "Apple"), ("b", "Banana"), ("c", "Cherry")]
    let new = [("c", "Cherry"), ("a", "Apple"), ("b", "Blueberry"), ("d", "Date")]
    let diff = try ListDiff(old: old, new: new, identity: { $0.0 }, isContentEqual: { $0.1 == $1.1 })
    #expect(diff.inserts == [3])
    #expect(diff.updates == [1])  // the old index of "b"
    #expect(diff.moves.map(\.description) == ["2 → 0", "0 → 1", "1 → 2"])  // c, a and b changed rank
    let batch = diff.forBatchUpdates()  // "b" becomes delete 1 + insert 2, and loses its move
    #expect(batch.deletes == [1] && batch.inserts == [2, 3] && batch.updates.isEmpty)
    let paths = diff.indexPaths(fromSection: 0, toSection: 0)  // the same changes at index paths
    #expect(paths.inserts == [ListIndexPath(item: 3, section: 0)])
  }

  @Test func changesetExample() throws {
    let before = ListState(sections: [
      DataSection(
        model: Day(id: "today"), items: [Message(id: "m1", text: "Hi"), Message(id: "m2", text: "Lunch?")])
    ])
    var changes = ListChangeset<Day, Message>()
    changes.updateItem(Message(id: "m2", text: "Lunch at 1?"), at: ListIndexPath(item: 1, section: 0))
    changes.insertItem(Message(id: "m3", text: "Sure"), at: ListIndexPath(item: 0, section: 0))
    changes.insertSection(DataSection(model: Day(id: "yesterday"), items: []), at: 1)
    let after = try before.applying(changes)
    #expect(after.sections.map(\.id) == ["today", "yesterday"])
    #expect(after.items.map(\.id) == ["m3", "m1", "m2"])

    let found = try ListChangeset(from: before, to: after)  // the changes again, found by diffing
    #expect(try before.applying(found) == after)
    let stages = try StagedChangeset(from: before, to: after)
    #expect(stages.map(\.kind) == [.itemUpdates, .sectionInsertsAndMoves, .itemInsertsAndMoves])
  }

  @Test func lookupsAndDuplicatesExample() throws {
    let lookups = try ListDiff(old: ["a", "b", "c"], new: ["c", "d", "a"])
    #expect(lookups.oldIndex(for: "b") == 1)  // deleted, but it was at 1
    #expect(lookups.newIndex(for: "d") == 1)  // inserted at 1
    let atPaths = lookups.indexPaths(fromSection: 0, toSection: 2)
    #expect(atPaths.newIndexPath(for: "a") == ListIndexPath(item: 2, section: 2))

    let repeated = try StagedChangeset(from: [0, 1, 2, 0], to: [0, 4, 0, 1, 2], duplicates: .pairInOrder)
    #expect(repeated.map(\.kind) == [.itemInsertsAndMoves])  // insert 4; the second 0 moves 3 → 2
    var replayed = ListState(items: [0, 1, 2, 0])
    for stage in repeated { replayed = try replayed.applying(stage.changeset, duplicates: .pairInOrder) }
    #expect(replayed == ListState(items: [0, 4, 0, 1, 2]))
  }
}

private struct Message: Identifiable, Equatable, ListDiffable {
  let id: String
  var text: String
}

private struct Day: Identifiable, Equatable, ListDiffable {
  let id: String
}
