extension FlexContainerLayout {
  /// An absolutely positioned child's size held at least at its min-content width, where its aspect
  /// ratio and a definite height make that its automatic minimum width.
  ///
  /// css-sizing-4 §5.1, as Chrome applies it to an absolutely positioned box: with an aspect ratio and
  /// a height its style or its two insets make definite, its automatic minimum width is its min-content
  /// width (capped by its maximum width), even when its style sets the width too; an auto height then
  /// follows the width so raised through the ratio.
  ///
  /// - Parameters:
  ///   - width: the child's border-box width from its style, insets or ratio.
  ///   - height: the child's border-box height from its style, insets or ratio.
  ///   - definiteHeight: whether both vertical insets are set, stretching an auto height.
  func widthHeldAtContent(
    of child: FlexNode, width: Double, height: Double, ratio: Double, definiteHeight: Bool, min: MaybeSize,
    max: MaybeSize
  ) throws(LayoutError) -> MaybeSize {
    let style = child.style
    let heightIsAuto = style.height == .auto
    let paddingBox = MaybeSize(
      width: containerSize.width - border.horizontal, height: containerSize.height - border.vertical)
    let heightIsDefinite =
      style.height.flexResolve(paddingBox.height) != nil || (heightIsAuto && definiteHeight)
    guard style.minWidth == .auto, style.overflowX == .visible, heightIsDefinite else {
      return MaybeSize(width: width, height: height)
    }
    let content = try engine.measure(
      child, known: MaybeSize(width: nil, height: height), parent: paddingBox,
      available: AvailableSize(width: .minContent, height: .definite(height)), sizing: .contentSize,
      width: true)
    let floor = Swift.min(content, max.width ?? content)
    guard floor > width else { return MaybeSize(width: width, height: height) }
    let held = MaybeSize(width: floor, height: heightIsAuto ? floor / ratio : height)
    return held.clamped(
      min: MaybeSize(width: nil, height: min.height), max: MaybeSize(width: nil, height: max.height))
  }
}
