internal import CPixelKernels

/// Turns polygons into coverage spans, row by row, with the exact area of the shape inside each pixel
/// under either fill rule, in integers.
///
/// Each pixel row is cut into horizontal bands at every vertex and every crossing of two edges, so that
/// inside a band the edges keep their left-to-right order. Walking a band's edges in that order gives
/// the winding number between them; only the edges where the fill rule switches between outside and
/// inside bound the shape there, so overlapping contours (a stroke's pieces, a glyph's overlapping
/// strokes) are merged exactly instead of counted twice. A row whose edges lie apart, each contour
/// crossing it once from top to bottom, would have every edge bound the shape: its bands are not looked
/// for, and its edges are added whole (most rows of a glyph).
///
/// The boundary pieces are then accumulated FreeType-style: a piece adds its vertical extent to its
/// cell's `cover`, and its extent times the sum of its two x positions inside the cell to the cell's
/// `area`. Sweeping the row left to right, the running sum of `cover` says how much of the row's height
/// lies inside the shape, and `area` removes the part of each cell left of its own boundary pieces.
///
/// The work is C's (`pp_scan_convert` in scanconversion.c), the same integers step by step: Swift at
/// -Onone (a debug build, what plain `swift test` builds) runs this per-row work many times slower.
struct ScanConverter {
  private let edges: [pp_scan_edge]
  private let rule: FillRule
  /// The pixels spans may cover: columns outside are never reported, rows outside are never scanned.
  private let bounds: PixelRect
  /// Past this many bands in one row, crossings are no longer cut, which bounds the work for
  /// pathological paths (their pixels are then approximate, still deterministic).
  static let maximumBandsPerRow = 4096

  /// - Parameters:
  ///   - polygons: closed polygons in 1/256 px.
  ///   - bounds: the pixels to report; anything outside is clipped (a shape reaching past the left side
  ///     still covers the pixels inside).
  init(polygons: [[FixedPoint2D]], rule: FillRule, bounds: PixelRect) {
    let list = EdgeList(polygons: polygons)
    edges = list.edges.map { edge in
      pp_scan_edge(
        from_x: Int64(edge.from.x), from_y: Int64(edge.from.y), to_x: Int64(edge.to.x),
        to_y: Int64(edge.to.y), top: Int64(edge.top), bottom: Int64(edge.bottom), winding: Int64(edge.winding)
      )
    }
    self.rule = rule
    let shapeRows = list.pixelBounds
    let columnsToTheRight = min(bounds.maxX, shapeRows.maxX)
    // Nothing lies left of the shape, so the cells start at its left edge when that is inside the bounds.
    let firstColumn = min(max(bounds.minX, shapeRows.minX), bounds.maxX)
    self.bounds = PixelRect(
      minX: firstColumn, minY: max(bounds.minY, shapeRows.minY), maxX: max(firstColumn, columnsToTheRight),
      maxY: min(bounds.maxY, shapeRows.maxY))
  }

  /// Calls `body(rows, spans)` for every band of rows with covered pixels, top to bottom; spans run left
  /// to right and do not overlap. A band is one row, or several that the same vertical edges cross
  /// from top to bottom with no vertex among them (the sides of a rounded rectangle): they have the same
  /// spans, found once.
  func forEachBand(_ body: (_ rows: Range<Int>, _ spans: [CoverageSpan]) -> Void) {
    guard !bounds.isEmpty, !edges.isEmpty else { return }
    let status = withoutActuallyEscaping(body) { body in
      var sink = body
      return withUnsafeMutablePointer(to: &sink) { context in
        edges.withUnsafeBufferPointer { edges in
          pp_scan_convert(
            edges.baseAddress, UInt64(edges.count), rule == .evenOdd ? 1 : 0, Int64(bounds.minX),
            Int64(bounds.minY), Int64(bounds.maxX), Int64(bounds.maxY), Int64(Self.maximumBandsPerRow),
            Self.callBody, context)
        }
      }
    }
    // As when a Swift array cannot grow: nothing sensible can be painted without the memory.
    precondition(status == 0, "out of memory while scan converting a path")
  }

  /// Writes the coverage of every covered pixel into `mask`, which lies over `frame` and holds the
  /// converter's bounds; pixels outside the shape keep their values. The same spans as ``forEachBand(_:)``
  /// gives, written by C with no Swift array per band: a glyph's first rasterization is mostly this.
  func write(into mask: inout AlphaMask, over frame: PixelRect) {
    guard !bounds.isEmpty, !edges.isEmpty else { return }
    precondition(
      frame.minX <= bounds.minX && frame.minY <= bounds.minY && bounds.maxX <= frame.maxX
        && bounds.maxY <= frame.maxY && mask.width == frame.width && mask.height == frame.height,
      "the mask must hold the pixels the converter reports")
    let status = mask.values.withUnsafeMutableBufferPointer { values in
      var target = pp_scan_mask(
        values: values.baseAddress, min_x: Int64(frame.minX), min_y: Int64(frame.minY),
        width: Int64(frame.width))
      return edges.withUnsafeBufferPointer { edges in
        pp_scan_convert(
          edges.baseAddress, UInt64(edges.count), rule == .evenOdd ? 1 : 0, Int64(bounds.minX),
          Int64(bounds.minY), Int64(bounds.maxX), Int64(bounds.maxY), Int64(Self.maximumBandsPerRow),
          pp_scan_band_into_mask, &target)
      }
    }
    precondition(status == 0, "out of memory while scan converting a path")
  }

  /// The C side's sink: calls the `forEachBand` body that `context` points to with one band.
  private static let callBody: pp_scan_band_sink = { context, firstRow, endRow, spans, count in
    guard let context, let spans else { return }
    let body = context.assumingMemoryBound(to: ((Range<Int>, [CoverageSpan]) -> Void).self)
    var coverage: [CoverageSpan] = []
    coverage.reserveCapacity(Int(count))
    for index in 0..<Int(count) {
      let span = spans[index]
      coverage.append(CoverageSpan(x: Int(span.x), count: Int(span.count), coverage: span.coverage))
    }
    body.pointee(Int(firstRow)..<Int(endRow), coverage)
  }

  /// Twice a covered area in (1/256 px)^2 as 0...255, rounded to nearest. Boundary pieces are added
  /// with the sign of entering or leaving, so the area is never negative; the magnitude is taken anyway
  /// so that rounding of a sliver can never wrap.
  @inline(__always)
  static func coverage(doubledArea: Int) -> UInt8 {
    // A full pixel is 2 x 256 x 256 = 131072 = 1 << 17.
    let scaled = (abs(doubledArea) * 255 + (1 << 16)) >> 17
    return UInt8(min(scaled, 255))
  }
}
