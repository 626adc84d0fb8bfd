import PixelproofVerifier
import Testing

/// A list record: a root `Stack` with a 100 x 20 pt row per identifier (an `Inset` carrying the
/// identifier, at y = 20 × index) holding a `Label` whose text is the identifier unless `texts` gives
/// another.
private func list(_ identifiers: [String], texts: [String: String] = [:]) throws -> LayoutRecord {
  var nodes = [LayoutRecord.Node(depth: 0, kind: "Stack", frame: Rect(x: 0, y: 0, width: 100, height: 100))]
  for (index, identifier) in identifiers.enumerated() {
    nodes.append(row(identifier, depth: 1, y: 20 * Double(index), text: texts[identifier] ?? identifier))
  }
  return try LayoutRecord(nodes: nodes)
}

private func row(_ identifier: String, depth: Int, y: Double, text: String) -> LayoutRecord.Node {
  LayoutRecord.Node(
    depth: depth, kind: "Inset", identifier: identifier, frame: Rect(x: 0, y: y, width: 100, height: 20))
}

private func label(_ text: String, depth: Int, identifier: String? = nil) -> LayoutRecord.Node {
  LayoutRecord.Node(
    depth: depth, kind: "Label", identifier: identifier, frame: Rect(x: 8, y: 2, width: 60, height: 16),
    colors: [.black], content: text)
}

/// Rows with their labels: `list` with a label under each row.
private func listWithLabels(_ identifiers: [String], texts: [String: String] = [:]) throws -> LayoutRecord {
  var nodes = [LayoutRecord.Node(depth: 0, kind: "Stack", frame: Rect(x: 0, y: 0, width: 100, height: 100))]
  for (index, identifier) in identifiers.enumerated() {
    let text = texts[identifier] ?? identifier
    nodes += [row(identifier, depth: 1, y: 20 * Double(index), text: text), label(text, depth: 2)]
  }
  return try LayoutRecord(nodes: nodes)
}

