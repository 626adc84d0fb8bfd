/// Gives a component a size of its own (see ``Component/size(width:height:minWidth:minHeight:maxWidth:maxHeight:)``).
///
/// It adds no node to the layout tree: the content's layout is the result.
public struct Sized: Component {
  public let content: any Component
  public let size: ComponentSize
  public var kindName: String { content.kindName }

  public init(_ content: any Component, size: ComponentSize) {
    self.content = content
    self.size = size
  }

  public func computeLayout(in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment)
    throws(LayoutError) -> Layout
  {
    try content.layoutThatFits(range, parentSize: parentSize, environment: environment)
  }
}

extension Component {
  /// The component with its own size. Unset dimensions stay automatic; the parent's constraint wins
  /// where the two conflict.
  public func size(
    width: RelativeDimension = .auto, height: RelativeDimension = .auto,
    minWidth: RelativeDimension = .auto, minHeight: RelativeDimension = .auto,
    maxWidth: RelativeDimension = .auto, maxHeight: RelativeDimension = .auto
  ) -> Sized {
    size(
      ComponentSize(
        width: width, height: height, minWidth: minWidth, minHeight: minHeight,
        maxWidth: maxWidth, maxHeight: maxHeight))
  }

  /// The component with its own size.
  public func size(_ size: ComponentSize) -> Sized {
    Sized(self, size: size)
  }
}
