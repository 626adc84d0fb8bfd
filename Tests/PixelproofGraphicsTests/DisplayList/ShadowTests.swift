import PixelproofGraphics
import Testing

/// Shadows of rounded rectangles: the shape grown by the spread, moved by the offset, its coverage
/// blurred, then painted in the shadow's colour. With an opaque black shadow on a transparent canvas the
/// alpha of each pixel is the blurred coverage itself.
@Suite struct ShadowTests {
  private func render(_ width: Int, _ height: Int, _ items: [DisplayList.Item]) throws -> PremultipliedBitmap
  {
    var list = DisplayList()
    for item in items { list.append(item) }
    return try DisplayListRasterizer.rasterize(list, width: width, height: height, scale: 1)
  }

  private let shape = RoundedRect(Rect(x: 10.5, y: 12.25, width: 30, height: 20), cornerRadius: 6)

  // MARK: - Without blur

  /// Holds while the shadow is painted under the whole shape. (CSS leaves an outer box-shadow out under
  /// the box; a renderer doing so gives nothing here where the shape covers a pixel fully.)
  @Test func aShadowWithoutBlurOrOffsetShowsOnlyWhereTheShapeCoversPartly() throws {
    // As CSS clips an outer box-shadow to outside the box, the shadow is left out where the shape covers
    // a pixel completely; under a partly covered pixel it is whole, so an opaque shape drawn over it gets
    // exactly the pixels of a shadow drawn under it. With no blur, offset or spread the shadow is the
    // shape's own coverage, so: 0 where the shape's coverage is 0 or 255, that coverage elsewhere.
    let shadow = try render(56, 48, [.shadow(shape, Shadow(color: .black))])
    let fill = try render(56, 48, [.fillPath(shape.path, .nonZero, .color(.black))])
    var partlyCovered = 0
    for y in 0..<48 {
      for x in 0..<56 {
        let coverage = fill.alpha(x, y)
        let expected = coverage == 255 ? 0 : coverage
        if coverage != 0 && coverage != 255 { partlyCovered += 1 }
        #expect(shadow.alpha(x, y) == expected, "(\(x), \(y))")
      }
    }
    #expect(partlyCovered > 20)  // the anti-aliased outline of a 30 x 20 rounded rectangle
    #expect(shadow.alpha(25, 22) == 0 && shadow.alpha(10, 12) == 0)
  }

  @Test func anOffsetMovesTheShadow() throws {
    // The casting shape lies off the canvas, so that the shadow is measured alone (whether or not the
    // renderer leaves it out under the shape itself, as CSS does for an outer box-shadow).
    // (-89.5, 12.25) + (102.5, -3.75) = (13, 8.5): both sums are exact in floating point.
    let away = RoundedRect(Rect(x: -89.5, y: 12.25, width: 30, height: 20), cornerRadius: 6)
    let shadow = try render(56, 48, [.shadow(away, Shadow(color: .black, offset: Point(x: 102.5, y: -3.75)))])
    let moved = RoundedRect(Rect(x: 13, y: 8.5, width: 30, height: 20), cornerRadius: 6)
    let fill = try render(56, 48, [.fillPath(moved.path, .nonZero, .color(.black))])
    #expect(firstDifference(shadow, fill) == nil)
  }

  @Test func spreadGrowsTheShapeOnEverySideAndItsCornerRadii() throws {
    // A spread of 3 grows the rect 20...40 to 17...43 and the radius 6 to 6 + 3 = 9, as CSS grows a
    // box-shadow; -2 shrinks it to 22...38 with radius 4. The casting shape lies 100 pt left, off the
    // canvas, and the offset brings its shadow back (see anOffsetMovesTheShadow).
    let square = RoundedRect(Rect(x: -80, y: 20, width: 20, height: 20), cornerRadius: 6)
    let back = Point(x: 100, y: 0)
    let grown = try render(60, 60, [.shadow(square, Shadow(color: .black, offset: back, spread: 3))])
    let grownShape = RoundedRect(Rect(x: 17, y: 17, width: 26, height: 26), cornerRadius: 9)
    let grownFill = try render(60, 60, [.fillPath(grownShape.path, .nonZero, .color(.black))])
    #expect(firstDifference(grown, grownFill) == nil)
    let shrunk = try render(60, 60, [.shadow(square, Shadow(color: .black, offset: back, spread: -2))])
    let shrunkShape = RoundedRect(Rect(x: 22, y: 22, width: 16, height: 16), cornerRadius: 4)
    let shrunkFill = try render(60, 60, [.fillPath(shrunkShape.path, .nonZero, .color(.black))])
    #expect(firstDifference(shrunk, shrunkFill) == nil)
    // Square corners stay square: 26 × 26 = 676 whole pixels.
    let sharpSquare = RoundedRect(Rect(x: -80, y: 20, width: 20, height: 20))
    let sharp = try render(60, 60, [.shadow(sharpSquare, Shadow(color: .black, offset: back, spread: 3))])
    #expect(sharp.alphaSum == 676 * 255)
    #expect(sharp.alpha(17, 17) == 255 && sharp.alpha(16, 17) == 0 && sharp.alpha(42, 42) == 255)
  }

  // MARK: - Blurred

