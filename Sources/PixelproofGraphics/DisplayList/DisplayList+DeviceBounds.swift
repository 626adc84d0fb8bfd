extension DisplayList.Item {
  /// The device pixels this item can paint under `toDevice`, grown for stroke joins, shadows and
  /// anti-aliasing; empty for an item that paints nothing itself (a clip, a transform or a group
  /// opening or closing); nil when its reach cannot be bounded (a coordinate that is not finite).
  ///
  /// A group sizes its layer by the union of these over its items, and each item is rasterized within
  /// its own: fills, strokes, hairlines and outline glyphs scan only these pixels, a shadow blurs only
  /// over them.
  func deviceBounds(under toDevice: Transform) -> PixelRect? {
    switch self {
    case .fillRect(let rect, _):
      return Self.enclosing(rect, under: toDevice)
    case .fillPath(let path, _, _):
      return Self.enclosing(path.controlPointBounds, under: toDevice)
    case .strokePath(let path, let style, _):
      // The stroke is drawn in device pixels, as wide as its width times the transform's length
      // scale; a miter reaches miterLimit half-widths from its vertex, a square cap's corner √2 of one.
      let halfWidth = style.width * toDevice.lengthScale / 2
      return Self.enclosing(
        path.controlPointBounds, under: toDevice, outset: halfWidth * max(style.miterLimit, 1.5))
    case .hairline(let from, let to, _):
      let line = Rect(
        x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y))
      return Self.enclosing(line, under: toDevice)
    case .glyphs(let run):
      var bounds = PixelRect.empty
      for glyph in run.glyphs {
        let scale = run.size / Double(max(glyph.shape.unitsPerEm, 1))
        let outline = glyph.shape.outline.controlPointBounds.map {
          Rect(
            x: glyph.origin.x + $0.minX * scale, y: glyph.origin.y + $0.minY * scale,
            width: $0.width * scale, height: $0.height * scale)
        }
        guard let pixels = Self.enclosing(outline, under: toDevice, outset: 1) else { return nil }
        bounds = bounds.union(pixels)
      }
      return bounds
    case .shadow(let shape, let shadow):
      var moved = shape.rect.insetBy(-abs(shadow.spread))
      moved.origin = moved.origin + shadow.offset
      let extent = GaussianBlur.extent(standardDeviation: shadow.blur / 2 * toDevice.lengthScale)
      return Self.enclosing(moved, under: toDevice, outset: Double(extent))
    case .beginClip, .endClip, .beginTransform, .endTransform, .beginGroup, .endGroup:
      return .empty
    }
  }

  /// The pixels `rect`'s corners touch under `toDevice`, grown by `outset` device pixels and one more
  /// for anti-aliasing and hairlines; empty for no rectangle, nil when they are not finite.
  private static func enclosing(_ rect: Rect?, under toDevice: Transform, outset: Double = 0) -> PixelRect? {
    guard let rect else { return .empty }
    var (minX, minY) = (Double.infinity, Double.infinity)
    var (maxX, maxY) = (-Double.infinity, -Double.infinity)
    for corner in [
      Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
      Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
    ] {
      let device = toDevice.apply(to: corner)
      (minX, maxX) = (min(minX, device.x), max(maxX, device.x))
      (minY, maxY) = (min(minY, device.y), max(maxY, device.y))
    }
    let grown = Rect(
      x: minX - outset, y: minY - outset, width: maxX - minX + 2 * outset, height: maxY - minY + 2 * outset)
    return PixelRect.enclosing(grown)?.outset(by: 1)
  }
}
