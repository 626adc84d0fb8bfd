/// What an identified node shows, for telling whether it was updated: the records of the nodes of its
/// subtree (kind, identifier, frame relative to the parent, colours, text and missing glyphs) except
/// its own position, which a move or an insert before it changes, and except its identified
/// descendants and what they hold, which are compared on their own in the node's list.
///
/// A node that holds identified descendants (a section) is compared without any frames: its size and
/// the places of its other parts (a footer under the cells) follow from the cells inside it, so an
/// inserted cell updates no section; its header's text or its background colour does. Nor do the
/// separators (`Divider` nodes) beside its cells: a table draws one per cell, so they come and go with
/// its cells, which are listed on their own.
struct ItemContent: Equatable {
  private struct Entry: Equatable {
    /// Levels below the item's node.
    var depth: Int
    var kind: String
    var identifier: String?
    var frame: Rect?
    var colors: [Color]
    var content: String?
    var missingGlyphs: [Unicode.Scalar]
  }

  private let entries: [Entry]

  /// The content of node `index` of `tree`, which must carry an identifier.
  init(of index: Int, in tree: RecordTree) {
    // The node, then its descendants depth first, leaving out identified descendants and what they
    // hold, and the separators beside them. (A part that loses its identifier still shows: it joins
    // the content.)
    var included: [Int] = []
    var holdsIdentified = false
    var pending = [index]
    while let node = pending.popLast() {
      if node != index && tree.nodes[node].identifier != nil {
        holdsIdentified = true
        continue
      }
      if node != index, Self.isSeparatorBesideCells(node, in: tree) { continue }
      included.append(node)
      pending += tree.children[node].reversed()
    }
    let base = tree.nodes[index].depth
    entries = included.map { node in
      let record = tree.nodes[node]
      let frame: Rect? =
        holdsIdentified ? nil : node == index ? Rect(origin: .zero, size: record.frame.size) : record.frame
      return Entry(
        depth: record.depth - base, kind: record.kind, identifier: record.identifier, frame: frame,
        colors: record.colors, content: record.content, missingGlyphs: record.missingGlyphs)
    }
  }

  /// The kind of the lines a list draws between its cells.
  private static let separatorKind = "Divider"

  /// Whether `node` is a separator whose siblings include identified nodes (cells).
  private static func isSeparatorBesideCells(_ node: Int, in tree: RecordTree) -> Bool {
    guard tree.nodes[node].kind == separatorKind, let parent = tree.parents[node] else { return false }
    return tree.children[parent].contains { tree.nodes[$0].identifier != nil }
  }
}
