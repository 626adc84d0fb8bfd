/// Computes flexbox nodes: sizes for measuring, full layouts for placing. Containers run the CSS flex
/// layout algorithm (``FlexContainerLayout``); leaves size themselves from their style and content.
///
/// A class, so that each container layout holds a reference to it rather than a copy of the
/// environment, which it would retain and release.
final class FlexEngine {
  let environment: LayoutEnvironment
  /// Storage the container layouts of this tree reuse, kept with the tree for its next layout.
  let buffers: FlexBuffers

  init(environment: LayoutEnvironment, buffers: FlexBuffers) {
    self.environment = environment
    self.buffers = buffers
  }

  /// The node's border-box size for the given inputs; with `.performLayout`, also the location and
  /// size of every descendant, stored in the nodes.
  ///
  /// - Parameters:
  ///   - known: border-box dimensions the caller has already decided.
  ///   - parent: the containing block's size, for percentages.
  ///   - available: the space the node may take, outside its margins.
  // Kept out of line: inlined into the flex stages that call it, its cache lookups took room in
  // their frames, which are on the stack once per level of a deep tree, and a deep tree's stack
  // then outgrows the processor's caches (a 10,000-deep chain took about 10 KB per level).
  @inline(never)
  func compute(
    _ node: FlexNode, known: MaybeSize, parent: MaybeSize, available: AvailableSize, run: RunMode,
    sizing: SizingMode
  ) throws(LayoutError) -> FlexOutput {
    // Inputs that give the same result share a cache entry: without a size of its own a node sizes the
    // same either way, and a plain component measures the same under min- and max-content.
    let sizing = node.hasNoOwnSize ? .contentSize : sizing
    var available = available
    if node.isPlainComponent {
      if available.width == .minContent { available.width = .maxContent }
      if available.height == .minContent { available.height = .maxContent }
    }
    if run == .computeSize,
      let cached = node.state.cache.lookup(
        known: known, parent: parent, available: available, sizing: sizing,
        indefinite: node.indefiniteForChildren)
    {
      return cached
    }
    let output: FlexOutput
    if node.isContainer {
      output = try FlexContainerLayout.compute(
        node, known: known, parent: parent, available: available, run: run, sizing: sizing, engine: self)
    } else {
      output = try computeLeaf(
        node, known: known, parent: parent, available: available, run: run, sizing: sizing)
    }
    if run == .performLayout {
      node.size = output.size
      // A placed leaf's size is not kept in its cache: measuring asks with other inputs, and a miss
      // would only compute the same size again.
      if !node.isContainer { return output }
    }
    node.state.cache.store(
      known: known, parent: parent, available: available, sizing: sizing,
      indefinite: node.indefiniteForChildren, output: output)
    return output
  }

  /// One dimension of the node's size.
  func measure(
    _ node: FlexNode, known: MaybeSize, parent: MaybeSize, available: AvailableSize, sizing: SizingMode,
    width: Bool
  ) throws(LayoutError) -> Double {
    if width, let value = known.width { return value }
    if !width, let value = known.height { return value }
    let size = try compute(
      node, known: known, parent: parent, available: available, run: .computeSize, sizing: sizing
    )
    .size
    return width ? size.width : size.height
  }

