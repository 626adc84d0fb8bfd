extension ItemRasterizer {
  /// Narrows the clip to `shape`: a pixel-aligned rectangle narrows the bounds only; anything else adds
  /// a coverage mask (multiplied with the mask of an enclosing clip).
  mutating func beginClip(_ shape: RoundedRect, index: Int) throws {
    try validate(shape, index: index)
    let current = clip
    guard !shape.rect.isEmpty else {
      // A clip with no area (or a negative size) shows nothing.
      pushClip(ClipRegion(bounds: .empty))
      return
    }
    let radii = shape.fittedRadii
    if radii.isZero, let device = deviceRect(shape.rect),
      let pixels = PixelRect(exactly: device)
    {
      pushClip(current.intersecting(pixels))
      return
    }
    let path = try devicePath(.roundedRect(shape.rect, cornerRadii: radii), index: index)
    let bounds = (path.controlPointBounds.flatMap(PixelRect.enclosing) ?? .empty).intersection(current.bounds)
    var mask = Rasterizer.coverageMask(of: path, rule: .nonZero, over: bounds)
    if current.mask != nil {
      for y in bounds.minY..<bounds.maxY {
        for x in bounds.minX..<bounds.maxX {
          let i = (y - bounds.minY) * bounds.width + (x - bounds.minX)
          mask.values[i] = UInt8(PixelMath.multiply(Int(mask.values[i]), current.coverage(x: x, y: y)))
        }
      }
    }
    pushClip(ClipRegion(bounds: bounds, mask: bounds.isEmpty ? nil : mask))
  }

  /// Refuses a clip's or shadow's shape with a coordinate or radius that cannot be drawn. A view's
  /// attributes were checked at layout, where the error names the view; this check stays because a
  /// display list is an entry of its own (built by hand, or painted by any custom component), and a
  /// NaN or negative radius would otherwise draw a wrong shape rather than fail.
  func validate(_ shape: RoundedRect, index: Int) throws {
    let rect = shape.rect
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else {
      throw DisplayListRasterizer.Failure.nonFiniteGeometry(item: index)
    }
    if let reason = shape.cornerRadii.invalidReason {
      throw DisplayListRasterizer.Failure.invalidItem(item: index, reason: reason)
    }
  }

  /// `rect` in device pixels, when the transform in force keeps it an axis-aligned rectangle.
  func deviceRect(_ rect: Rect) -> Rect? {
    guard toDevice.isAxisAligned else { return nil }
    let corner1 = toDevice.apply(to: rect.origin)
    let corner2 = toDevice.apply(to: Point(x: rect.maxX, y: rect.maxY))
    return Rect(
      x: min(corner1.x, corner2.x), y: min(corner1.y, corner2.y), width: abs(corner2.x - corner1.x),
      height: abs(corner2.y - corner1.y))
  }
}

extension PixelRect {
  /// The pixels of a device rectangle whose sides fall on pixel boundaries (to 1/256 px), or nil.
  init?(exactly rect: Rect) {
    guard rect.minX.isFinite, rect.minY.isFinite, rect.maxX.isFinite, rect.maxY.isFinite else { return nil }
    let (minX, minY) = (FixedPoint.from(rect.minX), FixedPoint.from(rect.minY))
    let (maxX, maxY) = (FixedPoint.from(rect.maxX), FixedPoint.from(rect.maxY))
    guard (minX | minY | maxX | maxY) & (FixedPoint.one - 1) == 0 else { return nil }
    let shift = FixedPoint.shift
    self.init(minX: minX >> shift, minY: minY >> shift, maxX: maxX >> shift, maxY: maxY >> shift)
  }
}
