/// One layout of a ``Flexbox`` and the flexboxes nested directly in it: builds a node per box, runs the
/// engine, and turns the nodes into a ``Layout`` rounded to the pixel grid.
///
/// Nested flexboxes are laid out in the same run, so that min-content and max-content sizes pass
/// between them as CSS requires; any other component is a leaf, measured by laying it out.
struct FlexTree {
  let root: FlexNode
  let engine: FlexEngine

  /// The tree of `flexbox`: the one its last layout in this environment kept, emptied, or built here.
  /// Give it back with ``keep(in:)`` when the layout ends.
  ///
  /// - Throws: ``LayoutError`` naming the first component whose flex style is invalid.
  init(root flexbox: Flexbox, environment: LayoutEnvironment) throws(LayoutError) {
    if let kept = flexbox.treeStore.take(for: FlexTreeStore.Key(environment)) {
      kept.root.resetLayoutStates()
      root = kept.root
      engine = FlexEngine(environment: environment, buffers: kept.buffers)
      return
    }
    engine = FlexEngine(environment: environment, buffers: FlexBuffers())
    // `environment` is the one the flexbox's children get: the flexbox itself is one level up.
    // The root node holds a copy with a store of its own: the flexbox's store keeps the tree, and a tree
    // holding that store would never be freed.
    var leafKinds = LeafKinds()
    var recentStyles = FlexRecentStyles()
    root = try Self.node(
      for: flexbox.withNewTreeStore(), identifier: nil, inheriting: environment.layoutDirection,
      depth: environment.depth - 1,
      parentDirection: nil, after: nil, environment: environment, leafKinds: &leafKinds,
      recentStyles: &recentStyles)
  }

  /// Keeps the tree, and the arrays its layouts used, with `flexbox`, whose tree it is, for its next
  /// layout.
  func keep(in flexbox: Flexbox) {
    flexbox.treeStore.keep(root, buffers: engine.buffers, for: FlexTreeStore.Key(engine.environment))
  }

  /// Lays the tree out in `range`: an exact dimension is known, a finite maximum is the available
  /// space, and a result outside the range is laid out again at the nearest size inside it.
  func layout(in range: SizeRange, parentSize: ParentSize) throws(LayoutError) -> Layout {
    let parent = MaybeSize(width: parentSize.width, height: parentSize.height)
    var known = MaybeSize(
      width: range.min.width == range.max.width ? range.min.width : nil,
      height: range.min.height == range.max.height ? range.min.height : nil)
    func space(_ max: Double) -> AvailableLength { max.isFinite ? .definite(max) : .maxContent }
    let available = AvailableSize(width: space(range.max.width), height: space(range.max.height))
    if known.width == nil {
      // CSS sizes a box's width before laying out its content (css-sizing-3 §3: fit-content for an
      // auto width), so the children's percentages of it resolve, as they would against a set width.
      // A min-content or max-content width asks for that size of the content, within the limits.
      var widthSpace = available
      switch root.style.width {
      case .minContent: widthSpace.width = .minContent
      case .maxContent: widthSpace.width = .maxContent
      default: break
      }
      let width = try engine.compute(
        root, known: known, parent: parent, available: widthSpace, run: .computeSize, sizing: .inherentSize
      ).size.width
      known.width = min(max(width, range.min.width), range.max.width)
    }
    var output = try engine.compute(
      root, known: known, parent: parent, available: available, run: .performLayout, sizing: .inherentSize)
    let fitted = range.clamp(output.size)
    if fitted != output.size {
      output = try engine.compute(
        root, known: MaybeSize(fitted), parent: parent, available: available, run: .performLayout,
        sizing: .inherentSize)
    }
    root.location = .zero
    let rounding = FlexRounding(grid: engine.environment.pixelGrid)
    var leafEnvironment = engine.environment
    return try layout(
      of: root, parentBasis: parent, origin: .zero, rounding: rounding, hidden: false,
      leafEnvironment: &leafEnvironment)
  }

