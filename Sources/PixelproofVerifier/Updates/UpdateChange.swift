/// One change to an identified node between the state before an update and the state after, as a list
/// library would apply it: a cell moved, inserted, deleted or updated.
///
/// Positions are indexes among the node's identified siblings: the identified nodes that share its
/// nearest identified ancestor (its section), or the tree's top when it has none.
public struct UpdateChange: Sendable, Equatable, CustomStringConvertible {
  /// What happened to the node.
  public enum Kind: Sendable, Equatable {
    /// The node is at another position: its position before, shifted by the deletes and inserts before
    /// it, is not its position after (IGListKit's definition of a move). The two may be equal when
    /// others moved around it: `from` is then `to`, and the message says why it is a move.
    case moved(from: Int, to: Int)
    /// The node is new, at its position after.
    case inserted(at: Int)
    /// The node is gone; it was at this position before.
    case deleted(at: Int)
    /// The node's content differs (see ``UpdateChanges``); reported at its position before, as
    /// IGListKit reports updates.
    case updated(at: Int)
  }

  /// What happened.
  public let kind: Kind
  /// The node's identifier, as given with `.id(_:)`.
  public let identifier: String
  /// The identifiers from the top of the tree down to the nearest identified ancestor (the section the
  /// node is in); empty for a node with no identified ancestor.
  public let section: [String]
  /// Where the node was before, in points in the root's coordinates; nil for an inserted node.
  public let frameBefore: Rect?
  /// Where the node is after, in points in the root's coordinates; nil for a deleted node.
  public let frameAfter: Rect?

  /// A change of `kind` to the node `identifier` in `section`, with its frames before and after.
  ///
  /// - Parameters:
  ///   - kind: what happened, with the positions.
  ///   - identifier: the node's identifier.
  ///   - section: the identifiers of its nearest identified ancestor's path; empty at the top.
  ///   - frameBefore: its frame before, in the root's coordinates; nil when inserted.
  ///   - frameAfter: its frame after; nil when deleted.
  public init(
    _ kind: Kind, identifier: String, section: [String] = [], frameBefore: Rect? = nil,
    frameAfter: Rect? = nil
  ) {
    self.kind = kind
    self.identifier = identifier
    self.section = section
    self.frameBefore = frameBefore
    self.frameAfter = frameAfter
  }

  /// One line of a message: `moved Row#42 from 3 to 0`, `inserted Row#77 at 5`, `deleted Row#3 at 2`,
  /// `updated Row#9 at 4`, followed by ` in <section>` for a node inside an identified one. A move to
  /// the same index reads `moved Row#7 (2 → 2: others moved around it)`: `from 2 to 2` would read as a
  /// bug, while IGListKit's rule reports it because the cells before it changed by more than their
  /// deletes and inserts account for.
  public var description: String {
    let name = Self.word(identifier)
    let line =
      switch kind {
      case .moved(let from, let to) where from == to:
        "moved \(name) (\(from) → \(to): others moved around it)"
      case .moved(let from, let to): "moved \(name) from \(from) to \(to)"
      case .inserted(let at): "inserted \(name) at \(at)"
      case .deleted(let at): "deleted \(name) at \(at)"
      case .updated(let at): "updated \(name) at \(at)"
      }
    return section.isEmpty ? line : line + " in " + Self.sectionName(section)
  }

  /// `Section#a > Row#1`: a section's identifiers from the top down, each quoted when needed.
  static func sectionName(_ section: [String]) -> String {
    section.map(word).joined(separator: " > ")
  }

  /// The identifier as written, or quoted when it holds a space, a quote or a control character that
  /// would make a message line ambiguous.
  static func word(_ identifier: String) -> String {
    let plain =
      !identifier.isEmpty
      && identifier.unicodeScalars.allSatisfy { scalar in
        scalar.value > 0x20 && scalar.value != 0x7F && scalar != "\"" && !scalar.properties.isWhitespace
      }
    return plain ? identifier : RecordQuoting.quoted(identifier)
  }
}
