/// Rasterizes a ``DisplayList`` into a ``PremultipliedBitmap``.
public enum DisplayListRasterizer {
  /// Something in a display list that cannot be rasterized faithfully.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// A coordinate is NaN or infinite.
    case nonFiniteGeometry(item: Int)
    /// A path reaches farther than the rasterizer's coordinate limit, 2^20 (1,048,576) pixels, from the
    /// origin.
    case geometryOutOfRange(item: Int)
    /// An opacity outside 0...1, or NaN.
    case invalidOpacity(item: Int, Double)
    /// A paint, stroke style, shadow, shape or transform that cannot be drawn; `reason` says why.
    case invalidItem(item: Int, reason: String)
    /// An `end…` item without its `begin…`, one of another kind, or a `begin…` left open.
    case unbalanced(item: Int)
    /// A scale that is not a finite, positive number.
    case invalidScale(Double)

    /// What is wrong with which item, as a sentence for a failure message.
    public var description: String {
      switch self {
      case .nonFiniteGeometry(let item): "display list item \(item) has a NaN or infinite coordinate"
      case .geometryOutOfRange(let item):
        "display list item \(item) is a path reaching more than \(Int(Rasterizer.coordinateLimit)) px from the origin"
      case .invalidOpacity(let item, let value):
        "display list item \(item) has opacity \(value); opacity must be between 0 and 1"
      case .invalidItem(let item, let reason): "display list item \(item): \(reason)"
      case .invalidScale(let scale): "the scale is \(scale); it must be a finite number above 0"
      case .unbalanced(let item):
        "display list item \(item) does not close the innermost begin item (groups, clips and transforms "
          + "must nest), or a begin item is never closed"
      }
    }
  }

  /// Empties the process-wide cache of rendered glyph coverage, for benchmarks that time text drawn cold.
  ///
  /// Rasterizing never needs this: a cached glyph looks the same as one rasterized afresh.
  @_spi(Benchmarks) public static func clearGlyphCache() {
    GlyphCache.shared.removeAll()
  }

  /// Rasterizes `list` onto a transparent bitmap of `width` x `height` pixels, with points multiplied by
  /// `scale`.
  ///
  /// - Throws: ``Failure`` for items that cannot be rasterized, ``BitmapSizeError`` for a bad size.
  public static func rasterize(
    _ list: DisplayList, width: Int, height: Int, scale: Double
  ) throws -> PremultipliedBitmap {
    guard let grid = PixelGrid(validScale: scale) else { throw Failure.invalidScale(scale) }
    return try rasterize(list, width: width, height: height, grid: grid)
  }

  /// Rasterizes `list` onto a transparent bitmap of `width` x `height` pixels on `grid`, whose scale the
  /// caller has checked: the one `canvasAhead` made when it is that size, else one made here.
  ///
  /// - Throws: ``Failure`` for items that cannot be rasterized, ``BitmapSizeError`` for a bad size.
  package static func rasterize(
    _ list: DisplayList, width: Int, height: Int, grid: PixelGrid, canvasAhead: CanvasAhead? = nil
  ) throws -> PremultipliedBitmap {
    // The glyphs not yet cached are rendered while the canvas is made or, when `canvasAhead` has made it,
    // taken (see GlyphCache.renderingAhead).
    var rasterizer = try GlyphCache.shared.renderingAhead(glyphsOf: list, under: grid.pointsToPixels) {
      if let canvas = canvasAhead?.take(width: width, height: height) {
        return ItemRasterizer(items: list.items, onto: canvas, grid: grid)
      }
      return try ItemRasterizer(items: list.items, width: width, height: height, grid: grid)
    }
    for (index, item) in list.items.enumerated() {
      try rasterizer.draw(item, index: index)
    }
    return try rasterizer.finish(itemCount: list.items.count)
  }
}
