@_spi(Benchmarks) import PixelproofGraphics

/// The picture of a mismatch: the reference faded to light grey, every pixel beyond the tolerance in
/// red, pixels that differ within the per-pixel tolerance in amber, and a blue rectangle around each
/// region of differences (see ``DifferenceRegions``), so a one-pixel change is found at a glance.
///
/// The canvas is the comparison's: both images laid from the top-left, the smaller one padded, its
/// missing pixels counted as differing. Where that canvas would exceed ``BitmapLimits`` (a wide image
/// against a tall one), only the part both images have is drawn.
package enum DiffArtifact {
  package static let differenceColor: (UInt8, UInt8, UInt8) = (255, 0, 0)
  package static let withinToleranceColor: (UInt8, UInt8, UInt8) = (255, 176, 0)
  package static let regionColor: (UInt8, UInt8, UInt8) = (0, 96, 255)
  /// The width of the rectangles' lines, in pixels.
  package static var regionLineWidth: Int { DifferenceRegions.lineWidth }

  /// The `.diff.png` failure artifact of `reference` and `failed`, as `comparison` (made from the same
  /// two images) measured it.
  package static func make(
    reference: StraightBitmap, failed: StraightBitmap, comparison: BitmapComparison
  ) -> StraightBitmap {
    // The comparison's map when it was made from these two images, else a new one.
    let canvas = (max(reference.width, failed.width), max(reference.height, failed.height))
    let map =
      comparison.map.flatMap { $0.width == canvas.0 && $0.height == canvas.1 ? $0 : nil }
      ?? DifferenceMap(reference: reference, actual: failed)
    let (width, height) = (map.width, map.height)
    let allowed = UInt16(comparison.tolerance.allowedChannelDifference)
    var pixels = [UInt8](repeating: 255, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let o = (y * width + x) * 4
        let difference = map[x, y]
        if difference > allowed {
          (pixels[o], pixels[o + 1], pixels[o + 2]) = differenceColor
        } else if difference != 0 || x >= reference.width || y >= reference.height {
          (pixels[o], pixels[o + 1], pixels[o + 2]) = withinToleranceColor
        } else {
          let grey = faded(reference.pixel(x: x, y: y))
          (pixels[o], pixels[o + 1], pixels[o + 2]) = (grey, grey, grey)
        }
      }
    }
    for region in comparison.regions {
      outline(DifferenceRegions.outline(of: region), in: &pixels, width: width, height: height)
    }
    return StraightBitmap(validatedWidth: width, height: height, pixels: pixels)
  }

  /// Paints the inner ``regionLineWidth`` pixels of `box`'s edge, where they fall on the canvas.
  private static func outline(_ box: PixelBox, in pixels: inout [UInt8], width: Int, height: Int) {
    for y in max(box.y, 0)..<min(box.maxY, height) {
      let onHorizontalEdge = y < box.y + regionLineWidth || y >= box.maxY - regionLineWidth
      for x in max(box.x, 0)..<min(box.maxX, width)
      where onHorizontalEdge || x < box.x + regionLineWidth || x >= box.maxX - regionLineWidth {
        let o = (y * width + x) * 4
        (pixels[o], pixels[o + 1], pixels[o + 2]) = regionColor
      }
    }
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
