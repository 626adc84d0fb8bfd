/// One 8-bit coverage value per pixel, rows top to bottom: 0 is transparent, 255 opaque.
///
/// Shapes are rasterized into a mask when something is done to their coverage before it reaches a
/// bitmap, such as blurring it into a shadow (``GaussianBlur``).
struct AlphaMask: Equatable {
  let width: Int
  let height: Int
  /// `width * height` values, row-major.
  var values: [UInt8]

  /// A fully transparent mask; a negative side counts as 0.
  init(width: Int, height: Int) {
    self.width = max(width, 0)
    self.height = max(height, 0)
    values = [UInt8](repeating: 0, count: self.width * self.height)
  }

  /// The value at (`x`, `y`), which must lie inside the mask.
  subscript(x: Int, y: Int) -> UInt8 {
    get { values[y * width + x] }
    set { values[y * width + x] = newValue }
  }
}
