/// Fills shapes into a ``Bitmap`` with exact-area anti-aliasing.
///
/// Geometry is in pixels and may be fractional; it is converted to fixed point (1/256 px) once, and
/// every step after that is integer arithmetic. A pixel half covered by a shape gets half its colour.
public enum Rasterizer {
  /// The farthest a path coordinate may lie from the origin, in pixels, to be filled exactly.
  public static let coordinateLimit = FixedPoint.limit

  /// Fills `path` (non-zero winding) with `color`, blending source-over.
  ///
  /// Parts of the path outside the bitmap are clipped. A path with a NaN or infinite coordinate is not
  /// filled; coordinates beyond ``coordinateLimit`` are clamped, which bends slanted edges that reach
  /// that far (``DisplayListRenderer`` refuses such paths).
  public static func fill(_ path: Path, with color: Color, into bitmap: inout Bitmap) {
    let blitter = Blitter(color: color)
    guard !blitter.isInvisible, path.isFinite else { return }
    let polygons = PathFlattener.polygons(of: path)
    guard let accumulator = CoverageAccumulator(polygons: polygons, width: bitmap.width, height: bitmap.height)
    else { return }
    let width = bitmap.width
    bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
      accumulator.forEachCoveredRun { y, xStart, coverages in
        var x = xStart
        for coverage in coverages {
          blitter.blend(&pixels, offset: (y * width + x) * 4, count: 1, coverage: Int(coverage))
          x += 1
        }
      }
    }
  }

  /// Fills an axis-aligned rectangle with `color`, blending source-over.
  ///
  /// Gives exactly the pixels that filling ``Path/rect(_:reversed:)`` gives, faster: each pixel's
  /// coverage is its horizontal overlap times its vertical overlap, and whole pixels inside are written
  /// a row at a time.
  public static func fill(_ rect: Rect, with color: Color, into bitmap: inout Bitmap) {
    let blitter = Blitter(color: color)
    guard !blitter.isInvisible, !rect.isEmpty, rect.minX.isFinite, rect.minY.isFinite,
      rect.maxX.isFinite, rect.maxY.isFinite
    else { return }
    let columns = RectSpan(from: FixedPoint.from(rect.minX), to: FixedPoint.from(rect.maxX), limit: bitmap.width)
    let rows = RectSpan(from: FixedPoint.from(rect.minY), to: FixedPoint.from(rect.maxY), limit: bitmap.height)
    guard let columns, let rows else { return }
    let width = bitmap.width
    bitmap.pixels.withUnsafeMutableBufferPointer { pixels in
      for y in rows.pixels {
        let rowOverlap = rows.overlap(ofPixel: y)
        let rowStart = y * width * 4
        if rowOverlap == FixedPoint.one {
          // Partial columns at each end, whole pixels between.
          for x in columns.partialPixels {
            let coverage = CoverageAccumulator.coverage(doubledArea: 2 * columns.overlap(ofPixel: x) * rowOverlap)
            blitter.blend(&pixels, offset: rowStart + x * 4, count: 1, coverage: Int(coverage))
          }
          let whole = columns.wholePixels
          if !whole.isEmpty {
            blitter.blend(&pixels, offset: rowStart + whole.lowerBound * 4, count: whole.count, coverage: 255)
          }
        } else {
          for x in columns.pixels {
            let coverage = CoverageAccumulator.coverage(doubledArea: 2 * columns.overlap(ofPixel: x) * rowOverlap)
            if coverage != 0 {
              blitter.blend(&pixels, offset: rowStart + x * 4, count: 1, coverage: Int(coverage))
            }
          }
        }
      }
    }
  }
}

/// One side of a rectangle in fixed point, clipped to 0..<limit pixels.
private struct RectSpan {
  let start: Int
  let end: Int
  let pixels: Range<Int>

  init?(from start: Int, to end: Int, limit: Int) {
    let clippedStart = max(start, 0)
    let clippedEnd = min(end, limit << FixedPoint.shift)
    guard clippedStart < clippedEnd else { return nil }
    self.start = clippedStart
    self.end = clippedEnd
    pixels = (clippedStart >> FixedPoint.shift)..<((clippedEnd + FixedPoint.one - 1) >> FixedPoint.shift)
  }

  /// How much of pixel `index` the span covers, in 1/256 px.
  func overlap(ofPixel index: Int) -> Int {
    let left = index << FixedPoint.shift
    return max(0, min(end, left + FixedPoint.one) - max(start, left))
  }

  /// The pixels covered completely.
  var wholePixels: Range<Int> {
    let first = (start + FixedPoint.one - 1) >> FixedPoint.shift
    let last = end >> FixedPoint.shift
    return first < last ? first..<last : first..<first
  }

  /// The pixels covered only in part (at most one at each end).
  var partialPixels: [Int] {
    let whole = wholePixels
    return pixels.filter { !whole.contains($0) }
  }
}
