import PixelproofTestSupport
import Testing
@testable import PixelproofDiff

/// The sectioned rules, by identity and the slow way: which sections and items a sectioned diff must
/// remove, insert, update, and move at least.
///
/// Sections pair by identity. An item pairs when its identity is in both states and both its old and
/// its new section pair (the items of a removed section go with it; an inserted section brings its
/// own). Removed items are the unpaired ones of the sections that stay; inserted items the unpaired ones
/// of the sections that were there before. An item that pairs across sections must move.
struct SectionedOracle {
  var removedSections: [String] = []
  var insertedSections: [String] = []
  var updatedSections: [String] = []
  var removedItems: [String] = []
  var insertedItems: [String] = []
  var updatedItems: [String] = []
  var pairedItems: Set<String> = []
  var crossSectionItems: [String] = []

  init(old: State, new: State) {
    func section(of id: String, in state: State) -> Section? {
      state.sections.first { $0.items.contains { $0.id == id } }
    }
    func has(_ header: Header, in state: State) -> Bool { state.sections.contains { $0.id == header.id } }
    removedSections = old.sections.filter { !has($0.model, in: new) }.map(\.id)
    insertedSections = new.sections.filter { !has($0.model, in: old) }.map(\.id)
    for oldSection in old.sections {
      if let newSection = new.sections.first(where: { $0.id == oldSection.id }),
        newSection.model.title != oldSection.model.title
      {
        updatedSections.append(oldSection.id)
      }
    }
    for oldSection in old.sections where has(oldSection.model, in: new) {
      for row in oldSection.items {
        guard let newSection = section(of: row.id, in: new), has(newSection.model, in: old),
          let newRow = newSection.items.first(where: { $0.id == row.id })
        else {
          removedItems.append(row.id)
          continue
        }
        pairedItems.insert(row.id)
        if newRow.version != row.version { updatedItems.append(row.id) }
        if newSection.id != oldSection.id { crossSectionItems.append(row.id) }
      }
    }
    for newSection in new.sections where has(newSection.model, in: old) {
      insertedItems += newSection.items.filter { !pairedItems.contains($0.id) }.map(\.id)
    }
  }
}

/// A random pair of sectioned states: up to 5 sections of up to 6 items, items with identities distinct
/// across the state; the new state removes, inserts and reorders sections, retitles some, and deletes,
/// inserts, moves (also between sections) and updates items.
func randomSectionedPair(_ random: inout SplitMix64) -> (old: State, new: State) {
  var nextItem = 0
  var nextSection = 0
  func freshRow() -> Row {
    nextItem += 1
    return Row("r\(nextItem)")
  }
  func freshSection() -> Section {
    nextSection += 1
    let count = Int.random(in: 0...6, using: &random)
    return Section(model: Header("s\(nextSection)"), items: (0..<count).map { _ in freshRow() })
  }
  let old = (0..<Int.random(in: 0...5, using: &random)).map { _ in freshSection() }
  var new = old.filter { _ in !random.chance(20) }
  for _ in 0..<Int.random(in: 0...2, using: &random) {
    new.insert(freshSection(), at: Int.random(in: 0...new.count, using: &random))
  }
  if random.chance(30) { new.shuffle(using: &random) }
  for index in new.indices {
    if random.chance(20) { new[index].model.title += 1 }
    new[index].items = new[index].items.filter { _ in !random.chance(15) }
    for _ in 0..<Int.random(in: 0...2, using: &random) {
      new[index].items.insert(freshRow(), at: Int.random(in: 0...new[index].items.count, using: &random))
    }
    if random.chance(20) { new[index].items.shuffle(using: &random) }
    for item in new[index].items.indices where random.chance(15) { new[index].items[item].version += 1 }
  }
  // Some items move to another section.
  for _ in 0..<Int.random(in: 0...3, using: &random) where new.count > 1 {
    let from = Int.random(in: 0..<new.count, using: &random)
    let to = Int.random(in: 0..<new.count, using: &random)
    guard !new[from].items.isEmpty else { continue }
    let row = new[from].items.remove(at: Int.random(in: 0..<new[from].items.count, using: &random))
    new[to].items.insert(row, at: Int.random(in: 0...new[to].items.count, using: &random))
  }
  return (State(sections: old), State(sections: new))
}

/// The identities a changeset names, by kind of change.
struct ChangedIDs {
  var removedSections: [String] = []
  var insertedSections: [String] = []
  var updatedSections: [String] = []
  var movedSections: [String] = []
  var removedItems: [String] = []
  var insertedItems: [String] = []
  var updatedItems: [String] = []
  var movedItems: [String] = []

  /// Reads the identities of `changeset`'s changes off `before`, the state it applies to.
  init(_ changeset: ListChangeset<Header, Row>, before: State) {
    for change in changeset.changes {
      switch change {
      case .removeSection(let index): removedSections.append(before.sections[index].id)
      case .insertSection(let section, _):
        insertedSections.append(section.id)
        insertedItems += section.items.map(\.id)
      case .updateSection(let model, _): updatedSections.append(model.id)
      case .moveSection(let from, _): movedSections.append(before.sections[from].id)
      case .removeItem(let path): removedItems.append(before[path].id)
      case .insertItem(let row, _): insertedItems.append(row.id)
      case .updateItem(let row, let path):
        #expect(row.id == before[path].id)
        updatedItems.append(row.id)
      case .moveItem(let from, _): movedItems.append(before[from].id)
      }
    }
  }
}
