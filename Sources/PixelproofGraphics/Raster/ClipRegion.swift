/// Where painting may reach: a rectangle of device pixels, and inside it, when the clip is not a
/// pixel-aligned rectangle, a coverage mask (anti-aliased rounded corners, nested clips multiplied).
struct ClipRegion {
  /// Nothing outside is painted.
  let bounds: PixelRect
  /// Coverage for the pixels of ``bounds`` (same size), or nil when every pixel inside is fully visible.
  let mask: AlphaMask?

  init(bounds: PixelRect, mask: AlphaMask? = nil) {
    precondition(mask == nil || (mask?.width == bounds.width && mask?.height == bounds.height))
    self.bounds = bounds
    self.mask = mask
  }

  /// The clip narrowed to the pixels of `rect` (a pixel-aligned rectangle keeps no mask of its own).
  func intersecting(_ rect: PixelRect) -> ClipRegion {
    let narrowed = bounds.intersection(rect)
    guard let mask, !narrowed.isEmpty else { return ClipRegion(bounds: narrowed) }
    if narrowed == bounds { return self }
    return ClipRegion(bounds: narrowed, mask: mask.cropped(from: bounds, to: narrowed))
  }

  /// The clip's coverage at device pixel (`x`, `y`) inside ``bounds``.
  @inline(__always)
  func coverage(x: Int, y: Int) -> Int {
    guard let mask else { return 255 }
    return Int(mask.values[(y - bounds.minY) * mask.width + (x - bounds.minX)])
  }
}
