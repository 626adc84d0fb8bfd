/// Any component seen through a window scrolled `offsetY` points down its content, as a scroll view
/// shows it: the content is laid out at the window's width with no height limit, and clipped to the
/// window. Made by `scrolled(toY:)`; a ``List`` has its own `scrolled(toY:)` that
/// also pins section titles and skips cells outside the window.
///
/// The window is as tall as the range allows (a fixed snapshot size), or, with no height limit, reaches
/// from the offset to the content's end.
public struct Scrolled: Component {
  /// The scrolled content.
  public let content: any Component
  /// How far down the content the window's top is, in points.
  public let offsetY: Double

  /// `content` scrolled `offsetY` points down.
  public init(_ content: any Component, offsetY: Double) {
    self.content = content
    self.offsetY = offsetY
  }

  /// Lays the content out at the range's width and free height, and places it `offsetY` up.
  ///
  /// - Throws: ``LayoutError`` for an offset that is not finite, or what the content's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    guard offsetY.isFinite else {
      throw LayoutError(component: kindName, reason: "scrolled(toY: \(offsetY)): the offset must be finite")
    }
    let contentRange = SizeRange(
      min: Size(width: range.min.width, height: 0), max: Size(width: range.max.width, height: .infinity))
    let child = try content.layoutThatFits(
      contentRange, parentSize: ParentSize(width: parentSize.width, height: nil), environment: environment)
    let height = range.max.height.isFinite ? range.max.height : max(0, child.size.height - offsetY)
    let size = range.clamp(Size(width: child.size.width, height: height))
    return Layout(
      component: self, size: size, children: [Layout.Child(position: Point(x: 0, y: -offsetY), layout: child)]
    )
  }

  /// Clips the content to the window.
  public func paint(in frame: Rect, into list: inout DisplayList) {
    list.append(.beginClip(RoundedRect(frame)))
  }

  /// Closes the window's clip.
  public func paintAboveChildren(in frame: Rect, into list: inout DisplayList) {
    list.append(.endClip)
  }
}

extension Component {
  /// The component seen through a window scrolled `y` points down it (see ``Scrolled``).
  ///
  /// - Parameters:
  ///   - y: the content offset in points; it must be finite.
  public func scrolled(toY y: Double) -> Scrolled {
    Scrolled(self, offsetY: y)
  }
}
