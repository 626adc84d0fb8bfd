/// The CSS flex layout algorithm (css-flexbox-1 §9) for one container, as Chrome computes it.
///
/// Positions are worked out physically, from the left or top: a main axis that runs right-to-left or
/// bottom-to-top (`row-reverse`, `rtl` rows, `column-reverse`) walks the items backwards, and a reversed
/// cross axis (`wrap-reverse`, `rtl` columns) walks the lines backwards. The stages are in the files
/// `FlexContainerLayout+…`, in the order the spec gives them.
///
/// A layout is large, and a non-mutating method called from a mutating one gets a copy of it in the
/// caller's frame. The stages that measure children are on the stack once per level of a deep tree,
/// so the helpers they call are mutating, though they change nothing: a 10,000-deep chain took about
/// 10 KB of stack per level, more than the processor's caches hold.
struct FlexContainerLayout {
  /// One in-flow child and everything the algorithm works out about it. Sizes are border-box; "outer"
  /// adds margins.
  struct Item {
    // The flags come last, together: scattered among the lengths, each needed padding to the next
    // length, and an item was 336 bytes rather than 312. A wide flexbox's layout walks its items many
    // times, so their size is memory traffic.

    /// Owned by the container's node for the whole layout; unowned so copying an item costs no
    /// reference counting.
    unowned(unsafe) var node: FlexNode
    var size: MaybeSize
    var minSize: MaybeSize
    var maxSize: MaybeSize
    /// How far relative positioning moves the item from where it is placed (its insets resolved).
    var nudge: Point
    var margin: EdgeInsets
    var paddingBorder: EdgeInsets
    var grow: Double
    var shrink: Double

    var flexBasis = 0.0
    var innerFlexBasis = 0.0
    /// The minimum main size; 0 while `minimumIsPending`.
    var resolvedMinMain = 0.0
    var hypotheticalMain = 0.0
    var hypotheticalCross = 0.0
    /// What the item gives its line's cross size: its hypothetical cross size, but for a column of
    /// auto width, its width with its own height rather than its flexed one.
    var crossContribution = 0.0
    var targetMain = 0.0
    var targetCross = 0.0
    var violation = 0.0
    var baseline = 0.0
    var offsetMain = 0.0
    var offsetCross = 0.0

    var autoMargin: (top: Bool, left: Bool, bottom: Bool, right: Bool)
    var alignSelf: FlexStyle.AlignItems
    /// The alignment is safe: an overflowing item goes to the start, `startAlignment`.
    var isSafe: Bool
    var startAlignment: FlexStyle.AlignItems
    /// Whether overflow is clipped along the main axis, which makes the automatic minimum size 0.
    var clipsMain: Bool
    /// The flex basis or main size is definite, so the flexed main size is definite too.
    var hasDefiniteBasis = false
    /// The flex basis is a length (or a percentage of a definite size), not `auto` or a keyword.
    var basisIsLength = false
    /// The automatic minimum size has not been measured: it is known not to exceed the flex basis, so
    /// it matters only if the line shrinks.
    var minimumIsPending = false
    var frozen = false
  }

  /// A flex line: a run of items, its cross size and its offset from the previous line.
  struct Line {
    var items: Range<Int>
    var crossSize = 0.0
    var offsetCross = 0.0
  }

  let node: FlexNode
  /// The container's style; for a block container, the column flexbox it is laid out as.
  ///
  /// Read from a node, not held: a layout holding a copy was twice as large, and each level of a deep
  /// tree has one on the stack.
  var style: FlexStyle { styleNode.stylePointer.pointee }
  /// The node whose style is ``style``: ``blockStyle`` or ``node``, both held by this layout.
  private unowned(unsafe) let styleNode: FlexNode
  /// For a block container, a node that holds the column flexbox style it is laid out as.
  private let blockStyle: FlexNode?
  /// A block container: children stacked and stretched, none flexing.
  let isBlock: Bool
  /// The tree's engine, which outlives every layout it runs; unowned so that making and ending a
  /// layout costs no reference counting.
  unowned(unsafe) let engine: FlexEngine
  let axes: FlexAxes
  let isWrap: Bool
  /// The main axis runs from the right or bottom.
  let mainReversed: Bool
  /// The cross axis runs from the right or bottom.
  let crossReversed: Bool

