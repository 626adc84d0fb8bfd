/// An identity that occurs more than once in one list, and where.
public struct DuplicateID: Equatable, Sendable, CustomStringConvertible {
  /// Which of the two lists of a diff holds the duplicates.
  public enum List: String, Equatable, Sendable {
    /// The list before the change.
    case old
    /// The list after the change.
    case new
  }

  /// What the duplicated identity names.
  public enum Kind: Equatable, Sendable {
    /// An item (a cell).
    case item
    /// A section.
    case section
  }

  /// One place of a duplicated identity.
  public enum Place: Equatable, Sendable, CustomStringConvertible {
    /// An index in a flat list, or a section's index.
    case index(Int)
    /// An item's place in sectioned data.
    case indexPath(ListIndexPath)

    /// `2`, or `item 2 in section 0`.
    public var description: String {
      switch self {
      case .index(let index): "\(index)"
      case .indexPath(let path): path.description
      }
    }
  }

  /// The identity, as Swift writes it in source (`"a"` for a string, `7` for a number).
  public var id: String
  /// Whether an item's or a section's identity is duplicated.
  public var kind: Kind
  /// The list that holds the duplicates.
  public var list: List
  /// Every place of the identity in that list, in order; at least two.
  public var places: [Place]

  /// A duplicate described by its parts.
  ///
  /// - Parameters:
  ///   - id: the identity as Swift writes it in source.
  ///   - kind: an item's or a section's identity.
  ///   - list: the list that holds the duplicates.
  ///   - places: the places of the identity, in order.
  public init(id: String, kind: Kind = .item, list: List, places: [Place]) {
    self.id = id
    self.kind = kind
    self.list = list
    self.places = places
  }

  /// `duplicate id "a" at 2 and 5 in the new list`.
  public var description: String {
    let names = places.map(\.description)
    let joined =
      names.count <= 2
      ? names.joined(separator: " and ")
      : names.dropLast().joined(separator: ", ") + " and " + names[names.count - 1]
    let what = kind == .item ? "id" : "section id"
    return "duplicate \(what) \(id) at \(joined) in the \(list.rawValue) list"
  }
}

/// The error of a diff whose lists are not fit to diff.
public enum ListDiffError: Error, Equatable, Sendable, CustomStringConvertible {
  /// Identities occur more than once in one list; IGListKit calls that a programmer error. Duplicates are
  /// listed old list first, each list's in the order of their first place.
  case duplicateIDs([DuplicateID])

  /// The duplicates, joined by `; `.
  public var description: String {
    switch self {
    case .duplicateIDs(let duplicates): duplicates.map(\.description).joined(separator: "; ")
    }
  }
}

/// Finds every identity that occurs more than once in `ids`, with all of its places.
///
/// Runs only after a diff found a duplicate, so it favours plain code over speed.
@usableFromInline
func findDuplicates<ID: Hashable>(
  _ ids: [ID], places: (Int) -> DuplicateID.Place, kind: DuplicateID.Kind, list: DuplicateID.List
) -> [DuplicateID] {
  var positions: [ID: [Int]] = [:]
  for (index, id) in ids.enumerated() { positions[id, default: []].append(index) }
  // Ordered by first place, so the message does not depend on the dictionary's order.
  return ids.indices
    .filter { positions[ids[$0]]?.first == $0 && (positions[ids[$0]]?.count ?? 0) > 1 }
    .map { first in
      DuplicateID(
        id: String(reflecting: ids[first]), kind: kind, list: list,
        places: (positions[ids[first]] ?? []).map(places))
    }
}
