@_spi(Benchmarks) import PixelproofGraphics
import Testing

/// Clips in a display list: which pixels they let through, and how much of the edge ones. A clip's
/// coverage multiplies the coverage of what is drawn through it (rounded with `PixelMath.multiply`), so an
/// opaque fill of the whole canvas shows the clip's own coverage as alpha.
@Suite struct ClipTests {
  /// An opaque black fill of the whole canvas through `clip`, at scale 1.
  private func fillThrough(_ clip: RoundedRect, width: Int, height: Int) throws -> PremultipliedBitmap {
    var list = DisplayList()
    list.clip(to: clip) { list in
      list.fill(Rect(x: 0, y: 0, width: Double(width), height: Double(height)), with: .black)
    }
    return try DisplayListRasterizer.rasterize(list, width: width, height: height, scale: 1)
  }

  @Test func aRectangleClipOnPixelBoundariesHasExactEdges() throws {
    let bitmap = try fillThrough(RoundedRect(Rect(x: 10, y: 6, width: 20, height: 12)), width: 40, height: 24)
    for y in 0..<24 {
      for x in 0..<40 {
        let inside = (10..<30).contains(x) && (6..<18).contains(y)
        #expect(bitmap.alpha(x, y) == (inside ? 255 : 0), "(\(x), \(y))")
      }
    }
  }

  @Test func aClipEdgeThroughTheMiddleOfAColumnHalvesIt() throws {
    // x 10.5...30.5: columns 10 and 30 are half inside, 127.5 → 128; 11...29 whole.
    let bitmap = try fillThrough(RoundedRect(Rect(x: 10.5, y: 0, width: 20, height: 8)), width: 40, height: 8)
    for y in 0..<8 {
      #expect(bitmap.alpha(9, y) == 0 && bitmap.alpha(10, y) == 128 && bitmap.alpha(11, y) == 255)
      #expect(bitmap.alpha(29, y) == 255 && bitmap.alpha(30, y) == 128 && bitmap.alpha(31, y) == 0)
    }
    // Colour is scaled with alpha: premultiplied red at half coverage is (128, 0, 0, 128).
    var list = DisplayList()
    list.clip(to: RoundedRect(Rect(x: 10.5, y: 0, width: 20, height: 8))) { list in
      list.fill(Rect(x: 0, y: 0, width: 40, height: 8), with: .red)
    }
    let red = try DisplayListRasterizer.rasterize(list, width: 40, height: 8, scale: 1)
    #expect(red.premultipliedPixel(x: 10, y: 3) == (128, 0, 0, 128))
  }

