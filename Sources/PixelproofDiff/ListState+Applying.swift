extension ListState {
  /// The state after `changeset`, applied as one batch update.
  ///
  /// The recipe is UIKit's: remove sections and items and update items at their old places (a moved item
  /// leaves its old place with any update applied); then lay out the new sections, putting inserted and
  /// moved sections at their new indexes and the other sections, in their old order, in the places left;
  /// then do the same with each section's items.
  ///
  /// - Parameter changeset: the changes, at old and new indexes as ``ListChangeset`` describes.
  /// - Returns: the new state.
  /// - Throws: ``ListChangesetError`` naming the first change that does not fit: an index out of range
  ///   (with the count it exceeds), two conflicting changes of one place, an item change in a removed
  ///   section, two changes that put something at the same place, or identities the new state would
  ///   hold twice.
  public func applying(_ changeset: ListChangeset<Model, Item>) throws(ListChangesetError) -> ListState {
    try applying(changeset, duplicates: .error)
  }

  /// The state after `changeset`, applied as one batch update, where identities may occur more than once.
  ///
  /// The same as ``applying(_:)`` with `.error`; `.pairInOrder` accepts a new state that holds an identity
  /// more than once, as the stages of a ``StagedChangeset`` made with `.pairInOrder` do.
  ///
  /// - Parameters:
  ///   - changeset: the changes, at old and new indexes as ``ListChangeset`` describes.
  ///   - duplicates: `.error` throws when the new state would hold an identity twice; `.pairInOrder`
  ///     accepts it.
  /// - Returns: the new state.
  /// - Throws: ``ListChangesetError`` as ``applying(_:)`` does, except for duplicate identities under
  ///   `.pairInOrder`.
  public func applying(
    _ changeset: ListChangeset<Model, Item>, duplicates: ListDiff.Duplicates
  ) throws(ListChangesetError) -> ListState {
    var plan = ChangePlan<Model, Item>(old: self)
    for change in changeset.changes { try plan.record(change) }
    try plan.checkItemSources()
    let sections = try plan.placeSections()
    let result = ListState(sections: try plan.placeItems(in: sections))
    if duplicates == .error { try result.checkUniqueIDs() }
    return result
  }

  /// Applies `changeset` to this state.
  ///
  /// - Parameter changeset: the changes, at old and new indexes as ``ListChangeset`` describes.
  /// - Throws: ``ListChangesetError`` as ``applying(_:)`` does; the state is unchanged then.
  public mutating func apply(_ changeset: ListChangeset<Model, Item>) throws(ListChangesetError) {
    self = try applying(changeset)
  }

  /// Throws when a section identity or an item identity occurs twice.
  func checkUniqueIDs() throws(ListChangesetError) {
    let sectionIDs = sections.map(\.id)
    var paths: [ListIndexPath] = []
    var itemIDs: [Item.DiffIdentifier] = []
    for (sectionIndex, section) in sections.enumerated() {
      for (itemIndex, item) in section.items.enumerated() {
        paths.append(ListIndexPath(item: itemIndex, section: sectionIndex))
        itemIDs.append(item.diffIdentifier)
      }
    }
    guard Set(sectionIDs).count != sectionIDs.count || Set(itemIDs).count != itemIDs.count else { return }
    throw .duplicateIDs(
      findDuplicates(sectionIDs, places: { .index($0) }, kind: .section, list: .new)
        + findDuplicates(itemIDs, places: { .indexPath(paths[$0]) }, kind: .item, list: .new))
  }
}

/// What a changeset does to each old section and item, gathered and checked before anything is built.
struct ChangePlan<Model: ListDiffable, Item: ListDiffable> {
  let old: ListState<Model, Item>
  /// The kinds of change recorded for each old section and item, to find conflicts.
  var sectionKinds: [Int: [ListChangeKind]] = [:]
  var itemKinds: [ListIndexPath: [ListChangeKind]] = [:]
  var removedSections: Set<Int> = []
  var sectionModels: [Int: Model] = [:]
  /// New index of each moved section, by old index.
  var sectionMoves: [Int: Int] = [:]
  var insertedSections: [(section: DataSection<Model, Item>, index: Int)] = []
  var updatedItems: [ListIndexPath: Item] = [:]
  var removedItems: Set<ListIndexPath> = []
  /// Old and new place of each moved item, in the order the changeset lists them.
  var itemMoves: [(from: ListIndexPath, to: ListIndexPath)] = []
  var insertedItems: [(item: Item, path: ListIndexPath)] = []
  /// The item changes at old places, in the order given, checked once the removed sections are known.
  var itemSources: [(kind: ListChangeKind, path: ListIndexPath)] = []

  init(old: ListState<Model, Item>) {
    self.old = old
  }

  mutating func record(_ change: ListChange<Model, Item>) throws(ListChangesetError) {
    switch change {
    case .insertSection(let section, let index):
      insertedSections.append((section, index))
    case .removeSection(let index):
      try recordSection(.remove, index)
      removedSections.insert(index)
    case .moveSection(let from, let to):
      try recordSection(.move, from)
      sectionMoves[from] = to
    case .updateSection(let model, let index):
      try recordSection(.update, index)
      sectionModels[index] = model
    case .insertItem(let item, let path):
      insertedItems.append((item, path))
    case .removeItem(let path):
      try recordItem(.remove, path)
      removedItems.insert(path)
    case .updateItem(let item, let path):
      try recordItem(.update, path)
      updatedItems[path] = item
    case .moveItem(let from, let to):
      try recordItem(.move, from)
      itemMoves.append((from, to))
    }
  }

