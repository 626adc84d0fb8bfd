extension Layout {
  /// The images of the laid-out tree that have no accessibility label and are not hidden, in reading
  /// order.
  ///
  /// An ``Image`` (or a ``Styled`` view of one) counts when neither it nor anything around it is
  /// `.accessibilityHidden()`, it has no label or an empty one, and it is not inside another element:
  /// the label of a button or of a labelled or combined container speaks for the images in it, as
  /// ``accessibilityElements(direction:origin:)`` finds elements. An image made an element with
  /// `.accessibilityElement(children: .ignore)` but given no label counts too.
  ///
  /// - Parameters:
  ///   - direction: the writing direction that orders images at the same height.
  ///   - origin: where the root's top-left corner is.
  public func unlabelledImageFindings(
    direction: LayoutDirection = .leftToRight, origin: Point = .zero
  ) -> [UnlabelledImageFinding] {
    var findings: [UnlabelledImageFinding] = []
    // A loop rather than recursion, as `visit` walks, so a deep tree takes no stack per level; children
    // are pushed last first so they come off in tree order.
    var pending = [(node: self, origin: origin)]
    while let (node, origin) = pending.popLast() {
      let written = node.accessibility
      if written?.isHidden == true { continue }
      // A styled image is one element with the image: a label or hiding on any node down to the image
      // counts, the outermost label first, as the modifiers merge.
      var styled = [node]
      while let last = styled.last, last.component is Styled, last.children.count == 1 {
        styled.append(last.children[0].layout)
      }
      if styled.last?.component is Image {
        let hidden = styled.contains { $0.accessibility?.isHidden == true }
        let label = styled.lazy.compactMap { $0.accessibility?.label }.first
        if !hidden && label?.isEmpty ?? true {
          findings.append(
            UnlabelledImageFinding(name: node.name, frame: Rect(origin: origin, size: node.size)))
        }
        continue
      }
      switch written?.children {
      case .combine, .ignore: continue
      case .contain: break
      case nil:
        // An element speaks for the images inside it.
        if AccessibilityReader.defaults(of: node).isElement || written?.label != nil { continue }
      }
      for child in node.children.reversed() { pending.append((child.layout, origin + child.position)) }
    }
    return inReadingOrder(findings, frame: \.frame, direction: direction)
  }
}