  @Test func aRoundedClipCutsItsCornersAndCoversTheRoundedArea() throws {
    // The rect 8...56 by 8...48 (48 × 40) with corners of radius 12, centred at (20, 20), (44, 20),
    // (44, 36) and (20, 36).
    let (r, rect) = (12.0, Rect(x: 8, y: 8, width: 48, height: 40))
    let bitmap = try fillThrough(RoundedRect(rect, cornerRadius: r), width: 64, height: 56)
    let centres = [(20.0, 20.0), (44.0, 20.0), (44.0, 36.0), (20.0, 36.0)]
    var (cut, whole) = (0, 0)
    for y in 0..<56 {
      for x in 0..<64 {
        let (x0, y0) = (Double(x), Double(y))
        guard x0 >= rect.minX, x0 + 1 <= rect.maxX, y0 >= rect.minY, y0 + 1 <= rect.maxY else {
          #expect(bitmap.alpha(x, y) == 0, "outside (\(x), \(y))")
          continue
        }
        // The corner squares: beyond the arc's centre, towards the rect's corner, on both axes (the
        // left centres are left of the middle x = 32, the top ones above the middle y = 28).
        let corner = centres.first { (cx, cy) in
          (x0 + 0.5 < cx) == (cx < 32) && (y0 + 0.5 < cy) == (cy < 28)
        }
        guard let (cx, cy) = corner else {
          #expect(bitmap.alpha(x, y) == 255, "(\(x), \(y))")
          continue
        }
        // The pixel's nearest and farthest points from the arc's centre.
        let dx = (near: max(0, x0 - cx, cx - x0 - 1), far: max(abs(x0 - cx), abs(x0 + 1 - cx)))
        let dy = (near: max(0, y0 - cy, cy - y0 - 1), far: max(abs(y0 - cy), abs(y0 + 1 - cy)))
        let near = (dx.near * dx.near + dy.near * dy.near).squareRoot()
        let far = (dx.far * dx.far + dy.far * dy.far).squareRoot()
        // The flattened arc lies between r - 1/32 (chords) and r + 0.027% of r (the cubic's bulge); with
        // 1/128 px more for rounding to 1/256 px, a pixel wholly beyond is 0 and one wholly within is 255.
        if near > r + 0.000_27 * r + 1.0 / 128 {
          cut += 1
          #expect(bitmap.alpha(x, y) == 0, "corner (\(x), \(y))")
        } else if far < r - 1.0 / 32 - 1.0 / 128 {
          whole += 1
          #expect(bitmap.alpha(x, y) == 255, "corner (\(x), \(y))")
        }
      }
    }
    // Pixel (8, 8), the rect's own corner, is 15.6 px from (20, 20) at its nearest: cut.
    #expect(bitmap.alpha(8, 8) == 0 && bitmap.alpha(55, 47) == 0)
    #expect(cut >= 4 * 8 && whole >= 4 * 80, "\(cut) \(whole)")
    // The area: 48 × 40 - (4 - π) × 12² = 1796.39 px². The curved boundary is 2π × 12 = 75.4 px:
    // chords within 1/32 px of it, the cubic's bulge within 0.027% of r, and rounding vertices and
    // crossings to 1/256 px moving it by at most 2 × √2/512 px; half a level per partly covered pixel.
    let exact = 48 * 40 - (4 - Double.pi) * r * r
    let length = 2 * Double.pi * r
    let tolerance =
      length * (1.0 / 32 + 0.000_27 * r + 2 * 2.0.squareRoot() / 512)
      + 0.5 / 255 * Double(bitmap.partialPixelCount)
    #expect(abs(bitmap.coveredArea - exact) <= tolerance, "\(bitmap.coveredArea) vs \(exact) ± \(tolerance)")
  }

  @Test func cornerRadiiLargerThanTheSidesAreScaledDownTogetherAsInCSS() throws {
    // Top 30 + 10 = 40 over a width of 20: factor 1/2. Bottom 0 + 20 fits 20, left 30 + 20 = 50 and
    // right 10 + 0 fit 100. All four halve (multiplying by 0.5 is exact).
    let radii = CornerRadii(topLeft: 30, topRight: 10, bottomRight: 0, bottomLeft: 20)
    let fitted = radii.fitted(to: Size(width: 20, height: 100))
    #expect(fitted == CornerRadii(topLeft: 15, topRight: 5, bottomRight: 0, bottomLeft: 10))
    #expect(radii.fitted(to: Size(width: 100, height: 100)) == radii)
    // Radius 30 on a 40 × 20 clip: 60 over 40 wide (2/3) and 60 over 20 high (1/3): radius 10, a
    // stadium of 40 × 20 - (4 - π) × 10² = 714.16 px², with 2π × 10 px of curved boundary.
    let clip = RoundedRect(Rect(x: 4, y: 4, width: 40, height: 20), cornerRadius: 30)
    #expect(clip.fittedRadii == CornerRadii(10))
    let bitmap = try fillThrough(clip, width: 48, height: 28)
    let exact = 800 - (4 - Double.pi) * 100
    let tolerance =
      20 * Double.pi * (1.0 / 32 + 0.000_27 * 10 + 2 * 2.0.squareRoot() / 512)
      + 0.5 / 255 * Double(bitmap.partialPixelCount)
    #expect(abs(bitmap.coveredArea - exact) <= tolerance, "\(bitmap.coveredArea) vs \(exact) ± \(tolerance)")
    // Pixel (4, 4) is 12.7 px from the corner's centre (14, 14) at its nearest: cut. The straight sides
    // run from x = 14 to 34.
    #expect(bitmap.alpha(4, 4) == 0 && bitmap.alpha(24, 4) == 255 && bitmap.alpha(24, 23) == 255)
  }

