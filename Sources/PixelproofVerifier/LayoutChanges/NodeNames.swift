/// How change descriptions name a node, readably and so that no two nodes of a tree share a name.
///
/// - A node whose identifier no other node of its kind shares is `Kind#identifier`: `Label#title`.
/// - Any other node is its parent's name, ` > `, then its kind (and `#identifier` if it has one):
///   `Stack#card > Inset > Label`. The root's name is its kind alone.
/// - When a parent has several children that would get the same name, each gets its index among them,
///   from 0: `Stack#list > Label[0]`, `Stack#list > Label[1]`.
///
/// Kinds and identifiers with characters other than ASCII letters, digits and `_ - . : /` are quoted:
/// `View#"close button"`.
struct NodeNames {
  private let parents: [Int?]
  /// Each node's own part of the name.
  private let segments: [String]
  /// Whether a node's name is its own segment alone (a uniquely identified node, or the root).
  private let standsAlone: [Bool]

  init(_ tree: RecordTree) {
    // Only looked up, never iterated: no hash order reaches a name.
    var identityCounts: [Identity: Int] = [:]
    for node in tree.nodes {
      guard let identifier = node.identifier else { continue }
      identityCounts[Identity(kind: node.kind, identifier: identifier), default: 0] += 1
    }
    let bases = tree.nodes.map { node in
      Self.word(node.kind) + (node.identifier.map { "#" + Self.word($0) } ?? "")
    }
    // How many children of each parent share a base, then each one's index among them.
    var siblingCounts: [SiblingBase: Int] = [:]
    for index in tree.nodes.indices {
      siblingCounts[SiblingBase(parent: tree.parents[index], base: bases[index]), default: 0] += 1
    }
    var siblingOrdinals: [SiblingBase: Int] = [:]
    var segments: [String] = []
    var standsAlone: [Bool] = []
    for (index, node) in tree.nodes.enumerated() {
      let sibling = SiblingBase(parent: tree.parents[index], base: bases[index])
      let ordinal = siblingOrdinals[sibling, default: 0]
      siblingOrdinals[sibling] = ordinal + 1
      let shared = siblingCounts[sibling, default: 0] > 1
      segments.append(shared ? bases[index] + "[\(ordinal)]" : bases[index])
      let uniquelyIdentified = node.identifier.map {
        identityCounts[Identity(kind: node.kind, identifier: $0)] == 1
      }
      standsAlone.append(tree.parents[index] == nil || uniquelyIdentified == true)
    }
    self.parents = tree.parents
    self.segments = segments
    self.standsAlone = standsAlone
  }

  /// The name of node `index`. Costs the length of its path.
  func name(of index: Int) -> String {
    var parts: [String] = []
    var current: Int? = index
    while let node = current {
      parts.append(segments[node])
      current = standsAlone[node] ? nil : parents[node]
    }
    return parts.reversed().joined(separator: " > ")
  }

  /// `text` as it is, or quoted when it holds anything but ASCII letters, digits and `_ - . : /`.
  private static func word(_ text: String) -> String {
    let isBare =
      !text.isEmpty
      && text.unicodeScalars.allSatisfy { scalar in
        ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar) || ("0"..."9").contains(scalar)
          || "_-.:/".unicodeScalars.contains(scalar)
      }
    return isBare ? text : RecordQuoting.quoted(text)
  }

  private struct Identity: Hashable {
    var kind: String
    var identifier: String
  }

  private struct SiblingBase: Hashable {
    var parent: Int?
    var base: String
  }
}
