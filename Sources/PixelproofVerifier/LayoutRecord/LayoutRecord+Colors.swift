extension LayoutRecord {
  /// For each node of `painting`'s layout, in depth-first order, the solid colours it paints itself,
  /// each once, in the order first painted.
  ///
  /// - Parameter nodeCount: how many nodes the layout has.
  static func paintedColors(of painting: LayoutPainting, nodeCount: Int) -> [[Color]] {
    var colors = [[Color]](repeating: [], count: nodeCount)
    var seen: Set<NodeColor> = []  // only asked, never iterated: the order comes from the list
    for (item, node) in zip(painting.displayList.items, painting.nodeIndices) {
      guard let color = item.solidColor, colors.indices.contains(node),
        seen.insert(NodeColor(node: node, color: color)).inserted
      else { continue }
      colors[node].append(color)
    }
    return colors
  }
}

/// A colour a node paints, to list each colour once per node.
private struct NodeColor: Hashable {
  let node: Int
  let color: Color
}

extension DisplayList.Item {
  /// The one colour the item paints with, or nil for gradients, images and the items that paint nothing.
  fileprivate var solidColor: Color? {
    switch self {
    case .fillRect(_, .color(let color)), .fillPath(_, _, .color(let color)),
      .strokePath(_, _, .color(let color)):
      color
    case .hairline(_, _, let color):
      color
    case .glyphs(let run):
      run.color
    case .shadow(_, let shadow):
      shadow.color
    case .fillRect, .fillPath, .strokePath, .beginClip, .endClip, .beginTransform, .endTransform,
      .beginGroup, .endGroup:
      nil
    }
  }
}