  @Test func nestedClipsMultiplyTheirCoverage() throws {
    // Outer clip: x 10.5...40.5 (column 10 half). Inner clip: y 10.5...30.5 (row 10 half).
    var list = DisplayList()
    list.clip(to: RoundedRect(Rect(x: 10.5, y: 0, width: 30, height: 40))) { list in
      list.clip(to: RoundedRect(Rect(x: 0, y: 10.5, width: 48, height: 20))) { list in
        list.fill(Rect(x: 0, y: 0, width: 48, height: 40), with: .black)
      }
    }
    let bitmap = try DisplayListRasterizer.rasterize(list, width: 48, height: 40, scale: 1)
    // Pixel (10, 10) is half inside each: the masks multiply, 128 × 128 / 255 = 64.25 → 64 (the exact
    // quarter, 63.75, rounds to 64 as well).
    #expect(bitmap.alpha(10, 10) == 64)
    #expect(bitmap.alpha(10, 20) == 128 && bitmap.alpha(20, 10) == 128 && bitmap.alpha(20, 20) == 255)
    #expect(bitmap.alpha(40, 30) == 64 && bitmap.alpha(9, 20) == 0 && bitmap.alpha(20, 9) == 0)
    #expect(bitmap.alpha(41, 20) == 0 && bitmap.alpha(20, 31) == 0)
  }

  @Test func aPixelAlignedClipInsideAnAntiAliasedOneKeepsItsEdge() throws {
    var list = DisplayList()
    list.clip(to: RoundedRect(Rect(x: 10.5, y: 0, width: 30, height: 8))) { list in
      list.clip(to: RoundedRect(Rect(x: 0, y: 2, width: 20, height: 4))) { list in
        list.fill(Rect(x: 0, y: 0, width: 48, height: 8), with: .black)
      }
    }
    let bitmap = try DisplayListRasterizer.rasterize(list, width: 48, height: 8, scale: 1)
    // Columns 10...19 of rows 2...5; column 10 keeps the outer clip's half.
    #expect(bitmap.alpha(10, 3) == 128 && bitmap.alpha(15, 3) == 255 && bitmap.alpha(19, 5) == 255)
    #expect(bitmap.alpha(20, 3) == 0 && bitmap.alpha(15, 1) == 0 && bitmap.alpha(15, 6) == 0)
    #expect(bitmap.alphaSum == 4 * (128 + 9 * 255))
  }

  @Test func drawingAfterEndClipIsNotClipped() throws {
    var list = DisplayList()
    list.clip(to: RoundedRect(Rect(x: 10, y: 0, width: 10, height: 8), cornerRadius: 3)) { list in
      list.fill(Rect(x: 0, y: 0, width: 40, height: 8), with: .red)
    }
    list.fill(Rect(x: 30, y: 0, width: 10, height: 8), with: .blue)
    let bitmap = try DisplayListRasterizer.rasterize(list, width: 40, height: 8, scale: 1)
    #expect(bitmap.premultipliedPixel(x: 15, y: 4) == (255, 0, 0, 255))
    #expect(bitmap.premultipliedPixel(x: 25, y: 4) == (0, 0, 0, 0))
    for y in 0..<8 {
      for x in 30..<40 { #expect(bitmap.premultipliedPixel(x: x, y: y) == (0, 0, 255, 255), "(\(x), \(y))") }
    }
  }
}
