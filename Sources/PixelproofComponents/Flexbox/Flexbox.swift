/// A container that lays its children out with CSS flexbox, as a browser does: direction and its
/// reverse, wrapping, justify-content, align-items, align-content, gaps, padding, margins (including
/// `auto`), borders, minimum and maximum sizes, flexing with the spec's freezing loop, aspect ratios,
/// absolutely positioned children and right-to-left rows. Defaults are the web's (row, `flex-shrink: 1`,
/// stretch).
///
/// Children can be any component; ``Component/flexItem(_:)`` gives one its item properties. Frames are
/// rounded to the pixel grid the way Chrome rounds them: each edge's position is rounded on its own and
/// a size is the distance between its rounded edges, so boxes that touch still touch after rounding.
///
/// ```swift
/// Flexbox(FlexStyle().with { $0.justifyContent = .spaceBetween; $0.padding = FlexEdges(8) }) {
///   avatar
///   title.flexItem { $0.grow = 1 }
/// }
/// ```
public struct Flexbox: Component {
  /// The container's properties, and its item properties when it is a child of another flexbox.
  public var style: FlexStyle {
    get { checkedStyle.style }
    set { checkedStyle = CheckedFlexStyle(newValue) }
  }
  /// The style, checked once when set rather than on every layout.
  private(set) var checkedStyle: CheckedFlexStyle {
    didSet { treeStore = FlexTreeStore() }
  }
  /// The children, in order.
  public var children: [any Component] {
    didSet { treeStore = FlexTreeStore() }
  }
  /// The node tree of the last layout, for the next. A changed style or children start a new store,
  /// so a copy of the flexbox that was changed never lays out with the original's tree.
  private(set) var treeStore = FlexTreeStore()

  /// The flexbox with an empty store of its own.
  func withNewTreeStore() -> Flexbox {
    var copy = self
    copy.treeStore = FlexTreeStore()
    return copy
  }

  /// A flexbox of `children`, styled by `style`.
  public init(_ style: FlexStyle = FlexStyle(), children: [any Component]) {
    checkedStyle = CheckedFlexStyle(style)
    self.children = children
  }

  /// A flexbox of the children the builder lists, styled by `style`.
  public init(_ style: FlexStyle = FlexStyle(), @ComponentBuilder _ children: () -> [any Component]) {
    self.init(style, children: children())
  }

  /// A flexbox's own size is part of its ``style``, with CSS meanings.
  public var size: ComponentSize { .auto }

  /// Lays the flexbox and every flexbox nested directly in it out in one pass, with CSS's rules.
  ///
  /// - Throws: ``LayoutError`` for a length that cannot be laid out (NaN, negative or infinite), or what a
  ///   child's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    let tree = try FlexTree(root: self, environment: environment)
    defer { tree.keep(in: self) }
    return try tree.layout(in: range, parentSize: parentSize)
  }
}

extension Flexbox {
  /// The flexbox with `change` applied to its style: `.styled { $0.wrap = .wrap }`.
  public func styled(_ change: (inout FlexStyle) -> Void) -> Flexbox {
    var copy = self
    change(&copy.style)
    return copy
  }

  /// As a child of another flexbox, the flexbox's own item properties are part of its style. A Stack or
  /// any other layout does not read them, so there they are an error.
  public func flexItem(_ change: (inout FlexStyle) -> Void) -> Flexbox {
    styled(change)
  }
}

extension Flexbox {
  /// The flexbox with a size of its own, with CSS meanings (a percentage is not rounded).
  public func size(
    width: RelativeDimension = .auto, height: RelativeDimension = .auto,
    minWidth: RelativeDimension = .auto, minHeight: RelativeDimension = .auto,
    maxWidth: RelativeDimension = .auto, maxHeight: RelativeDimension = .auto
  ) -> Flexbox {
    styled {
      $0.width = width
      $0.height = height
      $0.minWidth = minWidth
      $0.minHeight = minHeight
      $0.maxWidth = maxWidth
      $0.maxHeight = maxHeight
    }
  }
}
