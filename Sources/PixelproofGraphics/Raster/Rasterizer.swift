/// Fills shapes into a ``PremultipliedBitmap`` with exact-area anti-aliasing.
///
/// Geometry is in pixels and may be fractional; it is converted to fixed point (1/256 px) once, and
/// every step after that is integer arithmetic. A pixel half covered by a shape gets half its colour.
@_spi(Benchmarks) public enum Rasterizer {
  /// The farthest a path coordinate may lie from the origin, in pixels, to be filled exactly.
  package static let coordinateLimit = FixedPoint.limit

  /// Fills `path` with `color` under `rule`, blending source-over.
  ///
  /// Parts of the path outside the bitmap are clipped. A path with a NaN or infinite coordinate is not
  /// filled; coordinates beyond ``coordinateLimit`` are clamped, which bends slanted edges that reach
  /// that far (``DisplayListRasterizer`` refuses such paths).
  package static func fill(
    _ path: Path, rule: FillRule = .nonZero, with color: Color, into bitmap: inout PremultipliedBitmap
  ) {
    var layer = Layer(bitmap: bitmap)
    bitmap = PremultipliedBitmap.empty
    fill(
      path, rule: rule, source: .color(PremultipliedColor(color)), clip: ClipRegion(bounds: layer.frame),
      within: layer.frame, into: &layer)
    bitmap = layer.bitmap
  }

  /// Fills an axis-aligned rectangle with `color`, blending source-over.
  ///
  /// Gives exactly the pixels that filling ``Path/rect(_:reversed:)`` gives, faster.
  @_spi(Benchmarks) public static func fill(
    _ rect: Rect, with color: Color, into bitmap: inout PremultipliedBitmap
  ) {
    var layer = Layer(bitmap: bitmap)
    bitmap = PremultipliedBitmap.empty
    fill(
      rect, source: .color(PremultipliedColor(color)), clip: ClipRegion(bounds: layer.frame),
      within: layer.frame,
      into: &layer)
    bitmap = layer.bitmap
  }

  // MARK: - Device pixels, with a paint source and a clip

  /// Fills `path` through `clip`, scanning only the pixels of `reach` (the item's device bounds, which
  /// hold every pixel the path covers) that the clip and the layer hold.
  static func fill(
    _ path: Path, rule: FillRule, source: PaintSource, clip: ClipRegion, within reach: PixelRect,
    into layer: inout Layer
  ) {
    if case .color(let color) = source, color.alpha == 0 { return }
    guard path.isFinite else { return }
    var blender = SpanBlender(source: source, clip: clip)
    let bounds = reach.intersection(clip.bounds).intersection(layer.frame)
    forEachCoveredBand(of: path, rule: rule, within: bounds) { rows, spans in
      blender.blend(rows: rows, spans: spans, into: &layer)
    }
  }

  /// Fills an axis-aligned rectangle through `clip`, within the pixels of `reach` that the clip and the
  /// layer hold.
  static func fill(
    _ rect: Rect, source: PaintSource, clip: ClipRegion, within reach: PixelRect, into layer: inout Layer
  ) {
    if case .color(let color) = source, color.alpha == 0 { return }
    guard let scan = RectScan(rect, within: reach.intersection(clip.bounds).intersection(layer.frame)) else {
      return
    }
    var blender = SpanBlender(source: source, clip: clip)
    scan.forEachBand { rows, spans in blender.blend(rows: rows, spans: spans, into: &layer) }
  }

  /// The coverage of `path` over the pixels of `bounds`, for a clip or a shadow.
  static func coverageMask(of path: Path, rule: FillRule, over bounds: PixelRect) -> AlphaMask {
    var mask = AlphaMask(width: bounds.width, height: bounds.height)
    guard !bounds.isEmpty, path.isFinite else { return mask }
    ScanConverter(polygons: PathFlattener.polygons(of: path), rule: rule, bounds: bounds)
      .write(into: &mask, over: bounds)
    return mask
  }

  /// Zeroes `mask`, lying over `frame`, wherever `path` covers a pixel completely: a shadow is not
  /// painted under the part of its shape that hides it.
  static func clear(_ mask: inout AlphaMask, over frame: PixelRect, whereCompletelyCoveredBy path: Path) {
    forEachCoveredBand(of: path, rule: .nonZero, within: frame) { rows, spans in
      for y in rows {
        let row = (y - frame.minY) * frame.width - frame.minX
        mask.values.withUnsafeMutableBufferPointer { values in
          for span in spans where span.coverage == 255 {
            UnsafeMutableBufferPointer(rebasing: values[(row + span.x)..<(row + span.x + span.count)])
              .update(repeating: 0)
          }
        }
      }
    }
  }

