extension ListChangeset {
  /// The changeset that turns `old` into `new`, found by diffing them: applying it to `old` gives `new`.
  ///
  /// Sections pair by their model's identity and items by theirs, across sections, in linear time
  /// (see ``ListDiff``). Unpaired old sections and items are removed, unpaired new ones inserted (an
  /// inserted section comes with its items); paired items and sections whose content changed are
  /// updated at their old places. An item pairs only when its old and new sections pair. Moves follow
  /// DifferenceKit's rule, which moves fewer items than IGListKit's: walking the new state, a paired
  /// section or item stays when it is the first of its old list (for items, of its old section) not yet
  /// accounted for; any other paired one moves, and so does every item that changes section. The changes are listed in batch-update order: section removals,
  /// item removals, item updates, section updates, section moves, section insertions, item insertions,
  /// item moves.
  ///
  /// - Parameters:
  ///   - old: the state before.
  ///   - new: the state after.
  ///   - duplicates: what to do with an identity that occurs more than once in one state; `.pairInOrder`
  ///     pairs the k-th occurrence with the k-th, as ``StagedChangeset`` does (apply the result with
  ///     ``ListState/applying(_:duplicates:)`` and `.pairInOrder`).
  /// - Throws: ``ListDiffError/duplicateIDs(_:)`` when `duplicates` is `.error` and a state holds a section
  ///   or item identity twice.
  public init(
    from old: ListState<Model, Item>, to new: ListState<Model, Item>,
    duplicates: ListDiff.Duplicates = .error
  ) throws(ListDiffError) {
    let pairing = try SectionedPairing(old: old, new: new, allowDuplicates: duplicates == .pairInOrder)
    self.init()
    for (index, partner) in pairing.sections.oldToNew.enumerated() where partner < 0 {
      removeSection(at: index)
    }
    for (section, targets) in pairing.oldToNew.enumerated() where pairing.sections.oldToNew[section] >= 0 {
      for (item, target) in targets.enumerated() where target == nil {
        removeItem(at: ListIndexPath(item: item, section: section))
      }
    }
    for (section, targets) in pairing.oldToNew.enumerated() {
      for (item, target) in targets.enumerated() {
        guard let target else { continue }
        let newItem = new[target]
        if !newItem.isContentEqual(to: old.sections[section].items[item]) {
          updateItem(newItem, at: ListIndexPath(item: item, section: section))
        }
      }
    }
    for (index, partner) in pairing.sections.oldToNew.enumerated() where partner >= 0 {
      let model = new.sections[partner].model
      if !model.isContentEqual(to: old.sections[index].model) { updateSection(model, at: index) }
    }
    for (index, partner) in pairing.sections.newToOld.enumerated() where partner >= 0 {
      if !pairing.sectionStays[index] { moveSection(from: partner, to: index) }
    }
    for (index, partner) in pairing.sections.newToOld.enumerated() where partner < 0 {
      insertSection(new.sections[index], at: index)
    }
    for (section, sources) in pairing.newToOld.enumerated() where pairing.sections.newToOld[section] >= 0 {
      for (item, source) in sources.enumerated() where source == nil {
        insertItem(new.sections[section].items[item], at: ListIndexPath(item: item, section: section))
      }
    }
    for (section, sources) in pairing.newToOld.enumerated() {
      for (item, source) in sources.enumerated() {
        guard let source, !pairing.itemStays[section][item] else { continue }
        moveItem(from: source, to: ListIndexPath(item: item, section: section))
      }
    }
  }

  /// The changeset a flat diff stands for, in one section: deletes become removals, updates become
  /// updates to the new items, inserts become insertions of the new items, moves become moves.
  ///
  /// - Parameters:
  ///   - diff: the diff of an old list against `new`.
  ///   - new: the list the diff was made against; it supplies the inserted and updated items.
  ///   - section: the section the changes are in.
  public init(_ diff: ListDiff, new: [Item], section: Int = 0) {
    func path(_ item: Int) -> ListIndexPath { ListIndexPath(item: item, section: section) }
    self.init()
    for index in diff.deletes { removeItem(at: path(index)) }
    for (index, newIndex) in zip(diff.updates, diff.updatedNewIndexes) {
      updateItem(new[newIndex], at: path(index))
    }
    for index in diff.inserts { insertItem(new[index], at: path(index)) }
    for move in diff.moves { moveItem(from: path(move.from), to: path(move.to)) }
  }
}

extension ListChangeset where Model == Int {
  /// The changeset that turns the flat list `old` into `new`, in section 0: applying it to
  /// `ListState(items: old)` gives `ListState(items: new)`. The changes are ``ListDiff``'s.
  ///
  /// - Parameters:
  ///   - old: the list before.
  ///   - new: the list after.
  /// - Throws: ``ListDiffError/duplicateIDs(_:)`` when a list holds an identity twice.
  public init(from old: [Item], to new: [Item]) throws(ListDiffError) {
    self.init(try ListDiff(old: old, new: new), new: new)
  }
}
