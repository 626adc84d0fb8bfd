/// Any component as a child of a ``Flexbox``, with item properties: grow, shrink, basis, margins,
/// alignment, absolute position, size. Made by ``Component/flexItem(_:)``; outside a flexbox it lays out
/// as its content.
///
/// The item's width, height and limits default to the content's own ``Component/size``; set them in the
/// style to override. Container properties in the style have no effect on an item that is not a
/// ``Flexbox``. `.flexGrow`, `.flexShrink`, `.flexBasis` and `.alignSelf` written on the content are
/// part of the style, and, written on the item, change it: the last written wins. In a ``Stack`` an item
/// is an error, since a stack reads only its own vocabulary (see ``StackItem``).
public struct FlexItem: Component {
  /// The child's component.
  public var content: any Component
  /// The item properties (grow, shrink, basis, margins, alignment, position, size); container properties
  /// apply only when the content is a ``Flexbox``.
  public var style: FlexStyle

  /// The item itself if `component` is already one; else an item whose size is the content's own.
  public init(wrapping component: any Component) {
    if let item = component as? FlexItem {
      self = item
    } else {
      content = component
      style = FlexStyle.of(component)
    }
  }

  /// The content's own size.
  public var size: ComponentSize { content.size }
  /// The content's kind, since an item adds no node of its own.
  public var kindName: String { content.kindName }

  /// Outside a flexbox, the content's layout.
  ///
  /// - Throws: what the content's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    try content.computeLayout(in: range, parentSize: parentSize, environment: environment)
  }
}

extension Component {
  /// In a ``Flexbox``: this child with item properties, e.g. `.flexItem { $0.grow = 1; $0.margin = FlexEdges(4) }`.
  public func flexItem(_ change: (inout FlexStyle) -> Void) -> FlexItem {
    var item = FlexItem(wrapping: self)
    change(&item.style)
    return item
  }
}

extension FlexStyle {
  /// A style whose size and limits are a ComponentKit size, for components that are not flexboxes.
  static func sized(like size: ComponentSize) -> FlexStyle {
    var style = FlexStyle()
    style.width = size.width
    style.height = size.height
    style.minWidth = size.minWidth
    style.minHeight = size.minHeight
    style.maxWidth = size.maxWidth
    style.maxHeight = size.maxHeight
    return style
  }

  /// The flex style of a child, read through its identifiers, view attributes and sizes: a `.flexItem`'s
  /// style, else a flexbox's own, else the component's size, with the `.flexGrow`, `.flexShrink`,
  /// `.flexBasis` and `.alignSelf` written outside it.
  static func of(_ component: any Component) -> FlexStyle {
    let child = FlexChild(component)
    var style: FlexStyle
    if let itemStyle = child.itemStyle {
      style = itemStyle
    } else if ObjectIdentifier(type(of: child.inner)) == ObjectIdentifier(Flexbox.self),
      let flexbox = child.inner as? Flexbox
    {
      style = flexbox.style
    } else {
      style = sized(like: component.size)
    }
    child.applyFlexing(to: &style)
    return style
  }
}
