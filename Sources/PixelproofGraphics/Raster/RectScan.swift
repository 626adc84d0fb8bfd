/// The coverage spans of an axis-aligned rectangle, computed directly: each pixel's coverage is its
/// horizontal overlap times its vertical overlap. Gives exactly the spans the scan converter gives for
/// the same rectangle as a path, without building edges.
struct RectScan {
  private let columns: RectSide
  private let rows: RectSide

  /// - Parameters:
  ///   - rect: in device pixels; nil when a side is not finite.
  ///   - bounds: the pixels to report.
  init?(_ rect: Rect, within bounds: PixelRect) {
    guard !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite,
      let columns = RectSide(
        from: FixedPoint.from(rect.minX), to: FixedPoint.from(rect.maxX), within: bounds.minX..<bounds.maxX),
      let rows = RectSide(
        from: FixedPoint.from(rect.minY), to: FixedPoint.from(rect.maxY), within: bounds.minY..<bounds.maxY)
    else { return nil }
    self.columns = columns
    self.rows = rows
  }

  /// Calls `body(rows, spans)` for every band of covered rows that share their spans, top to bottom: a
  /// partial row above the whole ones, the whole rows, a partial row below them. Painting a band at
  /// once spares the per-row work of a tall rectangle.
  func forEachBand(_ body: (_ rows: Range<Int>, _ spans: [CoverageSpan]) -> Void) {
    var spans: [CoverageSpan] = []
    func paint(_ band: Range<Int>, rowOverlap: Int) {
      spans.removeAll(keepingCapacity: true)
      func append(_ x: Int, _ count: Int, columnOverlap: Int) {
        let coverage = ScanConverter.coverage(doubledArea: 2 * columnOverlap * rowOverlap)
        if coverage != 0 { spans.append(CoverageSpan(x: x, count: count, coverage: coverage)) }
      }
      let whole = columns.wholePixels
      // Partial pixels left of the whole ones, the whole ones as one span, partial pixels right of them
      // (a rectangle inside one or two columns has only partial pixels).
      for x in columns.pixels.lowerBound..<whole.lowerBound {
        append(x, 1, columnOverlap: columns.overlap(ofPixel: x))
      }
      if !whole.isEmpty { append(whole.lowerBound, whole.count, columnOverlap: FixedPoint.one) }
      for x in whole.upperBound..<columns.pixels.upperBound {
        append(x, 1, columnOverlap: columns.overlap(ofPixel: x))
      }
      if !spans.isEmpty { body(band, spans) }
    }
    // The same split as the columns': partial rows, the whole ones as one band, partial rows.
    let whole = rows.wholePixels
    for y in rows.pixels.lowerBound..<whole.lowerBound {
      paint(y..<(y + 1), rowOverlap: rows.overlap(ofPixel: y))
    }
    if !whole.isEmpty { paint(whole, rowOverlap: FixedPoint.one) }
    for y in whole.upperBound..<rows.pixels.upperBound {
      paint(y..<(y + 1), rowOverlap: rows.overlap(ofPixel: y))
    }
  }
}

/// One side of a rectangle in fixed point, clipped to a range of pixels.
private struct RectSide {
  let start: Int
  let end: Int
  let pixels: Range<Int>
  /// The pixels covered completely; when there are none, an empty range at the first pixel boundary
  /// inside the side, so that the pixels before and after it are the partial ones.
  let wholePixels: Range<Int>

  init?(from start: Int, to end: Int, within limit: Range<Int>) {
    let clippedStart = max(start, limit.lowerBound << FixedPoint.shift)
    let clippedEnd = min(end, limit.upperBound << FixedPoint.shift)
    guard clippedStart < clippedEnd else { return nil }
    self.start = clippedStart
    self.end = clippedEnd
    pixels = (clippedStart >> FixedPoint.shift)..<((clippedEnd + FixedPoint.one - 1) >> FixedPoint.shift)
    let first = (clippedStart + FixedPoint.one - 1) >> FixedPoint.shift
    let last = clippedEnd >> FixedPoint.shift
    wholePixels = first < last ? first..<last : first..<first
  }

  /// How much of pixel `index` the side covers, in 1/256 px.
  func overlap(ofPixel index: Int) -> Int {
    let left = index << FixedPoint.shift
    return max(0, min(end, left + FixedPoint.one) - max(start, left))
  }
}
