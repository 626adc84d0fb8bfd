/// How much of a list too tall for any bitmap the tallest one would hold: the figures of the error
/// that suggests a window onto the list instead (a list is as tall as its content at `.width(…)`).
public struct ListBitmapFit: Sendable, Equatable {
  /// The list's cells, counted from the top, whose bottom edge is within the tallest bitmap.
  public let cellsThatFit: Int
  /// Every cell the layout holds.
  public let cells: Int
  /// The id of the first cell past the tallest bitmap: where a window would scroll to.
  public let firstCellBeyond: String
  /// The layout's width, points.
  public let width: Double
  /// The tallest bitmap at that width and scale, points.
  public let tallestHeight: Double

  /// The figures for `layout` on `grid`; nil when the layout holds no list cell past the tallest
  /// bitmap (the list is not what makes it too tall) or is too wide for any bitmap.
  static func of(_ layout: Layout, grid: PixelGrid) -> ListBitmapFit? {
    guard let widthPixels = grid.bitmapLength(layout.size.width), widthPixels > 0 else { return nil }
    // The pixel count limits a wide bitmap's height before the side limit does.
    let tallestPixels = min(BitmapLimits.maxDimension, BitmapLimits.maxPixelCount / widthPixels)
    let cells = layout.listCells()
    guard
      let beyond = cells.firstIndex(where: { (grid.bitmapLength($0.frame.maxY) ?? Int.max) > tallestPixels })
    else { return nil }
    return ListBitmapFit(
      cellsThatFit: beyond, cells: cells.count, firstCellBeyond: cells[beyond].id, width: layout.size.width,
      tallestHeight: Double(tallestPixels) / grid.scale)
  }

  /// `the list's first 124 of 1000 cells fit …`: what fits, and the window to snapshot instead.
  var advice: String {
    // A phone's screen height as the example window, unless even that is taller than a bitmap holds.
    let windowHeight = min(812, tallestHeight.rounded(.down))
    return "the list's first \(cellsThatFit) of \(cells) cells fit in the tallest bitmap that wide "
      + "(\(formatCoordinate(tallestHeight)) points): snapshot a window onto the list instead, e.g. size "
      + ".fixed(width: \(formatCoordinate(width)), height: \(formatCoordinate(windowHeight))), and scroll it "
      + "to the cells further down with .scrolled(to: \"\(firstCellBeyond)\")"
  }
}
