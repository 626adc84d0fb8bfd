/// What changed between a reference's layout record and the current one, node by node: the lines a failed
/// snapshot prints under its pixel difference.
///
/// ```
/// Label#title: frame (16, 8, 200, 20) -> (16, 8, 210, 20)
/// Label#title: text "Hello" -> "Hello, world"
/// View#badge: colours #FF0000FF -> #00FF00FF
/// Stack#card > Label[1]: inserted in Stack#card at (16, 30, 200, 18)
/// ```
///
/// Nodes are matched by identifier, and by kind and place in the tree where they have none, with Heckel's
/// algorithm (see `NodeMatching`), in time linear in the number of nodes (sorting out the order of moved
/// siblings adds k log k for a parent with k children). Changes are listed in tree order: for each node,
/// whether it was inserted or moved, then its frame (compared relative to its parent, so a parent that
/// moved does not list all its descendants, and shown in the root's coordinates), colours and content;
/// a removed node comes where the reference had it. Of an inserted or removed subtree only the top node is listed, with the number of nodes inside.
///
/// Nodes are named as `Label#title` when their identifier is unique, else by their path from the nearest
/// uniquely identified ancestor or the root, such as `Stack#card > Inset > Label`, with an index among
/// siblings of the same name, such as `Label[1]`, where that is needed to tell them apart.
public struct LayoutChanges: Sendable, Equatable, CustomStringConvertible {
  /// Every change, in tree order.
  public let changes: [LayoutChange]

  /// How many lines ``lines(limit:)`` and ``description`` show unless told otherwise.
  public static let defaultLineLimit = 12

  /// Compares the reference's record with the current one.
  public init(from reference: LayoutRecord, to current: LayoutRecord) {
    changes = Self.find(from: reference, to: current)
  }

  /// Whether the two layouts are the same, as far as records tell.
  public var isEmpty: Bool { changes.isEmpty }

  /// One line per change, the first `limit` of them, then `… and 3 more changes` for the rest.
  public func lines(limit: Int = defaultLineLimit) -> [String] {
    let shown = changes.prefix(max(0, limit)).map(\.description)
    let rest = changes.count - shown.count
    switch rest {
    case 0: return shown
    case 1: return shown + ["… and 1 more change"]
    default: return shown + ["… and \(rest) more changes"]
    }
  }

  /// ``lines(limit:)`` with the default limit, one per line; `no layout changes` when there are none.
  public var description: String {
    isEmpty ? "no layout changes" : lines().joined(separator: "\n")
  }
}
