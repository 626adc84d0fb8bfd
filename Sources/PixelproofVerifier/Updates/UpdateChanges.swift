import PixelproofDiff

/// What an update changed between two states of a tree whose cells carry identifiers (`.id("Row#42")`),
/// as a list library would apply it: moves, inserts, deletes and updates of identified nodes.
///
/// ```
/// moved Row#42 from 3 to 0
/// inserted Row#77 at 5
/// deleted Row#3 at 2
/// updated Row#9 at 4
/// ```
///
/// - **Lists.** Every identified node belongs to the list of its nearest identified ancestor (its
///   section), or to the top list; its position is its index among that list's identified nodes in tree
///   order. A node is known by its identifier within its list, so identifiers need only be unique among
///   siblings. Lists are compared when their section is in both states; the cells of an inserted or
///   deleted section are not listed on their own, and a cell that changes section is deleted from one
///   and inserted into the other.
/// - **Moves, inserts, deletes** follow IGListKit's semantics, as `PixelproofDiff`'s `ListDiff` finds
///   them (linear time).
/// - **Updates.** A node is updated when its subtree's record differs, except its own position and
///   its identified descendants with what they hold (compared on their own): kinds, sizes, frames
///   within the node, colours, text and missing glyphs. A node that holds identified nodes (a section)
///   is compared without frames, since its size follows from its cells. Updates are reported at the
///   position before, and a node that moved and changed is both moved and updated.
///
/// Changes are listed moves first, then inserts, deletes and updates; within each, list by list in the
/// tree order of the state after, by position (after for moves and inserts, before for the others).
public struct UpdateChanges: Sendable, Equatable, CustomStringConvertible {
  /// Every change, in the order described above.
  public let changes: [UpdateChange]

  /// The changes from the state `before` to the state `after`.
  ///
  /// - Parameters:
  ///   - before: the record of the state before the update.
  ///   - after: the record of the state after it.
  /// - Throws: ``UpdateChangesError/duplicateIdentifiers(before:after:)`` when a list of either state
  ///   has an identifier more than once.
  public init(from before: LayoutRecord, to after: LayoutRecord) throws(UpdateChangesError) {
    let old = IdentifiedItems(before)
    let new = IdentifiedItems(after)
    let (oldDuplicates, newDuplicates) = (old.duplicates, new.duplicates)
    guard oldDuplicates.isEmpty && newDuplicates.isEmpty else {
      throw .duplicateIdentifiers(before: oldDuplicates, after: newDuplicates)
    }
    var moved: [UpdateChange] = []
    var inserted: [UpdateChange] = []
    var deleted: [UpdateChange] = []
    var updated: [UpdateChange] = []
    for newList in new.lists {
      guard let oldList = old.list(at: newList.path) else { continue }
      let result: ListDiff
      do {
        result = try ListDiff(
          old: oldList.items, new: newList.items, identity: \.identifier,
          isContentEqual: { $0.content == $1.content })
      } catch {
        // Unreachable after the check above, which names the duplicates of both states.
        throw .duplicateIdentifiers(before: oldDuplicates, after: newDuplicates)
      }
      func change(_ kind: UpdateChange.Kind, old oldIndex: Int?, new newIndex: Int?) -> UpdateChange {
        let item = oldIndex.map { oldList.items[$0] } ?? newIndex.map { newList.items[$0] }
        return UpdateChange(
          kind, identifier: item?.identifier ?? "", section: newList.path,
          frameBefore: oldIndex.map { old.tree.rootFrames[oldList.items[$0].node] },
          frameAfter: newIndex.map { new.tree.rootFrames[newList.items[$0].node] })
      }
      moved += result.moves.map { change(.moved(from: $0.from, to: $0.to), old: $0.from, new: $0.to) }
      inserted += result.inserts.map { change(.inserted(at: $0), old: nil, new: $0) }
      deleted += result.deletes.map { change(.deleted(at: $0), old: $0, new: nil) }
      let newIndexes = Self.newIndexes(of: oldList, in: newList)
      updated += result.updates.map { change(.updated(at: $0), old: $0, new: newIndexes[$0]) }
    }
    changes = moved + inserted + deleted + updated
  }

  /// Where each item of `old` is in `new`, by position in `old`.
  private static func newIndexes(of old: IdentifiedItems.List, in new: IdentifiedItems.List) -> [Int?] {
    var positions: [String: Int] = [:]
    for (index, item) in new.items.enumerated() { positions[item.identifier] = index }
    return old.items.map { positions[$0.identifier] }
  }

  /// Whether nothing identified changed.
  public var isEmpty: Bool { changes.isEmpty }

  /// One line per change, as ``UpdateChange/description`` writes it.
  public var lines: [String] { changes.map(\.description) }

  /// How many changes of each kind, as a caption says it: `1 moved, 2 inserted`; `no changes`.
  public var summary: String {
    var counts = [0, 0, 0, 0]
    for change in changes {
      switch change.kind {
      case .moved: counts[0] += 1
      case .inserted: counts[1] += 1
      case .deleted: counts[2] += 1
      case .updated: counts[3] += 1
      }
    }
    let parts = zip(counts, ["moved", "inserted", "deleted", "updated"]).filter { $0.0 > 0 }
    return parts.isEmpty ? "no changes" : parts.map { "\($0.0) \($0.1)" }.joined(separator: ", ")
  }

  /// ``lines``, one per line; `no changes` when there are none.
  public var description: String { isEmpty ? "no changes" : lines.joined(separator: "\n") }
}
