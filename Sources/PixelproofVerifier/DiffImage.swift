/// The picture of a mismatch: the reference faded to light grey, with every differing pixel in red.
///
/// The canvas is as large as the larger image; pixels only one image has count as differing. Where that
/// canvas would exceed ``ImageLimits`` (a wide image against a tall one), only the part both images
/// cover is drawn.
public enum DiffImage {
  public static let differenceColor: (UInt8, UInt8, UInt8) = (255, 0, 0)

  public static func make(reference: RGBAImage, actual: RGBAImage) -> RGBAImage {
    var width = max(reference.width, actual.width)
    var height = max(reference.height, actual.height)
    if !ImageLimits.accepts(width: width, height: height) {
      width = min(reference.width, actual.width)
      height = min(reference.height, actual.height)
    }
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    ImageComparison.forEachPixel(reference, actual) { x, y, difference in
      guard x < width, y < height else { return }
      let o = (y * width + x) * 4
      if difference != 0 {
        (pixels[o], pixels[o + 1], pixels[o + 2]) = differenceColor
      } else {
        let grey = faded(reference.pixel(x: x, y: y))
        (pixels[o], pixels[o + 1], pixels[o + 2]) = (grey, grey, grey)
      }
    }
    return RGBAImage(validatedWidth: width, height: height, pixels: pixels)
  }

  /// A straight-alpha pixel over white, to luma (Rec. 601 weights in 1/256), lifted into 170...255 so
  /// red differences stand out against it.
  private static func faded(_ pixel: (UInt8, UInt8, UInt8, UInt8)) -> UInt8 {
    let alpha = Int(pixel.3)
    func overWhite(_ c: UInt8) -> Int { PixelMath.multiply(Int(c), alpha) + 255 - alpha }
    let luma = (77 * overWhite(pixel.0) + 150 * overWhite(pixel.1) + 29 * overWhite(pixel.2) + 128) >> 8
    return UInt8((luma + 2 * 255) / 3)
  }
}
