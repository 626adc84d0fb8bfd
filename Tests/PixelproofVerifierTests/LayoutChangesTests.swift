import PixelproofVerifier
import Testing

/// Comparing a reference's layout record with the current one: nodes matched by identifier and place,
/// changes listed in tree order with readable names. Every expectation is worked out from the two trees
/// written next to it.
@Suite struct LayoutChangesTests {
  // MARK: - One kind of change at a time

  @Test func identicalTreesHaveNoChanges() throws {
    let tree = try record(
      node(0, "Stack", "card", (0, 0, 240, 36)),
      node(1, "Label", "title", (16, 8, 200, 20), colors: [.black], content: "Hello"),
      node(1, "View", nil, (0, 35, 240, 1), colors: [.red]))

    let changes = LayoutChanges(from: tree, to: tree)

    #expect(changes.isEmpty)
    #expect(changes.lines().isEmpty)
    #expect(changes.description == "no layout changes")
  }

  @Test func aLabelWhoseTextGrowsChangesFrameAndText() throws {
    let old = try record(
      node(0, "Stack", "card", (0, 0, 240, 36)),
      node(1, "Label", "title", (16, 8, 200, 20), colors: [.black], content: "Hello"))
    let new = try record(
      node(0, "Stack", "card", (0, 0, 250, 36)),
      node(1, "Label", "title", (16, 8, 210, 20), colors: [.black], content: "Hello, world"))

    #expect(
      LayoutChanges(from: old, to: new).lines() == [
        "Stack#card: frame (0, 0, 240, 36) -> (0, 0, 250, 36)",
        "Label#title: frame (16, 8, 200, 20) -> (16, 8, 210, 20)",
        #"Label#title: text "Hello" -> "Hello, world""#,
      ])
  }

  @Test func framesAreComparedWithinTheParentAndShownInTheRootsCoordinates() throws {
    let old = try record(
      node(0, "Stack", "screen", (0, 0, 320, 200)),
      node(1, "Inset", "card", (10, 20, 300, 60)),
      node(2, "Label", "title", (16, 8, 200, 20), content: "Hello"),
      node(2, "View", "badge", (250, 8, 20, 20)))
    // The card moves down 10 pt and its title widens; the badge keeps its place in the card.
    let new = try record(
      node(0, "Stack", "screen", (0, 0, 320, 200)),
      node(1, "Inset", "card", (10, 30, 300, 60)),
      node(2, "Label", "title", (16, 8, 210, 20), content: "Hello"),
      node(2, "View", "badge", (250, 8, 20, 20)))

    // The title at (10 + 16, 20 + 8) before and (10 + 16, 30 + 8) after; the badge is not listed.
    #expect(
      LayoutChanges(from: old, to: new).lines() == [
        "Inset#card: frame (10, 20, 300, 60) -> (10, 30, 300, 60)",
        "Label#title: frame (26, 28, 200, 20) -> (26, 38, 210, 20)",
      ])
  }

  @Test func aNodeThatMovedAgainstItsParentShowsItsFrameWithinTheParent() throws {
    let old = try record(
      node(0, "Stack", "screen", (0, 0, 320, 200)),
      node(1, "Inset", "card", (10, 20, 300, 60)),
      node(2, "Label", "title", (16, 8, 200, 20)))
    // The card moves down 10 pt and the title up 10 pt within it: on screen it stays at (26, 28).
    let new = try record(
      node(0, "Stack", "screen", (0, 0, 320, 200)),
      node(1, "Inset", "card", (10, 30, 300, 60)),
      node(2, "Label", "title", (16, -2, 200, 20)))

    #expect(
      LayoutChanges(from: old, to: new).lines() == [
        "Inset#card: frame (10, 20, 300, 60) -> (10, 30, 300, 60)",
        "Label#title: frame within its parent (16, 8, 200, 20) -> (16, -2, 200, 20)",
      ])
  }

  @Test func anInsertedNodeIsListedWithItsParentAndFrame() throws {
    let old = try record(
      node(0, "Stack", "card", (0, 0, 100, 50)),
      node(1, "Label", "title", (0, 0, 100, 20), content: "Title"))
    let new = try record(
      node(0, "Stack", "card", (0, 0, 100, 50)),
      node(1, "Label", "title", (0, 0, 100, 20), content: "Title"),
      node(1, "Label", "subtitle", (0, 24, 100, 16), content: "Sub"))

    let changes = LayoutChanges(from: old, to: new)

    #expect(changes.lines() == ["Label#subtitle: inserted in Stack#card at (0, 24, 100, 16)"])
    #expect(
      changes.changes == [
        LayoutChange(
          node: "Label#subtitle",
          detail: .inserted(
            parent: "Stack#card", frame: Rect(x: 0, y: 24, width: 100, height: 16), nodesInside: 0))
      ])
  }

  @Test func aRemovedNodeIsListedWithItsFormerParentAndFrame() throws {
    let old = try record(
      node(0, "Stack", "card", (0, 0, 100, 50)),
      node(1, "Label", "title", (0, 0, 100, 20), content: "Title"),
      node(1, "Label", "subtitle", (0, 24, 100, 16), content: "Sub"))
    let new = try record(
      node(0, "Stack", "card", (0, 0, 100, 50)),
      node(1, "Label", "title", (0, 0, 100, 20), content: "Title"))

    #expect(
      LayoutChanges(from: old, to: new).lines() == [
        "Label#subtitle: removed from Stack#card at (0, 24, 100, 16)"
      ])
  }

  @Test func anInsertedOrRemovedSubtreeIsListedOnceWithTheNodesInside() throws {
    let old = try record(node(0, "Stack", "card", (0, 0, 100, 50)))
    let new = try record(
      node(0, "Stack", "card", (0, 0, 100, 50)),
      node(1, "Stack", nil, (0, 0, 100, 20)),
      node(2, "View", nil, (0, 0, 10, 10), colors: [.red]),
      node(2, "View", nil, (10, 0, 10, 10), colors: [.blue]))

    #expect(
      LayoutChanges(from: old, to: new).lines() == [
        "Stack#card > Stack: inserted in Stack#card at (0, 0, 100, 20), with 2 nodes inside"
      ])
    #expect(
      LayoutChanges(from: new, to: old).lines() == [
        "Stack#card > Stack: removed from Stack#card at (0, 0, 100, 20), with 2 nodes inside"
      ])
  }

  @Test func aRecolouredViewListsOldAndNewColours() throws {
    let old = try record(
      node(0, "Stack", nil, (0, 0, 50, 50)), node(1, "View", "badge", (4, 4, 10, 10), colors: [.red]))
    let new = try record(
      node(0, "Stack", nil, (0, 0, 50, 50)), node(1, "View", "badge", (4, 4, 10, 10), colors: [.green]))

    #expect(LayoutChanges(from: old, to: new).lines() == ["View#badge: colours #FF0000FF -> #00FF00FF"])
  }

  @Test func aRecolouredViewWithoutIdentifierIsFoundByItsPlace() throws {
    // The view's strict key (colours included) differs, so it is no anchor; the root is, and the view
    // is its neighbour with the same kind and place.
    let old = try record(
      node(0, "Stack", nil, (0, 0, 50, 50)), node(1, "View", nil, (0, 0, 50, 50), colors: [.red]))
    let new = try record(
      node(0, "Stack", nil, (0, 0, 50, 50)), node(1, "View", nil, (0, 0, 50, 50), colors: [.green, .black]))

    #expect(
      LayoutChanges(from: old, to: new).lines() == ["Stack > View: colours #FF0000FF -> #00FF00FF, #000000FF"]
    )
  }

  @Test func aNodeMovedToAnotherParentNamesBoth() throws {
    let old = try record(
      node(0, "Stack", nil, (0, 0, 200, 100)),
      node(1, "Stack", "header", (0, 0, 200, 40)),
      node(2, "Label", "title", (8, 8, 100, 20), content: "Hi"),
      node(1, "Stack", "footer", (0, 60, 200, 40)))
    let new = try record(
      node(0, "Stack", nil, (0, 0, 200, 100)),
      node(1, "Stack", "header", (0, 0, 200, 40)),
      node(1, "Stack", "footer", (0, 60, 200, 40)),
      node(2, "Label", "title", (8, 8, 100, 20), content: "Hi"))

    #expect(
      LayoutChanges(from: old, to: new).lines() == ["Label#title: moved from Stack#header to Stack#footer"])
  }

  @Test func aNodeWrappedInANewContainerIsMovedIntoIt() throws {
    let old = try record(
      node(0, "Stack", nil, (0, 0, 100, 40)), node(1, "Label", "title", (0, 0, 100, 20), content: "T"))
    let new = try record(
      node(0, "Stack", nil, (0, 0, 100, 40)),
      node(1, "Inset", nil, (0, 0, 100, 28)),
      node(2, "Label", "title", (4, 4, 92, 20), content: "T"))

    #expect(
      LayoutChanges(from: old, to: new).lines() == [
        "Stack > Inset: inserted in Stack at (0, 0, 100, 28)",
        "Label#title: moved from Stack to Stack > Inset",
        "Label#title: frame (0, 0, 100, 20) -> (4, 4, 92, 20)",
      ])
  }

  @Test func aSiblingTakenFromTheEndToTheFrontIsTheOnlyOneMoved() throws {
    let old = try record(
      node(0, "Stack", nil, (0, 0, 30, 10)),
      node(1, "Label", nil, (0, 0, 10, 10), content: "a"),
      node(1, "Label", nil, (0, 0, 10, 10), content: "b"),
      node(1, "Label", nil, (0, 0, 10, 10), content: "c"))
    let new = try record(
      node(0, "Stack", nil, (0, 0, 30, 10)),
      node(1, "Label", nil, (0, 0, 10, 10), content: "c"),
      node(1, "Label", nil, (0, 0, 10, 10), content: "a"),
      node(1, "Label", nil, (0, 0, 10, 10), content: "b"))

    // Old places in new order: 2, 0, 1. The longest run in order is 0, 1 (a, b), so only c moved.
    #expect(
      LayoutChanges(from: old, to: new).lines() == ["Stack > Label[0]: moved from index 2 to 0 in Stack"])
  }

  // MARK: - Nodes without identifiers

  @Test func aSiblingInsertedAtTheFrontLeavesTheOthersMatchedByContent() throws {
    // Each old label's text is unique in both trees, so each is an anchor; "z" is new.
    let old = try record(
      node(0, "Stack", nil, (0, 0, 100, 90)),
      node(1, "Label", nil, (0, 0, 100, 30), content: "a"),
      node(1, "Label", nil, (0, 30, 100, 30), content: "b"),
      node(1, "Label", nil, (0, 60, 100, 30), content: "c"))
    let new = try record(
      node(0, "Stack", nil, (0, 0, 100, 120)),
      node(1, "Label", nil, (0, 0, 100, 30), content: "z"),
      node(1, "Label", nil, (0, 30, 100, 30), content: "a"),
      node(1, "Label", nil, (0, 60, 100, 30), content: "b"),
      node(1, "Label", nil, (0, 90, 100, 30), content: "c"))

    #expect(
      LayoutChanges(from: old, to: new).lines() == [
        "Stack: frame (0, 0, 100, 90) -> (0, 0, 100, 120)",
        "Stack > Label[0]: inserted in Stack at (0, 0, 100, 30)",
        "Stack > Label[1]: frame (0, 0, 100, 30) -> (0, 30, 100, 30)",
        "Stack > Label[2]: frame (0, 30, 100, 30) -> (0, 60, 100, 30)",
        "Stack > Label[3]: frame (0, 60, 100, 30) -> (0, 90, 100, 30)",
      ])
  }

  @Test func aSiblingInsertedAtTheFrontOfIdenticalRowsLeavesTheRowsMatchedFromTheEnd() throws {
    // Nothing in the rows is unique, so they have no anchor of their own; extending backwards from the
    // two ends matches label to label and inset to inset, and the view is what is new.
    let old = try record(
      node(0, "Stack", "list", (0, 0, 100, 40)),
      node(1, "Inset", nil, (0, 0, 100, 20)),
      node(2, "Label", nil, (4, 4, 92, 12), content: "x"),
      node(1, "Inset", nil, (0, 20, 100, 20)),
      node(2, "Label", nil, (4, 4, 92, 12), content: "x"))
    let new = try record(
      node(0, "Stack", "list", (0, 0, 100, 50)),
      node(1, "View", nil, (0, 0, 100, 10), colors: [.red]),
      node(1, "Inset", nil, (0, 10, 100, 20)),
      node(2, "Label", nil, (4, 4, 92, 12), content: "x"),
      node(1, "Inset", nil, (0, 30, 100, 20)),
      node(2, "Label", nil, (4, 4, 92, 12), content: "x"))

    #expect(
      LayoutChanges(from: old, to: new).lines() == [
        "Stack#list: frame (0, 0, 100, 40) -> (0, 0, 100, 50)",
        "Stack#list > View: inserted in Stack#list at (0, 0, 100, 10)",
        "Stack#list > Inset[0]: frame (0, 0, 100, 20) -> (0, 10, 100, 20)",
        "Stack#list > Inset[1]: frame (0, 20, 100, 20) -> (0, 30, 100, 20)",
      ])
  }

  @Test func aLoneUnidentifiedLabelWhoseTextChangedIsTheSameNode() throws {
    let old = try record(
      node(0, "Stack", nil, (0, 0, 100, 20)), node(1, "View", nil, (0, 0, 20, 20), colors: [.red]),
      node(1, "Label", nil, (20, 0, 80, 20), content: "Before"))
    let new = try record(
      node(0, "Stack", nil, (0, 0, 100, 20)), node(1, "View", nil, (0, 0, 20, 20), colors: [.red]),
      node(1, "Label", nil, (20, 0, 80, 20), content: "After"))

    #expect(LayoutChanges(from: old, to: new).lines() == [#"Stack > Label: text "Before" -> "After""#])
  }

  @Test func aNewRootIsInsertedAndTheOldOneRemoved() throws {
    // Wrapping the whole tree puts every unidentified node one level deeper, so only the identified
    // title is found again. The old root comes before the title, where the reference had it.
    let old = try record(
      node(0, "Stack", nil, (0, 0, 100, 40)),
      node(1, "Label", "title", (0, 0, 100, 20), content: "T"),
      node(1, "View", nil, (0, 20, 100, 20)))
    let new = try record(
      node(0, "Inset", nil, (0, 0, 108, 48)),
      node(1, "Stack", nil, (4, 4, 100, 40)),
      node(2, "Label", "title", (0, 0, 100, 20), content: "T"),
      node(2, "View", nil, (0, 20, 100, 20)))

    #expect(
      LayoutChanges(from: old, to: new).lines() == [
        "Inset: inserted as the root at (0, 0, 108, 48), with 2 nodes inside",
        "Stack: removed as the root at (0, 0, 100, 40), with 1 node inside",
        "Label#title: moved from Stack to Inset > Stack",
      ])
  }

  @Test func recordsWithoutNodesCompare() throws {
    let empty = try LayoutRecord(text: "pixelproof-layout 1\n")
    let tree = try record(node(0, "View", nil, (0, 0, 10, 10)))

    #expect(empty.nodes.isEmpty)
    #expect(LayoutChanges(from: empty, to: empty).isEmpty)
    #expect(LayoutChanges(from: empty, to: tree).lines() == ["View: inserted as the root at (0, 0, 10, 10)"])
    #expect(LayoutChanges(from: tree, to: empty).lines() == ["View: removed as the root at (0, 0, 10, 10)"])
  }

  // MARK: - Names

  @Test func sharedIdentifiersAreNamedByTheirPath() throws {
    let old = try record(
      node(0, "Stack", nil, (0, 0, 100, 100)),
      node(1, "Stack", "a", (0, 0, 100, 50)),
      node(2, "Label", "row", (0, 0, 100, 20), content: "one"),
      node(1, "Stack", "b", (0, 50, 100, 50)),
      node(2, "Label", "row", (0, 0, 100, 20), content: "two"))
    let new = try record(
      node(0, "Stack", nil, (0, 0, 100, 100)),
      node(1, "Stack", "a", (0, 0, 100, 50)),
      node(2, "Label", "row", (0, 0, 100, 20), content: "one"),
      node(1, "Stack", "b", (0, 50, 100, 50)),
      node(2, "Label", "row", (0, 0, 100, 20), content: "2"))

    #expect(LayoutChanges(from: old, to: new).lines() == [#"Stack#b > Label#row: text "two" -> "2""#])
  }

  @Test func identifiersWithSpacesAreQuoted() throws {
    let old = try record(node(0, "View", "close button", (0, 0, 10, 10)))
    let new = try record(node(0, "View", "close button", (0, 0, 12, 10)))

    #expect(
      LayoutChanges(from: old, to: new).lines() == [
        #"View#"close button": frame (0, 0, 10, 10) -> (0, 0, 12, 10)"#
      ])
  }

  // MARK: - Limits

  @Test func linesStopAtTheLimitAndCountTheRest() throws {
    func row(count: Int, width: Double) throws -> LayoutRecord {
      try record(
        [node(0, "Stack", nil, (0, 0, 100, 100))]
          + (0..<count).map { node(1, "View", "v\($0)", (0, 0, width, 1)) })
    }

    let fifteen = LayoutChanges(from: try row(count: 15, width: 1), to: try row(count: 15, width: 2))
    let thirteen = LayoutChanges(from: try row(count: 13, width: 1), to: try row(count: 13, width: 2))

    #expect(fifteen.changes.count == 15)
    #expect(fifteen.lines().count == 13)
    #expect(fifteen.lines()[11] == "View#v11: frame (0, 0, 1, 1) -> (0, 0, 2, 1)")
    #expect(fifteen.lines().last == "… and 3 more changes")
    #expect(thirteen.lines().last == "… and 1 more change")
    #expect(
      fifteen.lines(limit: 2) == [
        "View#v0: frame (0, 0, 1, 1) -> (0, 0, 2, 1)", "View#v1: frame (0, 0, 1, 1) -> (0, 0, 2, 1)",
        "… and 13 more changes",
      ])
    #expect(fifteen.description == fifteen.lines().joined(separator: "\n"))
  }

  @Test func tenThousandNodesAreCompared() throws {
    // A root with 100 stacks of 99 labels, each with its own text: 10,001 nodes. The new tree has a label
    // inserted at the front of stack 50 and label 7 of stack 3 recoloured.
    func tree(inserting: Bool) throws -> LayoutRecord {
      var nodes = [node(0, "Stack", nil, (0, 0, 100, 100))]
      for stack in 0..<100 {
        nodes.append(node(1, "Stack", nil, (0, 0, 10, 10)))
        if inserting && stack == 50 { nodes.append(node(2, "Label", nil, (0, 0, 10, 10), content: "new")) }
        for label in 0..<99 {
          let color: Color = inserting && stack == 3 && label == 7 ? .red : .black
          nodes.append(
            node(2, "Label", nil, (0, 0, 10, 10), colors: [color], content: "row \(stack)-\(label)"))
        }
      }
      return try record(nodes)
    }
    let old = try tree(inserting: false)
    let new = try tree(inserting: true)

    #expect(old.nodes.count == 10_001)
    #expect(
      LayoutChanges(from: old, to: new).lines() == [
        "Stack > Stack[3] > Label[7]: colours #000000FF -> #FF0000FF",
        "Stack > Stack[50] > Label[0]: inserted in Stack > Stack[50] at (0, 0, 10, 10)",
      ])
  }

  @Test func randomTreesCompareWithThemselvesAndEachOther() throws {
    // Few kinds, identifiers and texts, so keys repeat and every step of the matching is exercised.
    var state: UInt32 = 12_345
    func next(_ bound: Int) -> Int {
      state = state &* 1_664_525 &+ 1_013_904_223
      return Int(state >> 16) % bound
    }
    func randomTree() throws -> LayoutRecord {
      var nodes = [node(0, "Stack", nil, (0, 0, 100, 100))]
      for _ in 0..<next(40) {
        let depth = 1 + next(nodes[nodes.count - 1].depth + 1)
        nodes.append(
          node(
            depth, ["View", "Label", "Stack"][next(3)], next(4) == 0 ? ["a", "b"][next(2)] : nil,
            (Double(next(3)), 0, 10, 10), colors: next(2) == 0 ? [.red] : [],
            content: ["x", "y", nil][next(3)]))
      }
      return try record(nodes)
    }

    for _ in 0..<300 {
      let a = try randomTree()
      let b = try randomTree()
      #expect(LayoutChanges(from: a, to: a).isEmpty)
      #expect(LayoutChanges(from: a, to: b).lines().count <= LayoutChanges.defaultLineLimit + 1)
    }
  }

  // MARK: - From real layouts

  @Test func recordsOfRealLayoutsShowALongerTitle() throws {
    func card(_ title: String) throws -> LayoutRecord {
      let tree = Stack(.horizontal, spacing: 8) {
        View(.red).size(width: 20, height: 20).id("badge")
        Label(title).id("title")
      }
      return LayoutRecord(try layout(tree, .unconstrained))
    }

    let changes = try LayoutChanges(from: card("Hello"), to: card("Hello, world")).changes

    #expect(
      changes.contains(LayoutChange(node: "Label#title", detail: .content(from: "Hello", to: "Hello, world")))
    )
    let titleFrames = changes.compactMap { change -> (Rect, Rect)? in
      guard change.node == "Label#title", case .frame(let from, let to) = change.detail else { return nil }
      return (from, to)
    }
    #expect(titleFrames.count == 1)
    #expect(titleFrames.allSatisfy { $0.1.width > $0.0.width && $0.1.minX == $0.0.minX })
    #expect(!changes.contains { $0.node == "View#badge" })
  }
}

// MARK: - Helpers

private func node(
  _ depth: Int, _ kind: String, _ identifier: String?, _ frame: (Double, Double, Double, Double),
  colors: [Color] = [], content: String? = nil
) -> LayoutRecord.Node {
  LayoutRecord.Node(
    depth: depth, kind: kind, identifier: identifier,
    frame: Rect(x: frame.0, y: frame.1, width: frame.2, height: frame.3), colors: colors, content: content)
}

private func record(_ nodes: LayoutRecord.Node...) throws -> LayoutRecord {
  try LayoutRecord(nodes: nodes)
}

private func record(_ nodes: [LayoutRecord.Node]) throws -> LayoutRecord {
  try LayoutRecord(nodes: nodes)
}