  let margin: EdgeInsets
  let border: EdgeInsets
  /// Padding plus border.
  let contentInset: EdgeInsets
  let minSize: MaybeSize
  let maxSize: MaybeSize
  /// The container's own maximum size even while its content is measured without its limits: lines
  /// break there, so a wrapping container's content size is that of the lines it will have.
  let lineLimit: MaybeSize

  /// The border-box size where known.
  var outerSize: MaybeSize
  /// The content-box size where known.
  var innerSize: MaybeSize
  /// What the children's percentages resolve against: the content box where it is definite.
  var percentBasis: MaybeSize { forChildren(ratioHeightBasis.or(innerSize)) }
  /// The content-box height a height carried through the aspect ratio gives, for the children's
  /// percentages while the container's own height is still its content's.
  var ratioHeightBasis = MaybeSize.none

  /// The height comes from the container's min-height and max-height alone, which do not make it
  /// definite for its children's percentages (css-sizing-3 §5.2, as Chrome has it).
  var heightFromLimits = false

  /// `size` without the dimensions the parent marked indefinite for this node's children.
  func definiteForChildren(_ size: MaybeSize) -> MaybeSize {
    MaybeSize(
      width: node.indefiniteForChildren.width ? nil : size.width,
      height: node.indefiniteForChildren.height ? nil : size.height)
  }

  /// What percentages resolve against in the children, given the container's content box `size`.
  func forChildren(_ size: MaybeSize) -> MaybeSize {
    var basis = definiteForChildren(size)
    if heightFromLimits { basis.height = nil }
    return basis
  }
  /// The main size was known before the items were measured, so items' flexed main sizes are definite.
  let mainIsDefinite: Bool
  var mainGap: Double
  var crossGap: Double
  /// The container's border-box and content-box sizes once determined.
  var containerSize = Size.zero
  var innerContainerSize = Size.zero

  var items: [Item] = []
  /// The space the items are measured in, inside the container's padding and border.
  var itemSpace = AvailableSize.maxContent
  var lines: [Line] = []

  /// The position-th of `count` subjects in physical order: from the last when `reversed`.
  static func physical(_ position: Int, of range: Range<Int>, reversed: Bool) -> Int {
    reversed ? range.upperBound - 1 - position : range.lowerBound + position
  }

  /// Lays out or sizes `node`, a flex container.
  ///
  /// Only the final run of the algorithm is called from here. The box is resolved and the layout made
  /// out of line, in a slot of the tree's buffers (see ``FlexBuffers``), so that this frame, which is on
  /// the stack once per level of a deep tree, holds neither.
  static func compute(
    _ node: FlexNode, known: MaybeSize, parent: MaybeSize, available: AvailableSize, run: RunMode,
    sizing: SizingMode, engine: FlexEngine
  ) throws(LayoutError) -> FlexOutput {
    switch try prepare(
      node, known: known, parent: parent, available: available, run: run, sizing: sizing, engine: engine)
    {
    case .answered(let output):
      return output
    case .made(let layout):
      defer { engine.buffers.finish(layout) }
      return try layout.pointee.run(available: available, run: run)
    }
  }

  /// What ``compute(_:known:parent:available:run:sizing:engine:)`` does before the final run.
  private enum Preparation {
    /// The box's style answers without a run.
    case answered(FlexOutput)
    /// The layout for the final run, in the slot of the tree's buffers that it is to be finished in.
    case made(UnsafeMutablePointer<FlexContainerLayout>)
  }

