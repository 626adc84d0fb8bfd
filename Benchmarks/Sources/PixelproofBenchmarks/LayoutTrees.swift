import PixelproofVerifier

/// The shapes of the synthetic layout trees, exactly as `scripts/yoga-benchmark.py` defines them, so that
/// Pixelproof and Yoga lay out the same trees.
enum TreeShape: String, CaseIterable {
  /// The root container with N-1 leaf children.
  case wide
  /// A chain of N-1 nested containers, the last holding one leaf.
  case deep
  /// Filled breadth-first, up to ``fanOut`` children per container: node i's parent is (i-1)/10.
  case nested

  /// Children per container in the nested shape.
  static let fanOut = 10

  /// Each node's parent index (-1 for the root), in creation order: a parent always comes before its
  /// children, and siblings come in child order.
  func parents(count: Int) -> [Int] {
    precondition(count >= 2, "a tree needs a container and a leaf")
    return (0..<count).map { index in
      guard index > 0 else { return -1 }
      switch self {
      case .wide: return 0
      case .deep: return index - 1
      case .nested: return (index - 1) / Self.fanOut
      }
    }
  }
}

/// The two containers benchmarked, each arranging its children in a column with stretch alignment.
enum LayoutContainer: String, CaseIterable {
  /// `Stack(.vertical, align: .stretch)`: ComponentKit's stack rules.
  case stack
  /// `Flexbox` with `direction: .column` and the web's defaults (shrink 1, align-items stretch), laid out
  /// again: a flexbox keeps its node tree for its next layout.
  case flexbox
  /// The same flexboxes, each timed layout the first of a new root `Flexbox` value, which builds the
  /// node tree for the whole tree.
  case flexboxFirstLayout = "flexbox-first-layout"

  /// The component's name, as the report shows it.
  var name: String {
    switch self {
    case .stack: "Stack"
    case .flexbox: "Flexbox"
    case .flexboxFirstLayout: "Flexbox first"
    }
  }

  /// The column style every flexbox container of the trees shares.
  private static let columnStyle = FlexStyle().with { $0.direction = .column }

  /// A container holding `children`.
  func container(_ children: [any Component]) -> any Component {
    switch self {
    case .stack: Stack(.vertical, align: .stretch, children: children)
    case .flexbox, .flexboxFirstLayout: Flexbox(Self.columnStyle, children: children)
    }
  }
}

/// One synthetic tree's structure and the layout every node must get.
///
/// Expected layout, as the Yoga script derives it: every container is ``rootWidth`` wide (the root gets the
/// width, every other container is stretched to its parent's), every leaf is ``leafSize`` square (an own
/// width is not stretched), every left is 0, a container is as tall as its children together, and a child's
/// top is the sum of its preceding siblings' heights.
struct LayoutTree {
  /// The width the root is laid out in; its height is free.
  static let rootWidth = 1000.0
  /// Each leaf's own width and height.
  static let leafSize = 10.0

  let shape: TreeShape
  /// The number of nodes, containers and leaves together.
  let count: Int
  /// Each node's children, in order; empty for a leaf.
  let children: [[Int]]
  /// Each node's expected top (relative to its parent), width and height.
  let tops: [Double]
  let widths: [Double]
  let heights: [Double]
  /// The longest path from the root to a leaf, in edges.
  let depth: Int

  init(shape: TreeShape, count: Int) {
    let parents = shape.parents(count: count)
    var children = [[Int]](repeating: [], count: count)
    var depths = [Int](repeating: 0, count: count)
    for index in 1..<count {
      children[parents[index]].append(index)
      depths[index] = depths[parents[index]] + 1
    }
    // Children come after their parents, so a backward pass sums heights bottom-up.
    var heights = [Double](repeating: 0, count: count)
    for index in stride(from: count - 1, through: 0, by: -1) {
      if children[index].isEmpty { heights[index] = Self.leafSize }
      if parents[index] >= 0 { heights[parents[index]] += heights[index] }
    }
    var tops = [Double](repeating: 0, count: count)
    for siblings in children {
      var top = 0.0
      for child in siblings {
        tops[child] = top
        top += heights[child]
      }
    }
    self.shape = shape
    self.count = count
    self.children = children
    self.tops = tops
    widths = children.map { $0.isEmpty ? Self.leafSize : Self.rootWidth }
    self.heights = heights
    depth = depths.max() ?? 0
  }

  /// The component tree in `container`s with `View(.blue).size(width: 10, height: 10)` leaves.
  ///
  /// Built bottom-up without recursion. Tearing the result down is recursive, so a deep tree must be
  /// released on a thread with a large stack.
  func component(in container: LayoutContainer) -> any Component {
    let leaf = View(.blue).size(width: .points(Self.leafSize), height: .points(Self.leafSize))
    var built = [(any Component)?](repeating: nil, count: count)
    for index in stride(from: count - 1, through: 0, by: -1) {
      if children[index].isEmpty {
        built[index] = leaf
      } else {
        built[index] = container.container(children[index].map { built[$0]! })
        for child in children[index] { built[child] = nil }
      }
    }
    return built[0]!
  }

  /// Throws unless `layout` gives every node its expected frame; walks the tree without recursion.
  func check(_ layout: Layout) throws(LayoutCheckFailure) {
    try checkRoot(layout)
    var pending: [(layout: Layout, index: Int)] = [(layout, 0)]
    while let next = pending.popLast() {
      let (node, index) = (next.layout, next.index)
      let expected = children[index]
      guard node.children.count == expected.count else {
        throw LayoutCheckFailure(
          "node \(index) has \(node.children.count) children in the layout, expected \(expected.count)")
      }
      for (child, childIndex) in zip(node.children, expected) {
        let got = (child.position.x, child.position.y, child.layout.size.width, child.layout.size.height)
        let want = (0.0, tops[childIndex], widths[childIndex], heights[childIndex])
        guard Self.close(got, want) else {
          throw LayoutCheckFailure(
            "node \(childIndex) (x, y, width, height) = \(got), expected \(want)")
        }
        pending.append((child.layout, childIndex))
      }
    }
  }

  /// Throws unless the root has its expected size: the cheap check every timed iteration makes.
  func checkRoot(_ layout: Layout) throws(LayoutCheckFailure) {
    let got = (0.0, 0.0, layout.size.width, layout.size.height)
    let want = (0.0, 0.0, widths[0], heights[0])
    guard Self.close(got, want) else {
      throw LayoutCheckFailure("root size = \(layout.size), expected \(widths[0]) x \(heights[0])")
    }
  }

  /// Equal within a thousandth of a point, as the Yoga script checks.
  private static func close(
    _ a: (Double, Double, Double, Double), _ b: (Double, Double, Double, Double)
  ) -> Bool {
    abs(a.0 - b.0) <= 1e-3 && abs(a.1 - b.1) <= 1e-3 && abs(a.2 - b.2) <= 1e-3 && abs(a.3 - b.3) <= 1e-3
  }
}

/// A layout that does not give a node the frame the tree's definition implies.
struct LayoutCheckFailure: Error, CustomStringConvertible {
  let description: String

  init(_ description: String) { self.description = description }
}
