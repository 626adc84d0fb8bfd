import PixelproofGraphics
import Testing

/// `beginTransform` in a display list: what moves, scales and turns, measured in device pixels.
@Suite struct TransformTests {
  private func render(
    _ width: Int, _ height: Int, scale: Double = 1, _ body: (inout DisplayList) -> Void
  ) throws -> PremultipliedBitmap {
    var list = DisplayList()
    body(&list)
    return try DisplayListRasterizer.rasterize(list, width: width, height: height, scale: scale)
  }

  /// A turn by `degrees` about (`x`, `y`): move the centre to the origin, turn, move it back.
  private func rotation(_ degrees: Double, about x: Double, _ y: Double) -> Transform {
    Transform.translation(x: -x, y: -y)
      .concatenating(.rotation(degrees: degrees))
      .concatenating(.translation(x: x, y: y))
  }

  @Test func aSquareTurned45DegreesAboutItsCentreKeepsItsArea() throws {
    // 20 × 20 around (32, 32): turned, it is the diamond |x - 32| + |y - 32| ≤ 10√2 = 14.14, still
    // 400 px². Its four slanted sides, 80 px in all, move by at most √2/512 px when the corners are
    // rounded to 1/256 px and as much again when crossings are, 80 × 2√2/512 = 0.44 px²; plus half a
    // level per partly covered pixel.
    let bitmap = try render(64, 64) { list in
      list.transform(rotation(45, about: 32, 32)) { list in
        list.fill(Rect(x: 22, y: 22, width: 20, height: 20), with: .black)
      }
    }
    let tolerance = 80 * 2 * 2.0.squareRoot() / 512 + 0.5 / 255 * Double(bitmap.partialPixelCount)
    #expect(abs(bitmap.coveredArea - 400) <= tolerance, "\(bitmap.coveredArea) ± \(tolerance)")
    // The square's own corner pixel (22, 22) is now outside: its nearest corner (23, 23) has
    // |dx| + |dy| = 18 > 14.14. The tips (32, 17.86) and (46.14, 32) reach beyond the square's sides:
    // pixels (31, 19) and (44, 31) have corners at most 1 + 13 = 14 from the centre that way, wholly inside.
    #expect(bitmap.alpha(22, 22) == 0 && bitmap.alpha(32, 32) == 255)
    #expect(bitmap.alpha(31, 19) == 255 && bitmap.alpha(44, 31) == 255)
    // Symmetric under the turn by 90° about the centre (exact for multiples of 90°, so the diamond maps
    // onto itself): pixel (x, y) → (63 - y, x).
    for y in 0..<64 {
      for x in 0..<64 { #expect(bitmap.alpha(x, y) == bitmap.alpha(63 - y, x), "(\(x), \(y))") }
    }
  }

  @Test func aTranslationByWholePixelsMovesEveryPixelExactly() throws {
    // A shape with curves and fractional coordinates: moved by whole pixels, every vertex moves by a whole
    // number of 1/256 px steps and every crossing with it, so each pixel's coverage moves unchanged.
    func shape(_ list: inout DisplayList) {
      var path = Path.circle(center: Point(x: 14.3, y: 12.7), radius: 7.45)
      path.append(.rect(Rect(x: 3.6, y: 20.2, width: 9.1, height: 4.35)))
      list.fill(path, with: Color(red: 30, green: 140, blue: 220, alpha: 200))
      list.stroke(path, style: StrokeStyle(width: 1.3, join: .round), with: .color(.black))
    }
    let plain = try render(48, 40) { shape(&$0) }
    let moved = try render(48, 40) { list in
      list.transform(.translation(x: 11, y: 7)) { shape(&$0) }
    }
    for y in 0..<40 {
      for x in 0..<48 {
        let source = (x - 11, y - 7)
        let expected =
          (0..<48).contains(source.0) && (0..<40).contains(source.1)
          ? plain.premultipliedPixel(x: source.0, y: source.1) : (0, 0, 0, 0)
        #expect(moved.premultipliedPixel(x: x, y: y) == expected, "(\(x), \(y))")
      }
    }
  }

  @Test func aTranslationInPointsMovesByTheScaleInPixels() throws {
    // At scale 2, a translation by 3 pt moves by 6 px: the rect 2...6 pt is 4...12 px, then 10...18 px.
    let bitmap = try render(24, 4, scale: 2) { list in
      list.transform(.translation(x: 3, y: 0)) { list in
        list.fill(Rect(x: 2, y: 0, width: 4, height: 2), with: .black)
      }
    }
    #expect((0..<24).filter { bitmap.alpha($0, 1) == 255 } == Array(10..<18))
    #expect(bitmap.alphaSum == 8 * 4 * 255)
  }

  @Test func aScaleTransformDoublesARect() throws {
    // (5, 4, 10, 6) doubled about the origin is (10, 8, 20, 12): exactly the pixels of that rect.
    let doubled = try render(40, 32) { list in
      list.transform(.scale(2)) { list in list.fill(Rect(x: 5, y: 4, width: 10, height: 6), with: .black) }
    }
    let direct = try render(40, 32) { list in
      list.fill(Rect(x: 10, y: 8, width: 20, height: 12), with: .black)
    }
    #expect(firstDifference(doubled, direct) == nil)
    #expect(doubled.alphaSum == 240 * 255)
    // A path goes through the same scale: a circle of radius 5 doubled is one of radius 10, the same
    // pixels as drawing that circle directly (scaling by 2 is exact in floating point).
    let circle = try render(40, 32) { list in
      list.transform(.scale(2)) { list in
        list.fill(Path.circle(center: Point(x: 10, y: 8), radius: 5), with: .black)
      }
    }
    let direct2 = try render(40, 32) { list in
      list.fill(Path.circle(center: Point(x: 20, y: 16), radius: 10), with: .black)
    }
    #expect(firstDifference(circle, direct2) == nil)
  }

  @Test func nestedTransformsApplyInnermostFirst() throws {
    // Inside a translation by (10, 0), a scale by 2: the rect (1, 1, 2, 2) is scaled first, (2, 2, 4, 4),
    // then moved, (12, 2, 4, 4).
    let bitmap = try render(20, 8) { list in
      list.transform(.translation(x: 10, y: 0)) { list in
        list.transform(.scale(2)) { list in list.fill(Rect(x: 1, y: 1, width: 2, height: 2), with: .black) }
      }
    }
    let direct = try render(20, 8) { list in list.fill(Rect(x: 12, y: 2, width: 4, height: 4), with: .black) }
    #expect(firstDifference(bitmap, direct) == nil)
  }

  @Test func aClipTurnedByNinetyDegreesStillHasExactEdges() throws {
    // Turning about (32, 32) by 90° takes (x, y) to (64 - y, x), in exact arithmetic: the clip
    // (20, 26, 30, 10), x 20...50 by y 26...36, lands on x 28...38 by y 20...50.
    let bitmap = try render(64, 64) { list in
      list.transform(rotation(90, about: 32, 32)) { list in
        list.clip(to: RoundedRect(Rect(x: 20, y: 26, width: 30, height: 10))) { list in
          list.fill(Rect(x: -100, y: -100, width: 300, height: 300), with: .black)
        }
      }
    }
    for y in 0..<64 {
      for x in 0..<64 {
        let inside = (28..<38).contains(x) && (20..<50).contains(y)
        #expect(bitmap.alpha(x, y) == (inside ? 255 : 0), "(\(x), \(y))")
      }
    }
  }
}
