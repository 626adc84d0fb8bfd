import PixelproofTestSupport
import Testing

@testable import PixelproofDiff

/// Thousands of random old/new pairs from fixed seeds, each checked against the oracles' rules and by
/// applying the changes to old, which must give new.
@Suite struct DiffPropertyTests {
  @Test(arguments: [1, 2, 3] as [UInt64])
  func flatDiffFollowsTheRules(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for _ in 0..<1000 {
      let (old, new) = randomPair(&random, size: 24)
      let diff = try ListDiff(old: old, new: new)
      let oracle = FlatOracle(old: old, new: new)
      #expect(diff.inserts == oracle.inserts)
      #expect(diff.deletes == oracle.deletes)
      #expect(diff.updates == oracle.updates)
      #expect(diff.updatedNewIndexes == oracle.updatedNewIndexes)
      #expect(diff.moves == oracle.moves)
      #expect(applyBatch(diff, to: old, new: new) == new)
      #expect(applyBatch(diff.forBatchUpdates(), to: old, new: new) == new)
      let changeset = ListChangeset<Int, Row>(diff, new: new)
      #expect(try ListState(items: old).applying(changeset) == ListState(items: new))
    }
  }

  @Test func pairingInOrderMatchesTheDefaultWithoutDuplicates() throws {
    var random = SplitMix64(seed: 4)
    for _ in 0..<1000 {
      let (old, new) = randomPair(&random, size: 24)
      #expect(try ListDiff(old: old, new: new, duplicates: .pairInOrder) == ListDiff(old: old, new: new))
    }
  }

  @Test func duplicatesThrowExactlyWhenAListHasThemAndPairInOrderOtherwise() throws {
    // Identities drawn from 8 letters, so about half the lists repeat one. A list without repeats
    // diffs; with .pairInOrder every pair diffs, and applying the batch form to old gives new.
    var random = SplitMix64(seed: 9)
    for _ in 0..<1000 {
      let old = (0..<Int.random(in: 0...6, using: &random)).map { _ in Row("\(random.next() % 8)") }
      let new = (0..<Int.random(in: 0...6, using: &random)).map { _ in Row("\(random.next() % 8)") }
      let repeats = Set(old.map(\.id)).count < old.count || Set(new.map(\.id)).count < new.count
      if repeats {
        #expect(throws: ListDiffError.self) { try ListDiff(old: old, new: new) }
      } else {
        #expect(throws: Never.self) { try ListDiff(old: old, new: new) }
      }
      let diff = try ListDiff(old: old, new: new, duplicates: .pairInOrder)
      #expect(applyBatch(diff, to: old, new: new) == new)
      #expect(diff.deletes.count - diff.inserts.count == old.count - new.count)
    }
  }

  @Test(arguments: [5, 6] as [UInt64])
  func sectionedChangesetFollowsTheRulesAndGivesNew(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    for _ in 0..<1500 {
      let (old, new) = randomSectionedPair(&random)
      let changeset = try ListChangeset(from: old, to: new)
      let oracle = SectionedOracle(old: old, new: new)
      let ids = ChangedIDs(changeset, before: old)
      #expect(ids.removedSections == oracle.removedSections)
      #expect(ids.insertedSections.sorted() == oracle.insertedSections.sorted())
      #expect(ids.updatedSections.sorted() == oracle.updatedSections.sorted())
      #expect(ids.removedItems.sorted() == oracle.removedItems.sorted())
      let itemsOfInsertedSections = new.sections.filter { oracle.insertedSections.contains($0.id) }
        .flatMap(\.items).map(\.id)
      #expect(ids.insertedItems.sorted() == (oracle.insertedItems + itemsOfInsertedSections).sorted())
      #expect(ids.updatedItems.sorted() == oracle.updatedItems.sorted())
      #expect(Set(ids.movedItems).isSuperset(of: oracle.crossSectionItems))
      #expect(Set(ids.movedItems).isSubset(of: oracle.pairedItems))
      #expect(try old.applying(changeset) == new)
    }
  }

  @Test(arguments: [7, 8] as [UInt64])
  func stagedChangesetStagesAreValidStatesInOrder(seed: UInt64) throws {
    var random = SplitMix64(seed: seed)
    let order: [ListStage<Header, Row>.Kind] = [
      .itemUpdates, .deletes, .sectionInsertsAndMoves, .itemInsertsAndMoves, .sectionUpdates,
    ]
    for _ in 0..<1500 {
      let (old, new) = randomSectionedPair(&random)
      let staged = try StagedChangeset(from: old, to: new)
      let oracle = SectionedOracle(old: old, new: new)
      let kinds = staged.map(\.kind)
      #expect(kinds == order.filter { kinds.contains($0) })
      var state = old
      var all = ChangedIDs(ListChangeset(), before: old)
      for stage in staged {
        let ids = ChangedIDs(stage.changeset, before: state)
        #expect(stage.changeset.changes.allSatisfy { $0.belongs(to: stage.kind) })
        state = try state.applying(stage.changeset)
        #expect(state == stage.data)
        switch stage.kind {
        case .itemUpdates: all.updatedItems = ids.updatedItems
        case .deletes:
          all.removedSections = ids.removedSections
          all.removedItems = ids.removedItems
        case .sectionInsertsAndMoves: all.insertedSections = ids.insertedSections
        case .itemInsertsAndMoves:
          all.insertedItems = ids.insertedItems
          all.movedItems = ids.movedItems
        case .sectionUpdates: all.updatedSections = ids.updatedSections
        }
      }
      #expect(state == new)
      #expect(all.updatedItems.sorted() == oracle.updatedItems.sorted())
      #expect(all.removedSections == oracle.removedSections)
      #expect(all.removedItems.sorted() == oracle.removedItems.sorted())
      #expect(all.insertedSections.sorted() == oracle.insertedSections.sorted())
      #expect(all.insertedItems.sorted() == oracle.insertedItems.sorted())
      #expect(all.updatedSections.sorted() == oracle.updatedSections.sorted())
      #expect(Set(all.movedItems).isSuperset(of: oracle.crossSectionItems))
    }
  }
}

extension ListChange {
  /// Whether the change is of a kind the stage may hold.
  func belongs(to kind: ListStage<Model, Item>.Kind) -> Bool {
    switch (self, kind) {
    case (.updateItem, .itemUpdates), (.removeSection, .deletes), (.removeItem, .deletes),
      (.insertSection, .sectionInsertsAndMoves), (.moveSection, .sectionInsertsAndMoves),
      (.insertItem, .itemInsertsAndMoves), (.moveItem, .itemInsertsAndMoves),
      (.updateSection, .sectionUpdates):
      true
    default: false
    }
  }
}
