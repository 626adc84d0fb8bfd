/// The result of laying out a component: its size and where each child goes.
///
/// A layout tree holds everything painting needs; painting never lays out again.
public struct Layout: Sendable {
  /// A child's layout and its position relative to the parent's top-left corner.
  public struct Child: Sendable {
    /// The child's top-left corner, in points from the parent's top-left corner.
    public var position: Point
    /// The child's own layout.
    public var layout: Layout

    /// A child laid out as `layout`, at `position` in its parent.
    public init(position: Point, layout: Layout) {
      self.position = position
      self.layout = layout
    }
  }

  /// The component this node is the layout of; painting asks it what to draw.
  public let component: any Component
  /// The node's size in points.
  public var size: Size
  /// The children's layouts, in painting order: later ones are painted above earlier ones.
  public var children: [Child]
  /// The identifier, baselines and accessibility attributes, which few nodes have: kept out of line so
  /// that a node, and a parent's array of children, stays small. Nil when none is set.
  private var annotations: LayoutAnnotations?

  /// The identifier the component was given with ``Component/id(_:)``, if any.
  public var identifier: String? {
    get { annotations?.identifier }
    set { annotate { $0.identifier = newValue } }
  }
  /// The first and last baselines of text the component draws itself (a label), from its top.
  public var ownBaselines: (first: Double, last: Double)? {
    get { annotations?.ownBaselines }
    set { annotate { $0.ownBaselines = newValue } }
  }
  /// What the component tells assistive technology, set with the accessibility modifiers
  /// (``Component/accessibilityLabel(_:)`` and the rest); nil when none was written.
  public var accessibility: AccessibilityAttributes? {
    get { annotations?.accessibility }
    set { annotate { $0.accessibility = newValue } }
  }

  /// The layout of `component` at `size`, with its children and an optional identifier.
  public init(component: any Component, size: Size, children: [Child] = [], identifier: String? = nil) {
    self.component = component
    self.size = size
    self.children = children
    if let identifier { annotations = LayoutAnnotations(identifier: identifier) }
  }

  /// Replaces the annotations with a changed copy: they are immutable, so a layout shared with another
  /// value never sees the change.
  private mutating func annotate(_ change: (inout LayoutAnnotations.Values) -> Void) {
    var values = annotations?.values ?? LayoutAnnotations.Values()
    change(&values)
    annotations = values.isEmpty ? nil : LayoutAnnotations(values)
  }

  /// The first baseline from the node's top: its own text's, else that of the first child that has one,
  /// as CSS finds a box's baseline; nil when no text lies inside.
  public var firstBaseline: Double? {
    if let ownBaselines { return ownBaselines.first }
    for child in children {
      if let baseline = child.layout.firstBaseline { return child.position.y + baseline }
    }
    return nil
  }

  /// The last baseline from the node's top: its own text's, else that of the last child that has one.
  public var lastBaseline: Double? {
    if let ownBaselines { return ownBaselines.last }
    for child in children.reversed() {
      if let baseline = child.layout.lastBaseline { return child.position.y + baseline }
    }
    return nil
  }

  /// The node's name in descriptions: the component kind, then `#identifier` when it has one.
  public var name: String {
    identifier.map { "\(component.kindName)#\($0)" } ?? component.kindName
  }

  /// Every node in depth-first order (parents before children), with its frame in the root's coordinates.
  /// `kind` is the node's ``name``: its component kind and identifier.
  public func flattened(origin: Point = .zero) -> [(depth: Int, kind: String, frame: Rect)] {
    var nodes: [(depth: Int, kind: String, frame: Rect)] = []
    visit(origin: origin, depth: 0) { layout, frame, depth in
      nodes.append((depth, layout.name, frame))
    }
    return nodes
  }

  /// Calls `body` for this node and every descendant, parents first, with frames in the root's coordinates.
  public func visit(origin: Point = .zero, depth: Int = 0, _ body: (Layout, Rect, Int) -> Void) {
    // A loop rather than recursion, so a deep tree takes no stack per level; children are pushed last
    // first so they come off in order.
    var pending = [(layout: self, origin: origin, depth: depth)]
    while let node = pending.popLast() {
      body(node.layout, Rect(origin: node.origin, size: node.layout.size), node.depth)
      for child in node.layout.children.reversed() {
        pending.append((child.layout, node.origin + child.position, node.depth + 1))
      }
    }
  }
}

extension Layout: CustomStringConvertible {
  /// One line per node, parents first: two spaces of indentation per level of depth, the component
  /// kind, `#identifier` when the node has one, and its frame in points in the root's coordinates
  /// (`(x, y, width, height)`, at most three decimals), so the text is the same on every machine; then
  /// the characters its component drew without a glyph, if any (see
  /// ``ContentDescription/missingGlyphNote``).
  public var description: String {
    var lines: [String] = []
    visit { layout, frame, depth in
      let note = layout.component.contentDescription?.missingGlyphNote.map { " " + $0 } ?? ""
      lines.append(String(repeating: "  ", count: depth) + "\(layout.name) \(frame)" + note)
    }
    return lines.joined(separator: "\n")
  }
}
