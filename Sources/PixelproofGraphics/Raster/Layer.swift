/// A bitmap being painted, placed in device pixels: the canvas itself, or the offscreen layer of a group.
struct Layer {
  var bitmap: PremultipliedBitmap
  /// The device pixels the bitmap holds; its pixel (0, 0) is device pixel (`frame.minX`, `frame.minY`).
  let frame: PixelRect
  /// The device pixels painted so far: compositing a group reads only these.
  private(set) var dirty = PixelRect.empty

  /// A transparent layer over `frame`; an empty frame holds no pixels and takes no painting.
  init(frame: PixelRect) throws(BitmapSizeError) {
    bitmap = frame.isEmpty ? .empty : try PremultipliedBitmap(width: frame.width, height: frame.height)
    self.frame = frame.isEmpty ? .empty : frame
  }

  init(bitmap: PremultipliedBitmap) {
    self.bitmap = bitmap
    frame = PixelRect(minX: 0, minY: 0, maxX: bitmap.width, maxY: bitmap.height)
  }

  mutating func markPainted(_ rect: PixelRect) { dirty = dirty.union(rect) }

  /// Calls `body` with a pointer to device pixel (`x`, `y`), which must lie inside ``frame``. The
  /// bitmap's rows lie `frame.width * 4` bytes apart, so `body` may reach any pixel of the frame from it.
  @inline(__always)
  mutating func withPixel<R>(x: Int, y: Int, _ body: (UnsafeMutablePointer<UInt8>) -> R) -> R {
    let offset = ((y - frame.minY) * frame.width + (x - frame.minX)) * 4
    return bitmap.pixels.withUnsafeMutableBufferPointer { body($0.baseAddress! + offset) }
  }
}
