/// A leaf that shows a rectangle with ``ViewAttributes``: a background colour or gradient, rounded
/// corners, a border drawn inside its bounds, a shadow, a transform, and an alpha applied to all of that
/// as one layer.
///
/// With no size of its own a view is as small as its range allows, so give it one:
/// `View(.blue).cornerRadius(8).size(width: 40, height: 40)`, or stretch it in a Stack, or use it as a
/// `.background { … }`.
public struct View: ViewAttributed {
  /// Background, corners, border, alpha, clipping, shadow and transform.
  public var attributes: ViewAttributes {
    get { checked.attributes }
    set { checked = CheckedViewAttributes(newValue) }
  }
  /// The attributes behind one reference, checked once when set: a view then fits in a layout node
  /// without a copy of its attributes of its own, and laying it out again checks nothing.
  private var checked: CheckedViewAttributes

  /// A view filled with `backgroundColor`; nil for an empty one.
  public init(_ backgroundColor: Color? = nil) {
    var attributes = ViewAttributes()
    attributes.backgroundColor = backgroundColor
    checked = CheckedViewAttributes(attributes)
  }

  /// A view with every attribute given.
  public init(attributes: ViewAttributes) {
    checked = CheckedViewAttributes(attributes)
  }

  /// As small as the range allows: the range's minimum.
  ///
  /// - Throws: ``LayoutError`` when an attribute cannot be painted.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    if let reason = checked.invalidReason { throw LayoutError(component: kindName, reason: reason) }
    return Layout(component: self, size: range.min)
  }

  /// Adds the shadow, background, and any clip, layer or transform the children go inside.
  public func paint(in frame: Rect, into list: inout DisplayList) {
    guard checked.attributes.alpha > 0 else { return }
    checked.attributes.paintBelowChildren(in: frame, into: &list)
    checked.attributes.paintAboveChildren(in: frame, into: &list)
  }
}
