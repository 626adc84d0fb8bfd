/// DifferenceKit's staged changeset: the changes between two sectioned states split into stages that
/// can be applied one after the other, each leaving a valid state.
///
/// UIKit cannot apply every mix of changes in one batch update (an item cannot be reloaded and moved,
/// say), so DifferenceKit, and Carbon on top of it, apply up to five batches, always in this order:
/// 1. ``ListStage/Kind/itemUpdates``: paired items whose content changed, at their old places;
/// 2. ``ListStage/Kind/deletes``: removed sections, and removed items of the sections that stay;
/// 3. ``ListStage/Kind/sectionInsertsAndMoves``: inserted sections (with their items) and moved ones;
/// 4. ``ListStage/Kind/itemInsertsAndMoves``: inserted items, and moved items (also between sections);
/// 5. ``ListStage/Kind/sectionUpdates``: sections whose model changed.
///
/// A stage with no change is left out. Each stage carries its changes, at the places of the state
/// before it, and the state after it, ``ListStage/data``: applying each stage's ``ListStage/changeset``
/// to the previous data gives its data, and the last stage's data is the new state. Pairing takes
/// linear time, as ``ListDiff`` does; items pair only when both their sections pair, and moves follow
/// DifferenceKit's rule (see `ListChangeset(from:to:)`).
public struct StagedChangeset<Model: ListDiffable, Item: ListDiffable>: RandomAccessCollection {
  /// The stages, in order; empty when the states are the same.
  public var stages: [ListStage<Model, Item>]

  /// A staged changeset of the given stages.
  ///
  /// - Parameter stages: the stages, in order.
  public init(stages: [ListStage<Model, Item>]) {
    self.stages = stages
  }

  /// The index of the first stage: 0.
  public var startIndex: Int { stages.startIndex }
  /// The number of stages.
  public var endIndex: Int { stages.endIndex }

  /// The stage at `position`.
  ///
  /// - Parameter position: a stage's index.
  public subscript(position: Int) -> ListStage<Model, Item> { stages[position] }

  /// The stages that turn `old` into `new`.
  ///
  /// With `duplicates: .pairInOrder`, a section or item identity that occurs more than once pairs its k-th
  /// occurrence in `new` with its k-th in `old`, as DifferenceKit pairs them, and the stages are
  /// DifferenceKit's; the occurrences one state has more of are deleted or inserted. The stages' data then
  /// hold the duplicates: replay them with ``ListState/applying(_:duplicates:)`` and `.pairInOrder`.
  ///
  /// ```swift
  /// let staged = try StagedChangeset(from: [0, 1, 2, 0], to: [0, 4, 0, 1, 2], duplicates: .pairInOrder)
  /// #expect(staged.map(\.kind) == [.itemInsertsAndMoves])  // insert 4; the second 0 moves 3 → 2
  /// ```
  ///
  /// - Parameters:
  ///   - old: the state before.
  ///   - new: the state after.
  ///   - duplicates: what to do with an identity that occurs more than once in one state.
  /// - Throws: ``ListDiffError/duplicateIDs(_:)`` when `duplicates` is `.error` and a state holds a section
  ///   or item identity twice.
  public init(
    from old: ListState<Model, Item>, to new: ListState<Model, Item>,
    duplicates: ListDiff.Duplicates = .error
  ) throws(ListDiffError) {
    let pairing = try SectionedPairing(old: old, new: new, allowDuplicates: duplicates == .pairInOrder)
    var builder = StageBuilder(pairing: pairing)
    stages = [
      builder.itemUpdates(), builder.deletes(), builder.sectionInsertsAndMoves(),
      builder.itemInsertsAndMoves(), builder.sectionUpdates(),
    ].compactMap { $0 }
  }
}

extension StagedChangeset where Model == Int {
  /// The stages that turn the flat list `old` into `new`, in section 0 (a flat list has no section
  /// stages).
  ///
  /// - Parameters:
  ///   - old: the list before.
  ///   - new: the list after.
  ///   - duplicates: what to do with an identity that occurs more than once in one list; `.pairInOrder`
  ///     pairs the k-th occurrence with the k-th, as DifferenceKit does.
  /// - Throws: ``ListDiffError/duplicateIDs(_:)`` when `duplicates` is `.error` and a list holds an
  ///   identity twice.
  public init(
    from old: [Item], to new: [Item], duplicates: ListDiff.Duplicates = .error
  )
    throws(ListDiffError)
  {
    try self.init(from: ListState(items: old), to: ListState(items: new), duplicates: duplicates)
  }
}

extension StagedChangeset: Equatable where Model: Equatable, Item: Equatable {}
extension StagedChangeset: Sendable where Model: Sendable, Item: Sendable {}

/// One stage of a ``StagedChangeset``: its changes, and the state they lead to.
public struct ListStage<Model: ListDiffable, Item: ListDiffable> {
  /// Which of DifferenceKit's five stages this is.
  public enum Kind: Equatable, Sendable {
    /// Updates of paired items, at old places.
    case itemUpdates
    /// Section removals, and item removals in the sections that stay.
    case deletes
    /// Section insertions (each with its items) and section moves.
    case sectionInsertsAndMoves
    /// Item insertions and item moves.
    case itemInsertsAndMoves
    /// Updates of section models.
    case sectionUpdates
  }

  /// Which stage this is.
  public var kind: Kind
  /// The changes, at the places of the previous stage's data (the old state for the first stage).
  public var changeset: ListChangeset<Model, Item>
  /// The state after this stage.
  public var data: ListState<Model, Item>