  /// The node's layout with frames rounded: positions to the grid, sizes so that both edges land where
  /// the rounded absolute edges do.
  ///
  /// `leafEnvironment` is the tree's environment, one for the whole layout: a leaf sets its depth and
  /// writing direction in it and is laid out in it, where a copy of the environment for each leaf
  /// retained and released what it holds (about 90 instructions a leaf).
  private func layout(
    of node: FlexNode, parentBasis: MaybeSize, origin: Point, rounding: FlexRounding, hidden: Bool,
    leafEnvironment: inout LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    let isHidden = hidden || node.style.display == .none
    let absolute = Point(x: origin.x + node.location.x, y: origin.y + node.location.y)
    let size = isHidden ? .zero : rounding.size(node.size, at: absolute)
    var result: Layout
    if node.isContainer {
      var laidOut: [Layout.Child] = []
      laidOut.reserveCapacity(node.children.count)
      for child in node.children {
        let childLayout = try layout(
          of: child, parentBasis: node.childPercentBasis, origin: absolute, rounding: rounding,
          hidden: isHidden, leafEnvironment: &leafEnvironment)
        let position = isHidden ? .zero : rounding.position(child.location)
        // Moved, not copied: a copy of a layout retains everything it holds, and drops it again.
        laidOut.append(Layout.Child(position: position, layout: consume childLayout))
      }
      result = Layout(component: node.component, size: size, children: consume laidOut)
    } else if isHidden {
      result = Layout(component: node.component, size: .zero)
    } else {
      leafEnvironment.depth = node.depth
      leafEnvironment.layoutDirection = node.direction
      result = try node.component.layoutThatFits(
        SizeRange(exactly: size),
        parentSize: ParentSize(width: parentBasis.width, height: parentBasis.height),
        environment: leafEnvironment)
    }
    if let identifier = node.identifier { result.identifier = identifier }
    return result
  }

  /// The node for `component` and, through nested flexboxes, its descendants.
  ///
  /// Nested flexboxes count towards the environment's depth limit as components laid out inside
  /// each other do. `parentDirection` is the direction of the flexbox `component` is a child of, nil
  /// for the root, whose item properties its own parent reads; `previousSibling` is the node of the
  /// child before it, whose style a node styled alike shares, as it shares one of `recentStyles`
  /// otherwise.
  ///
  /// - Throws: ``LayoutError`` for an invalid style, or a Stack's `.spacingBefore`/`.spacingAfter` on a
  ///   child.
  static func node(
    for component: any Component, identifier: String?, inheriting direction: LayoutDirection, depth: Int,
    parentDirection: FlexStyle.Direction?, after previousSibling: FlexNode?, environment: LayoutEnvironment,
    leafKinds: inout LeafKinds, recentStyles: inout FlexRecentStyles
  ) throws(LayoutError) -> FlexNode {
    guard depth < environment.maximumDepth else { throw environment.tooDeep(component.kindName) }
    let child = FlexChild(component, identifier: identifier)
    // `hasSpacedItem` first: reading `spacedItem` of a child without one made a nil item to drop again,
    // about 60 instructions a child.
    if let parentDirection, child.hasSpacedItem, let spaced = child.spacedItem {
      throw .flexboxIgnoresSpacing(of: spaced, direction: parentDirection, layoutDirection: direction)
    }
    if child.innerType == ObjectIdentifier(Flexbox.self),
      let flexbox = try Self.flexboxParts(of: child, after: previousSibling, recentStyles: &recentStyles)
    {
      let ownDirection = flexbox.style.storage.pointee.layoutDirection ?? direction
      let childrenDirection = flexbox.style.storage.pointee.direction
      var children: [FlexNode] = []
      children.reserveCapacity(flexbox.children.count)
      // By index, so that each child is read where it lies rather than copied out by an iterator.
      for index in flexbox.children.indices {
        children.append(
          try node(
            for: flexbox.children[index], identifier: nil, inheriting: ownDirection, depth: depth + 1,
            parentDirection: childrenDirection, after: children.last, environment: environment,
            leafKinds: &leafKinds, recentStyles: &recentStyles))
      }
      // The node keeps the flexbox in the existential it came in rather than putting the cast copy
      // back into one.
      return FlexNode(
        flexbox: child.inner, sharedStyle: flexbox.style,
        isStyledLikePrevious: flexbox.isStyledLikePrevious, direction: ownDirection, children: children,
        identifier: child.identifier, depth: depth)
    }
    return try leafNode(
      for: component, read: child, inheriting: direction, depth: depth, after: previousSibling,
      leafKinds: &leafKinds, recentStyles: &recentStyles)
  }

  /// What a flexbox child's node is made of besides its children's nodes: its children, and its style,
  /// shared with its previous sibling's (which it says) or a recent node's where they are alike.
  private struct FlexboxParts {
    let children: [any Component]
    let style: SharedFlexStyle
    let isStyledLikePrevious: Bool
  }

  /// The parts of `child`'s node if its component is a ``Flexbox``, its style checked.
  ///
  /// Out of line, as ``leafNode(for:read:inheriting:depth:after:leafKinds:recentStyles:)`` is: the
  /// styles and the flexbox copied here took room in the frame of
  /// ``node(for:identifier:inheriting:depth:parentDirection:after:environment:leafKinds:recentStyles:)``,
  /// which is on the stack once per level of a tree while it is built: 6.8 KB, 680 MB for a chain of
  /// 100,000 flexboxes, written through on every first layout.
  @inline(never)
  private static func flexboxParts(
    of child: FlexChild, after previousSibling: FlexNode?, recentStyles: inout FlexRecentStyles
  ) throws(LayoutError) -> FlexboxParts? {
    guard let flexbox = Self.flexbox(opened: child.inner) else { return nil }
    var style: FlexStyle
    if !child.hasItemStyle, !child.hasFlexingItem {
      // The flexbox's own style, checked when it was set.
      if let problem = flexbox.checkedStyle.problem { throw problem.error(for: child.inner) }
      style = flexbox.style
    } else {
      style = child.itemStyle ?? flexbox.style
      child.applyFlexing(to: &style)
      try style.validate(for: child.inner)
    }
    let (shared, isStyledLikePrevious) = FlexNode.style(style, after: previousSibling, recent: recentStyles)
    recentStyles.note(shared)
    return FlexboxParts(children: flexbox.children, style: shared, isStyledLikePrevious: isStyledLikePrevious)
  }

