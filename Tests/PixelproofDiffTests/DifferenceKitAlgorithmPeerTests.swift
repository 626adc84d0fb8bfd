import PixelproofDiff
import Testing

/// DifferenceKit's own algorithm tests (`Tests/AlgorithmTest.swift`, ra1028/DifferenceKit), case by case,
/// run through ``StagedChangeset``: each test is named after the DifferenceKit test it ports, and its
/// expected stages are that test's assertions.
///
/// IGListKit IGListDiffTests: 30/30 ported, 0 skipped (in `IGListDiffPeerTests`); DifferenceKit
/// AlgorithmTest: 28/28 ported.
///
/// Translations, where our model says the same thing another way:
/// - DifferenceKit pairs duplicate identities k-th with k-th, so every case diffs with
///   `duplicates: .pairInOrder`; a case without duplicates must give the same stages with the default
///   `.error`, and a case with them must throw under it.
/// - DifferenceKit's `Changeset` names places only and compares them as sets; ours carry the inserted or
///   updated value (taken from the target, as DifferenceKit's `data` holds it), and are compared as sets
///   too. Each stage's kind is the one its changes put it in, in DifferenceKit's order.
/// - `XCTAssertExactDifferences(source:target:section:expected:)` reports flat changes in the section it is
///   given (1 in most cases); a flat ``StagedChangeset`` is a one-section state, so its section is 0.
/// - `XCTAssertReproducible` replays each stage on the data before it and checks the stage's data, and
///   the last data against the target; ours applies each stage's changeset with
///   ``ListState/applying(_:duplicates:)``, which also checks every change.
/// - `ArraySection(model:elements:)` is ``DataSection``; `M(i, b)` is `M` (identity `i`, content both),
///   `D` is `D`; `Int` and `String` are their own identities.
@Suite struct DifferenceKitAlgorithmPeerTests {
  /// A DifferenceKit stage as its test writes it: which stage, its changes and its data.
  struct Expected<Model: ListDiffable & Equatable, Item: ListDiffable & Equatable> {
    var kind: ListStage<Model, Item>.Kind
    var changes: [ListChange<Model, Item>]
    var data: [DataSection<Model, Item>]
  }

