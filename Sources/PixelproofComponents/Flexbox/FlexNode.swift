/// One box of a flexbox tree: a ``Flexbox`` (whose children are nodes too) or any other component as a
/// leaf. Nodes are built for one layout and thrown away with it.
final class FlexNode {
  /// What the node's layout reports: the flexbox, or the leaf component (an item wrapper included).
  let component: any Component
  let style: FlexStyle
  let direction: LayoutDirection
  let identifier: String?
  /// The node's level in the whole component tree, as ``LayoutEnvironment/depth`` counts it.
  let depth: Int
  /// The children of a container; empty for a leaf.
  let children: [FlexNode]
  let isContainer: Bool
  /// A leaf that reports its min-content and max-content sizes itself.
  let measurable: (any MeasurableComponent)?
  /// A leaf measured by laying it out (neither a flexbox nor measurable), which sizes the same under
  /// min-content and max-content. Stored, since the engine asks on every computation, and comparing an
  /// existential with nil copies it.
  let isPlainComponent: Bool
  /// The style sets no size, limit or aspect ratio, so measuring with or without it gives the same.
  let hasNoOwnSize: Bool

  /// Sizes computed for given inputs, so that deep trees are not measured again for each ancestor.
  var cache = FlexCache()

  // The result of the last full layout, unrounded, relative to the parent's border box.
  var location = Point.zero
  var size = Size.zero
  /// The size percentages of this node's children resolved against (its content box).
  var childPercentBasis = MaybeSize.none
  /// Set by the parent while it places this node: its width or height, though fixed by flexing, is
  /// not definite, so percentages of it in its children behave as auto (css-flexbox-1 §9.8).
  var indefiniteForChildren = (width: false, height: false)
  /// Set by the parent while it places this node: the border-box height its aspect ratio gives from
  /// its width, which its children's percentage heights resolve against even where its content made
  /// it taller, as in Chrome.
  var ratioHeightForChildren: Double? = nil

  /// A flex container: `flexbox` is the ``Flexbox``, as the component its layout reports.
  init(
    flexbox: consuming any Component, style: consuming FlexStyle, direction: LayoutDirection,
    children: consuming [FlexNode], identifier: String?, depth: Int
  ) {
    hasNoOwnSize = style.hasNoOwnSize
    component = flexbox
    self.depth = depth
    self.style = style
    self.direction = direction
    self.identifier = identifier
    self.children = children
    isContainer = true
    measurable = nil
    isPlainComponent = false
  }

  /// A leaf: `component` is laid out at the size the flexbox gives it.
  init(
    leaf component: consuming any Component, measurable: consuming (any MeasurableComponent)?,
    style: consuming FlexStyle, direction: LayoutDirection, identifier: String?, depth: Int
  ) {
    isPlainComponent = measurable == nil
    hasNoOwnSize = style.hasNoOwnSize
    self.component = component
    self.depth = depth
    self.style = style
    self.direction = direction
    self.identifier = identifier
    children = []
    isContainer = false
    self.measurable = measurable
  }
}

extension FlexNode {
  /// `environment` with the node's writing direction, for laying out or measuring a leaf's content.
  /// CSS's `direction` is inherited, so a flexbox inside another component (an inset, a reader) in a
  /// right-to-left flexbox runs right to left too.
  func inheriting(_ environment: LayoutEnvironment) -> LayoutEnvironment {
    var inherited = environment
    inherited.layoutDirection = direction
    return inherited
  }
}

extension FlexStyle {
  /// No size, limit or aspect ratio is set.
  var hasNoOwnSize: Bool {
    aspectRatio == nil && width == .auto && height == .auto && minWidth == .auto && minHeight == .auto
      && maxWidth == .auto && maxHeight == .auto
  }
}

/// What computing a node gives: its border-box size and, when it has one, its first baseline from the top.
struct FlexOutput {
  var size: Size
  var firstBaseline: Double?
}

/// Whether a computation only needs the node's size or also places its descendants.
enum RunMode {
  case computeSize
  case performLayout
}

/// Whether the node's own size properties apply (`inherentSize`) or the caller has already applied
/// them through the known dimensions (`contentSize`).
enum SizingMode {
  case contentSize
  case inherentSize
}

/// A few recent (inputs, size) pairs of one node, kept inline so a node's cache costs no allocation.
/// Lookups compare inputs exactly, so a hit returns the very size a computation would. The parent size
/// (for percentages) is not part of the key, as in Taffy: it changes within one layout only when the
/// parent's own size becomes known, which changes the known or available sizes too. Nodes, and their
/// caches, are built anew for every layout.
struct FlexCache {
  private struct Entry {
    var known: MaybeSize
    /// Percentages (padding, margins, sizes) resolve against it, so it is part of the inputs.
    var parent: MaybeSize
    var available: AvailableSize
    var sizing: SizingMode
    /// The node's sizes its children's percentages treat as indefinite change its layout too.
    var indefinite: (width: Bool, height: Bool)
    var output: FlexOutput

    func matches(
      _ known: MaybeSize, _ parent: MaybeSize, _ available: AvailableSize, _ sizing: SizingMode,
      _ indefinite: (width: Bool, height: Bool)
    )
      -> Bool
    {
      self.known == known && self.parent == parent && self.available == available && self.sizing == sizing
        && self.indefinite == indefinite
    }
  }

  private var first: Entry?
  private var second: Entry?
  private var third: Entry?
  private var fourth: Entry?
  private var next = 0

  /// The output stored for these inputs, if any.
  ///
  /// Mutating though it changes nothing: called on a node's cache, a non-mutating lookup first copied
  /// the whole cache (four entries) into the caller's frame, which is on the stack once per level of a
  /// deep tree.
  mutating func lookup(
    known: MaybeSize, parent: MaybeSize, available: AvailableSize, sizing: SizingMode,
    indefinite: (width: Bool, height: Bool)
  )
    -> FlexOutput?
  {
    if let first, first.matches(known, parent, available, sizing, indefinite) { return first.output }
    if let second, second.matches(known, parent, available, sizing, indefinite) { return second.output }
    if let third, third.matches(known, parent, available, sizing, indefinite) { return third.output }
    if let fourth, fourth.matches(known, parent, available, sizing, indefinite) { return fourth.output }
    return nil
  }

  mutating func store(
    known: MaybeSize, parent: MaybeSize, available: AvailableSize, sizing: SizingMode,
    indefinite: (width: Bool, height: Bool), output: FlexOutput
  ) {
    let entry = Entry(
      known: known, parent: parent, available: available, sizing: sizing, indefinite: indefinite,
      output: output)
    switch next % 4 {
    case 0: first = entry
    case 1: second = entry
    case 2: third = entry
    default: fourth = entry
    }
    next += 1
  }
}
