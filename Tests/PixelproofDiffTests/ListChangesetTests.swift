import PixelproofDiff
import Testing

/// Hand-worked changesets applied to a state, and every misuse with its exact message.
@Suite struct ListChangesetTests {
  /// fruits: [apple banana cherry], vegetables: [kale leek].
  let state = State(sections: [
    Section(model: Header("fruits"), items: rows("apple", "banana", "cherry")),
    Section(model: Header("vegetables"), items: rows("kale", "leek")),
  ])

  @Test func itemChangesApplyInBatchUpdateOrder() throws {
    var changes = ListChangeset<Header, Row>()
    changes.removeItem(at: path(1, 0))
    changes.updateItem(Row("apple", 2), at: path(0, 0))
    changes.insertItem(Row("date"), at: path(1, 0))
    changes.moveItem(from: path(0, 1), to: path(0, 0))
    // Fruits keep apple' and cherry (banana removed); vegetables keep leek (kale moves out). Fruits will
    // have 2 + 1 insert + 1 move = 4 items: kale at 0, date at 1, then apple' and cherry in order.
    #expect(
      try state.applying(changes)
        == State(sections: [
          Section(
            model: Header("fruits"), items: [Row("kale"), Row("date"), Row("apple", 2), Row("cherry")]),
          Section(model: Header("vegetables"), items: rows("leek")),
        ]))
  }

  @Test func sectionChangesApplyInBatchUpdateOrder() throws {
    let three = State(sections: ["a", "b", "c"].map { Section(model: Header($0), items: []) })
    var changes = ListChangeset<Header, Row>()
    changes.removeSection(at: 0)
    changes.moveSection(from: 2, to: 0)
    changes.insertSection(Section(model: Header("d"), items: rows("x")), at: 2)
    changes.updateSection(Header("b", 1), at: 1)
    // 3 - 1 removed + 1 inserted = 3 sections: c at 0, d at 2, b' (which stays) in the place left, 1.
    #expect(
      try three.applying(changes)
        == State(sections: [
          Section(model: Header("c"), items: []), Section(model: Header("b", 1), items: []),
          Section(model: Header("d"), items: rows("x")),
        ]))
  }

  @Test func aMovedItemCarriesItsUpdate() throws {
    let changes = ListChangeset<Header, Row>([
      .updateItem(Row("cherry", 1), at: path(2, 0)), .moveItem(from: path(2, 0), to: path(0, 1)),
    ])
    // cherry' leaves fruits for vegetables' first place: [cherry' kale leek].
    let result = try state.applying(changes)
    #expect(result.sections[0].items == rows("apple", "banana"))
    #expect(result.sections[1].items == [Row("cherry", 1), Row("kale"), Row("leek")])
  }

  @Test func removingAllRemovesEverySection() throws {
    #expect(try state.applying(.removingAll(of: state)).sections.isEmpty)
  }

  @Test func aFlatDiffTurnedIntoAChangesetGivesTheNewList() throws {
    // [a b c] → [c a' d]: remove b (1), update a at 0 to a', insert d at 2, moves c 2 → 0 and a 0 → 1.
    let old = rows("a", "b", "c")
    let new = [Row("c"), Row("a", 1), Row("d")]
    let changeset = try ListChangeset<Int, Row>(from: old, to: new)
    #expect(
      changeset
        == ListChangeset([
          .removeItem(at: path(1, 0)), .updateItem(Row("a", 1), at: path(0, 0)),
          .insertItem(Row("d"), at: path(2, 0)), .moveItem(from: path(2, 0), to: path(0, 0)),
          .moveItem(from: path(0, 0), to: path(1, 0)),
        ]))
    #expect(try ListState(items: old).applying(changeset) == ListState(items: new))
  }

  @Test func aSectionedDiffTurnedIntoAChangesetGivesTheNewState() throws {
    let old = State(sections: [
      Section(model: Header("a"), items: rows("1", "2", "3")),
      Section(model: Header("b"), items: rows("4", "5")),
    ])
    let new = State(sections: [
      Section(model: Header("b", 1), items: rows("5", "1")),
      Section(model: Header("a"), items: [Row("3"), Row("2", 1)]),
      Section(model: Header("c"), items: rows("6")),
    ])
    // Sections: a old 0 → new 1, b old 1 → new 0 (title changed), c inserted at 2. Walking the new
    // sections, b's partner (1) is not the first old section left (a, 0): b moves 1 → 0; then a is the
    // first left: it stays. Items: 4 is removed (old 1,0); 2 updated at old (0,1); 6 comes with c.
    // In b: 5 stays (the first of b's old items left, as 4 is removed); 1 comes from a: moves (0,0) →
    // (1,0). In a: 1 left early, so 3 (old 2) is not the first left (2, old 1): it moves (2,0) → (0,1);
    // 2 then is the first left: it stays.
    let changeset = try ListChangeset(from: old, to: new)
    #expect(
      changeset
        == ListChangeset([
          .removeItem(at: path(0, 1)), .updateItem(Row("2", 1), at: path(1, 0)),
          .updateSection(Header("b", 1), at: 1), .moveSection(from: 1, to: 0),
          .insertSection(Section(model: Header("c"), items: rows("6")), at: 2),
          .moveItem(from: path(0, 0), to: path(1, 0)), .moveItem(from: path(2, 0), to: path(0, 1)),
        ]))
    #expect(try old.applying(changeset) == new)
  }

  @Test func plainValuesDiffByIDAndContent() throws {
    // Section "s": cells "a" (text "A") and "b" ("B") become "b" ("B2") and "a" ("A"): b's text changed
    // (update at old 1); b is not the first old item left (a is): b moves 1 → 0, then a stays.
    typealias Cell = DiffableValue<String, String>
    let old = ListState(sections: [
      DataSection(model: "s", items: [Cell(id: "a", content: "A"), Cell(id: "b", content: "B")])
    ])
    let new = ListState(sections: [
      DataSection(model: "s", items: [Cell(id: "b", content: "B2"), Cell(id: "a", content: "A")])
    ])
    let changeset = try ListChangeset(from: old, to: new)
    #expect(
      changeset
        == ListChangeset([
          .updateItem(Cell(id: "b", content: "B2"), at: path(1, 0)),
          .moveItem(from: path(1, 0), to: path(0, 0)),
        ]))
    #expect(try old.applying(changeset) == new)
  }

  // MARK: Misuse, each message exactly.

  private func message(_ changes: [ListChange<Header, Row>]) -> String? {
    let error = #expect(throws: ListChangesetError.self) { try state.applying(ListChangeset(changes)) }
    return error?.description
  }

  @Test func anItemIndexOutOfRangeSaysTheSectionsCount() {
    #expect(
      message([.removeItem(at: path(5, 0))]) == "cannot remove item 5 in section 0: section 0 has 3 items")
    #expect(
      message([.updateItem(Row("x"), at: path(2, 1))])
        == "cannot update item 2 in section 1: section 1 has 2 items")
    // Vegetables will have 2 + 1 = 3 items: index 7 is out.
    #expect(
      message([.insertItem(Row("x"), at: path(7, 1))])
        == "cannot insert item 7 in section 1: section 1 will have 3 items")
    // banana moves to vegetables, which will have 2 + 1 = 3 items: index 9 is out.
    #expect(
      message([.moveItem(from: path(1, 0), to: path(9, 1))])
        == "cannot move an item to item 9 in section 1: section 1 will have 3 items")
    let single = #expect(throws: ListChangesetError.self) {
      try ListState(items: rows("a")).applying(ListChangeset([.removeItem(at: path(1, 0))]))
    }
    #expect(single == .itemOutOfRange(.remove, path(1, 0), itemCount: 1))
    #expect(single?.description == "cannot remove item 1 in section 0: section 0 has 1 item")
  }

  @Test func anItemInASectionThatDoesNotExistSaysTheListsCount() {
    #expect(
      message([.updateItem(Row("x"), at: path(0, 4))])
        == "cannot update item 0 in section 4: the list has 2 sections")
    #expect(
      message([.insertItem(Row("x"), at: path(0, 2))])
        == "cannot insert item 0 in section 2: the list will have 2 sections")
  }

  @Test func theSameItemRemovedAndUpdatedIsAnError() {
    let error = #expect(throws: ListChangesetError.self) {
      try state.applying(
        ListChangeset([.updateItem(Row("banana", 1), at: path(1, 0)), .removeItem(at: path(1, 0))]))
    }
    #expect(error == .conflict(.remove, .update, .item(path(1, 0))))
    #expect(error?.description == "item 1 in section 0 is both removed and updated")
  }

  @Test func aRemovedItemMovedIsAnError() {
    #expect(
      message([.removeItem(at: path(1, 0)), .moveItem(from: path(1, 0), to: path(0, 1))])
        == "item 1 in section 0 is both removed and moved")
  }

  @Test func theSameChangeTwiceIsAnError() {
    #expect(
      message([.removeItem(at: path(0, 1)), .removeItem(at: path(0, 1))])
        == "item 0 in section 1 is removed twice")
    #expect(message([.removeSection(at: 1), .removeSection(at: 1)]) == "section 1 is removed twice")
    #expect(
      message([.removeSection(at: 1), .moveSection(from: 1, to: 0)]) == "section 1 is both removed and moved")
  }

  @Test func anInsertedSectionOutOfRangeSaysTheNewCount() {
    let error = #expect(throws: ListChangesetError.self) {
      try state.applying(ListChangeset([.insertSection(Section(model: Header("x"), items: []), at: 5)]))
    }
    #expect(error == .sectionOutOfRange(.insert, section: 5, sectionCount: 3))
    #expect(error?.description == "cannot insert a section at 5: the list will have 3 sections")
    #expect(message([.removeSection(at: 2)]) == "cannot remove section 2: the list has 2 sections")
    #expect(
      message([.moveSection(from: 0, to: 2)]) == "cannot move a section to 2: the list will have 2 sections")
  }

  @Test func anItemChangeInARemovedSectionIsAnError() {
    #expect(
      message([.removeSection(at: 1), .updateItem(Row("kale", 1), at: path(0, 1))])
        == "cannot update item 0 in section 1: section 1 is removed")
  }

  @Test func twoChangesAtTheSameNewPlaceAreAnError() {
    #expect(
      message([.insertItem(Row("x"), at: path(0, 0)), .moveItem(from: path(0, 1), to: path(0, 0))])
        == "two changes put an item at item 0 in section 0")
    #expect(
      message([
        .insertSection(Section(model: Header("x"), items: []), at: 0), .moveSection(from: 1, to: 0),
      ]) == "two changes put a section at section 0")
  }

  @Test func duplicateIDsInTheNewStateAreAnError() {
    // apple is in fruits at 0 already; inserting another at vegetables' 0 gives it twice.
    let error = #expect(throws: ListChangesetError.self) {
      try state.applying(ListChangeset([.insertItem(Row("apple"), at: path(0, 1))]))
    }
    #expect(
      error
        == .duplicateIDs([
          DuplicateID(id: "\"apple\"", list: .new, places: [.indexPath(path(0, 0)), .indexPath(path(0, 1))])
        ]))
    #expect(
      error?.description
        == "duplicate id \"apple\" at item 0 in section 0 and item 0 in section 1 in the new list")
    #expect(
      message([.insertSection(Section(model: Header("fruits"), items: []), at: 2)])
        == "duplicate section id \"fruits\" at 0 and 2 in the new list")
  }

  @Test func diffingStatesWithDuplicatesNamesThem() {
    let twice = State(sections: [
      Section(model: Header("a"), items: rows("1")), Section(model: Header("a"), items: rows("1")),
    ])
    let error = #expect(throws: ListDiffError.self) { try ListChangeset(from: twice, to: self.state) }
    #expect(
      error?.description
        == "duplicate section id \"a\" at 0 and 1 in the old list; duplicate id \"1\" at item 0 in "
        + "section 0 and item 0 in section 1 in the old list")
  }
}
