/// Draws a group's offscreen layer onto the layer below it.
enum Compositing {
  /// Source-over of the painted part of `layer`, every pixel first multiplied by `opacity` (0...1,
  /// rounded to the nearest 1/255).
  static func draw(_ layer: Layer, opacity: Double, onto target: inout Layer) {
    let factor = Int(UInt8(clampedUnit: opacity))
    let area = layer.dirty.intersection(target.frame)
    guard factor > 0, !area.isEmpty else { return }
    target.markPainted(area)
    layer.bitmap.pixels.withUnsafeBufferPointer { source in
      for y in area.minY..<area.maxY {
        let offset = ((y - layer.frame.minY) * layer.frame.width + (area.minX - layer.frame.minX)) * 4
        target.withPixel(x: area.minX, y: y) { destination in
          Blending.blend(
            pixels: source.baseAddress! + offset, coverage: factor, coverages: nil, count: area.width,
            into: destination)
        }
      }
    }
  }
}
