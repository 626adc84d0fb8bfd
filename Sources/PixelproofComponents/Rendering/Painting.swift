extension Layout {
  /// What the laid-out tree shows, in the root's coordinates (points): each component's own painting,
  /// then its children's, then what it paints above them.
  public func displayList() -> DisplayList {
    var list = DisplayList()
    // A loop rather than recursion, so a deep tree takes no stack per level. Each node is visited twice:
    // on the way down (paint, then its children) and on the way up (paint above them).
    var pending: [(layout: Layout, frame: Rect, isReturning: Bool)] = [
      (self, Rect(origin: .zero, size: size), false)
    ]
    while let (layout, frame, isReturning) = pending.popLast() {
      if isReturning {
        layout.component.paintAboveChildren(in: frame, into: &list)
        continue
      }
      layout.component.paint(in: frame, into: &list)
      pending.append((layout, frame, true))
      for child in layout.children.reversed() {
        pending.append(
          (child.layout, Rect(origin: frame.origin + child.position, size: child.layout.size), false))
      }
    }
    return list
  }
}
