extension ItemRasterizer {
  /// Draws a run of glyphs. Under a transform that only translates and scales evenly, each glyph's
  /// coverage comes from ``GlyphCache`` at its position rounded to a quarter pixel; under any other
  /// transform, or at more than ``GlyphCache/largestCachedEm`` pixels to the em, its outline is filled
  /// directly.
  mutating func drawGlyphs(_ run: GlyphRun, index: Int) throws {
    guard run.size.isFinite, run.size >= 0 else {
      throw DisplayListRasterizer.Failure.invalidItem(
        item: index, reason: "the glyph size is \(run.size); it must be finite and not negative")
    }
    guard run.color.alpha > 0, run.size > 0 else { return }
    let source = PaintSource.color(PremultipliedColor(run.color))
    // The run's device bounds, for glyphs filled from their outlines; found only when one is, as cached
    // glyphs are drawn within their own masks' frames.
    var runReach: PixelRect?
    for glyph in run.glyphs {
      guard glyph.shape.unitsPerEm > 0 else {
        throw DisplayListRasterizer.Failure.invalidItem(
          item: index, reason: "glyph \(glyph.shape.key) has \(glyph.shape.unitsPerEm) units per em")
      }
      let origin = toDevice.apply(to: glyph.origin)
      guard origin.x.isFinite, origin.y.isFinite else {
        throw DisplayListRasterizer.Failure.nonFiniteGeometry(item: index)
      }
      // Glyphs the cache does not hold (large, rotated or skewed ones) are filled directly, clipped to
      // what is visible.
      guard let placed = Self.cachedPlacement(of: glyph.shape, at: origin, size: run.size, under: toDevice)
      else {
        let unitsToPoints = run.size / Double(glyph.shape.unitsPerEm)
        let outline = glyph.shape.outline.applying(
          Transform.scale(unitsToPoints).concatenating(.translation(x: glyph.origin.x, y: glyph.origin.y)))
        let device = try devicePath(outline, index: index)
        let reach = runReach ?? self.reach(of: .glyphs(run))
        runReach = reach
        Rasterizer.fill(
          device, rule: .nonZero, source: source, clip: clip, within: reach, into: &layers[layers.count - 1])
        continue
      }
      let entry = GlyphCache.shared.entry(for: placed.key, outline: glyph.shape.outline)
      guard !entry.frame.isEmpty else { continue }
      let frame = PixelRect(
        minX: entry.frame.minX + placed.x, minY: entry.frame.minY + placed.y,
        maxX: entry.frame.maxX + placed.x, maxY: entry.frame.maxY + placed.y)
      Rasterizer.fill(entry.mask, over: frame, source: source, clip: clip, into: &layers[layers.count - 1])
    }
  }

  /// Where a glyph whose origin lies at device point `origin` is drawn from ``GlyphCache``: its key, and
  /// the whole device pixel its mask is placed at (the origin rounded to a quarter pixel, the quarter in
  /// the key). Nil when the glyph is filled from its outline instead: under a transform that does more
  /// than translate and scale evenly, at more than ``GlyphCache/largestCachedEm`` pixels to the em, or
  /// too far out. `shape` has a positive number of units per em.
  static func cachedPlacement(
    of shape: GlyphRun.Shape, at origin: Point, size: Double, under toDevice: Transform
  ) -> (key: GlyphCache.Key, x: Int, y: Int)? {
    guard toDevice.isAxisAligned, toDevice.a > 0, toDevice.a == toDevice.d,
      size * toDevice.a <= GlyphCache.largestCachedEm,
      abs(origin.x) < Rasterizer.coordinateLimit, abs(origin.y) < Rasterizer.coordinateLimit
    else { return nil }
    let steps = GlyphCache.subpixelSteps
    // The origin in quarters of a pixel, rounded to nearest: a whole pixel and a step inside it.
    let (x, subpixelX) = quantized(origin.x, steps: steps)
    let (y, subpixelY) = quantized(origin.y, steps: steps)
    let unitsToPoints = size / Double(shape.unitsPerEm)
    let key = GlyphCache.Key(
      shape: shape.key, scale: unitsToPoints * toDevice.a, subpixelX: subpixelX, subpixelY: subpixelY)
    return (key, x, y)
  }

  /// `value` pixels as a whole pixel and a number of `steps`-ths of a pixel, rounded to the nearest step.
  static func quantized(_ value: Double, steps: Int) -> (whole: Int, step: Int) {
    let total = Int((value * Double(steps)).rounded())
    let whole = total >= 0 ? total / steps : -((-total + steps - 1) / steps)
    return (whole, total - whole * steps)
  }
}
