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
    // An unchanged pixel shows the reference's pixel over white as luma (Rec. 601 weights in 1/256),
    // lifted into 170...255 so red differences stand out against it.
    var pixels = map.diffImagePixels(
      reference: reference, allowed: UInt16(comparison.tolerance.allowedChannelDifference),
      beyond: differenceColor, within: withinToleranceColor)
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
}
