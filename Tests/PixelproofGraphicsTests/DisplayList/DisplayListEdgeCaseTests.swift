@_spi(Benchmarks) @testable import PixelproofGraphics
import Testing

/// Inputs at the edges of what the renderer accepts: each is drawn correctly or refused with an error,
/// never a crash, a silent blank or pixels in the wrong place.
@Suite struct DisplayListEdgeCaseTests {
  private func render(
    _ items: [DisplayList.Item], width: Int = 40, height: Int = 40, scale: Double = 1
  ) throws -> PremultipliedBitmap {
    var list = DisplayList()
    for item in items { list.append(item) }
    return try DisplayListRasterizer.rasterize(list, width: width, height: height, scale: scale)
  }

  @Test func aScaleThatIsNotAPositiveNumberIsAnError() {
    for scale in [Double.nan, 0, -2, .infinity] {
      // (NaN is not equal to itself, so the error is compared by its message.)
      let error = #expect(throws: DisplayListRasterizer.Failure.self) {
        try render([.beginClip(RoundedRect(Rect(x: 0, y: 0, width: 1, height: 1))), .endClip], scale: scale)
      }
      #expect(error?.description == "the scale is \(scale); it must be a finite number above 0")
    }
  }

  @Test func transformsThatOverflowOnceCombinedAreAnErrorNotACrash() {
    // 1e200 is finite; squared, at item 1, it is not.
    let scale = Transform.scale(1e200)
    let huge = DisplayList.Item.beginTransform(scale)
    let reason = "transform \(scale) is not finite, or not once combined with the ones in force"
    #expect(throws: DisplayListRasterizer.Failure.invalidItem(item: 1, reason: reason)) {
      try render([
        huge, huge, .beginClip(RoundedRect(Rect(x: 0, y: 0, width: 1, height: 1))), .endClip, .endTransform,
        .endTransform,
      ])
    }
  }

  @Test func aGroupNeverCutsWhatItsItemsPaintUnderANonUniformScale() throws {
    // Scaled 4 times across and once down: a blurred shadow, and a wide stroke with round caps and an
    // unbounded miter limit, must give the same pixels inside a group (opacity 1, so compositing changes
    // nothing) as outside one.
    let squash = DisplayList.Item.beginTransform(.scale(x: 4, y: 1))
    var line = Path()
    line.move(to: Point(x: 2, y: 20))
    line.line(to: Point(x: 6, y: 20))
    let content: [DisplayList.Item] = [
      .shadow(RoundedRect(Rect(x: 4, y: 15, width: 2, height: 10)), Shadow(color: .black, blur: 10)),
      .strokePath(line, StrokeStyle(width: 10, cap: .round, miterLimit: .infinity), .color(.red)),
    ]
    let plain = try render([squash] + content + [.endTransform])
    let grouped = try render([.beginGroup(opacity: 1), squash] + content + [.endTransform, .endGroup])
    #expect(plain.pixels.contains { $0 != 0 })
    #expect(grouped == plain)
  }

  @Test func anInvisibleGroupPaintsNothing() throws {
    let bitmap = try render([
      .beginGroup(opacity: 0), .fillRect(Rect(x: 0, y: 0, width: 40, height: 40), .color(.red)), .endGroup,
    ])
    #expect(bitmap.pixels.allSatisfy { $0 == 0 })
    var list = DisplayList()
    list.group(opacity: .nan) { $0.fill(Rect(x: 0, y: 0, width: 4, height: 4), with: .red) }
    let error = #expect(throws: DisplayListRasterizer.Failure.self) {
      try DisplayListRasterizer.rasterize(list, width: 4, height: 4, scale: 1)
    }
    #expect(error?.description == "display list item 0 has opacity nan; opacity must be between 0 and 1")
  }

  @Test func rectanglesWithANegativeSizePaintAndClipNothing() throws {
    let negative = Rect(x: 30, y: 30, width: -20, height: -20)
    #expect(try render([.fillRect(negative, .color(.red))]).pixels.allSatisfy { $0 == 0 })
    let clipped = try render([
      .beginClip(RoundedRect(negative)), .fillRect(Rect(x: 0, y: 0, width: 40, height: 40), .color(.red)),
      .endClip,
    ])
    #expect(clipped.pixels.allSatisfy { $0 == 0 })
  }

  @Test func tooFineADashPatternIsAnErrorNotABlank() {
    var line = Path()
    line.move(to: Point(x: 0, y: 10))
    line.line(to: Point(x: 1000, y: 10))
    // 1000 px of dashes 0.001 px long with gaps as long: 500,000 dashes, over the limit of 100,000.
    let fine = DisplayList.Item.strokePath(
      line, StrokeStyle(width: 2, dashes: [0.001, 0.001]), .color(.black))
    let reason = "the dash pattern would cut the path into more than 100000 dashes"
    #expect(throws: DisplayListRasterizer.Failure.invalidItem(item: 0, reason: reason)) { try render([fine]) }
  }

  @Test func hairlinesAndStrokesBeyondTheCoordinateLimitAreErrors() {
    let far = Rasterizer.coordinateLimit * 4
    #expect(throws: DisplayListRasterizer.Failure.geometryOutOfRange(item: 0)) {
      try render([.hairline(from: Point(x: -far, y: 5), to: Point(x: far, y: 5), .black)])
    }
    var line = Path()
    line.move(to: Point(x: 0, y: 0))
    line.line(to: Point(x: 10, y: 3))
    // A stroke a million times wider than the canvas reaches beyond the limit on both sides.
    #expect(throws: DisplayListRasterizer.Failure.geometryOutOfRange(item: 0)) {
      try render([.strokePath(line, StrokeStyle(width: 1e7), .color(.black))])
    }
  }

  @Test func anImageFrameWithANegativeSizeIsAnError() throws {
    let bitmap = try PremultipliedBitmap(width: 2, height: 2)
    let frame = Rect(x: 10, y: 0, width: -10, height: 10)
    let paint = BitmapPaint(bitmap: bitmap, frame: frame)
    let reason = "bitmap frame \(frame) has a negative width or height"
    #expect(paint.invalidReason == reason)
    #expect(throws: DisplayListRasterizer.Failure.invalidItem(item: 0, reason: reason)) {
      try render([.fillRect(Rect(x: 0, y: 0, width: 10, height: 10), .bitmap(paint))])
    }
  }
}
