extension DisplayListPainter {
  /// Draws the shadow of `shape`: the shape grown by the spread and moved by the offset, its coverage
  /// blurred in integers (three box blurs each way), then the colour painted through it everywhere the
  /// shape itself does not cover completely, as CSS clips an outer `box-shadow` to outside the box (a
  /// translucent view does not show its own shadow through it).
  mutating func drawShadow(_ shape: RoundedRect, _ shadow: Shadow, index: Int) throws {
    try validate(shape, index: index)
    if let reason = shadow.invalidReason { throw DisplayListRenderer.Failure.invalidItem(item: index, reason: reason) }
    let grown = shape.inset(by: -shadow.spread)
    guard shadow.color.alpha > 0, !grown.rect.isEmpty else { return }
    var moved = grown
    moved.rect.origin = moved.rect.origin + shadow.offset
    let path = try devicePath(moved.path, index: index)
    // The CSS blur radius is twice the Gaussian's standard deviation.
    let deviation = shadow.blur / 2 * toDevice.lengthScale
    let extent = GaussianBlur.extent(standardDeviation: deviation)
    let visible = clip.bounds.intersection(layers[layers.count - 1].frame)
    guard let shapeBounds = path.controlPointBounds.flatMap(PixelRect.enclosing) else { return }
    let frame = shapeBounds.outset(by: extent).intersection(visible)
    guard !frame.isEmpty else { return }
    var mask = ShadowMask.blurred(
      path, roundedRect: deviceRoundedRect(moved), standardDeviation: deviation, over: frame)
    // Pixels the shape only partly covers keep the whole shadow under them: an opaque view then gets
    // exactly the pixels of a shadow drawn under it, with no light seam along its anti-aliased edge.
    let casting = try devicePath(shape.path, index: index)
    var scan = ScanConverter(polygons: PathFlattener.polygons(of: casting), rule: .nonZero, bounds: frame)
    scan.forEachRow { y, spans in
      let row = (y - frame.minY) * frame.width - frame.minX
      mask.values.withUnsafeMutableBufferPointer { values in
        for span in spans where span.coverage == 255 {
          UnsafeMutableBufferPointer(rebasing: values[(row + span.x)..<(row + span.x + span.count)])
            .update(repeating: 0)
        }
      }
    }
    Rasterizer.fill(
      mask, over: frame, source: .color(PremultipliedColor(shadow.color)), clip: clip,
      into: &layers[layers.count - 1])
  }

  /// `shape` in device pixels with its radii fitted, when the transform in force maps it to a rounded
  /// rectangle (no rotation, the same scale both ways).
  private func deviceRoundedRect(_ shape: RoundedRect) -> RoundedRect? {
    guard let rect = deviceRect(shape.rect), abs(toDevice.a) == abs(toDevice.d) else { return nil }
    let factor = abs(toDevice.a)
    return RoundedRect(rect, cornerRadii: shape.fittedRadii.map { $0 * factor })
  }

  /// Draws a line one device pixel wide: in the pixel row or column that holds it when it runs along an
  /// axis, else stroked one pixel wide.
  mutating func drawHairline(from: Point, to: Point, color: Color, index: Int) throws {
    let a = toDevice.apply(to: from)
    let b = toDevice.apply(to: to)
    guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else {
      throw DisplayListRenderer.Failure.nonFiniteGeometry(item: index)
    }
    // Positions are rounded to 1/256 px first, so a line at 10.333 pt (31 px at 3x, 30.999… in floating
    // point) lands in row 31.
    func pixel(_ value: Double) -> Double { Double(FixedPoint.from(value) >> FixedPoint.shift) }
    let source = PaintSource.color(PremultipliedColor(color))
    let line: Rect? =
      if FixedPoint.from(a.y) == FixedPoint.from(b.y) {
        Rect(x: min(a.x, b.x), y: pixel(a.y), width: abs(b.x - a.x), height: 1)
      } else if FixedPoint.from(a.x) == FixedPoint.from(b.x) {
        Rect(x: pixel(a.x), y: min(a.y, b.y), width: 1, height: abs(b.y - a.y))
      } else {
        nil
      }
    if let line {
      Rasterizer.fill(line, source: source, clip: clip, into: &layers[layers.count - 1])
      return
    }
    var path = Path()
    path.move(to: a)
    path.line(to: b)
    guard path.isWithin(Rasterizer.coordinateLimit) else { throw DisplayListRenderer.Failure.geometryOutOfRange(item: index) }
    let outline = Stroker.outline(of: path, style: StrokeStyle(width: 1))
    Rasterizer.fill(outline, rule: .nonZero, source: source, clip: clip, into: &layers[layers.count - 1])
  }
}
