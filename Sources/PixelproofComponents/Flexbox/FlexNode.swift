/// One box of a flexbox tree: a ``Flexbox`` (whose children are nodes too) or any other component as a
/// leaf. A tree of nodes is built for a flexbox's first layout and kept with it for the next one (see
/// ``FlexTreeStore``).
final class FlexNode {
  /// What the node's layout reports: the flexbox, or the leaf component (an item wrapper included).
  let component: any Component
  /// The style, held by reference: nodes styled alike share one, so that a flexbox of many alike
  /// children, or a chain of alike flexboxes, does not hold a copy of it for each (a style is about 500
  /// bytes).
  let sharedStyle: SharedFlexStyle
  /// Where ``sharedStyle`` keeps the style, read without reference counting (see ``SharedFlexStyle``).
  let stylePointer: UnsafePointer<FlexStyle>
  var style: FlexStyle { stylePointer.pointee }
  let direction: LayoutDirection
  let identifier: String?
  /// The node's level in the whole component tree, as ``LayoutEnvironment/depth`` counts it.
  let depth: Int
  /// The children of a container; empty for a leaf.
  let children: [FlexNode]
  /// Some child is positioned absolutely or not displayed, so a layout walks the children again for
  /// them after placing the items; most containers have none, and skip that walk.
  let hasChildrenOutOfFlow: Bool
  let isContainer: Bool
  /// A leaf that reports its min-content and max-content sizes itself.
  let measurable: (any MeasurableComponent)?
  /// A leaf measured by laying it out (neither a flexbox nor measurable), which sizes the same under
  /// min-content and max-content. Stored, since the engine asks on every computation, and comparing an
  /// existential with nil copies it.
  let isPlainComponent: Bool
  /// The style sets no size, limit or aspect ratio, so measuring with or without it gives the same.
  let hasNoOwnSize: Bool
  /// The node has the style of the sibling before it, so a flexbox makes it the same item, but for the
  /// node (see `generateItems`): siblings inherit one writing direction, so their own are alike too.
  let isStyledLikePreviousSibling: Bool

  /// What one layout works out about the node. A tree is kept with its ``Flexbox`` for the next layout
  /// (see ``FlexTreeStore``), which starts from an empty state, as a tree built afresh does.
  ///
  /// The cache comes last: emptying a state (``emptyState()``) writes the fields before it and the cache's
  /// count, not its entries, so that it touches the first bytes of the state only.
  struct LayoutState {
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
    /// Sizes computed for given inputs, so that deep trees are not measured again for each ancestor.
    var cache = FlexCache()
  }

  /// This layout's state; the properties below read and write it.
  var state = LayoutState()

  /// Makes the node's state that of a node not yet laid out.
  ///
  /// Field by field, each a plain store: a mutating method called on the state would make every
  /// access to it checked for exclusivity at run time.
  func emptyState() {
    state.location = .zero
    state.size = .zero
    state.childPercentBasis = .none
    state.indefiniteForChildren = (false, false)
    state.ratioHeightForChildren = nil
    state.cache.count = 0
    state.cache.next = 0
  }

  var location: Point {
    get { state.location }
    set { state.location = newValue }
  }
  var size: Size {
    get { state.size }
    set { state.size = newValue }
  }
  var childPercentBasis: MaybeSize {
    get { state.childPercentBasis }
    set { state.childPercentBasis = newValue }
  }
  var indefiniteForChildren: (width: Bool, height: Bool) {
    get { state.indefiniteForChildren }
    set { state.indefiniteForChildren = newValue }
  }
  var ratioHeightForChildren: Double? {
    get { state.ratioHeightForChildren }
    set { state.ratioHeightForChildren = newValue }
  }

  /// A flex container: `flexbox` is the ``Flexbox``, as the component its layout reports, with a style
  /// already shared (see ``style(_:after:recent:)``).
  init(
    flexbox: consuming any Component, sharedStyle: SharedFlexStyle, isStyledLikePrevious: Bool,
    direction: LayoutDirection, children: consuming [FlexNode], identifier: String?, depth: Int
  ) {
    hasNoOwnSize = sharedStyle.storage.pointee.hasNoOwnSize
    component = flexbox
    self.depth = depth
    self.sharedStyle = sharedStyle
    isStyledLikePreviousSibling = isStyledLikePrevious
    stylePointer = UnsafePointer(sharedStyle.storage)
    self.direction = direction
    self.identifier = identifier
    hasChildrenOutOfFlow = children.contains {
      $0.style.position == .absolute || $0.style.display == .none
    }
    self.children = children
    isContainer = true
    measurable = nil
    isPlainComponent = false
  }