  /// Resolves the container's box, runs what its aspect ratio and its children's percentage edges
  /// need first, and makes the layout for the final run, or answers without one.
  @inline(never)
  private static func prepare(
    _ node: FlexNode, known: MaybeSize, parent: MaybeSize, available: AvailableSize, run: RunMode,
    sizing: SizingMode, engine: FlexEngine
  ) throws(LayoutError) -> Preparation {
    let (contentInset, adjustment, minSize, maxSize, styleSize) = resolvedBox(
      of: node, parent: parent, sizing: sizing)
    // Measuring content (a flex basis, say) leaves out the node's own size and limits.
    let inherent = sizing == .inherentSize
    func definite(_ min: Double?, _ max: Double?) -> Double? {
      if let min, let max, max <= min { min } else { nil }
    }
    let fromLimits = MaybeSize(
      width: definite(minSize.width, maxSize.width), height: definite(minSize.height, maxSize.height))
    var styled = known.or(fromLimits.or(styleSize).atLeast(contentInset.sum))
    let heightFromLimits = known.height == nil && styleSize.height == nil && fromLimits.height != nil
    var ratioHeight: Double? = nil
    // Out of line, so that the layout is made in its slot, not in this frame first.
    @inline(never) func make(_ known: MaybeSize) -> UnsafeMutablePointer<FlexContainerLayout> {
      let slot = engine.buffers.takeSlot()
      slot.initialize(
        to: FlexContainerLayout(
          node: node, known: known, parent: parent, contentInset: contentInset, minSize: minSize,
          maxSize: maxSize,
          lineLimit: lineLimit(of: node, known: known, parent: parent, boxSizing: adjustment, sizing: sizing),
          engine: engine))
      slot.pointee.heightFromLimits = heightFromLimits
      slot.pointee.ratioHeightBasis = MaybeSize(
        width: nil, height: (ratioHeight ?? node.ratioHeightForChildren).map { $0 - contentInset.sum.height })
      engine.buffers.lend(to: &slot.pointee)
      return slot
    }
    /// A run before the final one.
    func layout(
      _ known: MaybeSize, _ run: RunMode, in space: AvailableSize? = nil
    ) throws(LayoutError) -> FlexOutput {
      let layout = make(known)
      defer { engine.buffers.finish(layout) }
      return try layout.pointee.run(available: space ?? available, run: run)
    }
    if inherent, node.style.aspectRatio != nil, known.width == nil, let width = styled.width,
      styleSize.height != nil, minSize.width == nil, node.style.overflowX == .visible
    {
      // Chrome keeps a box with an aspect ratio and a height of its own at least as wide as its
      // min-content width, as css-sizing-4 §5.2's automatic minimum does in a ratio-dependent axis,
      // even where its width is set too.
      let content = try layout(
        MaybeSize(width: nil, height: styled.height), .computeSize,
        in: AvailableSize(width: .minContent, height: available.height)
      ).size.width
      styled.width = max(width, min(content, maxSize.width ?? content))
    }
    if inherent, let ratio = node.style.aspectRatio, styled.width == nil, styled.height == nil,
      available.width.value == nil
    {
      // css-sizing-4 §5.1 with both sizes automatic and no width to fill: the ratio carries the
      // least height (padding and border, or the min-height) into the width, in the box the ratio
      // applies to, and the box is as wide as that or its content, within its limits.
      let leastHeight = max(minSize.height ?? 0, contentInset.sum.height) - adjustment.height
      let content = try layout(styled, .computeSize).size.width
      let width = max(leastHeight * ratio + adjustment.width, content)
      styled.width = MaybeSize(width: width, height: nil).clamped(min: minSize, max: maxSize).width
    }
    if inherent, let ratio = node.style.aspectRatio, (styled.width == nil) != (styled.height == nil) {
      // css-sizing-4 §5.1: one size and the ratio give the other, within the limits; an automatic
      // minimum (min-width/height auto, overflow visible) keeps it at least as large as the content.
      let isWidth = styled.width == nil
      // With `box-sizing: content-box` the ratio is of the content box (css-sizing-4 §5.1).
      let transferred = styled.subtracting(adjustment).applyingAspectRatio(ratio).adding(adjustment)
        .clamped(min: minSize, max: maxSize)
      var length = (isWidth ? transferred.width : transferred.height) ?? 0
      // The minimum is automatic where the box sets none itself: one carried through the ratio from
      // the other axis does not count.
      // css-overflow-3 §3.1: overflow hidden in either axis makes a scroll container, which has no
      // automatic minimum in either.
      let isScrollContainer = node.style.overflowX != .visible || node.style.overflowY != .visible
      let automaticMinimum =
        !isScrollContainer
        && (isWidth
          ? node.style.minWidth.flexResolve(parent.width) == nil
          : node.style.minHeight.flexResolve(parent.height) == nil)
      if automaticMinimum {
        // Chrome resolves the children's percentage heights against the height the ratio gives,
        // even where the content then makes the box taller.
        if !isWidth { ratioHeight = length }
        // css-sizing-4 §5.2: the automatic minimum in the ratio-dependent axis is the min-content size.
        let space = isWidth ? AvailableSize(width: .minContent, height: available.height) : nil
        let content = try layout(styled, .computeSize, in: space).size
        length = max(length, isWidth ? content.width : content.height)
      }
      if isWidth { styled.width = length } else { styled.height = length }
    }
    if run == .computeSize, let width = styled.width, let height = styled.height {
      return .answered(FlexOutput(size: Size(width: width, height: height), firstBaseline: nil))
    }
    if styled.width == nil, case .definite = available.width,
      node.children.contains(where: { hasPercentageEdges($0.style) })
    {
      // CSS fixes a box's width in a definite space (fit-content, within its limits) before laying its
      // content out (css-sizing-3 §3), so its children's percentage margins and padding resolve
      // against it, even while the box's height is measured from its content.
      styled.width =
        inherent || node.hasNoOwnSize
        ? try layout(styled, .computeSize).size.width
        : try engine.compute(
          node, known: known, parent: parent, available: available, run: .computeSize,
          sizing: .inherentSize
        ).size.width
    }
    return .made(make(styled))
  }

