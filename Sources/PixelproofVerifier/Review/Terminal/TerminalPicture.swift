/// An image as a terminal shows it: opaque RGB pixels, three bytes each, rows top to bottom.
///
/// A terminal cell has no transparency, so a ``StraightBitmap`` is composited over white first, as the
/// HTML report's image panels show it. Everything is integer arithmetic, so the same image gives the
/// same cells on every machine.
package struct TerminalPicture: Sendable, Equatable {
  /// The width in pixels.
  package let width: Int
  /// The height in pixels.
  package let height: Int
  /// `width * height * 3` bytes: red, green, blue for each pixel.
  package let rgb: [UInt8]

  /// A picture of `width` x `height` pixels; nil unless both are positive and `rgb` holds exactly
  /// `width * height * 3` bytes.
  package init?(width: Int, height: Int, rgb: [UInt8]) {
    guard width > 0, height > 0, rgb.count == width * height * 3 else { return nil }
    self.width = width
    self.height = height
    self.rgb = rgb
  }

  /// `bitmap` composited over white: each channel `(c * a + 255 * (255 - a)) / 255`, rounded to
  /// nearest; nil for an image with no pixels.
  package init?(_ bitmap: StraightBitmap) {
    var rgb = [UInt8](repeating: 0, count: bitmap.width * bitmap.height * 3)
    for pixel in 0..<(bitmap.width * bitmap.height) {
      let alpha = Int(bitmap.pixels[pixel * 4 + 3])
      for channel in 0..<3 {
        let value = Int(bitmap.pixels[pixel * 4 + channel])
        // + 127 rounds the division by 255 to nearest.
        rgb[pixel * 3 + channel] = UInt8((value * alpha + 255 * (255 - alpha) + 127) / 255)
      }
    }
    self.init(width: bitmap.width, height: bitmap.height, rgb: rgb)
  }

  /// The red, green and blue of the pixel at (`x`, `y`).
  package func pixel(x: Int, y: Int) -> (UInt8, UInt8, UInt8) {
    let i = (y * width + x) * 3
    return (rgb[i], rgb[i + 1], rgb[i + 2])
  }

  /// The picture shrunk to `width` x `height` pixels with a box filter: each new pixel is the mean of
  /// the source pixels its box covers, rounded to nearest. Source column `x` of a picture `w` wide
  /// falls into new column `x * width / w` (integer division), so the boxes tile the picture and none
  /// is empty; rows likewise. A size larger than the picture's is clamped to it, as is one below 1.
  ///
  /// - Parameters:
  ///   - width: the new width in pixels.
  ///   - height: the new height in pixels.
  package func shrunk(toWidth width: Int, height: Int) -> TerminalPicture {
    let newWidth = min(max(width, 1), self.width)
    let newHeight = min(max(height, 1), self.height)
    if newWidth == self.width && newHeight == self.height { return self }
    var sums = [Int](repeating: 0, count: newWidth * newHeight * 3)
    var counts = [Int](repeating: 0, count: newWidth * newHeight)
    for y in 0..<self.height {
      let row = y * newHeight / self.height
      for x in 0..<self.width {
        let box = row * newWidth + x * newWidth / self.width
        counts[box] += 1
        for channel in 0..<3 { sums[box * 3 + channel] += Int(rgb[(y * self.width + x) * 3 + channel]) }
      }
    }
    var shrunk = [UInt8](repeating: 0, count: sums.count)
    for box in 0..<counts.count {
      for channel in 0..<3 {
        shrunk[box * 3 + channel] = UInt8((sums[box * 3 + channel] + counts[box] / 2) / counts[box])
      }
    }
    return TerminalPicture(validatedWidth: newWidth, height: newHeight, rgb: shrunk)
  }

  /// For sizes this type computed itself.
  private init(validatedWidth width: Int, height: Int, rgb: [UInt8]) {
    self.width = width
    self.height = height
    self.rgb = rgb
  }
}
