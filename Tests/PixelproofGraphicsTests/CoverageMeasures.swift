import PixelproofGraphics

/// Measurements of a rendered bitmap's alpha channel: the coverage the painting model produced, when the
/// paint is opaque and the canvas starts transparent (premultiplied alpha is then the coverage itself).
extension PremultipliedBitmap {
  func alpha(_ x: Int, _ y: Int) -> Int { Int(premultipliedPixel(x: x, y: y).3) }

  /// The sum of every pixel's alpha: 255 per fully covered pixel, so divided by 255 it is the painted
  /// area in px².
  var alphaSum: Int { stride(from: 3, to: pixels.count, by: 4).reduce(0) { $0 + Int(pixels[$1]) } }

  /// The painted area in px²: ``alphaSum`` / 255.
  var coveredArea: Double { Double(alphaSum) / 255 }

  /// The pixels that are partly covered (alpha strictly between 0 and 255). Rounding the exact area of
  /// a pixel to a whole level moves it by at most half a level, so a sum of coverage can be off the
  /// exact area by at most half a level per partly covered pixel, from that rounding alone.
  var partialPixelCount: Int {
    stride(from: 3, to: pixels.count, by: 4).count(where: { pixels[$0] != 0 && pixels[$0] != 255 })
  }

  /// The largest alpha anywhere.
  var maximumAlpha: Int { stride(from: 3, to: pixels.count, by: 4).map { Int(pixels[$0]) }.max() ?? 0 }

  /// Every pixel's alpha, row by row.
  var alphas: [[Int]] { (0..<height).map { y in (0..<width).map { x in alpha(x, y) } } }

  /// Twice the alpha-weighted centroid, as integers, so that centroids compare exactly: the x of the
  /// centroid of pixel column x is x + 1/2, and Σ (2x + 1) · alpha is twice Σ (x + 1/2) · alpha.
  var doubledCentroidSums: (x: Int, y: Int, mass: Int) {
    var (sx, sy, mass) = (0, 0, 0)
    for y in 0..<height {
      for x in 0..<width {
        let a = alpha(x, y)
        sx += (2 * x + 1) * a
        sy += (2 * y + 1) * a
        mass += a
      }
    }
    return (sx, sy, mass)
  }
}

/// The level a pixel gets for an exact covered area (0...1 of the pixel): `area × 255` rounded to
/// nearest, halves up, as the scan converter rounds (127.5 gives 128).
func roundedLevel(_ area: Double) -> Int { Int((area * 255 + 0.5).rounded(.down)) }

/// A transparent canvas.
func canvas(_ width: Int, _ height: Int) throws -> PremultipliedBitmap {
  try PremultipliedBitmap(width: width, height: height)
}

/// Nil when the two bitmaps are identical; otherwise the first pixel that differs, with both values,
/// which reads better in a failed expectation than two whole bitmaps.
func firstDifference(_ a: PremultipliedBitmap, _ b: PremultipliedBitmap) -> String? {
  guard a.width == b.width, a.height == b.height else {
    return "sizes differ: \(a.width) x \(a.height) and \(b.width) x \(b.height)"
  }
  for y in 0..<a.height {
    for x in 0..<a.width where a.premultipliedPixel(x: x, y: y) != b.premultipliedPixel(x: x, y: y) {
      return "(\(x), \(y)): \(a.premultipliedPixel(x: x, y: y)) vs \(b.premultipliedPixel(x: x, y: y))"
    }
  }
  return nil
}