  /// The container's padding and border, box-sizing adjustment, limits and own size (without its
  /// aspect ratio, which comes in later, where the content can keep the size it gives from being too
  /// small); the limits and size are none when measuring its content (a flex basis, say).
  ///
  /// Out of line, so that the copy of the style it reads is not in the frame of `compute`, which is on
  /// the stack once per level of a tree.
  @inline(never)
  private static func resolvedBox(
    of node: FlexNode, parent: MaybeSize, sizing: SizingMode
  ) -> (
    contentInset: EdgeInsets, adjustment: Size, minSize: MaybeSize, maxSize: MaybeSize, styleSize: MaybeSize
  ) {
    let style = node.style
    let contentInset =
      style.padding.resolved(percentOf: parent.width) + style.border.resolved(percentOf: parent.width)
    let adjustment = style.boxSizingAdjustment(paddingBorder: contentInset.sum)
    guard sizing == .inherentSize else { return (contentInset, adjustment, .none, .none, .none) }
    let minSize = style.resolvedMinSize(parent, boxSizing: adjustment)
    let maxSize = style.resolvedMaxSize(parent, boxSizing: adjustment, aspectRatio: style.aspectRatio)
    let styleSize = style.resolvedSize(parent, boxSizing: adjustment, aspectRatio: nil)
      .clamped(min: minSize, max: maxSize)
    return (contentInset, adjustment, minSize, maxSize, styleSize)
  }

  /// Whether `style` has a margin or padding that is a percentage of its container's width.
  private static func hasPercentageEdges(_ style: FlexStyle) -> Bool {
    // Without array literals, which allocate, for every child of every container measured.
    func isPercent(_ edge: RelativeDimension) -> Bool {
      if case .percent = edge { true } else { false }
    }
    func hasPercent(_ edges: FlexEdges) -> Bool {
      isPercent(edges.top) || isPercent(edges.left) || isPercent(edges.bottom) || isPercent(edges.right)
    }
    return hasPercent(style.margin) || hasPercent(style.padding)
  }

  private init(
    node: FlexNode, known: MaybeSize, parent: MaybeSize, contentInset: EdgeInsets, minSize: MaybeSize,
    maxSize: MaybeSize, lineLimit: MaybeSize, engine: FlexEngine
  ) {
    isBlock = node.style.display == .block
    blockStyle =
      isBlock
      ? FlexNode(
        leaf: node.component, measurable: nil,
        style: node.style.with {
          $0.direction = .column
          $0.wrap = .noWrap
          $0.justifyContent = .flexStart
          $0.alignItems = .stretch
          $0.rowGap = 0
          $0.columnGap = 0
        }, direction: node.direction, identifier: nil, depth: node.depth, after: nil) : nil
    self.node = node
    self.engine = engine
    styleNode = blockStyle ?? node
    axes = FlexAxes(isRow: styleNode.style.isRow)
    isWrap = styleNode.style.wrap != .noWrap
    let rtl = node.direction == .rightToLeft
    switch styleNode.style.direction {
    case .row: mainReversed = rtl
    case .rowReverse: mainReversed = !rtl
    case .column: mainReversed = false
    case .columnReverse: mainReversed = true
    }
    crossReversed = (styleNode.style.wrap == .wrapReverse) != (!styleNode.style.isRow && rtl)
    margin = styleNode.style.margin.resolved(percentOf: parent.width)
    border = styleNode.style.border.resolved(percentOf: parent.width)
    self.contentInset = contentInset
    self.minSize = minSize
    self.maxSize = maxSize
    self.lineLimit = lineLimit
    outerSize = known
    innerSize = known.subtracting(contentInset.sum)
    // A main size the parent fixed but marked indefinite (§9.8) does not make the items' definite.
    let mainMarkedIndefinite =
      styleNode.style.isRow ? node.indefiniteForChildren.width : node.indefiniteForChildren.height
    mainIsDefinite = (styleNode.style.isRow ? known.width : known.height) != nil && !mainMarkedIndefinite
    // Resolved in `resolveGaps()`, once the sizes indefinite for the children's percentages are known.
    mainGap = 0
    crossGap = 0
  }