  /// A leaf: `component` is laid out at the size the flexbox gives it. `previous` is the sibling before
  /// it, if any; `recent` holds styles of other nodes it may share.
  convenience init(
    leaf component: consuming any Component, measurable: consuming (any MeasurableComponent)?,
    style: consuming FlexStyle, direction: LayoutDirection, identifier: String?, depth: Int,
    after previous: FlexNode?, recent: borrowing FlexRecentStyles = FlexRecentStyles()
  ) {
    let (shared, isLikePrevious) = Self.style(style, after: previous, recent: recent)
    self.init(
      leaf: component, measurable: measurable, sharedStyle: shared, isStyledLikePrevious: isLikePrevious,
      direction: direction, identifier: identifier, depth: depth)
  }

  /// A leaf with a style already shared: whether it is the previous sibling's is found by comparing.
  convenience init(
    leaf component: consuming any Component, measurable: consuming (any MeasurableComponent)?,
    sharedStyle: SharedFlexStyle, direction: LayoutDirection, identifier: String?, depth: Int,
    after previous: FlexNode?
  ) {
    self.init(
      leaf: component, measurable: measurable, sharedStyle: sharedStyle,
      isStyledLikePrevious: previous.map { $0.sharedStyle.holds(sameStyleAs: sharedStyle) } ?? false,
      direction: direction, identifier: identifier, depth: depth)
  }

  private init(
    leaf component: consuming any Component, measurable: consuming (any MeasurableComponent)?,
    sharedStyle: SharedFlexStyle, isStyledLikePrevious: Bool, direction: LayoutDirection,
    identifier: String?, depth: Int
  ) {
    isPlainComponent = measurable == nil
    hasNoOwnSize = sharedStyle.storage.pointee.hasNoOwnSize
    self.component = component
    self.depth = depth
    self.sharedStyle = sharedStyle
    isStyledLikePreviousSibling = isStyledLikePrevious
    stylePointer = UnsafePointer(sharedStyle.storage)
    self.direction = direction
    self.identifier = identifier
    children = []
    hasChildrenOutOfFlow = false
    isContainer = false
    self.measurable = measurable
  }
}

extension FlexNode {
  /// The shared style of `previous` when it is styled as `style`; else one of `recent` that is, or a new
  /// one; and whether it is the previous sibling's.
  ///
  /// The styles are compared where they lie: reading `previous.style` copied its 500 bytes first, for
  /// every child of every flexbox built.
  static func style(
    _ style: consuming FlexStyle, after previous: FlexNode?, recent: borrowing FlexRecentStyles
  ) -> (SharedFlexStyle, isStyledLikePrevious: Bool) {
    if let previous, previous.sharedStyle.holds(style) { return (previous.sharedStyle, true) }
    if let alike = recent.holding(style) { return (alike, false) }
    return (SharedFlexStyle(style), false)
  }

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
/// Lookups compare inputs exactly, so a hit returns the very size a computation would. Every layout
/// starts with empty caches.
struct FlexCache {
  /// The inputs of one computation, packed: six lengths, with which are there, the kind of each
  /// available length, the sizing mode and the indefinite flags as bits. As optionals and enums
  /// the inputs and output took 128 bytes an entry, and a node holds four; packed they take 80 (see
  /// `Entry`).
  private struct Key: Equatable {
    /// Known width and height, parent width and height (percentages, padding and margins resolve
    /// against it, so it is part of the inputs), available width and height; 0 where absent or a
    /// keyword, which `bits` tells apart.
    var lengths: (Double, Double, Double, Double, Double, Double)
    var bits: UInt16

    init(lengths: (Double, Double, Double, Double, Double, Double), bits: UInt16) {
      self.lengths = lengths
      self.bits = bits
    }

    init(
      _ known: MaybeSize, _ parent: MaybeSize, _ available: AvailableSize, _ sizing: SizingMode,
      _ indefinite: (width: Bool, height: Bool)
    ) {
      var bits: UInt16 = 0
      func length(_ value: Double?, _ bit: UInt16) -> Double {
        guard let value else { return 0 }
        bits |= bit
        return value
      }
      // Two bits each: definite, min-content or max-content.
      func space(_ length: AvailableLength, _ shift: UInt16) -> Double {
        switch length {
        case .definite(let value): return value
        case .minContent: bits |= 1 << shift
        case .maxContent: bits |= 2 << shift
        }
        return 0
      }
      lengths = (
        length(known.width, 1), length(known.height, 2), length(parent.width, 4), length(parent.height, 8),
        space(available.width, 4), space(available.height, 6)
      )
      if sizing == .contentSize { bits |= 1 << 8 }
      if indefinite.width { bits |= 1 << 9 }
      if indefinite.height { bits |= 1 << 10 }
      self.bits = bits
    }

    static func == (lhs: Key, rhs: Key) -> Bool {
      lhs.bits == rhs.bits && lhs.lengths.0 == rhs.lengths.0 && lhs.lengths.1 == rhs.lengths.1
        && lhs.lengths.2 == rhs.lengths.2 && lhs.lengths.3 == rhs.lengths.3
        && lhs.lengths.4 == rhs.lengths.4 && lhs.lengths.5 == rhs.lengths.5
    }
  }

