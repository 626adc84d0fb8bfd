import PixelproofGraphics
import Testing

@testable import PixelproofText

/// Point counts and bounds come from `ttx -t glyf` (fontTools 4.55.0): each glyph's xMin, yMin, xMax,
/// yMax, its points, and how many are on the curve (flag bit 0).
@Suite struct GlyphOutlineTests {
  private struct Counts: Equatable {
    var moves = 0, lines = 0, quads = 0, cubics = 0, closes = 0
  }

  private func elementCounts(_ path: Path) -> Counts {
    var counts = Counts()
    for element in path.elements {
      switch element {
      case .move: counts.moves += 1
      case .line: counts.lines += 1
      case .quadCurve: counts.quads += 1
      case .cubicCurve: counts.cubics += 1
      case .close: counts.closes += 1
      }
    }
    return counts
  }

  @Test func aSimpleGlyphHasOneQuadraticPerOffCurvePoint() throws {
    // Noto Sans Regular "o" (glyph 80): 2 contours, 26 points, 8 on the curve; bounds 55, -10, 551, 546.
    let path = try BundledFonts.notoSans(.regular).outline(of: GlyphID(rawValue: 80))
    let counts = elementCounts(path)
    #expect(counts.moves == 2 && counts.closes == 2 && counts.cubics == 0)
    // Each off-curve point is one control point: 26 - 8 of them.
    #expect(counts.quads == 18)
    // y is negated: the glyph's top at y 546 is at -546, its bottom at -10 is at 10.
    #expect(path.controlPointBounds == Rect(x: 55, y: -546, width: 496, height: 556))
  }

  @Test func straightGlyphsAreLines() throws {
    // Noto Sans Regular "A" (glyph 34): 2 contours, 18 points, 13 on the curve; bounds 0, 0, 638, 717.
    let path = try BundledFonts.notoSans(.regular).outline(of: GlyphID(rawValue: 34))
    let counts = elementCounts(path)
    #expect(counts.moves == 2 && counts.closes == 2 && counts.quads == 5)
    #expect(path.controlPointBounds == Rect(x: 0, y: -717, width: 638, height: 717))
    // Droid Sans Fallback 中 (glyph 264): 3 contours, 24 points, all on the curve; bounds 28, -25, 229, 208.
    let zhong = try BundledFonts.droidSansFallback().outline(of: GlyphID(rawValue: 264))
    #expect(elementCounts(zhong) == Counts(moves: 3, lines: 21, quads: 0, cubics: 0, closes: 3))
    #expect(zhong.controlPointBounds == Rect(x: 28, y: -208, width: 201, height: 233))
  }

  @Test func aCompositeGlyphIsItsComponentsPlaced() throws {
    // Noto Sans Regular "eacute" (169) is composite: "e" (70) at (0, 0) and "acute" (116) at (185, 0).
    // "ellipsis" (525) is "period" (15) at x 0, 262 and 523.
    let face = try BundledFonts.notoSans(.regular)
    var expected = try face.outline(of: GlyphID(rawValue: 70))
    expected.append(try face.outline(of: GlyphID(rawValue: 116)).applying(.translation(x: 185, y: 0)))
    #expect(try face.outline(of: GlyphID(rawValue: 169)) == expected)

    let period = try face.outline(of: GlyphID(rawValue: 15))
    var dots = Path()
    for x in [0.0, 262, 523] { dots.append(period.applying(.translation(x: x, y: 0))) }
    #expect(try face.outline(of: GlyphID(rawValue: 525)) == dots)
  }

  @Test func impliedOnCurvePointsLieHalfwayBetweenControls() {
    // A contour of four off-curve points (a diamond of controls) is four quadratics through the
    // midpoints, starting at the midpoint of the last and first points.
    let corners = [(0.0, 10.0), (10, 0), (0, -10), (-10, 0)].map {
      GlyphOutlines.ContourPoint(x: $0.0, y: $0.1, onCurve: false)
    }
    var path = Path()
    GlyphOutlines.append(corners, to: &path)
    #expect(
      path.elements == [
        .move(Point(x: -5, y: -5)),
        .quadCurve(control: Point(x: 0, y: -10), end: Point(x: 5, y: -5)),
        .quadCurve(control: Point(x: 10, y: 0), end: Point(x: 5, y: 5)),
        .quadCurve(control: Point(x: 0, y: 10), end: Point(x: -5, y: 5)),
        .quadCurve(control: Point(x: -10, y: 0), end: Point(x: -5, y: -5)),
        .close,
      ])
  }

  @Test func glyphsWithoutOutlinesAreEmptyAndUnknownGlyphsThrow() throws {
    let face = try BundledFonts.notoSans(.regular)
    let space = try #require(face.glyph(for: " "))
    #expect(try face.outline(of: space).elements.isEmpty)
    #expect(throws: FontError.glyphOutOfRange(GlyphID(rawValue: 2078), glyphCount: 2078)) {
      try face.outline(of: GlyphID(rawValue: 2078))
    }
  }

  @Test func aCompositeThatContainsItselfIsAnError() throws {
    // Point "eacute"'s first component (the glyph ID after its flags) at "eacute" itself.
    var bytes = try FontFiles.bytes("NotoSans-Regular")
    let tables = FontFiles.tables(bytes)
    let loca = try #require(tables.first { $0.tag == "loca" })
    let glyf = try #require(tables.first { $0.tag == "glyf" })
    // Short loca offsets (head indexToLocFormat 0) store offset / 2.
    let start = glyf.offset + Int(FontFiles.uint16(bytes, loca.offset + 169 * 2)) * 2
    let component = start + 10 + 2
    bytes[component] = 0
    bytes[component + 1] = 169
    let face = try FontFace(data: bytes)
    let error = FontError.malformed(table: "glyf", reason: "glyph 169 nests components more than 8 deep")
    #expect(throws: error) {
      try face.outline(of: GlyphID(rawValue: 169))
    }
  }
}
