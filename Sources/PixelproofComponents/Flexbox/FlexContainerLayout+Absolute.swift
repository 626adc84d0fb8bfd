extension FlexContainerLayout {
  /// Absolutely positioned children: sized from their insets and style within the container's padding
  /// box, placed by their insets or, where unset, by justify-content and align-self.
  mutating func placeAbsoluteChildren() throws(LayoutError) {
    let paddingBox = Size(
      width: containerSize.width - border.horizontal, height: containerSize.height - border.vertical)
    for child in node.children where child.style.position == .absolute && child.style.display != .none {
      try placeAbsolute(child, paddingBox: paddingBox)
    }
  }

  private func placeAbsolute(_ child: FlexNode, paddingBox: Size) throws(LayoutError) {
    let childStyle = child.style
    let ratio = childStyle.aspectRatio
    let basis = MaybeSize(paddingBox)
    let margin = childStyle.margin
    let marginValues = (
      top: margin.top.flexResolve(paddingBox.width), left: margin.left.flexResolve(paddingBox.width),
      bottom: margin.bottom.flexResolve(paddingBox.width), right: margin.right.flexResolve(paddingBox.width)
    )
    let paddingBorder =
      (childStyle.padding.resolved(percentOf: paddingBox.width)
      + childStyle.border.resolved(percentOf: paddingBox.width))
      .sum
    let adjustment = childStyle.boxSizingAdjustment(paddingBorder: paddingBorder)
    let left = childStyle.inset.left.flexResolve(paddingBox.width)
    let right = childStyle.inset.right.flexResolve(paddingBox.width)
    let top = childStyle.inset.top.flexResolve(paddingBox.height)
    let bottom = childStyle.inset.bottom.flexResolve(paddingBox.height)

    var styleSize = childStyle.resolvedSize(basis, boxSizing: adjustment)
    let keywords = FlexSizingKeywords(engine: engine)
    if childStyle.width.isKeyword {
      let space =
        paddingBox.width - (left ?? 0) - (right ?? 0) - (marginValues.left ?? 0) - (marginValues.right ?? 0)
      styleSize.width = try keywords.length(
        childStyle.width, of: child, width: true, known: styleSize.height, stretchSpace: space,
        parent: basis)
    }
    if childStyle.height.isKeyword {
      let space =
        paddingBox.height - (top ?? 0) - (bottom ?? 0) - (marginValues.top ?? 0) - (marginValues.bottom ?? 0)
      // A width its two insets give is known before its content is measured, as an inline size is.
      var knownWidth = styleSize.width
      if knownWidth == nil, let left, let right {
        let margins = (marginValues.left ?? 0) + (marginValues.right ?? 0)
        knownWidth = max(paddingBox.width - left - right - margins, 0)
      }
      styleSize.height = try keywords.length(
        childStyle.height, of: child, width: false, known: knownWidth, stretchSpace: space,
        parent: basis)
    }
    let resolvedMin = childStyle.resolvedMinSize(basis, boxSizing: adjustment)
    let minSize = MaybeSize(
      width: max(resolvedMin.width ?? paddingBorder.width, paddingBorder.width),
      height: max(resolvedMin.height ?? paddingBorder.height, paddingBorder.height))
    let maxSize = childStyle.resolvedMaxSize(basis, boxSizing: adjustment, aspectRatio: ratio)
    var known = styleSize.clamped(min: minSize, max: maxSize)
    if known.width == nil, let left, let right {
      let width = paddingBox.width - (marginValues.left ?? 0) - (marginValues.right ?? 0) - left - right
      known.width = max(width, 0)
      known = known.applyingAspectRatio(ratio).clamped(min: minSize, max: maxSize)
    }
    let verticalAlignment = FlexAbsoluteAlignment(childStyle.alignSelf)
    // Aligned by its own align-self, a child of auto height is as tall as its content, not the space
    // between its insets.
    if known.height == nil, let top, let bottom, verticalAlignment == nil {
      let height = paddingBox.height - (marginValues.top ?? 0) - (marginValues.bottom ?? 0) - top - bottom
      known.height = max(height, 0)
      known = known.applyingAspectRatio(ratio).clamped(min: minSize, max: maxSize)
    }
    // css-position-3 §5.1: an auto width shrinks to fit the space its insets leave in the padding box.
    let availableWidth = max(paddingBox.width - (left ?? 0) - (right ?? 0), 0)
    let available = AvailableSize(
      width: .definite(clamp(availableWidth, minSize.width, maxSize.width)),
      height: .definite(clamp(containerSize.height, minSize.height, maxSize.height)))
    if let ratio, let width = known.width, let height = known.height {
      known = try widthHeldAtContent(
        of: child, width: width, height: height, ratio: ratio, definiteHeight: top != nil && bottom != nil,
        min: minSize, max: maxSize)
    }
    if ratio != nil, let width = known.width, let height = known.height,
      childStyle.height.flexResolve(basis.height) == nil,
      childStyle.minHeight == .auto, childStyle.overflowX == .visible, childStyle.overflowY == .visible
    {
      // css-sizing-4 §5.2: a height its aspect ratio carries from its width is held at its content's
      // under an automatic minimum.
      let content = try engine.compute(
        child, known: MaybeSize(width: width, height: nil), parent: basis, available: available,
        run: .computeSize, sizing: .contentSize
      ).size.height
      known.height = max(height, min(content, maxSize.height ?? content))
    }
    // Measured where its insets and style leave a dimension open, then laid out once at its final
    // size, so percentages inside it resolve against that size.
    var natural = Size(width: known.width ?? 0, height: known.height ?? 0)
    if known.width == nil || known.height == nil {
      natural = try engine.compute(
        child, known: known, parent: basis, available: available, run: .computeSize,
        sizing: .contentSize
      ).size
    }
    if let ratio, known.width == nil, known.height == nil {
      // css-sizing-4 §5.1: a width from its content gives the height through the ratio, held at the
      // content's height under an automatic minimum (§5.2), as in Chrome.
      let height = clamp(natural.width, minSize.width, maxSize.width) / ratio
      let holdsContent =
        childStyle.minHeight == .auto && childStyle.overflowX == .visible && childStyle.overflowY == .visible
      natural.height = holdsContent ? max(height, natural.height) : height
    }
    let clamped = MaybeSize(width: known.width ?? natural.width, height: known.height ?? natural.height)
      .clamped(min: minSize, max: maxSize)
    let size = Size(width: clamped.width!, height: clamped.height!)
    // A height its content gave it is not definite for its children's percentages (css-sizing-3
    // §2.1); its width, its inline size, is fixed before its content is laid out.
    // One a content keyword gave it is not either (css-sizing-3 §5.2.1: such a percentage is cyclic).
    let heightIsContents = childStyle.height.isContentKeyword
    child.indefiniteForChildren = (false, known.height == nil || heightIsContents)
    defer { child.indefiniteForChildren = (false, false) }
    _ = try engine.compute(
      child, known: MaybeSize(size), parent: basis,
      available: AvailableSize(
        width: .definite(containerSize.width), height: .definite(containerSize.height)),
      run: .performLayout, sizing: .contentSize)

    // CSS 2 §10.3.7 and §10.6.4: between two insets, auto margins take what the insets, the size and
    // the other margins leave of the containing block (its padding box), shared equally when both are
    // auto; across the width the end one takes an overflow (the left in right-to-left writing), down
    // the height they still share it. With an auto size that fills the space, they are 0.
    func autoMargins(_ start: Double?, _ end: Double?, free: Double, sharesOverflow: Bool) -> (Double, Double)
    {
      switch (start, end) {
      case (nil, nil): return free >= 0 || sharesOverflow ? (free / 2, free / 2) : (0, free)
      case (nil, let end?): return (free, end)
      case (let start?, nil): return (start, free)
      case (let start?, let end?): return (start, end)
      }
    }
    // css-position-3 §4.3: insets that overlap leave an inset-modified containing block of no size at
    // the start inset, not a negative one.
    let freeWidth =
      max(paddingBox.width - (left ?? 0) - (right ?? 0), 0) - size.width - (marginValues.left ?? 0)
      - (marginValues.right ?? 0)
    let freeHeight =
      max(paddingBox.height - (top ?? 0) - (bottom ?? 0), 0) - size.height - (marginValues.top ?? 0)
      - (marginValues.bottom ?? 0)
    // Auto margins only take space between two insets; otherwise they are 0.
    var (marginLeft, marginRight) = (marginValues.left ?? 0, marginValues.right ?? 0)
    if left != nil, right != nil {
      if node.direction == .rightToLeft {
        (marginRight, marginLeft) = autoMargins(
          marginValues.right, marginValues.left, free: freeWidth, sharesOverflow: false)
      } else {
        (marginLeft, marginRight) = autoMargins(
          marginValues.left, marginValues.right, free: freeWidth, sharesOverflow: false)
      }
    }
    let (marginTop, marginBottom) =
      top != nil && bottom != nil
      ? autoMargins(marginValues.top, marginValues.bottom, free: freeHeight, sharesOverflow: true)
      : (marginValues.top ?? 0, marginValues.bottom ?? 0)
    let resolvedMargin = EdgeInsets(
      top: marginTop, left: marginLeft, bottom: marginBottom, right: marginRight)

    // Over-constrained insets: the start side wins, which is the right in right-to-left writing.
    let fromLeft = left.map { $0 + border.left + marginLeft }
    let fromRight = right.map { containerSize.width - border.right - $0 - size.width - marginRight }
    let x = node.direction == .rightToLeft ? fromRight ?? fromLeft : fromLeft ?? fromRight
    var y =
      top.map { $0 + border.top + marginTop }
      ?? bottom.map { containerSize.height - border.bottom - $0 - size.height - marginBottom }
    // Auto margins, which have taken the free space, align it before align-self (css-align-3 §6.1).
    if let top, let bottom, let verticalAlignment, marginValues.top != nil, marginValues.bottom != nil {
      let free = paddingBox.height - top - bottom - size.height - marginTop - marginBottom
      y =
        border.top + top + marginTop
        + verticalAlignment.offset(
          free: free, startInset: top, endInset: bottom, containingBlock: paddingBox.height)
    }
    let staticPosition = staticPosition(of: child, size: size, margin: resolvedMargin)
    child.location = Point(x: x ?? staticPosition.x, y: y ?? staticPosition.y)
  }

  /// Where an absolutely positioned child with no insets goes: at the main-axis position justify-content
  /// would give a lone item, and the cross-axis position its align-self gives.
  private func staticPosition(of child: FlexNode, size: Size, margin: EdgeInsets) -> Point {
    let startIsLeading = !axes.isRow || node.direction == .leftToRight
    let justify = FlexAlignment(
      style.justifyContent, startIsFlexStart: startIsLeading != mainReversed, isSafe: false)
    let containerMain = axes.main(containerSize)
    let leading = axes.mainStart(contentInset) + axes.mainStart(margin)
    let trailing = containerMain - axes.mainEnd(contentInset) - axes.main(size) - axes.mainEnd(margin)
    let main: Double
    switch justify.mode {
    case .center, .spaceAround, .spaceEvenly: main = (leading + trailing) / 2
    case .flexStart, .spaceBetween: main = mainReversed ? trailing : leading
    case .flexEnd: main = mainReversed ? leading : trailing
    }

    let containerCross = axes.cross(containerSize)
    let crossLeading = axes.crossStart(contentInset) + axes.crossStart(margin)
    let crossTrailing =
      containerCross - axes.crossEnd(contentInset) - axes.cross(size) - axes.crossEnd(margin)
    let cross: Double
    var alignment = crossAlignment(of: child)
    // Out of flow there is no baseline to share: baseline alignment falls back to the start.
    if alignment == .baseline || (isSafe(child) && crossTrailing < crossLeading) {
      alignment = crossAlignment(of: child, as: .start)
    }
    switch alignment {
    case .center: cross = (crossLeading + crossTrailing) / 2
    case .flexEnd: cross = crossReversed ? crossLeading : crossTrailing
    default: cross = crossReversed ? crossTrailing : crossLeading
    }
    return axes.point(main: main, cross: cross)
  }
}
