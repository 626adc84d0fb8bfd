@_spi(Benchmarks) @testable import PixelproofGraphics
import Testing

/// A shape's coverage mask, as glyphs and clips are rasterized: the scan converter writes it directly.
@Suite struct CoverageMaskTests {
  @Test func halfCoveredPixelsHoldHalfCoverage() {
    // x 1.5...3.5 over a 4 px wide row: pixel 0 empty, 1 and 3 half covered, 2 whole. Half a pixel is
    // 65536 in doubled (1/256 px)^2, and (65536 * 255 + 65536) >> 17 = 128.
    let path = Path.rect(Rect(x: 1.5, y: 0, width: 2, height: 2))
    let mask = Rasterizer.coverageMask(
      of: path, rule: .nonZero, over: PixelRect(minX: 0, minY: 0, maxX: 4, maxY: 2))
    #expect(mask.values == [0, 128, 255, 128, 0, 128, 255, 128])
  }

  @Test func aShapeReachingPastTheLeftCoversTheFirstPixels() {
    // x 1...4.5 over pixels 3...5 of row 7, starting left of them: pixel 3 whole, 4 half, 5 empty.
    let path = Path.rect(Rect(x: 1, y: 7, width: 3.5, height: 1))
    let mask = Rasterizer.coverageMask(
      of: path, rule: .nonZero, over: PixelRect(minX: 3, minY: 7, maxX: 6, maxY: 8))
    #expect(mask.values == [255, 128, 0])
  }

  @Test(arguments: [FillRule.nonZero, .evenOdd])
  func theMaskHoldsTheSpansOfEveryBand(rule: FillRule) {
    // A ring of curves with a crossing quadratic loop inside, offset by a fraction of a pixel: the mask
    // must hold exactly what the band-by-band spans say, and zero elsewhere.
    var path = Path.circle(center: Point(x: 10.3, y: 9.7), radius: 8.2)
    path.append(Path.circle(center: Point(x: 10.3, y: 9.7), radius: 4.1, reversed: true))
    path.move(to: Point(x: 2.25, y: 3.5))
    path.quadCurve(to: Point(x: 18.5, y: 16.75), control: Point(x: 25, y: 1))
    path.line(to: Point(x: 4, y: 17.2))
    path.close()
    let bounds = PixelRect(minX: -1, minY: 1, maxX: 21, maxY: 20)
    var expected = [UInt8](repeating: 0, count: bounds.width * bounds.height)
    ScanConverter(polygons: PathFlattener.polygons(of: path), rule: rule, bounds: bounds).forEachBand {
      rows, spans in
      for y in rows {
        for span in spans {
          for x in span.x..<(span.x + span.count) {
            expected[(y - bounds.minY) * bounds.width + x - bounds.minX] = span.coverage
          }
        }
      }
    }
    let mask = Rasterizer.coverageMask(of: path, rule: rule, over: bounds)
    #expect(expected.contains(255) && expected.contains { $0 > 0 && $0 < 255 })
    #expect(mask.values == expected)
  }
}
