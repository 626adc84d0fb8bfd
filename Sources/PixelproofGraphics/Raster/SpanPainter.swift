/// What fills the covered pixels: one colour, or a shader that colours each pixel.
enum PaintSource {
  case color(PremultipliedColor)
  case shader(any Shader)
}

/// Blends rows of coverage spans into a layer: the paint, scaled by each pixel's coverage and by the
/// clip's mask, drawn source-over.
struct SpanPainter {
  let source: PaintSource
  let clip: ClipRegion
  private var coverages: [UInt8] = []
  private var shaded: [UInt8] = []

  init(source: PaintSource, clip: ClipRegion) {
    self.source = source
    self.clip = clip
  }

  /// Paints one row of spans, which must lie inside both the clip's bounds and the layer's frame.
  mutating func paint(y: Int, spans: [CoverageSpan], into layer: inout Layer) {
    guard let first = spans.first, let last = spans.last else { return }
    layer.markPainted(PixelRect(minX: first.x, minY: y, maxX: last.x + last.count, maxY: y + 1))
    for span in spans {
      paint(y: y, span: span, into: &layer)
    }
  }

  private mutating func paint(y: Int, span: CoverageSpan, into layer: inout Layer) {
    let coverage = Int(span.coverage)
    let count = span.count
    if let mask = clip.mask {
      if coverages.count < count { coverages = [UInt8](repeating: 0, count: count) }
      let maskStart = (y - clip.bounds.minY) * mask.width + (span.x - clip.bounds.minX)
      for i in 0..<count {
        coverages[i] = UInt8(truncatingIfNeeded: PixelMath.multiply(Int(mask.values[maskStart + i]), coverage))
      }
    }
    switch source {
    case .color(let color):
      if clip.mask == nil {
        layer.withPixel(x: span.x, y: y) { Blending.blend(color, coverage: coverage, count: count, into: $0) }
      } else {
        coverages.withUnsafeBufferPointer { masked in
          layer.withPixel(x: span.x, y: y) {
            Blending.blend(color, coverages: masked.baseAddress!, count: count, into: $0)
          }
        }
      }
    case .shader(let shader):
      if shaded.count < count * 4 { shaded = [UInt8](repeating: 0, count: count * 4) }
      shaded.withUnsafeMutableBufferPointer { shader.shade(x: span.x, y: y, count: count, into: $0.baseAddress!) }
      let hasMask = clip.mask != nil
      shaded.withUnsafeBufferPointer { pixels in
        coverages.withUnsafeBufferPointer { masked in
          layer.withPixel(x: span.x, y: y) {
            Blending.blend(
              pixels: pixels.baseAddress!, coverage: hasMask ? 255 : coverage,
              coverages: hasMask ? masked.baseAddress! : nil, count: count, into: $0)
          }
        }
      }
    }
  }
}
