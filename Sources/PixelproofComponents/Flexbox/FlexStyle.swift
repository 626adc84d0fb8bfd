/// The CSS properties of a flex container and of a flex item, with the web's defaults: row direction,
/// no wrapping, items stretched across the line, `flex-shrink: 1`, `box-sizing: border-box`.
///
/// Lengths are ``RelativeDimension``s; unlike ComponentKit's percentages, a flexbox percentage is not
/// rounded to whole points.
public struct FlexStyle: Sendable, Hashable {
  public enum Display: Sendable, Hashable {
    case flex
    /// A simplified CSS block container: children stacked top to bottom, each as wide as the container
    /// unless it has a width of its own, none growing or shrinking. Margins do not collapse.
    case block
    /// The item takes no space and is not painted; it and its subtree get empty frames.
    case none
  }

  public enum Position: Sendable, Hashable {
    /// In the flow of the flex line; insets nudge the item after layout without moving its siblings.
    case relative
    /// Out of the flow, placed by its insets within the container's padding box.
    case absolute
  }

  public enum Direction: Sendable, Hashable {
    case row, rowReverse, column, columnReverse
  }

  public enum Wrap: Sendable, Hashable {
    case noWrap, wrap, wrapReverse
  }

  public enum JustifyContent: Sendable, Hashable {
    case flexStart, flexEnd, start, end, center, spaceBetween, spaceAround, spaceEvenly
  }

  public enum AlignItems: Sendable, Hashable {
    case flexStart, flexEnd, start, end, selfStart, selfEnd, center, baseline, stretch
  }

  public enum AlignContent: Sendable, Hashable {
    case flexStart, flexEnd, start, end, center, stretch, spaceBetween, spaceAround, spaceEvenly
  }

  /// Alignments that must not push content past the container's start edge: when the subject
  /// overflows, a safe alignment aligns it to the start instead (CSS `safe`).
  public struct SafeAlignment: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    public static let justifyContent = SafeAlignment(rawValue: 1)
    public static let alignItems = SafeAlignment(rawValue: 2)
    /// The item's own align-self (on the child's style).
    public static let alignSelf = SafeAlignment(rawValue: 4)
    public static let alignContent = SafeAlignment(rawValue: 8)
  }

  public enum BoxSizing: Sendable, Hashable {
    /// Sizes include padding and border.
    case borderBox
    /// Sizes are of the content; padding and border are added.
    case contentBox
  }

  public enum Overflow: Sendable, Hashable {
    case visible
    /// Clipped content: the item's automatic minimum size becomes 0.
    case hidden
  }

  public var display: Display = .flex
  public var position: Position = .relative
  /// The writing direction; nil inherits it from the parent (the root inherits the environment's).
  public var layoutDirection: LayoutDirection? = nil

  // Container properties.
  public var direction: Direction = .row
  public var wrap: Wrap = .noWrap
  public var justifyContent: JustifyContent = .flexStart
  public var alignItems: AlignItems = .stretch
  public var alignContent: AlignContent = .stretch
  /// Which alignments fall back to the start when their subject overflows.
  public var safeAlignment: SafeAlignment = []
  /// With wrapping, spread items so lines are as even as possible instead of filling each line in
  /// turn (Chrome's `flex-wrap: balance`).
  public var balancesLines = false
  /// With balanced lines, at least this many lines (Chrome's `flex-line-count`).
  public var minimumLineCount = 1
  public var rowGap: RelativeDimension = 0
  public var columnGap: RelativeDimension = 0

  // Item properties.
  public var grow: Double = 0
  public var shrink: Double = 1
  public var basis: RelativeDimension = .auto
  /// nil = the container's alignItems.
  public var alignSelf: AlignItems? = nil

  // Box properties.
  public var width: RelativeDimension = .auto
  public var height: RelativeDimension = .auto
  public var minWidth: RelativeDimension = .auto
  public var minHeight: RelativeDimension = .auto
  public var maxWidth: RelativeDimension = .auto
  public var maxHeight: RelativeDimension = .auto
  /// Width divided by height.
  public var aspectRatio: Double? = nil
  public var boxSizing: BoxSizing = .borderBox
  /// `auto` margins absorb free space.
  public var margin: FlexEdges = .zero
  public var padding: FlexEdges = .zero
  /// Border widths, as layout space only; a ``View`` inside paints any visible border.
  public var border: FlexEdges = .zero
  /// Offsets for relative and absolute positioning; `auto` = unset.
  public var inset: FlexEdges = .auto
  public var overflowX: Overflow = .visible
  public var overflowY: Overflow = .visible

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
  public var top: RelativeDimension
  public var left: RelativeDimension
  public var bottom: RelativeDimension
  public var right: RelativeDimension

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

  public static let zero = FlexEdges(0)
  public static let auto = FlexEdges(.auto)

  var all: [(name: String, length: RelativeDimension)] {
    [("top", top), ("left", left), ("bottom", bottom), ("right", right)]
  }
}