  /// Diffs `source` and `target` as DifferenceKit does, checks the stages against `expected` (when given)
  /// and replays them.
  func check<Model: ListDiffable & Equatable, Item: ListDiffable & Equatable>(
    _ source: [DataSection<Model, Item>], _ target: [DataSection<Model, Item>],
    expected: [Expected<Model, Item>]? = nil, sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    let old = ListState(sections: source)
    let new = ListState(sections: target)
    let staged = try StagedChangeset(from: old, to: new, duplicates: .pairInOrder)
    if let expected {
      #expect(staged.map(\.kind) == expected.map(\.kind), sourceLocation: sourceLocation)
      for (stage, wanted) in zip(staged, expected) {
        #expect(
          sameChanges(stage.changeset.changes, wanted.changes), "\(stage.kind)",
          sourceLocation: sourceLocation)
        #expect(stage.data.sections == wanted.data, "\(stage.kind)", sourceLocation: sourceLocation)
      }
    }
    // Replay: each stage on the data before it gives its data; the last gives the target.
    var state = old
    for stage in staged {
      state = try state.applying(stage.changeset, duplicates: .pairInOrder)
      #expect(state == stage.data, "\(stage.kind)", sourceLocation: sourceLocation)
    }
    #expect(state == new, sourceLocation: sourceLocation)
    // Without .pairInOrder: the same stages, or an error exactly when a state holds duplicates.
    let hasDuplicates = [old, new].contains { list in
      let sectionIDs = list.sections.map(\.id)
      let itemIDs = list.items.map(\.diffIdentifier)
      return Set(sectionIDs).count != sectionIDs.count || Set(itemIDs).count != itemIDs.count
    }
    if hasDuplicates {
      #expect(throws: ListDiffError.self, sourceLocation: sourceLocation) {
        try StagedChangeset(from: old, to: new)
      }
    } else {
      #expect(try StagedChangeset(from: old, to: new) == staged, sourceLocation: sourceLocation)
    }
  }

  /// The flat form: `source` and `target` as the one section (model 0) a flat staged changeset diffs.
  func check<Item: ListDiffable & Equatable>(
    _ source: [Item], _ target: [Item], expected: [Expected<Int, Item>],
    sourceLocation: SourceLocation = #_sourceLocation
  ) throws {
    try check(
      [DataSection(model: 0, items: source)], [DataSection(model: 0, items: target)], expected: expected,
      sourceLocation: sourceLocation)
    // The flat initializer gives the same stages.
    #expect(
      try StagedChangeset(from: source, to: target, duplicates: .pairInOrder)
        == StagedChangeset(
          from: ListState(items: source), to: ListState(items: target), duplicates: .pairInOrder),
      sourceLocation: sourceLocation)
  }

  /// Whether two lists hold the same changes, in any order (DifferenceKit compares them as sets).
  func sameChanges<Model: Equatable, Item: Equatable>(
    _ lhs: [ListChange<Model, Item>], _ rhs: [ListChange<Model, Item>]
  ) -> Bool {
    lhs.count == rhs.count && lhs.allSatisfy { rhs.contains($0) } && rhs.allSatisfy { lhs.contains($0) }
  }

  /// A flat stage: its changes, and its data as the one section of model 0.
  func flat<Item>(
    _ kind: ListStage<Int, Item>.Kind, _ data: [Item], _ changes: [ListChange<Int, Item>]
  )
    -> Expected<Int, Item>
  {
    Expected(kind: kind, changes: changes, data: [DataSection(model: 0, items: data)])
  }

  func section<Model, Item>(_ model: Model, _ items: [Item]) -> DataSection<Model, Item> {
    DataSection(model: model, items: items)
  }

  // MARK: Flat lists

  @Test("testEmptyChangesets")
  func emptyChangesets() throws {
    try check([Int](), [], expected: [])
  }

  @Test("testDeleted")
  func deleted() throws {
    try check([0, 1, 2], [0, 2], expected: [flat(.deletes, [0, 2], [.removeItem(at: path(1, 0))])])
    try check(
      [0, 1, 2], [],
      expected: [
        flat(
          .deletes, [],
          [.removeItem(at: path(0, 0)), .removeItem(at: path(1, 0)), .removeItem(at: path(2, 0))])
      ])
  }

  @Test("testInserted")
  func inserted() throws {
    try check(
      [0, 1, 2], [0, 1, 2, 3],
      expected: [flat(.itemInsertsAndMoves, [0, 1, 2, 3], [.insertItem(3, at: path(3, 0))])])
    try check(
      [], [0, 1, 2],
      expected: [
        flat(
          .itemInsertsAndMoves, [0, 1, 2],
          [.insertItem(0, at: path(0, 0)), .insertItem(1, at: path(1, 0)), .insertItem(2, at: path(2, 0))])
      ])
  }

  @Test("testUpdated")
  func updated() throws {
    let target = [M(0, true), M(1, false), M(2, false)]
    try check(
      [M(0, false), M(1, false), M(2, false)], target,
      expected: [flat(.itemUpdates, target, [.updateItem(M(0, true), at: path(0, 0))])])
  }

  @Test("testMoved")
  func moved() throws {
    try check(
      [0, 1, 2], [1, 2, 0],
      expected: [
        flat(
          .itemInsertsAndMoves, [1, 2, 0],
          [.moveItem(from: path(1, 0), to: path(0, 0)), .moveItem(from: path(2, 0), to: path(1, 0))])
      ])
    try check(
      [0, 1, 2], [2, 0, 1],
      expected: [flat(.itemInsertsAndMoves, [2, 0, 1], [.moveItem(from: path(2, 0), to: path(0, 0))])])
    try check(
      [0, 1, 2, 3], [3, 2, 1, 0],
      expected: [
        flat(
          .itemInsertsAndMoves, [3, 2, 1, 0],
          [
            .moveItem(from: path(1, 0), to: path(2, 0)), .moveItem(from: path(2, 0), to: path(1, 0)),
            .moveItem(from: path(3, 0), to: path(0, 0)),
          ])
      ])
  }

  @Test("testMixedChanges")
  func mixedChanges() throws {
    let target = [M(2, false), M(4, false), M(0, true), M(3, false)]
    try check(
      [M(0, false), M(1, false), M(2, false)], target,
      expected: [
        flat(
          .itemUpdates, [M(0, true), M(1, false), M(2, false)], [.updateItem(M(0, true), at: path(0, 0))]),
        flat(.deletes, [M(0, true), M(2, false)], [.removeItem(at: path(1, 0))]),
        flat(
          .itemInsertsAndMoves, target,
          [
            .insertItem(M(4, false), at: path(1, 0)), .insertItem(M(3, false), at: path(3, 0)),
            .moveItem(from: path(1, 0), to: path(0, 0)),
          ]),
      ])
  }

  @Test("testDuplicated")
  func duplicated() throws {
    try check(
      [0, 1, 2, 0], [0, 4, 0, 1, 2],
      expected: [
        flat(
          .itemInsertsAndMoves, [0, 4, 0, 1, 2],
          [.insertItem(4, at: path(1, 0)), .moveItem(from: path(3, 0), to: path(2, 0))])
      ])
  }

  @Test("testSameHashValue")
  func sameHashValue() throws {
    // Identities whose hashes are all equal: only == tells them apart.
    struct A: Hashable, ListDiffable {
      let actualValue: Int
      init(_ actualValue: Int) { self.actualValue = actualValue }
      func hash(into hasher: inout Hasher) { hasher.combine(0) }
      var diffIdentifier: A { self }
      func isContentEqual(to other: A) -> Bool { actualValue == other.actualValue }
    }
    try check(
      [A(0), A(1)], [A(0), A(2)],
      expected: [
        flat(.deletes, [A(0)], [.removeItem(at: path(1, 0))]),
        flat(.itemInsertsAndMoves, [A(0), A(2)], [.insertItem(A(2), at: path(1, 0))]),
      ])
  }

  // MARK: Sectioned lists

  @Test("testSectionedEmptyChangesets")
  func sectionedEmptyChangesets() throws {
    try check([DataSection<Int, Int>](), [], expected: [])
  }

  @Test("testSectionInserted")
  func sectionInserted() throws {
    let target1 = [section(D.a, [0]), section(D.b, [1])]
    try check(
      [section(D.a, [0])], target1,
      expected: [
        Expected(kind: .sectionInsertsAndMoves, changes: [.insertSection(target1[1], at: 1)], data: target1)
      ])
    let target2 = [section(D.a, [0])]
    try check(
      [], target2,
      expected: [
        Expected(kind: .sectionInsertsAndMoves, changes: [.insertSection(target2[0], at: 0)], data: target2)
      ])
  }

  @Test("testSectionDeleted")
  func sectionDeleted() throws {
    let target1 = [section(D.b, [1])]
    try check(
      [section(D.a, [0]), section(D.b, [1])], target1,
      expected: [Expected(kind: .deletes, changes: [.removeSection(at: 0)], data: target1)])
    try check(
      [section(D.a, [0])], [],
      expected: [Expected(kind: .deletes, changes: [.removeSection(at: 0)], data: [])])
  }

  @Test("testSectionUpdated")
  func sectionUpdated() throws {
    let target = [section(M(0, true), [0])]
    try check(
      [section(M(0, false), [0])], target,
      expected: [Expected(kind: .sectionUpdates, changes: [.updateSection(M(0, true), at: 0)], data: target)])
  }

  @Test("testSectionMoved")
  func sectionMoved() throws {
    let source = [section(0, [0]), section(1, [1]), section(2, [2])]
    let target1 = [section(1, [1]), section(2, [2]), section(0, [0])]
    try check(
      source, target1,
      expected: [
        Expected(
          kind: .sectionInsertsAndMoves,
          changes: [.moveSection(from: 1, to: 0), .moveSection(from: 2, to: 1)],
          data: target1)
      ])
    let target2 = [section(2, [2]), section(0, [0]), section(1, [1])]
    try check(
      source, target2,
      expected: [
        Expected(kind: .sectionInsertsAndMoves, changes: [.moveSection(from: 2, to: 0)], data: target2)
      ])
  }

  @Test("testMixedSectionChanges")
  func mixedSectionChanges() throws {
    let target = [
      section(M(3, false), [3]), section(M(4, false), [4]), section(M(0, false), [0]),
      section(M(2, true), [2]),
    ]
    try check(
      [
        section(M(0, false), [0]), section(M(1, false), [1]), section(M(2, false), [2]),
        section(M(3, false), [3]),
      ],
      target,
      expected: [
        Expected(
          kind: .deletes, changes: [.removeSection(at: 1)],
          data: [section(M(0, false), [0]), section(M(2, false), [2]), section(M(3, false), [3])]),
        Expected(
          kind: .sectionInsertsAndMoves,
          changes: [.insertSection(target[1], at: 1), .moveSection(from: 2, to: 0)],
          data: [
            section(M(3, false), [3]), section(M(4, false), [4]), section(M(0, false), [0]),
            section(M(2, false), [2]),
          ]),
        Expected(kind: .sectionUpdates, changes: [.updateSection(M(2, true), at: 3)], data: target),
      ])
  }

  @Test("testDuplicatedSection")
  func duplicatedSection() throws {
    let target = [section(1, [2]), section(0, [0]), section(0, [1])]
    try check(
      [section(0, [0]), section(0, [1]), section(1, [2])], target,
      expected: [
        Expected(kind: .sectionInsertsAndMoves, changes: [.moveSection(from: 2, to: 0)], data: target)
      ])
  }

  @Test("testDuplicatedElement")
  func duplicatedElement() throws {
    let target = [section(0, [0, 4, 0, 1, 2])]
    try check(
      [section(0, [0, 1, 2, 0])], target,
      expected: [
        Expected(
          kind: .itemInsertsAndMoves,
          changes: [.insertItem(4, at: path(1, 0)), .moveItem(from: path(3, 0), to: path(2, 0))], data: target
        )
      ])
  }

  // MARK: Replayed only (DifferenceKit checks that the stages reproduce the target)

  @Test("testDuplicatedSectionAndElement")
  func duplicatedSectionAndElement() throws {
    try check(
      [section(0, [0, 1]), section(0, [2, 3]), section(1, [1, 2])],
      [section(0, [3, 1]), section(1, [2, 2, 2]), section(0, [1, 0])])
  }

  @Test("testComplicated1")
  func complicated1() throws {
    try check(
      [section(0, [0, 1]), section(1, [2, 3]), section(2, [4, 5])],
      [section(0, [0, 1]), section(2, [4, 6, 5]), section(3, [7, 8]), section(3, [9, 10])])
  }

  @Test("testComplicated2")
  func complicated2() throws {
    try check(
      [section(0, [0, 1]), section(1, [2, 3]), section(2, [4, 5])],
      [section(1, [3, 5]), section(3, [6, 7, 8, 9]), section(2, [10, 4, 2]), section(0, [1])])
  }

  @Test("testComplicated3")
  func complicated3() throws {
    try check(
      [section(M(0, false), [0, 1]), section(M(1, false), [2, 3]), section(M(2, false), [4, 5])],
      [
        section(M(0, false), []), section(M(4, false), [8, 9]), section(M(0, true), [10, 11]),
        section(M(2, false), [4, 5, 12]), section(M(3, false), [6, 7]), section(M(1, true), [2, 13, 3]),
      ])
  }

  @Test("testComplicated4")
  func complicated4() throws {
    try check(
      [section(M(0, false), [Int]())], [section(M(0, true), [0, 0, 0]), section(M(1, false), [0, 0, 0])])
  }

  @Test("testComplicated5")
  func complicated5() throws {
    try check(
      [section(M(0, false), [0, 0, 0]), section(M(1, false), [2, 3]), section(M(2, false), [4, 5])],
      [
        section(M(0, true), [0, 4, 2]), section(M(1, false), [0, 3, 5]), section(M(3, false), []),
        section(M(2, true), [0, 1, 6, 0, 0]),
      ])
  }

  @Test("testComplicated6")
  func complicated6() throws {
    try check(
      [section(M(0, false), [M(0, false)]), section(M(1, false), [M(1, false)])],
      [section(M(1, true), [M(2, false), M(1, true)]), section(M(0, false), [M(0, true)])])
  }

  @Test("testComplicated7")
  func complicated7() throws {
    try check(
      [
        section(M(0, false), [M(0, false), M(1, false)]), section(M(1, false), [M(2, false), M(3, false)]),
        section(M(2, false), [M(1, false), M(2, false)]),
      ],
      [
        section(M(0, false), [M(1, true), M(3, false)]), section(M(1, true), [M(2, false), M(0, true)]),
        section(M(3, false), [M(4, false), M(5, false)]),
      ])
  }

  @Test("testComplicated8")
  func complicated8() throws {
    try check(
      [section(M(0, false), [M(0, false), M(1, false)]), section(M(1, false), [M(2, false), M(3, false)])],
      [section(M(0, false), []), section(M(1, false), [M(1, true), M(3, false)])])
  }

  @Test("testComplicated9")
  func complicated9() throws {
    try check(
      [
        section(M(0, false), [M(0, false), M(1, false)]), section(M(1, false), [M(2, false), M(3, false)]),
        section(M(2, false), [M(4, false), M(5, false)]),
      ],
      [
        section(M(4, false), [M(8, false), M(9, false)]),
        section(M(0, false), [M(0, false), M(1, false), M(2, false)]),
        section(M(3, false), [M(6, false), M(7, false)]), section(M(1, true), [M(3, false)]),
        section(M(2, false), [M(5, true)]),
      ])
  }

  @Test("testComplicated10")
  func complicated10() throws {
    try check(
      [section(0, [M(0, false), M(1, false)]), section(1, [M(2, false), M(3, false)])],
      [section(1, [M(3, true), M(2, false)]), section(0, [M(1, false), M(0, true)])])
  }

  @Test("testComplicated11")
  func complicated11() throws {
    try check(
      [
        section(1, ["A", "B", "C", "D"]), section(2, ["E", "F", "G", "H", "I"]),
        section(3, ["J", "K", "L", "M"]),
        section(4, ["N", "O", "P", "Q"]),
      ],
      [
        section(1, ["A", "B", "C", "D"]), section(2, ["G"]), section(3, ["E", "F", "H", "I"]),
        section(3, ["J", "K", "L", "M"]), section(4, ["N", "O", "P", "Q"]),
      ])
  }
}

extension DifferenceKitAlgorithmPeerTests {
  /// DifferenceKit's test model `M(i, b)`: identity `i`, content `i` and `b`.
  struct M: ListDiffable, Equatable, CustomStringConvertible {
    let i: Int
    let b: Bool

    init(_ i: Int, _ b: Bool) {
      self.i = i
      self.b = b
    }

    var diffIdentifier: Int { i }
    func isContentEqual(to other: M) -> Bool { self == other }
    var description: String { "M(\(i), \(b))" }
  }

  /// DifferenceKit's test section model `D`: its own identity.
  enum D: Hashable, ListDiffable {
    case a, b, c, d, e

    var diffIdentifier: D { self }
    func isContentEqual(to other: D) -> Bool { self == other }
  }
}