  /// The node for a `component` that is not a flexbox, read into `child`. Out of line, as
  /// ``flexboxParts(of:after:recentStyles:)`` is.
  @inline(never)
  private static func leafNode(
    for component: any Component, read child: FlexChild, inheriting direction: LayoutDirection,
    depth: Int, after previousSibling: FlexNode?, leafKinds: inout LeafKinds,
    recentStyles: inout FlexRecentStyles
  ) throws(LayoutError) -> FlexNode {
    let leaf = child.hadItemWrapper ? component : child.inner
    if !child.hasItemStyle, !child.hasFlexingItem {
      // The style is the component's size alone: a leaf of the same size as the last leaf styled so
      // takes that leaf's style, which was made and checked for it.
      let size = child.inner.size
      if let shared = recentStyles.style(sizedLike: size) {
        // Consumed: the node took a copy of the leaf otherwise, and the leaf was dropped.
        let node = FlexNode(
          leaf: consume leaf, measurable: leafKinds.measurable(child.inner, type: child.innerType),
          sharedStyle: shared, direction: direction, identifier: child.identifier, depth: depth,
          after: previousSibling)
        recentStyles.note(shared)
        return node
      }
      let style = FlexStyle.sized(like: size)
      if !style.hasOnlyValidSizes { try style.validate(for: child.inner) }
      // A style made from a size has no writing direction of its own.
      let node = FlexNode(
        leaf: leaf, measurable: leafKinds.measurable(child.inner, type: child.innerType),
        style: style, direction: direction, identifier: child.identifier, depth: depth,
        after: previousSibling, recent: recentStyles)
      recentStyles.note(node.sharedStyle, sizedLike: size)
      return node
    }
    var style = child.itemStyle ?? FlexStyle.sized(like: child.inner.size)
    child.applyFlexing(to: &style)
    // A leaf's style made from its size alone can only be wrong in its sizes; the full check builds
    // names and reads every property, and every leaf of every layout comes here.
    if child.hasItemStyle || child.hasFlexingItem || !style.hasOnlyValidSizes {
      try style.validate(for: child.inner)
    }
    let leafDirection = style.layoutDirection ?? direction
    // The node keeps the item wrappers, if any, so its layout goes through them. The style and the
    // measurable are handed over, not copied: nothing reads them here afterwards.
    let node = FlexNode(
      leaf: leaf,
      measurable: leafKinds.measurable(child.inner, type: child.innerType),
      style: style, direction: leafDirection, identifier: child.identifier, depth: depth,
      after: previousSibling, recent: recentStyles)
    recentStyles.note(node.sharedStyle)
    return node
  }

  /// `component` as a ``Flexbox``, cast from its own type: the runtime's same-type cast costs less
  /// than looking for the value inside the existential first.
  private static func flexbox<Content: Component>(opened component: Content) -> Flexbox? {
    component as? Flexbox
  }

  /// Gives a node that takes no space an empty frame, and its descendants too.
  static func hide(_ node: FlexNode) {
    node.size = .zero
    node.location = .zero
    for child in node.children {
      hide(child)
    }
  }
}

/// Whether leaves report their own sizes, asked of the runtime once for a run of leaves of one type:
/// a conformance check costs hundreds of instructions, and a flexbox's children are mostly alike.
struct LeafKinds {
  private var lastType: ObjectIdentifier?
  private var lastIsMeasurable = false
  /// The last type is a class, whose instances may be of subclasses that differ: each is asked.
  private var lastIsClass = false

  /// `component`, whose existential holds the type `type` (``PassThrough/storedType(of:)``), as a
  /// ``MeasurableComponent``, if it is one.
  mutating func measurable(_ component: any Component, type: ObjectIdentifier) -> (any MeasurableComponent)? {
    if type != lastType {
      lastType = type
      lastIsClass = Self.isClass(component)
      lastIsMeasurable = Swift.type(of: component) is any MeasurableComponent.Type
    }
    return lastIsMeasurable || lastIsClass ? component as? any MeasurableComponent : nil
  }

  /// Whether the type `component`'s existential holds is a class, asked once for a run of leaves.
  private static func isClass<Stored: Component>(_: Stored) -> Bool {
    Stored.self is AnyObject.Type
  }
}