  /// A key's fields laid out flat with the output, not as a ``Key``: a key's bits followed by the
  /// output's lengths padded each entry to 88 bytes, 80 flat. A node holds four, and a tree of 100,000
  /// nodes is memory the processor's caches do not hold.
  private struct Entry {
    var lengths: (Double, Double, Double, Double, Double, Double)
    var size: Size
    /// The output's first baseline; 0 where it has none, which `hasBaseline` tells apart.
    var baseline: Double
    var bits: UInt16
    var hasBaseline: Bool

    init(key: Key, output: FlexOutput) {
      lengths = key.lengths
      bits = key.bits
      size = output.size
      baseline = output.firstBaseline ?? 0
      hasBaseline = output.firstBaseline != nil
    }

    var key: Key { Key(lengths: lengths, bits: bits) }

    var output: FlexOutput {
      FlexOutput(size: size, firstBaseline: hasBaseline ? baseline : nil)
    }
  }

  private var first: Entry?
  private var second: Entry?
  private var third: Entry?
  private var fourth: Entry?
  /// How many entries, from `first`, hold an output of this layout; the others are never compared.
  /// Emptying the cache sets this and `next`, not the entries (see ``FlexNode/emptyState()``). Bytes,
  /// after the entries, where they take no padding of their own.
  fileprivate var count: UInt8 = 0
  /// The entry the next output is stored in (0 to 3), the oldest once all four hold one.
  fileprivate var next: UInt8 = 0

  /// The output stored for these inputs, if any.
  ///
  /// Mutating though it changes nothing: called on a node's cache, a non-mutating lookup first copied
  /// the whole cache (four entries) into the caller's frame, which is on the stack once per level of a
  /// deep tree. Out of line for the same reason: inlined, its key took room in that frame.
  @inline(never)
  mutating func lookup(
    known: MaybeSize, parent: MaybeSize, available: AvailableSize, sizing: SizingMode,
    indefinite: (width: Bool, height: Bool)
  )
    -> FlexOutput?
  {
    let key = Key(known, parent, available, sizing, indefinite)
    if count > 0, let first, first.key == key { return first.output }
    if count > 1, let second, second.key == key { return second.output }
    if count > 2, let third, third.key == key { return third.output }
    if count > 3, let fourth, fourth.key == key { return fourth.output }
    return nil
  }

  /// Stores `output` for these inputs, in place of the oldest output once four are stored. Out of line,
  /// as ``lookup(known:parent:available:sizing:indefinite:)`` is.
  @inline(never)
  mutating func store(
    known: MaybeSize, parent: MaybeSize, available: AvailableSize, sizing: SizingMode,
    indefinite: (width: Bool, height: Bool), output: FlexOutput
  ) {
    let entry = Entry(key: Key(known, parent, available, sizing, indefinite), output: output)
    switch next % 4 {
    case 0: first = entry
    case 1: second = entry
    case 2: third = entry
    default: fourth = entry
    }
    next = (next + 1) & 3
    count = min(count + 1, 4)
  }
}

/// A node's style, shared by siblings styled alike.
///
/// The style is kept in memory of its own, which nodes read through a pointer while they hold the
/// object: read as a stored property of the object, every read retained and released it, and the
/// algorithm reads styles at each of its steps.
final class SharedFlexStyle {
  let storage: UnsafeMutablePointer<FlexStyle>

  init(_ style: consuming FlexStyle) {
    storage = .allocate(capacity: 1)
    storage.initialize(to: style)
  }

  deinit {
    storage.deinitialize(count: 1)
    storage.deallocate()
  }

  /// Whether `style` is stored as the very same bytes as this one, which makes it the same style:
  /// quicker than `==`, which compares property by property, but a style equal to this one in other
  /// bytes (in the padding between its properties, say) answers false.
  ///
  /// Every word is compared, with no early exit: most styles compared are alike siblings', and a loop
  /// without a branch in it is compiled to vector instructions (a word at a time, with a branch each,
  /// was about 400 instructions a child).
  func holds(_ style: borrowing FlexStyle) -> Bool {
    withUnsafeBytes(of: style) { Self.sameBytes(UnsafeRawPointer(storage), $0.baseAddress!) }
  }

  /// Whether `other` is this very object or holds a style of the same bytes.
  func holds(sameStyleAs other: SharedFlexStyle) -> Bool {
    other === self || Self.sameBytes(UnsafeRawPointer(storage), UnsafeRawPointer(other.storage))
  }

  private static func sameBytes(_ mine: UnsafeRawPointer, _ theirs: UnsafeRawPointer) -> Bool {
    let count = MemoryLayout<FlexStyle>.size
    var difference: UInt64 = 0
    var offset = 0
    while offset + 8 <= count {
      difference |=
        mine.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
        ^ theirs.loadUnaligned(fromByteOffset: offset, as: UInt64.self)
      offset += 8
    }
    while offset < count {
      let byte =
        mine.load(fromByteOffset: offset, as: UInt8.self)
        ^ theirs.load(fromByteOffset: offset, as: UInt8.self)
      difference |= UInt64(byte)
      offset += 1
    }
    return difference == 0
  }
}
