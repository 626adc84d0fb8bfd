/// The identified nodes of one layout record, grouped into lists as a list library sees its data: each
/// identified node belongs to the list of its nearest identified ancestor (its section), or to the top
/// list when it has none, at its index among that list's nodes in tree order.
///
/// A node is known by its identity path, the identifiers from the top down to itself, so an identifier
/// need only be unique among its siblings (as in a Carbon section), and a `Label#title` inside every row
/// is no duplicate.
struct IdentifiedItems {
  /// One identified node.
  struct Item {
    /// The node's index in the record.
    let node: Int
    let identifier: String
    /// What the node shows, compared to find updates (see ``ItemContent``).
    let content: ItemContent
  }

  /// The identified nodes that share a nearest identified ancestor.
  struct List {
    /// The ancestor's identity path; empty for the top list.
    let path: [String]
    var items: [Item] = []
  }

  let tree: RecordTree
  /// The top list first, then one list per identified node, in tree order.
  let lists: [List]
  /// Looked up only, never iterated, so no hash order reaches a message or an image.
  private let listsByPath: [[String]: Int]

  init(_ record: LayoutRecord) {
    let tree = RecordTree(record)
    var lists = [List(path: [])]
    // Each node's list: the list its identified descendants go to (its own when it is identified).
    var ownLists: [Int] = []
    ownLists.reserveCapacity(tree.count)
    for index in tree.nodes.indices {
      let enclosing = tree.parents[index].map { ownLists[$0] } ?? 0
      guard let identifier = tree.nodes[index].identifier else {
        ownLists.append(enclosing)
        continue
      }
      lists[enclosing].items.append(
        Item(node: index, identifier: identifier, content: ItemContent(of: index, in: tree)))
      lists.append(List(path: lists[enclosing].path + [identifier]))
      ownLists.append(lists.count - 1)
    }
    var listsByPath: [[String]: Int] = [:]
    for (index, list) in lists.enumerated() where listsByPath[list.path] == nil {
      listsByPath[list.path] = index
    }
    self.tree = tree
    self.lists = lists
    self.listsByPath = listsByPath
  }

  /// The list whose nearest identified ancestor has identity path `path`, if there is one.
  func list(at path: [String]) -> List? {
    listsByPath[path].map { lists[$0] }
  }

  /// Every identifier that more than one node of a list carries, with the positions it is at, in tree
  /// order of the lists and of each identifier's first position.
  var duplicates: [UpdateChangesError.Duplicate] {
    var found: [UpdateChangesError.Duplicate] = []
    for list in lists {
      var positions: [String: [Int]] = [:]
      for (position, item) in list.items.enumerated() {
        positions[item.identifier, default: []].append(position)
      }
      for (position, item) in list.items.enumerated() {
        guard let all = positions[item.identifier], all.count > 1, all[0] == position else { continue }
        found.append(.init(identifier: item.identifier, section: list.path, positions: all))
      }
    }
    return found
  }
}
