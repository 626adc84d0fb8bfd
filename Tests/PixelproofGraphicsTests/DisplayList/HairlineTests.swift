import PixelproofGraphics
import Testing

/// `.hairline` items: one device pixel wide at every scale, in the device row (or column) that contains
/// the line, fully covered rather than smeared over two half-covered rows.
@Suite struct HairlineTests {
  private func render(
    _ from: Point, _ to: Point, width: Int, height: Int, scale: Double
  ) throws -> PremultipliedBitmap {
    var list = DisplayList()
    list.append(.hairline(from: from, to: to, .black))
    return try DisplayListRasterizer.rasterize(list, width: width, height: height, scale: scale)
  }

  @Test(arguments: [(1.0, 10), (2, 20), (3, 30)])
  func aHorizontalHairlineFillsOneDeviceRow(scale: Double, row: Int) throws {
    // y = 10.25 pt is 10.25, 20.5 and 30.75 px at scales 1, 2 and 3: inside rows 10, 20 and 30. The line
    // runs from x = 5 to 40 pt, columns 5s ..< 40s.
    let s = Int(scale)
    let bitmap = try render(
      Point(x: 5, y: 10.25), Point(x: 40, y: 10.25), width: 48 * s, height: 16 * s, scale: scale)
    for y in 0..<(16 * s) {
      for x in 0..<(48 * s) {
        let inside = y == row && (5 * s..<40 * s).contains(x)
        #expect(bitmap.alpha(x, y) == (inside ? 255 : 0), "scale \(s) (\(x), \(y))")
      }
    }
    // Drawn right to left, the same pixels.
    let reversed = try render(
      Point(x: 40, y: 10.25), Point(x: 5, y: 10.25), width: 48 * s, height: 16 * s, scale: scale)
    #expect(firstDifference(reversed, bitmap) == nil)
  }

  @Test(arguments: [(1.0, 7), (2, 15), (3, 22)])
  func aVerticalHairlineFillsOneDeviceColumn(scale: Double, column: Int) throws {
    // x = 7.6 pt is 7.6, 15.2 and 22.8 px: columns 7, 15 and 22. From y = 2 to 14 pt: rows 2s ..< 14s.
    let s = Int(scale)
    let bitmap = try render(
      Point(x: 7.6, y: 2), Point(x: 7.6, y: 14), width: 16 * s, height: 16 * s, scale: scale)
    for y in 0..<(16 * s) {
      for x in 0..<(16 * s) {
        let inside = x == column && (2 * s..<14 * s).contains(y)
        #expect(bitmap.alpha(x, y) == (inside ? 255 : 0), "scale \(s) (\(x), \(y))")
      }
    }
  }

  @Test func aLineAtAThirdOfAPointLandsOnTheRowItNamesAtScale3() throws {
    // 10⅓ pt × 3 is 31 px, which floating point may compute a hair below 31: after rounding to 1/256 px
    // it is 31 exactly, the boundary between rows 30 and 31, so the line fills row 31.
    let y = 10 + 1.0 / 3
    let bitmap = try render(Point(x: 1, y: y), Point(x: 9, y: y), width: 30, height: 40, scale: 3)
    #expect((0..<40).filter { bitmap.alpha(15, $0) != 0 } == [31])
    #expect(bitmap.alphaSum == 24 * 255)
  }

  @Test func theEndsOfAHairlineAreCoveredByArea() throws {
    // From x = 5.25 to 9.75 pt at scale 2: 10.5 to 19.5 px, so columns 10 and 19 are half covered
    // (127.5 → 128) and 11...18 whole.
    let bitmap = try render(Point(x: 5.25, y: 3), Point(x: 9.75, y: 3), width: 24, height: 8, scale: 2)
    #expect((9...20).map { bitmap.alpha($0, 6) } == [0, 128] + Array(repeating: 255, count: 8) + [128, 0])
  }

  @Test func aHairlineTurnedByNinetyDegreesFillsOneColumn() throws {
    // Turning about (16, 16) by 90° takes (x, y) to (32 - y, x), exactly: the line at y = 10.25 from x = 4
    // to 28 becomes the vertical line x = 21.75 from y = 4 to 28, in column 21.
    var list = DisplayList()
    let turn = Transform.translation(x: -16, y: -16)
      .concatenating(.rotation(degrees: 90))
      .concatenating(.translation(x: 16, y: 16))
    list.transform(turn) { list in
      list.append(.hairline(from: Point(x: 4, y: 10.25), to: Point(x: 28, y: 10.25), .black))
    }
    let bitmap = try DisplayListRasterizer.rasterize(list, width: 32, height: 32, scale: 1)
    for y in 0..<32 {
      for x in 0..<32 {
        let inside = x == 21 && (4..<28).contains(y)
        #expect(bitmap.alpha(x, y) == (inside ? 255 : 0), "(\(x), \(y))")
      }
    }
  }

  @Test func aSlantedHairlineIsStrokedOneDevicePixelWide() throws {
    // From (10, 10) to (40, 50): 50 px long, stroked 1 px wide with butt ends: 50 px². Its two long sides,
    // 100 px, move by at most √2/512 px when the corners are rounded to 1/256 px and as much again when
    // crossings are; its ends are 2 px more; plus half a level per partly covered pixel.
    let bitmap = try render(Point(x: 10, y: 10), Point(x: 40, y: 50), width: 48, height: 56, scale: 1)
    let tolerance = 102 * 2 * 2.0.squareRoot() / 512 + 0.5 / 255 * Double(bitmap.partialPixelCount)
    #expect(abs(bitmap.coveredArea - 50) <= tolerance, "\(bitmap.coveredArea) ± \(tolerance)")
    // Nothing beyond half a pixel (plus the ends) from the line's bounding box.
    #expect(bitmap.alpha(8, 8) == 0 && bitmap.alpha(42, 52) == 0)
  }
}
