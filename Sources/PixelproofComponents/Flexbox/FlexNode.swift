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
  /// The style sets no size, limit or aspect ratio, so measuring with or without it gives the same.
  let hasNoOwnSize: Bool

  init(component: any Component, style: FlexStyle, direction: LayoutDirection, content: Content, identifier: String?) {
    self.component = component
    self.style = style
    self.direction = direction
    self.content = content
    self.identifier = identifier
    if case .container(let children) = content {
      self.children = children
      isContainer = true
    } else {
      children = []
      isContainer = false
    }
    hasNoOwnSize =
      style.aspectRatio == nil
      && [style.width, style.height, style.minWidth, style.minHeight, style.maxWidth, style.maxHeight]
        .allSatisfy { $0 == .auto }
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

/// A few recent (inputs, size) pairs of one node. Lookups compare inputs exactly, so a hit returns the
/// very size a computation would.
struct FlexCache {
  private struct Entry {
    var known: MaybeSize
    var available: AvailableSize
    var sizing: SizingMode
    var output: FlexOutput
  }

  private static let capacity = 8
  private var entries: [Entry] = []
  private var next = 0

  func lookup(known: MaybeSize, available: AvailableSize, sizing: SizingMode) -> FlexOutput? {
    for entry in entries where entry.known == known && entry.available == available && entry.sizing == sizing {
      return entry.output
    }
    return nil
  }

  mutating func store(known: MaybeSize, available: AvailableSize, sizing: SizingMode, output: FlexOutput) {
    let entry = Entry(known: known, available: available, sizing: sizing, output: output)
    if entries.count < Self.capacity {
      entries.append(entry)
    } else {
      entries[next] = entry
      next = (next + 1) % Self.capacity
    }
  }
}