  private mutating func recordSection(_ kind: ListChangeKind, _ index: Int) throws(ListChangesetError) {
    guard old.sections.indices.contains(index) else {
      throw .sectionOutOfRange(kind, section: index, sectionCount: old.sections.count)
    }
    let kinds = sectionKinds[index, default: []]
    if let conflict = Self.conflict(kind, with: kinds) {
      throw .conflict(conflict.0, conflict.1, .section(index))
    }
    sectionKinds[index] = kinds + [kind]
  }

  private mutating func recordItem(_ kind: ListChangeKind, _ path: ListIndexPath) throws(ListChangesetError) {
    guard old.sections.indices.contains(path.section) else {
      throw .itemSectionOutOfRange(kind, path, sectionCount: old.sections.count)
    }
    let count = old.sections[path.section].items.count
    guard (0..<count).contains(path.item) else { throw .itemOutOfRange(kind, path, itemCount: count) }
    let kinds = itemKinds[path, default: []]
    if let conflict = Self.conflict(kind, with: kinds) {
      throw .conflict(conflict.0, conflict.1, .item(path))
    }
    itemKinds[path] = kinds + [kind]
    itemSources.append((kind, path))
  }

  /// The same change twice conflicts, and a removal conflicts with anything else; an update and a move
  /// of the same place go together. The pair is in the order remove, update, move.
  private static func conflict(
    _ kind: ListChangeKind, with earlier: [ListChangeKind]
  ) -> (ListChangeKind, ListChangeKind)? {
    let order: [ListChangeKind] = [.remove, .update, .move]
    for other in earlier where other == kind || other == .remove || kind == .remove {
      let pair = [kind, other].sorted { order.firstIndex(of: $0) ?? 0 < order.firstIndex(of: $1) ?? 0 }
      return (pair[0], pair[1])
    }
    return nil
  }

  /// An item of a removed section goes with it; changing it too is a mistake worth naming.
  func checkItemSources() throws(ListChangesetError) {
    for source in itemSources where removedSections.contains(source.path.section) {
      throw .itemInRemovedSection(source.kind, source.path)
    }
  }

  /// STEP 1 and 2: the new sections, each with the items that stay in it, in their old order.
  func placeSections() throws(ListChangesetError) -> [DataSection<Model, Item>] {
    let newCount = old.sections.count - removedSections.count + insertedSections.count
    var slots = [DataSection<Model, Item>?](repeating: nil, count: newCount)
    func put(
      _ section: DataSection<Model, Item>, at index: Int, _ kind: ListChangeKind
    )
      throws(ListChangesetError)
    {
      guard (0..<newCount).contains(index) else {
        throw .sectionOutOfRange(kind, section: index, sectionCount: newCount)
      }
      guard slots[index] == nil else { throw .placedTwice(.section(index)) }
      slots[index] = section
    }
    var staying: [DataSection<Model, Item>] = []
    var moved: [(section: DataSection<Model, Item>, to: Int)] = []
    let leaving = Set(itemMoves.map(\.from)).union(removedItems)
    for (index, section) in old.sections.enumerated() where !removedSections.contains(index) {
      let remaining = DataSection(
        model: sectionModels[index] ?? section.model, items: remainingItems(of: index, leaving: leaving))
      if let to = sectionMoves[index] { moved.append((remaining, to)) } else { staying.append(remaining) }
    }
    for inserted in insertedSections { try put(inserted.section, at: inserted.index, .insert) }
    for move in moved { try put(move.section, at: move.to, .moveTo) }
    // The slots left are exactly as many as the sections that stay.
    var next = staying.makeIterator()
    return slots.compactMap { $0 ?? next.next() }
  }

  /// The items of old section `index` that neither leave nor move, with their updates.
  private func remainingItems(of index: Int, leaving: Set<ListIndexPath>) -> [Item] {
    var remaining: [Item] = []
    for (itemIndex, item) in old.sections[index].items.enumerated() {
      let path = ListIndexPath(item: itemIndex, section: index)
      if !leaving.contains(path) { remaining.append(updatedItems[path] ?? item) }
    }
    return remaining
  }

  /// STEP 3: each new section's items, inserted and moved ones at their new places, the staying ones in
  /// the places left.
  func placeItems(
    in sections: [DataSection<Model, Item>]
  ) throws(ListChangesetError)
    -> [DataSection<Model, Item>]
  {
    var arrivals = [[(item: Item, path: ListIndexPath, kind: ListChangeKind)]](
      repeating: [], count: sections.count)
    func arrive(_ item: Item, at path: ListIndexPath, _ kind: ListChangeKind) throws(ListChangesetError) {
      guard sections.indices.contains(path.section) else {
        throw .itemSectionOutOfRange(kind, path, sectionCount: sections.count)
      }
      arrivals[path.section].append((item, path, kind))
    }
    for inserted in insertedItems { try arrive(inserted.item, at: inserted.path, .insert) }
    for move in itemMoves {
      let item = updatedItems[move.from] ?? old[move.from]
      try arrive(item, at: move.to, .moveTo)
    }
    var result = sections
    for (index, section) in sections.enumerated() where !arrivals[index].isEmpty {
      let count = section.items.count + arrivals[index].count
      var slots = [Item?](repeating: nil, count: count)
      for arrival in arrivals[index] {
        guard (0..<count).contains(arrival.path.item) else {
          throw .itemOutOfRange(arrival.kind, arrival.path, itemCount: count)
        }
        guard slots[arrival.path.item] == nil else { throw .placedTwice(.item(arrival.path)) }
        slots[arrival.path.item] = arrival.item
      }
      var staying = section.items.makeIterator()
      result[index].items = slots.compactMap { $0 ?? staying.next() }
    }
    return result
  }
}
