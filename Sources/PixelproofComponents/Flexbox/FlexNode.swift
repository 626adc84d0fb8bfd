/// One box of a flexbox tree: a ``Flexbox`` (whose children are nodes too) or any other component as a
/// leaf. Nodes are built for one layout and thrown away with it.
final class FlexNode {
  enum Content {
    case container([FlexNode])
    case measured(any MeasurableComponent)
    /// A component that is not a flexbox: measured by laying it out.
    case component(any Component)
  }

  /// What the node's layout reports as its component.
  let component: any Component
  let style: FlexStyle
  let direction: LayoutDirection
  let content: Content
  let identifier: String?

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

  /// The children of a container; empty for a leaf.
  let children: [FlexNode]
  let isContainer: Bool
  /// A component measured by laying it out (neither a flexbox nor measurable), which sizes the same
  /// under min-content and max-content.
  let isPlainComponent: Bool
  /// The style sets no size, limit or aspect ratio, so measuring with or without it gives the same.
  let hasNoOwnSize: Bool

  init(component: any Component, style: FlexStyle, direction: LayoutDirection, content: Content, identifier: String?) {
    self.component = component
    self.style = style
    self.direction = direction
    self.content = content
    self.identifier = identifier
    switch content {
    case .container(let children):
      self.children = children
      isContainer = true
      isPlainComponent = false
    case .measured:
      children = []
      isContainer = false
      isPlainComponent = false
    case .component:
      children = []
      isContainer = false
      isPlainComponent = true
    }
    hasNoOwnSize =
      style.aspectRatio == nil && style.width == .auto && style.height == .auto && style.minWidth == .auto
      && style.minHeight == .auto && style.maxWidth == .auto && style.maxHeight == .auto
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
/// Lookups compare inputs exactly, so a hit returns the very size a computation would.
struct FlexCache {
  private struct Entry {
    var known: MaybeSize
    var available: AvailableSize
    var sizing: SizingMode
    var output: FlexOutput

    func matches(_ known: MaybeSize, _ available: AvailableSize, _ sizing: SizingMode) -> Bool {
      self.known == known && self.available == available && self.sizing == sizing
    }
  }

  private var first: Entry?
  private var second: Entry?
  private var third: Entry?
  private var fourth: Entry?
  private var next = 0

  func lookup(known: MaybeSize, available: AvailableSize, sizing: SizingMode) -> FlexOutput? {
    if let first, first.matches(known, available, sizing) { return first.output }
    if let second, second.matches(known, available, sizing) { return second.output }
    if let third, third.matches(known, available, sizing) { return third.output }
    if let fourth, fourth.matches(known, available, sizing) { return fourth.output }
    return nil
  }

  mutating func store(known: MaybeSize, available: AvailableSize, sizing: SizingMode, output: FlexOutput) {
    let entry = Entry(known: known, available: available, sizing: sizing, output: output)
    switch next % 4 {
    case 0: first = entry
    case 1: second = entry
    case 2: third = entry
    default: fourth = entry
    }
    next += 1
  }
}
