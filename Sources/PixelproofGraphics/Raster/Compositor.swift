/// Draws one premultiplied bitmap onto another of the same size.
enum Compositor {
  /// Source-over of `layer`, with every pixel's channels first multiplied by `opacity` (0...1, rounded to
  /// the nearest 1/255).
  static func draw(_ layer: Bitmap, opacity: Double, onto bitmap: inout Bitmap) {
    precondition(layer.width == bitmap.width && layer.height == bitmap.height)
    let factor = Int(UInt8(clampedUnit: opacity))
    guard factor > 0 else { return }
    layer.pixels.withUnsafeBufferPointer { source in
      bitmap.pixels.withUnsafeMutableBufferPointer { destination in
        for i in stride(from: 0, to: source.count, by: 4) {
          let sa = PixelMath.multiply(Int(source[i + 3]), factor)
          guard sa != 0 else { continue }
          let remaining = 255 - sa
          for c in i..<(i + 3) {
            destination[c] = UInt8(
              truncatingIfNeeded: PixelMath.multiply(Int(source[c]), factor)
                + PixelMath.multiply(Int(destination[c]), remaining))
          }
          destination[i + 3] = UInt8(
            truncatingIfNeeded: sa + PixelMath.multiply(Int(destination[i + 3]), remaining))
        }
      }
    }
  }
}
