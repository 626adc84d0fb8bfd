/// A layout painted once: the display list a bitmap is rasterized from, and the node each item came from.
public struct LayoutPainting: Sendable {
  /// What the laid-out tree shows, in the root's coordinates (points).
  public let displayList: DisplayList
  /// For each item of ``displayList``, the node that painted it, as its index in depth-first order,
  /// parents first (the order of ``Layout/visit(origin:depth:_:)``, the root being 0).
  public let nodeIndices: [Int]
}

extension Layout {
  /// What the laid-out tree shows, in the root's coordinates (points): each component's own painting,
  /// then its children's, then what it paints above them.
  public func displayList() -> DisplayList {
    painting().displayList
  }

  /// The tree painted as ``displayList()`` paints it, with the node each item came from.
  public func painting() -> LayoutPainting {
    var list = DisplayList()
    var nodeIndices: [Int] = []
    var nodesMet = 0
    // A loop rather than recursion, so a deep tree takes no stack per level. Each node is visited twice:
    // on the way down (paint, then its children) and on the way up (paint above them); its index is
    // the number of nodes met before it on the way down, which the way up keeps.
    var pending: [(layout: Layout, frame: Rect, returningIndex: Int?)] = [
      (self, Rect(origin: .zero, size: size), nil)
    ]
    while let (layout, frame, returningIndex) = pending.popLast() {
      let index: Int
      if let returningIndex {
        index = returningIndex
        layout.component.paintAboveChildren(in: frame, into: &list)
      } else {
        index = nodesMet
        nodesMet += 1
        layout.component.paint(in: frame, into: &list)
        pending.append((layout, frame, index))
        for child in layout.children.reversed() {
          let childFrame = Rect(origin: frame.origin + child.position, size: child.layout.size)
          pending.append((child.layout, childFrame, nil))
        }
      }
      nodeIndices.append(contentsOf: repeatElement(index, count: list.items.count - nodeIndices.count))
    }
    return LayoutPainting(displayList: list, nodeIndices: nodeIndices)
  }
}
