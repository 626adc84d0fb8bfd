extension Layout {
  /// What the laid-out tree shows, parents below children, in the root's coordinates (points).
  public func displayList() -> DisplayList {
    var list = DisplayList()
    visit { layout, frame, _ in
      layout.component.paint(in: frame, into: &list)
    }
    return list
  }
}
