/// The CSS properties of a flex container and of a flex item, with the web's defaults: row direction,
/// no wrapping, items stretched across the line, `flex-shrink: 1`, `box-sizing: border-box`.
///
/// Lengths are ``RelativeDimension``s; unlike ComponentKit's percentages, a flexbox percentage is not
/// rounded to whole points.
public struct FlexStyle: Sendable, Hashable {
  /// Whether and how the box takes part in layout (CSS `display`).
  public enum Display: Sendable, Hashable {
    /// A flex container, the default.
    case flex
    /// A simplified CSS block container: children stacked top to bottom, each as wide as the container
    /// unless it has a width of its own, none growing or shrinking. Margins do not collapse.
    case block
    /// The item takes no space and is not painted; it and its subtree get empty frames.
    case none
  }

  /// How an item is placed (CSS `position`).
  public enum Position: Sendable, Hashable {
    /// In the flow of the flex line; insets nudge the item after layout without moving its siblings.
    case relative
    /// Out of the flow, placed by its insets within the container's padding box.
    case absolute
  }

  /// The main axis and its direction (CSS `flex-direction`); in right-to-left writing a row starts at the
  /// right.
  public enum Direction: Sendable, Hashable {
    /// A row, its reverse, a column, or its reverse.
    case row, rowReverse, column, columnReverse
  }

  /// Whether items wrap onto more lines (CSS `flex-wrap`).
  public enum Wrap: Sendable, Hashable {
    /// One line, lines in the cross direction, or lines in the reverse cross direction.
    case noWrap, wrap, wrapReverse
  }

  /// Where items go along the main axis when they do not fill it (CSS `justify-content`).
  public enum JustifyContent: Sendable, Hashable {
    /// CSS's values, spelled in Swift.
    case flexStart, flexEnd, start, end, center, spaceBetween, spaceAround, spaceEvenly
  }

  /// Where items go across their line (CSS `align-items` and `align-self`).
  public enum AlignItems: Sendable, Hashable {
    /// CSS's values, spelled in Swift.
    case flexStart, flexEnd, start, end, selfStart, selfEnd, center, baseline, stretch
  }

  /// Where lines go across the container when they do not fill it (CSS `align-content`).
  public enum AlignContent: Sendable, Hashable {
    /// CSS's values, spelled in Swift.
    case flexStart, flexEnd, start, end, center, stretch, spaceBetween, spaceAround, spaceEvenly
  }

  /// Alignments that must not push content past the container's start edge: when the subject
  /// overflows, a safe alignment aligns it to the start instead (CSS `safe`).
  public struct SafeAlignment: OptionSet, Sendable, Hashable {
    /// The set's bits.
    public let rawValue: Int
    /// The set with the bits of `rawValue`.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// The container's justify-content.
    public static let justifyContent = SafeAlignment(rawValue: 1)
    /// The container's align-items.
    public static let alignItems = SafeAlignment(rawValue: 2)
    /// The item's own align-self (on the child's style).
    public static let alignSelf = SafeAlignment(rawValue: 4)
    /// The container's align-content.
    public static let alignContent = SafeAlignment(rawValue: 8)
  }

  /// What width and height measure (CSS `box-sizing`).
  public enum BoxSizing: Sendable, Hashable {
    /// Sizes include padding and border.
    case borderBox
    /// Sizes are of the content; padding and border are added.
    case contentBox
  }

  /// Whether content that overflows is clipped (CSS `overflow`), which changes the automatic minimum size.
  public enum Overflow: Sendable, Hashable {
    /// Content may overflow, the default.
    case visible
    /// Clipped content: the item's automatic minimum size becomes 0.
    case hidden
  }

  /// CSS `display`: `.flex` by default.
  public var display: Display = .flex
  /// CSS `position`: `.relative` by default.
  public var position: Position = .relative
  /// The writing direction; nil inherits it from the parent (the root inherits the environment's).
  public var layoutDirection: LayoutDirection? = nil

