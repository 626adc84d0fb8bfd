/// Why the changes between two states cannot be told.
public enum UpdateChangesError: Error, Sendable, Equatable, CustomStringConvertible {
  /// An identifier that several nodes of one list carry, and their positions in it.
  public struct Duplicate: Sendable, Equatable {
    /// The identifier given with `.id(_:)`.
    public let identifier: String
    /// The identifiers of the nearest identified ancestor's path (the section); empty at the top.
    public let section: [String]
    /// The positions, among the list's identified nodes, of the nodes that carry it, in order.
    public let positions: [Int]

    /// `identifier` at `positions` of the list in `section`.
    ///
    /// - Parameters:
    ///   - identifier: the repeated identifier.
    ///   - section: the identifiers of the list's nearest identified ancestor's path; empty at the top.
    ///   - positions: where it is, in order.
    public init(identifier: String, section: [String] = [], positions: [Int]) {
      self.identifier = identifier
      self.section = section
      self.positions = positions
    }
  }

  /// Identifiers repeated among siblings, in the state before and in the state after (either may be
  /// empty, not both): a repeated identifier cannot say which node moved or changed.
  case duplicateIdentifiers(before: [Duplicate], after: [Duplicate])

  /// `duplicate ids in the state before: Row#3 at 1 and 4; Row#5 at 0, 2 and 6 in Section#a`, and the
  /// same for the state after, with what to do.
  public var description: String {
    switch self {
    case .duplicateIdentifiers(let before, let after):
      let states = [("before", before), ("after", after)].filter { !$0.1.isEmpty }.map { state, found in
        "duplicate ids in the state \(state): " + found.map(Self.describe).joined(separator: "; ")
      }
      return states.joined(separator: "\n")
        + "\nGive every identified node an id no sibling shares "
        + "(ids need only be unique within their section)."
    }
  }

  private static func describe(_ duplicate: Duplicate) -> String {
    let positions = duplicate.positions.map(String.init)
    let listed =
      positions.count <= 2
      ? positions.joined(separator: " and ")
      : positions.dropLast().joined(separator: ", ") + " and " + (positions.last ?? "")
    let section = duplicate.section.isEmpty ? "" : " in " + UpdateChange.sectionName(duplicate.section)
    return UpdateChange.word(duplicate.identifier) + " at " + listed + section
  }
}