  /// The one place a path becomes coverage: `body(rows, spans)` for each band of rows of `bounds` the
  /// path covers with the same spans, top to bottom, spans left to right. Filled and stroked paths,
  /// clips and shadows all come through here; only an axis-aligned rectangle takes its own shortcut
  /// (``RectScan``).
  private static func forEachCoveredBand(
    of path: Path, rule: FillRule, within bounds: PixelRect,
    _ body: (_ rows: Range<Int>, _ spans: [CoverageSpan]) -> Void
  ) {
    let scan = ScanConverter(polygons: PathFlattener.polygons(of: path), rule: rule, bounds: bounds)
    scan.forEachBand(body)
  }
}

extension Rasterizer {
  /// Paints `source` through a coverage mask lying over `frame`, as a shadow is drawn.
  ///
  /// Each row is cut into runs: zeros are skipped, a run of one value at least ``longRun`` long is painted
  /// as a span of constant coverage, and the rest a pixel at a time.
  static func fill(
    _ mask: AlphaMask, over frame: PixelRect, source: PaintSource, clip: ClipRegion, into layer: inout Layer
  ) {
    let visible = frame.intersection(clip.bounds).intersection(layer.frame)
    guard !visible.isEmpty else { return }
    if case .color(let color) = source, clip.mask == nil {
      // A colour blends each pixel at its own coverage in one call per row (zeros are left alone), as
      // the runs below would, with none of their per-pixel work in Swift. Marking the whole visible
      // rect painted changes no pixel: compositing leaves a pixel alone where the layer is transparent.
      layer.markPainted(visible)
      // The layer's rows lie `rowBytes` apart, so one pointer reaches every row.
      let rowBytes = layer.frame.width * 4
      mask.values.withUnsafeBufferPointer { values in
        guard let start = values.baseAddress else { return }
        layer.withPixel(x: visible.minX, y: visible.minY) { firstPixel in
          for y in visible.minY..<visible.maxY {
            let row = start + (y - frame.minY) * frame.width + (visible.minX - frame.minX)
            Blending.blend(
              color, coverages: row, count: visible.width, into: firstPixel + (y - visible.minY) * rowBytes)
          }
        }
      }
      return
    }
    var blender = SpanBlender(source: source, clip: clip)
    var spans: [CoverageSpan] = []
    mask.values.withUnsafeBufferPointer { values in
      for y in visible.minY..<visible.maxY {
        let row = (y - frame.minY) * frame.width - frame.minX
        var x = visible.minX
        while x < visible.maxX {
          let value = values[row + x]
          let end = Self.endOfRun(of: value, in: values, from: row + x + 1, to: row + visible.maxX) - row
          if value != 0 && end - x >= longRun {
            spans.append(CoverageSpan(x: x, count: end - x, coverage: value))
            x = end
            continue
          }
          if value == 0 {
            x = end
            continue
          }
          // A stretch of short runs: up to the next zero or long run.
          var stop = end
          while stop < visible.maxX && values[row + stop] != 0 {
            let runEnd =
              Self.endOfRun(of: values[row + stop], in: values, from: row + stop + 1, to: row + visible.maxX)
              - row
            if runEnd - stop >= longRun { break }
            stop = runEnd
          }
          if !spans.isEmpty {
            blender.blend(y: y, spans: spans, into: &layer)
            spans.removeAll(keepingCapacity: true)
          }
          blender.blend(
            y: y, x: x, coverages: UnsafeBufferPointer(rebasing: values[(row + x)..<(row + stop)]),
            into: &layer)
          x = stop
        }
        if !spans.isEmpty {
          blender.blend(y: y, spans: spans, into: &layer)
          spans.removeAll(keepingCapacity: true)
        }
      }
    }
  }

  /// From this length on, a run of one coverage is cheaper painted as a span (one scaled colour for all
  /// its pixels) than pixel by pixel.
  private static let longRun = 8

  /// The first index from `start` up to `end` whose value is not `value` (or `end`), comparing eight
  /// bytes at a time where it can: shadows have long runs of one value, zero most of all.
  @inline(__always)
  private static func endOfRun(
    of value: UInt8, in values: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int
  ) -> Int {
    var index = start
    let pattern = UInt64(value) &* 0x0101_0101_0101_0101
    let raw = UnsafeRawPointer(values.baseAddress!)
    while index + 8 <= end && raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == pattern {
      index += 8
    }
    while index < end && values[index] == value { index += 1 }
    return index
  }
}