/// Changes by node id between two states, IGListKit's semantics: every expected line worked out by hand
/// in the comment beside it. Offsets: `d(i)` deletes before old index i, `n(j)` inserts before new
/// index j; an item moved when `old − d(old) + n(new) ≠ new`.
@Suite struct UpdateChangesTests {
  @Test func theIssuesExampleListsMovesInsertsDeletesAndUpdatesInThatOrder() throws {
    // Before: Row#1 Row#2 Row#3 Row#42 Row#9 Row#5 (0...5). After: Row#42 Row#1 Row#2 Row#9 Row#5 Row#77,
    // Row#9 with new text.
    let before = try listWithLabels(["Row#1", "Row#2", "Row#3", "Row#42", "Row#9", "Row#5"])
    let after = try listWithLabels(
      ["Row#42", "Row#1", "Row#2", "Row#9", "Row#5", "Row#77"], texts: ["Row#9": "Nine"])
    let changes = try UpdateChanges(from: before, to: after)
    // Deleted: Row#3 (old 2), so d = 0 0 0 1 1 1. Inserted: Row#77 (new 5), so n = 0 for new 0...5.
    // Row#42: 3 − 1 + 0 = 2 ≠ 0: moved 3 → 0.  Row#1: 0 − 0 + 0 = 0 ≠ 1: moved 0 → 1.
    // Row#2: 1 − 0 + 0 = 1 ≠ 2: moved 1 → 2.  Row#9: 4 − 1 + 0 = 3 = 3.  Row#5: 5 − 1 + 0 = 4 = 4.
    // Row#9's label text differs: updated, at its old index 4.
    #expect(
      changes.lines == [
        "moved Row#42 from 3 to 0", "moved Row#1 from 0 to 1", "moved Row#2 from 1 to 2",
        "inserted Row#77 at 5", "deleted Row#3 at 2", "updated Row#9 at 4",
      ])
    #expect(changes.summary == "3 moved, 1 inserted, 1 deleted, 1 updated")
  }

  @Test func anInsertOrADeleteShiftsNobody() throws {
    // A B C -> Z A B: deleted C (old 2), inserted Z (new 0); d = 0 0 0, n(1) = n(2) = 1.
    // A: 0 − 0 + 1 = 1 = new 1; B: 1 − 0 + 1 = 2 = new 2: no moves.
    let changes = try UpdateChanges(from: list(["A", "B", "C"]), to: list(["Z", "A", "B"]))
    #expect(changes.lines == ["inserted Z at 0", "deleted C at 2"])
  }

  @Test func aMovedAndChangedItemIsBothAndEveryShiftedItemMoves() throws {
    // A B C D E -> E A C X D, C with new text. Deleted B (old 1): d = 0 0 1 1 1. Inserted X (new 3):
    // n = 0 0 0 0 1. E: 4 − 1 + 0 = 3 ≠ 0; A: 0 ≠ 1; C: 2 − 1 + 0 = 1 ≠ 2 (moved from 2 to 2: the
    // delete before it and its new place cancel, as IGListKit reports); D: 3 − 1 + 1 = 3 ≠ 4.
    let changes = try UpdateChanges(
      from: listWithLabels(["A", "B", "C", "D", "E"]),
      to: listWithLabels(["E", "A", "C", "X", "D"], texts: ["C": "see"]))
    #expect(
      changes.lines == [
        "moved E from 4 to 0", "moved A from 0 to 1", "moved C (2 → 2: others moved around it)",
        "moved D from 3 to 4",
        "inserted X at 3", "deleted B at 1", "updated C at 2",
      ])
  }

  @Test func fromAndToAnEmptyListEverythingIsInsertedOrDeleted() throws {
    // Nothing before: every item inserted at its new index; nothing after: every item deleted at its old.
    #expect(
      try UpdateChanges(from: list([]), to: list(["A", "B"])).lines == ["inserted A at 0", "inserted B at 1"])
    #expect(
      try UpdateChanges(from: list(["A", "B"]), to: list([])).lines == ["deleted A at 0", "deleted B at 1"])
  }

  @Test func sameStatesHaveNoChanges() throws {
    let changes = try UpdateChanges(from: listWithLabels(["A", "B"]), to: listWithLabels(["A", "B"]))
    #expect(changes.isEmpty)
    #expect(changes.description == "no changes")
    #expect(changes.summary == "no changes")
  }

  @Test func anUpdateIsAChangeOfTheSubtreeButNotOfTheItemsOwnPosition() throws {
    // The same rows in the same order, row B 4 pt lower (its own position: not an update), row C's
    // label red instead of black (a colour inside it: an update), row D 24 pt tall (its size: an update).
    let before = try listWithLabels(["A", "B", "C", "D"])
    var nodes = try listWithLabels(["A", "B", "C", "D"]).nodes
    nodes[3] = LayoutRecord.Node(
      depth: 1, kind: "Inset", identifier: "B", frame: Rect(x: 0, y: 24, width: 100, height: 20))
    nodes[6] = LayoutRecord.Node(
      depth: 2, kind: "Label", frame: Rect(x: 8, y: 2, width: 60, height: 16), colors: [.red], content: "C")
    nodes[7] = LayoutRecord.Node(
      depth: 1, kind: "Inset", identifier: "D", frame: Rect(x: 0, y: 60, width: 100, height: 24))
    let changes = try UpdateChanges(from: before, to: LayoutRecord(nodes: nodes))
    #expect(changes.lines == ["updated C at 2", "updated D at 3"])
  }

  /// Root Stack; sections `a`, `b` (and `c` before), each a Stack with a header label and rows, as a
  /// list's sections are.
  private func sections(_ sections: [(String, header: String, rows: [String])]) throws -> LayoutRecord {
    var nodes = [LayoutRecord.Node(depth: 0, kind: "Stack", frame: Rect(x: 0, y: 0, width: 100, height: 300))]
    var y = 0.0
    for (identifier, header, rows) in sections {
      let height = 20 * Double(rows.count + 1)
      nodes.append(
        LayoutRecord.Node(
          depth: 1, kind: "Stack", identifier: identifier, frame: Rect(x: 0, y: y, width: 100, height: height)
        ))
      nodes.append(label(header, depth: 2))
      for (index, row) in rows.enumerated() {
        nodes.append(self.row(row, y: 20 * Double(index + 1)))
        nodes.append(label(row, depth: 3))
      }
      y += height
    }
    return try LayoutRecord(nodes: nodes)
  }

  private func row(_ identifier: String, y: Double) -> LayoutRecord.Node {
    LayoutRecord.Node(
      depth: 2, kind: "Inset", identifier: identifier, frame: Rect(x: 0, y: y, width: 100, height: 20))
  }

  @Test func cellsAreComparedWithinTheirSectionAndSectionsOnTheirOwnContent() throws {
    let before = try sections([
      ("a", header: "A", rows: ["a1", "a2"]), ("b", header: "B", rows: ["b1"]),
      ("c", header: "C", rows: ["c1"]),
    ])
    let after = try sections([
      ("a", header: "A", rows: ["a0", "a1"]), ("b", header: "Bee", rows: ["b1", "a2"]),
    ])
    let changes = try UpdateChanges(from: before, to: after)
    // Top list: a b c -> a b: deleted c at 2 (its row c1 goes with it, unlisted). Section b's header
    // text changed: updated b at 1. Section a grew no row (a0 in, a2 out) but its frames would differ
    // anyway: sections are compared without frames, so a is not updated.
    // List a: a1 a2 -> a0 a1: inserted a0 at 0, deleted a2 at 1; a1: 0 − 0 + 1 = 1 = new 1, no move.
    // List b: b1 -> b1 a2: inserted a2 at 1 (a cell that changes section is deleted and inserted).
    #expect(
      changes.lines == [
        "inserted a0 at 0 in a", "inserted a2 at 1 in b", "deleted c at 2", "deleted a2 at 1 in a",
        "updated b at 1",
      ])
  }

  @Test func identifiersInsideCellsNeedOnlyBeUniqueAmongSiblings() throws {
    // Every row holds a `Label#title`: the same identifier under different rows is no duplicate. Row
    // B's title text changed: the title is updated in B; B itself holds an identified node, so it is
    // compared without frames and its title only by kind and identifier: not updated.
    func rows(_ titles: [String]) throws -> LayoutRecord {
      var nodes = [
        LayoutRecord.Node(depth: 0, kind: "Stack", frame: Rect(x: 0, y: 0, width: 100, height: 40))
      ]
      for (index, title) in titles.enumerated() {
        nodes.append(
          LayoutRecord.Node(
            depth: 1, kind: "Inset", identifier: ["A", "B"][index],
            frame: Rect(x: 0, y: 20 * Double(index), width: 100, height: 20)))
        nodes.append(label(title, depth: 2, identifier: "title"))
      }
      return try LayoutRecord(nodes: nodes)
    }
    let changes = try UpdateChanges(from: rows(["Apple", "Pear"]), to: rows(["Apple", "Plum"]))
    #expect(changes.lines == ["updated title at 0 in B"])
  }

  @Test func repeatedIdentifiersAreAnErrorNamingThemAndTheirPositions() throws {
    let before = try list(["A", "B", "A", "C", "A", "C"])
    let after = try sections([("s", header: "S", rows: ["x", "y", "x"])])
    // Before: A at 0, 2 and 4; C at 3 and 5. After: x at 0 and 2 of section s's list.
    let error = UpdateChangesError.duplicateIdentifiers(
      before: [.init(identifier: "A", positions: [0, 2, 4]), .init(identifier: "C", positions: [3, 5])],
      after: [.init(identifier: "x", section: ["s"], positions: [0, 2])])
    #expect(throws: error) { try UpdateChanges(from: before, to: after) }
    #expect(
      error.description == """
        duplicate ids in the state before: A at 0, 2 and 4; C at 3 and 5
        duplicate ids in the state after: x at 0 and 2 in s
        Give every identified node an id no sibling shares (ids need only be unique within their section).
        """)
    #expect(
      throws: UpdateChangesError.duplicateIdentifiers(
        before: [], after: [.init(identifier: "A", positions: [0, 1])])
    ) {
      try UpdateChanges(from: list(["A"]), to: list(["A", "A"]))
    }
  }

  @Test func identifiersWithSpacesAreQuoted() throws {
    let changes = try UpdateChanges(from: list(["plain"]), to: list(["plain", "two words"]))
    #expect(changes.lines == [#"inserted "two words" at 1"#])
  }

  @Test func framesComeFromTheLaidOutStacksInTheRootsCoordinates() throws {
    // Rows 100 x 20 pt in a vertical Stack at y = 0, 20, 40, …
    func cells(_ identifiers: [String]) throws -> LayoutRecord {
      let stack = Stack(.vertical) {
        for identifier in identifiers {
          View(.white).size(width: 100, height: 20).id(identifier)
        }
      }
      return LayoutRecord(try layout(stack, range(maxWidth: 100)))
    }
    let changes = try UpdateChanges(from: cells(["A", "B", "C"]), to: cells(["C", "A", "D"]))
    // Deleted B (old 1): d = 0 0 1. Inserted D (new 2): n = 0 0 0. C: 2 − 1 + 0 = 1 ≠ 0, moved 2 → 0;
    // A: 0 ≠ 1, moved 0 → 1.
    #expect(
      changes.changes == [
        UpdateChange(
          .moved(from: 2, to: 0), identifier: "C", frameBefore: Rect(x: 0, y: 40, width: 100, height: 20),
          frameAfter: Rect(x: 0, y: 0, width: 100, height: 20)),
        UpdateChange(
          .moved(from: 0, to: 1), identifier: "A", frameBefore: Rect(x: 0, y: 0, width: 100, height: 20),
          frameAfter: Rect(x: 0, y: 20, width: 100, height: 20)),
        UpdateChange(
          .inserted(at: 2), identifier: "D", frameAfter: Rect(x: 0, y: 40, width: 100, height: 20)),
        UpdateChange(
          .deleted(at: 1), identifier: "B", frameBefore: Rect(x: 0, y: 20, width: 100, height: 20)),
      ])
  }
}
