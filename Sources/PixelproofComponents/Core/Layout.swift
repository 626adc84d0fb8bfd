/// The result of laying out a component: its size and where each child goes.
///
/// A layout tree holds everything painting needs; painting never lays out again.
public struct Layout: Sendable {
  /// A child's layout and its position relative to the parent's top-left corner.
  public struct Child: Sendable {
    public var position: Point
    public var layout: Layout

    public init(position: Point, layout: Layout) {
      self.position = position
      self.layout = layout
    }
  }

  public let component: any Component
  public var size: Size
  public var children: [Child]

  public init(component: any Component, size: Size, children: [Child] = []) {
    self.component = component
    self.size = size
    self.children = children
  }

  /// Every node in depth-first order (parents before children), with its frame in the root's coordinates.
  public func flattened(origin: Point = .zero) -> [(depth: Int, kind: String, frame: Rect)] {
    var nodes: [(depth: Int, kind: String, frame: Rect)] = []
    visit(origin: origin, depth: 0) { layout, frame, depth in
      nodes.append((depth, layout.component.kindName, frame))
    }
    return nodes
  }

  /// Calls `body` for this node and every descendant, parents first, with frames in the root's coordinates.
  public func visit(origin: Point = .zero, depth: Int = 0, _ body: (Layout, Rect, Int) -> Void) {
    body(self, Rect(origin: origin, size: size), depth)
    for child in children {
      child.layout.visit(origin: origin + child.position, depth: depth + 1, body)
    }
  }
}

extension Layout: CustomStringConvertible {
  /// One line per node: indentation for depth, the component kind, and its frame in points.
  public var description: String {
    flattened().map { String(repeating: "  ", count: $0.depth) + "\($0.kind) \($0.frame)" }
      .joined(separator: "\n")
  }
}
