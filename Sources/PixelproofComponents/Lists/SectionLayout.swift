/// How a section places its cells: rows of a table, a grid, or a horizontally scrolling row.
public enum SectionLayout: Sendable {
  /// One cell per row, each at the section's width, separated as the ``ListStyle`` says.
  case rows
  /// UICollectionViewFlowLayout's rules; see ``GridLayout``.
  case grid(GridLayout)
  /// One row that scrolls sideways; see ``CarouselLayout``.
  case carousel(CarouselLayout)
}

/// A grid section as `UICollectionViewFlowLayout` lays it out: items in rows filled in the writing
/// direction, rows `lineSpacing` apart.
///
/// With `.count(_:)`, items are the width that fits that many per row with
/// `interItemSpacing` between them, floored to the pixel grid (the remainder stays at the trailing
/// edge). With `.itemWidth(_:)`, as many items as fit go in a row and full rows
/// spread the space left between their items (the spacing is a minimum). Either way a short last row
/// keeps the spacing of the rows above and starts at the leading edge, so its items line up with them.
/// Items are `itemHeight` tall, or as tall as they lay themselves out at their width (each row then as
/// tall as its tallest item, items at its top).
public struct GridLayout: Sendable, Hashable {
  /// How a grid decides its item width.
  public enum Columns: Sendable, Hashable {
    /// This many items per row.
    case count(Int)
    /// Items this many points wide, as many per row as fit (flow layout's `itemSize.width`).
    case itemWidth(Double)
  }

  /// The item width rule.
  public var columns: Columns
  /// The items' height; nil lets each item size itself.
  public var itemHeight: Double?
  /// The least space between items of a row (flow layout's `minimumInteritemSpacing`).
  public var interItemSpacing: Double
  /// The space between rows (`minimumLineSpacing`).
  public var lineSpacing: Double

  /// A grid of items by `columns`, `itemHeight` tall (nil: self-sizing), spaced as given.
  ///
  /// - Parameters:
  ///   - columns: a column count or an item width.
  ///   - itemHeight: the items' height, or nil for items that size themselves.
  ///   - interItemSpacing: the least space between items of a row.
  ///   - lineSpacing: the space between rows.
  public init(
    columns: Columns, itemHeight: Double? = nil, interItemSpacing: Double = 0, lineSpacing: Double = 0
  ) {
    self.columns = columns
    self.itemHeight = itemHeight
    self.interItemSpacing = interItemSpacing
    self.lineSpacing = lineSpacing
  }
}

/// A row of items that scrolls sideways, as a horizontal collection view in a cell: items past the
/// section's trailing edge are clipped, never wrapped. Right-to-left writing starts it at the right.
public struct CarouselLayout: Sendable, Hashable {
  /// The items' width; nil lets each item take its own width.
  public var itemWidth: Double?
  /// The row's height; nil makes it as tall as its tallest item laid out at its width.
  public var itemHeight: Double?
  /// The space between items.
  public var spacing: Double

  /// A carousel of items `itemWidth` wide and `itemHeight` tall (nil: their own), `spacing` apart.
  ///
  /// - Parameters:
  ///   - itemWidth: the items' width, or nil for each item's own.
  ///   - itemHeight: the row's height, or nil for the tallest item's.
  ///   - spacing: the space between items.
  public init(itemWidth: Double? = nil, itemHeight: Double? = nil, spacing: Double = 0) {
    self.itemWidth = itemWidth
    self.itemHeight = itemHeight
    self.spacing = spacing
  }
}
