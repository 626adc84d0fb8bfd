extension DisplayListPainter {
  /// The device pixels that the items of the group opened at `index` can paint: the union of each
  /// item's bounds, grown for stroke joins, shadows and anti-aliasing. A group's layer covers only these
  /// (and only inside the clip), so a translucent button does not cost a screen-sized layer.
  func contentBounds(ofGroupAt index: Int) -> PixelRect {
    var transforms = [toDevice]
    var depth = 0
    var bounds = PixelRect.empty
    for item in items[(index + 1)...] {
      let current = transforms[transforms.count - 1]
      func add(_ rect: Rect?, outset: Double = 0) {
        guard let rect else { return }
        let grown = rect.insetBy(-outset)
        let corners = [
          Point(x: grown.minX, y: grown.minY), Point(x: grown.maxX, y: grown.minY),
          Point(x: grown.minX, y: grown.maxY), Point(x: grown.maxX, y: grown.maxY),
        ].map(current.apply)
        let xs = corners.map(\.x)
        let ys = corners.map(\.y)
        let device = Rect(
          x: xs.min() ?? 0, y: ys.min() ?? 0, width: (xs.max() ?? 0) - (xs.min() ?? 0),
          height: (ys.max() ?? 0) - (ys.min() ?? 0))
        // One more pixel each side for anti-aliasing and hairlines; a non-finite rect is reported by
        // the item itself when it is drawn.
        bounds = bounds.union((PixelRect.enclosing(device) ?? .empty).outset(by: 1))
      }
      switch item {
      case .fillRect(let rect, _): add(rect)
      case .fillPath(let path, _, _): add(path.controlPointBounds)
      case .strokePath(let path, let style, _):
        // A miter reaches miterLimit half-widths from its vertex, a square cap's corner √2 of one.
        add(path.controlPointBounds, outset: style.width / 2 * max(style.miterLimit, 1.5))
      case .hairline(let from, let to, _):
        add(Rect(x: min(from.x, to.x), y: min(from.y, to.y), width: abs(to.x - from.x), height: abs(to.y - from.y)))
      case .shadow(let shape, let shadow):
        var moved = shape.rect.insetBy(-abs(shadow.spread))
        moved.origin = moved.origin + shadow.offset
        let deviation = shadow.blur / 2 * current.lengthScale
        add(moved, outset: Double(GaussianBlur.extent(standardDeviation: deviation)) / max(current.lengthScale, 1e-9))
        add(shape.rect)
      case .beginTransform(let transform):
        transforms.append(transform.concatenating(current))
      case .endTransform:
        if transforms.count > 1 { transforms.removeLast() }
      case .beginGroup:
        depth += 1
      case .endGroup:
        if depth == 0 { return bounds }
        depth -= 1
      case .beginClip, .endClip:
        break
      }
    }
    return bounds
  }
}
