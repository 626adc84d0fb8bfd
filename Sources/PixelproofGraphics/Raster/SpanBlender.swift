internal import CPixelKernels

/// What fills the covered pixels: one colour, or a shader that colours each pixel.
enum PaintSource {
  case color(PremultipliedColor)
  case shader(any Shader)
}

/// Blends rows of coverage into a layer: the paint, scaled by each pixel's coverage and by the clip's
/// mask, drawn source-over.
struct SpanBlender {
  let source: PaintSource
  let clip: ClipRegion
  /// Per-pixel coverage of the run being painted, the clip's mask already applied.
  private var coverages: [UInt8] = []
  private var shaded: [UInt8] = []

  init(source: PaintSource, clip: ClipRegion) {
    self.source = source
    self.clip = clip
  }

  /// Paints one row of spans, which must lie inside both the clip's bounds and the layer's frame.
  mutating func blend(y: Int, spans: [CoverageSpan], into layer: inout Layer) {
    guard let first = spans.first, let last = spans.last else { return }
    layer.markPainted(PixelRect(minX: first.x, minY: y, maxX: last.x + last.count, maxY: y + 1))
    for span in spans {
      if clip.mask == nil {
        blend(y: y, x: span.x, count: span.count, coverage: Int(span.coverage), into: &layer)
      } else {
        let coverage = Int(span.coverage)
        loadCoverages(y: y, x: span.x, count: span.count) { _ in coverage }
        blend(y: y, x: span.x, count: span.count, coverage: nil, into: &layer)
      }
    }
  }

  /// Paints the same spans on each of `rows`, which must lie inside both the clip's bounds and the
  /// layer's frame.
  mutating func blend(rows: Range<Int>, spans: [CoverageSpan], into layer: inout Layer) {
    guard case .color(let color) = source, clip.mask == nil, let first = spans.first, let last = spans.last
    else {
      for y in rows { blend(y: y, spans: spans, into: &layer) }
      return
    }
    // A colour with no clip mask paints each span down all the rows in one call: the same pixels as
    // row by row, without the per-row work.
    layer.markPainted(
      PixelRect(minX: first.x, minY: rows.lowerBound, maxX: last.x + last.count, maxY: rows.upperBound))
    let rowBytes = layer.frame.width * 4
    for span in spans {
      layer.withPixel(x: span.x, y: rows.lowerBound) {
        pp_blend_color_rows(
          color.word, UInt32(span.coverage), $0, UInt64(rowBytes), UInt64(span.count), UInt64(rows.count))
      }
    }
  }

  /// Paints one row of pixels from `x`, each at its own coverage (0 leaves a pixel alone); the row must
  /// lie inside both the clip's bounds and the layer's frame.
  mutating func blend(y: Int, x: Int, coverages row: UnsafeBufferPointer<UInt8>, into layer: inout Layer) {
    guard let first = row.firstIndex(where: { $0 != 0 }), let last = row.lastIndex(where: { $0 != 0 }) else {
      return
    }
    let start = x + first
    let count = last - first + 1
    layer.markPainted(PixelRect(minX: start, minY: y, maxX: start + count, maxY: y + 1))
    loadCoverages(y: y, x: start, count: count) { Int(row[first + $0]) }
    blend(y: y, x: start, count: count, coverage: nil, into: &layer)
  }

  /// Fills ``coverages`` with `coverage(i)` for the pixels from `x`, times the clip's mask.
  @inline(__always)
  private mutating func loadCoverages(y: Int, x: Int, count: Int, _ coverage: (Int) -> Int) {
    if coverages.count < count { coverages = [UInt8](repeating: 0, count: count) }
    if let mask = clip.mask {
      let maskStart = (y - clip.bounds.minY) * mask.width + (x - clip.bounds.minX)
      for i in 0..<count {
        coverages[i] = UInt8(
          truncatingIfNeeded: PixelMath.multiply(Int(mask.values[maskStart + i]), coverage(i)))
      }
    } else {
      for i in 0..<count { coverages[i] = UInt8(truncatingIfNeeded: coverage(i)) }
    }
  }

  /// Paints `count` pixels from `x` at one `coverage`, or, when it is nil, at the pixels' own entries of
  /// ``coverages``.
  private mutating func blend(y: Int, x: Int, count: Int, coverage: Int?, into layer: inout Layer) {
    switch source {
    case .color(let color):
      if let coverage {
        layer.withPixel(x: x, y: y) { Blending.blend(color, coverage: coverage, count: count, into: $0) }
      } else {
        coverages.withUnsafeBufferPointer { own in
          layer.withPixel(x: x, y: y) {
            Blending.blend(color, coverages: own.baseAddress!, count: count, into: $0)
          }
        }
      }
    case .shader(let shader):
      if shaded.count < count * 4 { shaded = [UInt8](repeating: 0, count: count * 4) }
      shaded.withUnsafeMutableBufferPointer { shader.shade(x: x, y: y, count: count, into: $0.baseAddress!) }
      shaded.withUnsafeBufferPointer { pixels in
        coverages.withUnsafeBufferPointer { own in
          layer.withPixel(x: x, y: y) {
            Blending.blend(
              pixels: pixels.baseAddress!, coverage: coverage ?? 255,
              coverages: coverage == nil ? own.baseAddress! : nil,
              count: count, into: $0)
          }
        }
      }
    }
  }
}
