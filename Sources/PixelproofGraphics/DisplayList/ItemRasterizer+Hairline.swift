extension ItemRasterizer {
  /// Draws a line one device pixel wide: in the pixel row or column that holds it when it runs along an
  /// axis, else stroked one pixel wide.
  mutating func drawHairline(from: Point, to: Point, color: Color, within reach: PixelRect, index: Int) throws
  {
    let a = toDevice.apply(to: from)
    let b = toDevice.apply(to: to)
    guard a.x.isFinite, a.y.isFinite, b.x.isFinite, b.y.isFinite else {
      throw DisplayListRasterizer.Failure.nonFiniteGeometry(item: index)
    }
    var path = Path()
    path.move(to: a)
    path.line(to: b)
    guard path.isWithin(Rasterizer.coordinateLimit) else {
      throw DisplayListRasterizer.Failure.geometryOutOfRange(item: index)
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
      Rasterizer.fill(line, source: source, clip: clip, within: reach, into: &layers[layers.count - 1])
      return
    }
    let outline = Stroker.outline(of: path, style: StrokeStyle(width: 1))
    Rasterizer.fill(
      outline, rule: .nonZero, source: source, clip: clip, within: reach, into: &layers[layers.count - 1])
  }
}
