extension DisplayListPainter {
  /// The device pixels that the items of the group opened at `index` can paint: the union of each
  /// item's device bounds, grown in device pixels for stroke joins, shadows and anti-aliasing; nil when
  /// an item's reach cannot be bounded (the group then takes the whole clip). A group's layer covers
  /// only these, so a translucent button does not cost a screen-sized layer.
  func contentBounds(ofGroupAt index: Int) -> PixelRect? {
    var transforms = [toDevice]
    var depth = 0
    var bounds = PixelRect.empty
    for item in items[(index + 1)...] {
      let current = transforms[transforms.count - 1]
      /// Adds `rect`'s device bounds grown by `outset` device pixels, and one more for anti-aliasing and
      /// hairlines; false when they are not finite.
      func add(_ rect: Rect?, outset: Double = 0) -> Bool {
        guard let rect else { return true }
        var (minX, minY) = (Double.infinity, Double.infinity)
        var (maxX, maxY) = (-Double.infinity, -Double.infinity)
        for corner in [
          Point(x: rect.minX, y: rect.minY), Point(x: rect.maxX, y: rect.minY),
          Point(x: rect.minX, y: rect.maxY), Point(x: rect.maxX, y: rect.maxY),
        ] {
          let device = current.apply(to: corner)
          (minX, maxX) = (min(minX, device.x), max(maxX, device.x))
          (minY, maxY) = (min(minY, device.y), max(maxY, device.y))
        }
        let grown = Rect(
          x: minX - outset, y: minY - outset, width: maxX - minX + 2 * outset,
          height: maxY - minY + 2 * outset)
        guard let pixels = PixelRect.enclosing(grown) else { return false }
        bounds = bounds.union(pixels.outset(by: 1))
        return true
      }
      let isBounded: Bool
      switch item {
      case .fillRect(let rect, _): isBounded = add(rect)
      case .fillPath(let path, _, _): isBounded = add(path.controlPointBounds)
      case .strokePath(let path, let style, _):
        // The stroke is drawn in device pixels, as wide as its width times the transform's length
        // scale; a miter reaches miterLimit half-widths from its vertex, a square cap's corner √2 of one.
        let halfWidth = style.width * current.lengthScale / 2
        isBounded = add(path.controlPointBounds, outset: halfWidth * max(style.miterLimit, 1.5))
      case .hairline(let from, let to, _):
        isBounded = add(
          Rect(
            x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y))
        )
      case .glyphs(let run):
        isBounded = run.glyphs.allSatisfy { glyph in
          let scale = run.size / Double(max(glyph.shape.unitsPerEm, 1))
          return add(
            glyph.shape.outline.controlPointBounds.map {
              Rect(
                x: glyph.origin.x + $0.minX * scale, y: glyph.origin.y + $0.minY * scale,
                width: $0.width * scale, height: $0.height * scale)
            }, outset: 1)
        }
      case .shadow(let shape, let shadow):
        var moved = shape.rect.insetBy(-abs(shadow.spread))
        moved.origin = moved.origin + shadow.offset
        let extent = GaussianBlur.extent(standardDeviation: shadow.blur / 2 * current.lengthScale)
        isBounded = add(moved, outset: Double(extent))
      case .beginTransform(let transform):
        transforms.append(transform.concatenating(current))
        isBounded = true
      case .endTransform:
        if transforms.count > 1 { transforms.removeLast() }
        isBounded = true
      case .beginGroup:
        depth += 1
        isBounded = true
      case .endGroup:
        if depth == 0 { return bounds }
        depth -= 1
        isBounded = true
      case .beginClip, .endClip:
        isBounded = true
      }
      if !isBounded { return nil }
    }
    return bounds
  }
}
