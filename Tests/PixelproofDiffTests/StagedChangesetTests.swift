import PixelproofDiff
import Testing

/// A hand-worked staged changeset with every stage, and the stages a flat list gets.
@Suite struct StagedChangesetTests {
  @Test func everyStageInDifferenceKitsOrder() throws {
    // Old: a [1 2 3], b [4 5]. New: b' [5 1], a [3 2'], c [6] (b retitled, 2 changed, 4 gone, 1 moved
    // to b, 3 moved to the front of a, c inserted).
    let old = State(sections: [
      Section(model: Header("a"), items: rows("1", "2", "3")),
      Section(model: Header("b"), items: rows("4", "5")),
    ])
    let new = State(sections: [
      Section(model: Header("b", 1), items: rows("5", "1")),
      Section(model: Header("a"), items: [Row("3"), Row("2", 1)]),
      Section(model: Header("c"), items: rows("6")),
    ])
    let staged = try StagedChangeset(from: old, to: new)
    #expect(staged.count == 5)

    // 1. Item updates: 2 → 2' at its old place (1 in section 0).
    #expect(staged[0].kind == .itemUpdates)
    #expect(staged[0].changeset == ListChangeset([.updateItem(Row("2", 1), at: path(1, 0))]))
    #expect(
      staged[0].data
        == State(sections: [
          Section(model: Header("a"), items: [Row("1"), Row("2", 1), Row("3")]),
          Section(model: Header("b"), items: rows("4", "5")),
        ]))

    // 2. Deletes: 4 (0 in section 1).
    #expect(staged[1].kind == .deletes)
    #expect(staged[1].changeset == ListChangeset([.removeItem(at: path(0, 1))]))
    #expect(
      staged[1].data
        == State(sections: [
          Section(model: Header("a"), items: [Row("1"), Row("2", 1), Row("3")]),
          Section(model: Header("b"), items: rows("5")),
        ]))

    // 3. Section inserts and moves: b is not the first section left (a is), so b moves 1 → 0; a then
    // stays; c is inserted at 2 with its items. Sections keep their old models until stage 5.
    #expect(staged[2].kind == .sectionInsertsAndMoves)
    #expect(
      staged[2].changeset
        == ListChangeset([
          .moveSection(from: 1, to: 0), .insertSection(Section(model: Header("c"), items: rows("6")), at: 2),
        ]))
    #expect(
      staged[2].data
        == State(sections: [
          Section(model: Header("b"), items: rows("5")),
          Section(model: Header("a"), items: [Row("1"), Row("2", 1), Row("3")]),
          Section(model: Header("c"), items: rows("6")),
        ]))

    // 4. Item inserts and moves, from places after stage 3: 1 is at (0, section 1) and goes to b's
    // item 1; in a, 1 has left, so 3 (at 2) is not the first item left (2' at 1): 3 moves to a's 0.
    #expect(staged[3].kind == .itemInsertsAndMoves)
    #expect(
      staged[3].changeset
        == ListChangeset([
          .moveItem(from: path(0, 1), to: path(1, 0)), .moveItem(from: path(2, 1), to: path(0, 1)),
        ]))
    #expect(
      staged[3].data
        == State(sections: [
          Section(model: Header("b"), items: rows("5", "1")),
          Section(model: Header("a"), items: [Row("3"), Row("2", 1)]),
          Section(model: Header("c"), items: rows("6")),
        ]))

    // 5. Section updates: b's title, at its new index 0. The last data is the new state.
    #expect(staged[4].kind == .sectionUpdates)
    #expect(staged[4].changeset == ListChangeset([.updateSection(Header("b", 1), at: 0)]))
    #expect(staged[4].data == new)
  }

  @Test func stagesWithoutChangesAreLeftOut() throws {
    // [a b c] → [a c d]: only a delete (b at 1) and an insert (d at 2): two stages.
    let staged = try StagedChangeset(from: rows("a", "b", "c"), to: rows("a", "c", "d"))
    #expect(staged.map(\.kind) == [.deletes, .itemInsertsAndMoves])
    #expect(staged[0].changeset == ListChangeset([.removeItem(at: path(1, 0))]))
    #expect(staged[1].changeset == ListChangeset([.insertItem(Row("d"), at: path(2, 0))]))
    #expect(try StagedChangeset(from: rows("a"), to: rows("a")).isEmpty)
  }
}
