/// The pairing of two sectioned states: sections by their identity, items by theirs across all sections,
/// and which paired items stay in place.
///
/// Linear time, like ``ListDiff``: one Heckel pairing of the sections, one of all items, and one walk
/// over each state. An item pairs only when both its sections pair: the items of a deleted section go
/// with it, and an inserted section comes with all its items, as DifferenceKit has it.
struct SectionedPairing<Model: ListDiffable, Item: ListDiffable> {
  let old: [DataSection<Model, Item>]
  let new: [DataSection<Model, Item>]
  /// Old section index ↔ new section index.
  let sections: IdentityPairing<Model.DiffIdentifier>
  /// For each old item, its new place, or nil when it is deleted.
  var oldToNew: [[ListIndexPath?]]
  /// For each new item, its old place, or nil when it is inserted.
  var newToOld: [[ListIndexPath?]]
  /// For each new section, whether it stays in place (neither inserted nor moved).
  var sectionStays: [Bool]
  /// For each new item, whether it stays in place: paired with an item of the same section, in the
  /// order of the items that stay there.
  var itemStays: [[Bool]]

  /// Pairs `old` with `new`; with `allowDuplicates`, duplicate section and item identities pair k-th with
  /// k-th (DifferenceKit's rule), else they throw.
  init(
    old: ListState<Model, Item>, new: ListState<Model, Item>, allowDuplicates: Bool = false
  )
    throws(ListDiffError)
  {
    self.old = old.sections
    self.new = new.sections
    // STEP 1: pair sections, and items across all sections.
    let oldSectionIDs = old.sections.map(\.id)
    let newSectionIDs = new.sections.map(\.id)
    let oldPaths = Self.paths(of: old.sections)
    let newPaths = Self.paths(of: new.sections)
    let oldItemIDs = old.sections.flatMap { $0.items.map(\.diffIdentifier) }
    let newItemIDs = new.sections.flatMap { $0.items.map(\.diffIdentifier) }
    let sectionPairing = IdentityPairing(
      old: oldSectionIDs, new: newSectionIDs, allowDuplicates: allowDuplicates)
    let itemPairing = IdentityPairing(old: oldItemIDs, new: newItemIDs, allowDuplicates: allowDuplicates)
    guard let sectionPairing, let itemPairing else {
      throw .duplicateIDs(
        findDuplicates(oldSectionIDs, places: { .index($0) }, kind: .section, list: .old)
          + findDuplicates(oldItemIDs, places: { .indexPath(oldPaths[$0]) }, kind: .item, list: .old)
          + findDuplicates(newSectionIDs, places: { .index($0) }, kind: .section, list: .new)
          + findDuplicates(newItemIDs, places: { .indexPath(newPaths[$0]) }, kind: .item, list: .new))
    }
    sections = sectionPairing

    // STEP 2: keep the item pairs whose sections both pair.
    oldToNew = old.sections.map { [ListIndexPath?](repeating: nil, count: $0.items.count) }
    newToOld = new.sections.map { [ListIndexPath?](repeating: nil, count: $0.items.count) }
    for (flatNew, flatOld) in itemPairing.newToOld.enumerated() where flatOld >= 0 {
      let from = oldPaths[flatOld]
      let to = newPaths[flatNew]
      guard sectionPairing.oldToNew[from.section] >= 0, sectionPairing.newToOld[to.section] >= 0 else {
        continue
      }
      oldToNew[from.section][from.item] = to
      newToOld[to.section][to.item] = from
    }

    // STEP 3: which sections and items stay in place.
    sectionStays = Self.stays(
      newToOld: sectionPairing.newToOld, leftEarly: sectionPairing.oldToNew.map { $0 < 0 })
    itemStays = []
    itemStays.reserveCapacity(new.sections.count)
    for (newSection, oldSection) in sectionPairing.newToOld.enumerated() {
      guard oldSection >= 0 else {
        itemStays.append([Bool](repeating: false, count: new.sections[newSection].items.count))
        continue
      }
      // Within the section, only items that come from the paired old section can stay; the others
      // of that old section are deleted or go elsewhere.
      let local = newToOld[newSection].map { $0?.section == oldSection ? $0?.item ?? -1 : -1 }
      let leftEarly = oldToNew[oldSection].map { $0?.section != newSection }
      itemStays.append(Self.stays(newToOld: local, leftEarly: leftEarly))
    }
  }

  /// Walks the new list; a paired position stays when its partner is the first old position not yet
  /// accounted for (DifferenceKit's rule), so the positions that stay keep their order and everything
  /// else is a move. Amortized linear: the old cursor only advances.
  ///
  /// - Parameters:
  ///   - newToOld: each new position's old partner, or -1 when it is not paired with this list.
  ///   - leftEarly: each old position that cannot stay (deleted, or paired elsewhere).
  static func stays(newToOld: [Int], leftEarly: [Bool]) -> [Bool] {
    var accounted = leftEarly
    var cursor = 0
    var result = [Bool](repeating: false, count: newToOld.count)
    for (newIndex, oldIndex) in newToOld.enumerated() where oldIndex >= 0 {
      while cursor < accounted.count && accounted[cursor] { cursor += 1 }
      result[newIndex] = oldIndex == cursor
      accounted[oldIndex] = true
    }
    return result
  }

  /// The index path of every item, flattened in order.
  static func paths(of sections: [DataSection<Model, Item>]) -> [ListIndexPath] {
    var paths: [ListIndexPath] = []
    paths.reserveCapacity(sections.reduce(0) { $0 + $1.items.count })
    for (section, contents) in sections.enumerated() {
      for item in contents.items.indices { paths.append(ListIndexPath(item: item, section: section)) }
    }
    return paths
  }
}