  private mutating func run(available: AvailableSize, run: RunMode) throws(LayoutError) -> FlexOutput {
    resolveGaps()
    generateItems()
    try resolveSizingKeywords()
    let available = innerAvailableSpace(available)
    itemSpace = available
    try determineFlexBaseSizes(available)
    try collectLines(available)
    try keepLinesOfItsContentHeight()
    if let innerMain = axes.main(innerSize) {
      axes.setMain(&containerSize, innerMain + axes.mainSum(contentInset))
      axes.setMain(&innerContainerSize, innerMain)
    } else {
      // A percentage gap stays 0 here: css-align-3 §8.3 resolves it against zero while the size it is
      // a percentage of is indefinite, and Chrome keeps that for a column's auto height.
      try determineContainerMainSize(available)
      try breakRowLinesAtItsWidth(available)
    }
    if run == .computeSize, axes.cross(outerSize) != nil {
      // Sized with its cross size known: the main size is final, and the stages left only flex,
      // size and place the items inside it. Their layout run does that once, not the size runs too.
      _ = determineContainerCrossSize()
      return FlexOutput(size: containerSize, firstBaseline: nil)
    }
    for index in lines.indices {
      try resolveFlexibleLengths(lines[index])
    }
    for index in lines.indices {
      try determineHypotheticalCrossSizes(lines[index], available)
    }
    try computeChildBaselines(available)
    determineLineCrossSizes()
    stretchLines()
    determineUsedCrossSizes()
    try widenColumnItemsToTheirLines()
    distributeMainFreeSpace()
    alignItemsOnCrossAxis()
    let totalLineCross = determineContainerCrossSize()
    if run == .computeSize {
      return FlexOutput(size: containerSize, firstBaseline: nil)
    }
    alignLines(totalLineCross)
    try placeItems()
    if node.hasChildrenOutOfFlow {
      try placeAbsoluteChildren()
      for child in node.children where child.style.display == .none {
        FlexTree.hide(child)
      }
    }
    node.childPercentBasis = forChildren(ratioHeightBasis.or(MaybeSize(innerContainerSize)))
    return FlexOutput(size: containerSize, firstBaseline: firstBaseline())
  }

  /// §8.5: the container's first baseline, from its top: in the top (or, in a column, leftmost) line,
  /// the first item aligned by baseline (or the first item); in a column, the topmost item. Chrome
  /// walks a `row-reverse` line from its last item, though right-to-left writing alone does not.
  // Changes nothing: `mutating` only so that it reads the layout in place, not a copy (see
  // `FlexContainerLayout`).
  private mutating func firstBaseline() -> Double? {
    let topLine = crossReversed ? lines.last : lines.first
    guard let line = topLine, !line.items.isEmpty else { return nil }
    let chosen: Int
    if axes.isRow, style.direction == .rowReverse {
      chosen = line.items.last { participatesInBaseline(items[$0]) } ?? line.items.upperBound - 1
    } else if axes.isRow {
      chosen = line.items.first { participatesInBaseline(items[$0]) } ?? line.items.lowerBound
    } else {
      chosen = mainReversed ? line.items.upperBound - 1 : line.items.lowerBound
    }
    let item = items[chosen]
    return item.node.location.y + item.baseline
  }
}
