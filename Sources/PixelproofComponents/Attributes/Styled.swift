/// A component shown in a view with ``ViewAttributes``: it lays out exactly as its content, and the
/// attributes apply to the content as to a `UIView`'s subviews (alpha as one layer, clipping, transform).
///
/// Made by the attribute modifiers on any component: `Stack { … }.backgroundColor(.white).cornerRadius(8)`.
public struct Styled: ViewAttributed {
  public let content: any Component
  public var attributes = ViewAttributes()

  public init(_ content: any Component, attributes: ViewAttributes = ViewAttributes()) {
    self.content = content
    self.attributes = attributes
  }

  /// The content's own size: view attributes add no layout, so a Stack or Flexbox sizes a styled child
  /// as it sizes the content (its stretch, for one, respects the content's own size).
  public var size: ComponentSize { content.size }

  public func computeLayout(in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment)
    throws(LayoutError) -> Layout
  {
    if let reason = attributes.invalidReason { throw LayoutError(component: kindName, reason: reason) }
    let child = try content.layoutThatFits(range, parentSize: parentSize, environment: environment)
    return Layout(component: self, size: child.size, children: [Layout.Child(position: .zero, layout: child)])
  }

  public func paint(in frame: Rect, into list: inout DisplayList) {
    attributes.paintBelowChildren(in: frame, into: &list)
  }

  public func paintAboveChildren(in frame: Rect, into list: inout DisplayList) {
    attributes.paintAboveChildren(in: frame, into: &list)
  }
}