  /// The shadow of a 40 × 40 square with a blur of 8 (a Gaussian of standard deviation σ = 4 px), moved
  /// by `offset` from the middle of a 128 × 128 canvas, 44 px from every side. The square casting it lies
  /// 100 pt to the left, off the canvas, so that the shadow is measured alone.
  private func blurred(offset: Point = .zero) throws -> PremultipliedBitmap {
    let away = RoundedRect(Rect(x: -56, y: 44, width: 40, height: 40))
    let shadow = Shadow(color: .black, offset: Point(x: 100 + offset.x, y: offset.y), blur: 8)
    return try render(128, 128, [.shadow(away, shadow)])
  }

  @Test func aBlurredShadowKeepsItsMass() throws {
    // Blurring moves coverage without creating or destroying it: the total stays 40 × 40 × 255. A pixel
    // centred more than 16 px = 4σ outside the square gets under 255 × Φ(-4) = 0.008 of a level, so
    // nothing that matters reaches the canvas edge 44 px away. Each of the two passes (rows, then
    // columns) rounds every pixel it writes by at most half a level: within 16 px of the square, at
    // most (40 + 2 × 16)² = 5184 pixels, at most 5184 levels in all (1.3%); farther out the value itself,
    // under 0.01 of a level, for each of the other 128² - 5184 = 11200 pixels: 112 levels more.
    let bitmap = try blurred()
    let exact = 40 * 40 * 255
    #expect(abs(bitmap.alphaSum - exact) <= 5184 + 112, "\(bitmap.alphaSum) vs \(exact)")
    // Nothing 16 px or more beyond the square (pixels 28...99 on each axis): under 0.008, rounded to 0.
    #expect(bitmap.alpha(27, 64) == 0 && bitmap.alpha(64, 100) == 0 && bitmap.alpha(0, 0) == 0)
  }

  @Test func aBlurredShadowIsSymmetricAboutTheShapesCentre() throws {
    // The square's coverage is symmetric about x = 64 and y = 64 (pixel x ↔ 127 - x), and a Gaussian is
    // symmetric, so the blurred values at mirrored pixels are the same sums rounded the same way.
    let bitmap = try blurred()
    for y in 0..<128 {
      for x in 0..<64 {
        #expect(bitmap.alpha(x, y) == bitmap.alpha(127 - x, y), "left/right (\(x), \(y))")
        #expect(bitmap.alpha(y, x) == bitmap.alpha(y, 127 - x), "top/bottom (\(y), \(x))")
      }
    }
  }

  @Test func anOffsetMovesABlurredShadowsCentroidByTheOffset() throws {
    let still = try blurred()
    let moved = try blurred(offset: Point(x: 6, y: -4))
    // By whole pixels: the same coverage blurred the same way, every pixel moved (nothing reaches the
    // canvas edge: the blur stays within 16 px, the square within 44 - 6 = 38 px of it).
    for y in 0..<128 {
      for x in 0..<128 {
        let (sx, sy) = (x - 6, y + 4)
        let expected = (0..<128).contains(sx) && (0..<128).contains(sy) ? still.alpha(sx, sy) : 0
        #expect(moved.alpha(x, y) == expected, "(\(x), \(y))")
      }
    }
    // The centroid of a shape symmetric about (64, 64) is (64, 64): twice it, weighted, is 128 × mass.
    let centre = still.doubledCentroidSums
    #expect(centre.x == 128 * centre.mass && centre.y == 128 * centre.mass)
    let shifted = moved.doubledCentroidSums
    #expect(shifted.x == 2 * 70 * shifted.mass && shifted.y == 2 * 60 * shifted.mass)
    // By half a pixel: the square covers x 46.5...86.5, columns 46 and 86 half (128 each) and 47...85
    // whole, symmetric about x = 66.5 (column x ↔ 132 - x), so the blurred shadow is too and its
    // centroid is exactly 64 + 2.5: 2 × 66.5 = 133.
    let half = try blurred(offset: Point(x: 2.5, y: 0)).doubledCentroidSums
    #expect(half.x == 133 * half.mass && half.y == 128 * half.mass)
  }

  @Test func aBlurredShadowFadesAcrossTheEdge() throws {
    let bitmap = try blurred()
    // Far from the corners (row 64, 20 px = 5σ from them), the blurred edge of the square at x = 44 is the
    // Gaussian's cumulative distribution: pixel 43, centred 0.5 px outside, gets 255 × Φ(-0.5/4) =
    // 255 × 0.450 = 114.8, and pixel 36, centred 7.5 px outside, 255 × Φ(-1.875) = 255 × 0.030 = 7.8.
    // Pixel 44, centred 0.5 px inside, gets 255 × Φ(0.125) = 140.2. A kernel whose σ is off by up to
    // 1 px (an approximation by boxes) moves these to 110.6...117.3, 1.6...17.0 and 137.7...144.4 (σ from
    // 5 to 3); allow one more level for rounding. The centre, 5σ from every edge, is covered to within
    // 255 × 4 × Φ(-5) = 0.0003 of a level.
    #expect((109...119).contains(bitmap.alpha(43, 64)), "\(bitmap.alpha(43, 64))")
    #expect((1...18).contains(bitmap.alpha(36, 64)), "\(bitmap.alpha(36, 64))")
    #expect((137...145).contains(bitmap.alpha(44, 64)), "\(bitmap.alpha(44, 64))")
    #expect(bitmap.alpha(64, 64) == 255)
  }
}
