/// What a laid-out tree looked like, node by node, in a form that a reference image can keep and a later
/// run can compare with: kinds, identifiers, frames, colours and content, without the components.
///
/// Recording a snapshot stores the record's ``text`` in the PNG; on a mismatch, ``LayoutChanges`` compares
/// the reference's record with the current one and says which nodes moved, grew, changed colour or text.
///
/// ```swift
/// let record = LayoutRecord(layout)
/// let stored = try LayoutRecord(text: record.text)   // equal to `record`
/// let changes = LayoutChanges(from: stored, to: LayoutRecord(newLayout))
/// ```
public struct LayoutRecord: Sendable, Equatable {
  /// One node of the tree.
  public struct Node: Sendable, Equatable {
    /// Levels below the root: 0 for the root, 1 for its children, and so on.
    public let depth: Int
    /// The component's ``/PixelproofComponents/Component/kindName``, e.g. `Label`.
    public let kind: String
    /// The identifier given with ``/PixelproofComponents/Component/id(_:)``, if any.
    public let identifier: String?
    /// The node's frame in points, relative to its parent's top-left corner (the root's origin is 0, 0),
    /// so a parent that moves does not move its descendants. Rounded to thousandths, as ``text`` keeps it.
    public let frame: Rect
    /// The solid colours the component paints itself (not its children), in the order first painted:
    /// fills and strokes with a colour, hairlines, text, shadows. Gradients and images are left out.
    public let colors: [Color]
    /// The text of the component's ``/PixelproofComponents/Component/contentDescription``, shortened by ``summary(_:)``.
    public let content: String?
    /// The missing glyphs of the component's ``/PixelproofComponents/Component/contentDescription``: code points drawn as a
    /// missing-glyph box.
    public let missingGlyphs: [Unicode.Scalar]

    /// A node at `depth`, with its frame rounded to thousandths of a point.
    public init(
      depth: Int, kind: String, identifier: String? = nil, frame: Rect, colors: [Color] = [],
      content: String? = nil, missingGlyphs: [Unicode.Scalar] = []
    ) {
      self.depth = depth
      self.kind = kind
      self.identifier = identifier
      self.frame = Rect(
        x: Self.thousandths(frame.minX), y: Self.thousandths(frame.minY),
        width: Self.thousandths(frame.width), height: Self.thousandths(frame.height))
      self.colors = colors
      self.content = content
      self.missingGlyphs = missingGlyphs
    }

    /// `value` rounded to the precision `formatCoordinate(_:)` prints, so a record read back from its
    /// text equals the one written. Values it prints in full are kept.
    private static func thousandths(_ value: Double) -> Double {
      let scaled = (value * 1000).rounded()
      return scaled.magnitude < 1e15 ? scaled / 1000 : value
    }
  }

  /// Every node in depth-first order, parents before children: the root first, then each child followed by
  /// its descendants.
  public let nodes: [Node]

  /// A record of `nodes`.
  ///
  /// - Throws: ``LayoutRecordError`` unless the depths describe one tree: the first node at depth 0, every
  ///   other at least 1 and at most one deeper than the node before it.
  public init(nodes: [Node]) throws(LayoutRecordError) {
    for (index, node) in nodes.enumerated() {
      let deepest = index == 0 ? 0 : nodes[index - 1].depth + 1
      let shallowest = index == 0 ? 0 : 1
      guard (shallowest...deepest).contains(node.depth) else {
        throw LayoutRecordError(
          line: nil,
          reason: "node \(index) is at depth \(node.depth), outside \(shallowest)...\(deepest)")
      }
    }
    self.nodes = nodes
  }

  /// The record of a laid-out tree: each node's kind, identifier, frame relative to its parent, the solid
  /// colours it paints and what its component describes of its content (see ``init(_:painting:)``).
  /// Paints the tree once to find the colours.
  public init(_ layout: Layout) {
    self.init(layout, painting: layout.painting())
  }

  /// The record of a laid-out tree, with each node's colours read from `painting`, the display list
  /// `layout.painting()` made (the one a snapshot is rendered from): the solid colours of the items the
  /// node painted itself.
  public init(_ layout: Layout, painting: LayoutPainting) {
    var places: [(layout: Layout, position: Point, depth: Int)] = []
    // A loop rather than recursion, so a deep tree takes no stack per level; children are pushed last
    // first so they come off in order, the order `painting` numbers nodes in.
    var pending = [(layout: layout, position: Point.zero, depth: 0)]
    while let place = pending.popLast() {
      places.append(place)
      for child in place.layout.children.reversed() {
        pending.append((child.layout, child.position, place.depth + 1))
      }
    }
    let colors = Self.paintedColors(of: painting, nodeCount: places.count)
    nodes = zip(places, colors).map { place, colors in
      let description = place.layout.component.contentDescription
      return Node(
        depth: place.depth, kind: place.layout.component.kindName, identifier: place.layout.identifier,
        frame: Rect(origin: place.position, size: place.layout.size), colors: colors,
        content: description.map { Self.summary($0.text) }, missingGlyphs: description?.missingGlyphs ?? [])
    }
  }
}
