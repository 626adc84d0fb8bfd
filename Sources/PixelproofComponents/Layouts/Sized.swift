/// Gives a component a size of its own (see ``Component/size(width:height:minWidth:minHeight:maxWidth:maxHeight:)``).
///
/// It adds no node to the layout tree: the content's layout is the result.
public struct Sized: Component {
  /// The child.
  public let content: any Component
  /// The size it gives the child.
  public let size: ComponentSize
  /// The content's kind, since a size adds no node of its own.
  public var kindName: String { content.kindName }

  /// `content` with a size of its own.
  public init(_ content: any Component, size: ComponentSize) {
    self.content = content
    self.size = size
  }

  /// The content's layout in the range narrowed by ``size``.
  ///
  /// - Throws: ``LayoutError`` for a size that is NaN, negative or infinite, or what the content's layout
  ///   throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
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
