/// A component shown in a view with ``ViewAttributes``: it lays out exactly as its content, and the
/// attributes apply to the content as to a `UIView`'s subviews (alpha as one layer, clipping, transform).
///
/// Made by the attribute modifiers on any component: `Stack { … }.backgroundColor(.white).cornerRadius(8)`.
public struct Styled: ViewAttributed {
  /// The component the attributes apply to; it lays out as if it stood alone.
  public let content: any Component
  /// How the view around the content looks.
  public var attributes = ViewAttributes()

  /// The content shown in a view with `attributes`.
  ///
  /// - Parameters:
  ///   - content: the component to show.
  ///   - attributes: background, corners, border, alpha, clipping, shadow and transform.
  public init(_ content: any Component, attributes: ViewAttributes = ViewAttributes()) {
    self.content = content
    self.attributes = attributes
  }

  /// The content's own size: view attributes add no layout, so a Stack or Flexbox sizes a styled child
  /// as it sizes the content (its stretch, for one, respects the content's own size).
  public var size: ComponentSize { content.size }

  /// Lays the content out as it would lay out alone; the styled view takes its size.
  ///
  /// - Throws: ``LayoutError`` when an attribute cannot be painted (a negative corner radius, an alpha
  ///   outside 0...1, a transform that is not finite…), or what the content's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    if let reason = attributes.invalidReason { throw LayoutError(component: kindName, reason: reason) }
    let child = try content.layoutThatFits(range, parentSize: parentSize, environment: environment)
    return Layout(component: self, size: child.size, children: [Layout.Child(position: .zero, layout: child)])
  }

  /// Adds the shadow, background, and any clip, layer or transform that the children go inside.
  public func paint(in frame: Rect, into list: inout DisplayList) {
    attributes.paintBelowChildren(in: frame, into: &list)
  }

  /// Adds the border above the children and closes what ``paint(in:into:)`` opened.
  public func paintAboveChildren(in frame: Rect, into list: inout DisplayList) {
    attributes.paintAboveChildren(in: frame, into: &list)
  }
}