  /// A stage of the given kind, changes and resulting state.
  ///
  /// - Parameters:
  ///   - kind: which stage.
  ///   - changeset: its changes.
  ///   - data: the state after it.
  public init(kind: Kind, changeset: ListChangeset<Model, Item>, data: ListState<Model, Item>) {
    self.kind = kind
    self.changeset = changeset
    self.data = data
  }
}

extension ListStage: Equatable where Model: Equatable, Item: Equatable {}
extension ListStage: Sendable where Model: Sendable, Item: Sendable {}

/// Builds the five stages from a pairing, each from the state the previous one leaves.
struct StageBuilder<Model: ListDiffable, Item: ListDiffable> {
  typealias Section = DataSection<Model, Item>
  let pairing: SectionedPairing<Model, Item>
  /// The old sections whose updated items already carry their new content.
  var updatedOld: [Section] = []
  /// The sections that stay after the deletes, in old order: the index of each old section among them.
  var survivingIndex: [Int] = []
  /// The state after the section inserts and moves, in new order.
  var arranged: [Section] = []

  init(pairing: SectionedPairing<Model, Item>) {
    self.pairing = pairing
  }

  /// Stage 1: paired items whose content changed take their new version.
  mutating func itemUpdates() -> ListStage<Model, Item>? {
    var changes = ListChangeset<Model, Item>()
    updatedOld = pairing.old
    for (section, targets) in pairing.oldToNew.enumerated() {
      for (item, target) in targets.enumerated() {
        guard let target else { continue }
        let newItem = pairing.new[target.section].items[target.item]
        if !newItem.isContentEqual(to: pairing.old[section].items[item]) {
          changes.updateItem(newItem, at: ListIndexPath(item: item, section: section))
          updatedOld[section].items[item] = newItem
        }
      }
    }
    return stage(.itemUpdates, changes, updatedOld)
  }

  /// Stage 2: unpaired sections go, and the unpaired items of the sections that stay.
  mutating func deletes() -> ListStage<Model, Item>? {
    var changes = ListChangeset<Model, Item>()
    var surviving: [Section] = []
    survivingIndex = [Int](repeating: -1, count: pairing.old.count)
    for (index, partner) in pairing.sections.oldToNew.enumerated() {
      guard partner >= 0 else {
        changes.removeSection(at: index)
        continue
      }
      var section = updatedOld[index]
      section.items = []
      for (item, target) in pairing.oldToNew[index].enumerated() {
        if target == nil {
          changes.removeItem(at: ListIndexPath(item: item, section: index))
        } else {
          section.items.append(updatedOld[index].items[item])
        }
      }
      survivingIndex[index] = surviving.count
      surviving.append(section)
    }
    arranged = surviving
    return stage(.deletes, changes, surviving)
  }

  /// Stage 3: sections take their new order; inserted ones arrive with all their items.
  mutating func sectionInsertsAndMoves() -> ListStage<Model, Item>? {
    var changes = ListChangeset<Model, Item>()
    let surviving = arranged
    arranged = []
    for (index, partner) in pairing.sections.newToOld.enumerated() {
      if partner < 0 {
        changes.insertSection(pairing.new[index], at: index)
        arranged.append(pairing.new[index])
      } else {
        if !pairing.sectionStays[index] { changes.moveSection(from: survivingIndex[partner], to: index) }
        arranged.append(surviving[survivingIndex[partner]])
      }
    }
    return stage(.sectionInsertsAndMoves, changes, arranged)
  }

  /// Stage 4: items take their new places; moves name their places after stage 3.
  mutating func itemInsertsAndMoves() -> ListStage<Model, Item>? {
    var changes = ListChangeset<Model, Item>()
    // An old item's place after stage 3: its section's new index, its index among the items kept.
    var placeAfterDeletes = pairing.oldToNew.map { [Int](repeating: -1, count: $0.count) }
    for (section, targets) in pairing.oldToNew.enumerated() {
      var kept = 0
      for (item, target) in targets.enumerated() where target != nil {
        placeAfterDeletes[section][item] = kept
        kept += 1
      }
    }
    var result = arranged
    for (index, partner) in pairing.sections.newToOld.enumerated() where partner >= 0 {
      for (item, source) in pairing.newToOld[index].enumerated() {
        let path = ListIndexPath(item: item, section: index)
        if let source {
          if !pairing.itemStays[index][item] {
            let from = ListIndexPath(
              item: placeAfterDeletes[source.section][source.item],
              section: pairing.sections.oldToNew[source.section])
            changes.moveItem(from: from, to: path)
          }
        } else {
          changes.insertItem(pairing.new[index].items[item], at: path)
        }
      }
      result[index].items = pairing.new[index].items
    }
    arranged = result
    return stage(.itemInsertsAndMoves, changes, result)
  }

  /// Stage 5: sections take their new models.
  func sectionUpdates() -> ListStage<Model, Item>? {
    var changes = ListChangeset<Model, Item>()
    for (index, partner) in pairing.sections.newToOld.enumerated() where partner >= 0 {
      let model = pairing.new[index].model
      if !model.isContentEqual(to: pairing.old[partner].model) { changes.updateSection(model, at: index) }
    }
    return stage(.sectionUpdates, changes, pairing.new)
  }

  private func stage(
    _ kind: ListStage<Model, Item>.Kind, _ changes: ListChangeset<Model, Item>, _ data: [Section]
  ) -> ListStage<Model, Item>? {
    changes.isEmpty ? nil : ListStage(kind: kind, changeset: changes, data: ListState(sections: data))
  }
}