  /// A leaf's size: its style where that decides, else its content measured in the space left inside
  /// its padding and border.
  private func computeLeaf(
    _ node: FlexNode, known: MaybeSize, parent: MaybeSize, available: AvailableSize, run: RunMode,
    sizing: SizingMode
  ) throws(LayoutError) -> FlexOutput {
    // The style is read in place, and copied only where its own size applies: most leaves are sized
    // by their flexbox, and a copy costs as much as the rest of this.
    let margin = node.style.margin.resolved(percentOf: parent.width)
    let insets =
      node.style.padding.resolved(percentOf: parent.width)
      + node.style.border.resolved(percentOf: parent.width)
    let paddingBorder = insets.sum
    let adjustment = node.style.boxSizing == .contentBox ? paddingBorder : .zero

    var nodeSize = known
    var minSize = MaybeSize.none
    var maxSize = MaybeSize.none
    var ratio: Double? = nil
    if sizing == .inherentSize {
      let style = node.style
      ratio = style.aspectRatio
      nodeSize = known.or(style.resolvedSize(parent, boxSizing: adjustment))
      minSize = style.resolvedMinSize(parent, boxSizing: adjustment)
      maxSize = style.resolvedMaxSize(parent, boxSizing: adjustment, aspectRatio: nil)
    }
    // Text aligns by its first line's baseline, inside the padding and border. Only layout runs read
    // baselines, so sizing runs skip finding it (for a label, laying its text out again).
    // A leaf that does not measure itself has no baseline.
    func output(_ size: Size) -> FlexOutput {
      // The stored flag is tested first: binding the optional existential copies it.
      guard run == .performLayout, !node.isPlainComponent, let measurable = node.measurable else {
        return FlexOutput(size: size, firstBaseline: nil)
      }
      let content = Size(width: size.width - paddingBorder.width, height: size.height - paddingBorder.height)
      let leafEnvironment = node.inheriting(environment)
      let baseline = measurable.firstBaseline(contentSize: content, environment: leafEnvironment)
      return FlexOutput(size: size, firstBaseline: baseline.map { $0 + insets.top })
    }
    if let width = nodeSize.width, let height = nodeSize.height {
      let size = MaybeSize(width: width, height: height).clamped(min: minSize, max: maxSize).atLeast(
        paddingBorder)
      return output(Size(width: size.width!, height: size.height!))
    }

    func inner(
      _ space: AvailableLength, known: Double?, size: Double?, min: Double?, max: Double?, margins: Double,
      insets: Double
    ) -> AvailableLength {
      var length = known.map(AvailableLength.definite) ?? space.subtracting(margins)
      if let size = known ?? size ?? max { length = .definite(size) }
      if case .definite(let value) = length { return .definite(clamp(value, min, max) - insets) }
      return length
    }
    let innerAvailable = AvailableSize(
      width: inner(
        available.width, known: known.width, size: nodeSize.width, min: minSize.width, max: maxSize.width,
        margins: margin.horizontal, insets: paddingBorder.width),
      height: inner(
        available.height, known: known.height, size: nodeSize.height, min: minSize.height,
        max: maxSize.height,
        margins: margin.vertical, insets: paddingBorder.height))
    let measureKnown = run == .computeSize ? known.subtracting(paddingBorder) : .none
    let measured = try measureContent(node, known: measureKnown, available: innerAvailable, parent: parent)

    let natural = Size(
      width: measured.width + paddingBorder.width, height: measured.height + paddingBorder.height)
    let clamped = MaybeSize(
      width: nodeSize.width ?? natural.width, height: nodeSize.height ?? natural.height
    ).clamped(min: minSize, max: maxSize)
    var size = Size(width: clamped.width!, height: clamped.height!)
    if let ratio { size.height = max(size.height, size.width / ratio) }
    size.width = max(size.width, paddingBorder.width)
    size.height = max(size.height, paddingBorder.height)
    return output(size)
  }

  /// The size of a leaf's content: asked of a measurable component, or found by laying the component out.
  private func measureContent(
    _ node: FlexNode, known: MaybeSize, available: AvailableSize, parent: MaybeSize
  )
    throws(LayoutError) -> Size
  {
    if let measurable = node.measurable {
      return measurable.measure(
        knownWidth: known.width, knownHeight: known.height, availableWidth: available.width,
        availableHeight: available.height, environment: node.inheriting(environment))
    }
    func bounds(_ known: Double?, _ available: AvailableLength) -> (Double, Double) {
      if let known { return (max(0, known), max(0, known)) }
      if case .definite(let value) = available { return (0, max(0, value)) }
      return (0, .infinity)
    }
    let (minWidth, maxWidth) = bounds(known.width, available.width)
    let (minHeight, maxHeight) = bounds(known.height, available.height)
    let range = SizeRange(
      min: Size(width: minWidth, height: minHeight), max: Size(width: maxWidth, height: maxHeight))
    // The component's own size is already the node's style; what is measured here is its content,
    // as a CSS box's content is measured apart from its width and height.
    // Its children are one level below it in the whole tree.
    return try node.component.computeLayout(
      in: range, parentSize: ParentSize(width: parent.width, height: parent.height),
      environment: node.inheriting(environment.at(depth: node.depth + 1))
    ).size
  }
}
