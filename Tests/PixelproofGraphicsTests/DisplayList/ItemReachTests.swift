@_spi(Benchmarks) @testable import PixelproofGraphics
import Testing

/// The rasterizer scans each item only within its device bounds. These items reach farthest past their
/// control points (a miter just inside its limit, square caps on a diagonal, a curve's round join, a
/// slanted hairline, under a rotation and a scale); each must come out exactly as its outline filled
/// over the whole canvas, so no pixel it covers lies outside the bounds.
@Suite struct ItemReachTests {
  static let size = 48
  static let scale = 2.0

  /// Two segments meeting at 12°: the miter reaches 1 / sin 6° ≈ 9.57 half-widths past the corner,
  /// under the default limit of 10, so it is drawn whole.
  static var sharpCorner: Path {
    var path = Path()
    path.move(to: Point(x: 2, y: 12))
    path.line(to: Point(x: 14, y: 12))
    // 12° below the first segment, back towards its start: (14 − 12 cos 12°, 12 − 12 sin 12°).
    path.line(to: Point(x: 14 - 11.737_8, y: 12 - 2.494_9))
    return path
  }

  /// A diagonal line: a square cap's far corner lies √2 half-widths out along both axes.
  static var diagonal: Path {
    var path = Path()
    path.move(to: Point(x: 6, y: 6))
    path.line(to: Point(x: 18, y: 18))
    return path
  }

  /// A curve bent back on itself and closed, joined round.
  static var loop: Path {
    var path = Path()
    path.move(to: Point(x: 4, y: 20))
    path.cubicCurve(to: Point(x: 20, y: 20), control1: Point(x: 4, y: 2), control2: Point(x: 20, y: 2))
    path.close()
    return path
  }

  static let strokes: [(Path, StrokeStyle, Transform)] = [
    (sharpCorner, StrokeStyle(width: 1.5), .identity),
    (sharpCorner, StrokeStyle(width: 1.5), .rotation(degrees: 30).concatenating(.translation(x: 6, y: -2))),
    (diagonal, StrokeStyle(width: 3, cap: .square), .identity),
    (diagonal, StrokeStyle(width: 3, cap: .square, dashes: [2, 1.5]), .scale(x: 1.2, y: 0.8)),
    (loop, StrokeStyle(width: 2.5, cap: .round, join: .round), .identity),
  ]

  @Test(arguments: strokes.indices)
  func aStrokeCoversNoPixelOutsideItsBounds(case index: Int) throws {
    let (path, style, transform) = Self.strokes[index]
    let toDevice = transform.concatenating(.scale(Self.scale))
    var deviceStyle = style
    deviceStyle.width *= toDevice.lengthScale
    deviceStyle.dashes = style.dashes.map { $0 * toDevice.lengthScale }
    let outline = Stroker.outline(of: path.applying(toDevice), style: deviceStyle)
    var list = DisplayList()
    list.transform(transform) { $0.stroke(path, style: style, with: .color(.black)) }
    try expectSamePixels(list, as: outline)
  }

  @Test func aSlantedHairlineCoversNoPixelOutsideItsBounds() throws {
    let (from, to) = (Point(x: 3.3, y: 20.2), Point(x: 21.6, y: 2.7))
    var line = Path()
    line.move(to: Point(x: from.x * Self.scale, y: from.y * Self.scale))
    line.line(to: Point(x: to.x * Self.scale, y: to.y * Self.scale))
    var list = DisplayList()
    list.append(.hairline(from: from, to: to, .black))
    try expectSamePixels(list, as: Stroker.outline(of: line, style: StrokeStyle(width: 1)))
  }

  /// `list` rasterized matches `outline` (in device pixels) filled black over the whole canvas, and
  /// covers some pixels.
  private func expectSamePixels(_ list: DisplayList, as outline: Path) throws {
    var expected = try PremultipliedBitmap(width: Self.size, height: Self.size)
    Rasterizer.fill(outline, with: .black, into: &expected)
    let actual = try DisplayListRasterizer.rasterize(
      list, width: Self.size, height: Self.size, scale: Self.scale)
    #expect(expected.pixels.contains { $0 != 0 })
    #expect(actual.pixels == expected.pixels)
  }
}