  // Container properties.
  /// CSS `flex-direction`: `.row` by default.
  public var direction: Direction = .row
  /// CSS `flex-wrap`: `.noWrap` by default.
  public var wrap: Wrap = .noWrap
  /// CSS `justify-content`: `.flexStart` by default.
  public var justifyContent: JustifyContent = .flexStart
  /// CSS `align-items`: `.stretch` by default.
  public var alignItems: AlignItems = .stretch
  /// CSS `align-content`: `.stretch` by default.
  public var alignContent: AlignContent = .stretch
  /// Which alignments fall back to the start when their subject overflows.
  public var safeAlignment: SafeAlignment = []
  /// With wrapping, spread items so lines are as even as possible instead of filling each line in
  /// turn (Chrome's `flex-wrap: balance`).
  public var balancesLines = false
  /// With balanced lines, at least this many lines (Chrome's `flex-line-count`).
  public var minimumLineCount = 1
  /// CSS `row-gap`: space between lines of a row container, or between items of a column.
  public var rowGap: RelativeDimension = 0
  /// CSS `column-gap`: space between items of a row container, or between lines of a column.
  public var columnGap: RelativeDimension = 0

  // Item properties.
  /// CSS `flex-grow`: the item's share of free space; 0 by default.
  public var grow: Double = 0
  /// CSS `flex-shrink`: the item's share, weighted by its basis, of missing space; 1 by default.
  public var shrink: Double = 1
  /// CSS `flex-basis`: the item's main size before flexing; automatic by default.
  public var basis: RelativeDimension = .auto
  /// nil = the container's alignItems.
  public var alignSelf: AlignItems? = nil

  // Box properties.
  /// CSS `width`.
  public var width: RelativeDimension = .auto
  /// CSS `height`.
  public var height: RelativeDimension = .auto
  /// CSS `min-width`; automatic gives flex items CSS's automatic minimum size.
  public var minWidth: RelativeDimension = .auto
  /// CSS `min-height`; automatic gives flex items CSS's automatic minimum size.
  public var minHeight: RelativeDimension = .auto
  /// CSS `max-width`.
  public var maxWidth: RelativeDimension = .auto
  /// CSS `max-height`.
  public var maxHeight: RelativeDimension = .auto
  /// Width divided by height.
  public var aspectRatio: Double? = nil
  /// CSS `box-sizing`: `.borderBox` by default.
  public var boxSizing: BoxSizing = .borderBox
  /// `auto` margins absorb free space.
  public var margin: FlexEdges = .zero
  /// CSS `padding`, inside the border.
  public var padding: FlexEdges = .zero
  /// Border widths, as layout space only; a ``View`` inside paints any visible border.
  public var border: FlexEdges = .zero
  /// Offsets for relative and absolute positioning; `auto` = unset.
  public var inset: FlexEdges = .auto
  /// CSS `overflow-x`.
  public var overflowX: Overflow = .visible
  /// CSS `overflow-y`.
  public var overflowY: Overflow = .visible

  /// The web's defaults: a row that does not wrap, items stretched, `flex-shrink: 1`.
  public init() {}

  /// The same style with `change` applied.
  public func with(_ change: (inout FlexStyle) -> Void) -> FlexStyle {
    var copy = self
    change(&copy)
    return copy
  }
}

/// Four lengths, one per edge, for margins, padding, borders and insets.
public struct FlexEdges: Sendable, Hashable {
  /// The top edge's length.
  public var top: RelativeDimension
  /// The left edge's length.
  public var left: RelativeDimension
  /// The bottom edge's length.
  public var bottom: RelativeDimension
  /// The right edge's length.
  public var right: RelativeDimension

  /// Four lengths; edges left out are 0.
  public init(
    top: RelativeDimension = 0, left: RelativeDimension = 0, bottom: RelativeDimension = 0,
    right: RelativeDimension = 0
  ) {
    self.top = top
    self.left = left
    self.bottom = bottom
    self.right = right
  }

  /// The same length on every edge.
  public init(_ all: RelativeDimension) {
    self.init(top: all, left: all, bottom: all, right: all)
  }

  /// `horizontal` on the left and right, `vertical` on the top and bottom.
  public init(horizontal: RelativeDimension = 0, vertical: RelativeDimension = 0) {
    self.init(top: vertical, left: horizontal, bottom: vertical, right: horizontal)
  }

  /// Every edge 0.
  public static let zero = FlexEdges(0)
  /// Every edge automatic: for margins that absorb free space, or insets that are unset.
  public static let auto = FlexEdges(.auto)

  var all: [(name: String, length: RelativeDimension)] {
    [("top", top), ("left", left), ("bottom", bottom), ("right", right)]
  }
}
