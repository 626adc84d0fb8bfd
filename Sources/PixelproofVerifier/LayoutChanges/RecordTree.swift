/// A layout record's tree structure: each node's parent, children and place among its siblings, found
/// from the depths in one pass.
struct RecordTree {
  let nodes: [LayoutRecord.Node]
  /// Each node's parent, nil for the root.
  let parents: [Int?]
  /// Each node's children, in order.
  let children: [[Int]]
  /// Each node's index among its parent's children; 0 for the root.
  let siblingIndices: [Int]
  /// Each node's frame in the root's coordinates, as layout descriptions show it.
  let rootFrames: [Rect]

  init(_ record: LayoutRecord) {
    var parents: [Int?] = []
    var children: [[Int]] = []
    var siblingIndices: [Int] = []
    var rootFrames: [Rect] = []
    parents.reserveCapacity(record.nodes.count)
    children.reserveCapacity(record.nodes.count)
    siblingIndices.reserveCapacity(record.nodes.count)
    // The path from the root to the node before: its ancestors and itself, one per depth.
    var path: [Int] = []
    for (index, node) in record.nodes.enumerated() {
      // LayoutRecord guarantees depth <= path.count: at most one deeper than the node before.
      path.removeLast(path.count - node.depth)
      let parent = path.last
      parents.append(parent)
      if let parent {
        siblingIndices.append(children[parent].count)
        children[parent].append(index)
      } else {
        siblingIndices.append(0)
      }
      children.append([])
      path.append(index)
      let origin = parent.map { rootFrames[$0].origin } ?? .zero
      rootFrames.append(Rect(origin: origin + node.frame.origin, size: node.frame.size))
    }
    self.nodes = record.nodes
    self.parents = parents
    self.children = children
    self.siblingIndices = siblingIndices
    self.rootFrames = rootFrames
  }

  var count: Int { nodes.count }
}
