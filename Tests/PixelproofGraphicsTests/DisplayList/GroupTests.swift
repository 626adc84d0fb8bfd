import PixelproofGraphics
import Testing

/// Groups drawn as one layer at an opacity. Opacity becomes a level `round(opacity × 255)` (0.5 → 128),
/// and compositing a premultiplied pixel p at level k gives `p × k / 255` rounded to nearest per channel,
/// under which the layer below shows through by `255 - alpha`.
@Suite struct GroupTests {
  @Test func nestedGroupsMultiplyTheirOpacities() throws {
    var list = DisplayList()
    list.group(opacity: 0.5) { list in
      list.group(opacity: 0.5) { list in
        list.fill(Rect(x: 0, y: 0, width: 2, height: 1), with: .red)
        list.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: .red)
      }
    }
    let bitmap = try DisplayListRasterizer.rasterize(list, width: 4, height: 1, scale: 1)
    // Inner: (255, 0, 0, 255) × 128 / 255 = (128, 0, 0, 128). Outer: 128 × 128 / 255 = 64.25 → 64.
    // The exact quarter, 63.75, rounds to 64 too. The overlap at x = 1 is no darker.
    for x in 0..<3 { #expect(bitmap.premultipliedPixel(x: x, y: 0) == (64, 0, 0, 64), "\(x)") }
    #expect(bitmap.premultipliedPixel(x: 3, y: 0) == (0, 0, 0, 0))
  }

  @Test func aGroupOverAnOpaqueBackgroundBlendsOnce() throws {
    var list = DisplayList()
    list.fill(Rect(x: 0, y: 0, width: 3, height: 1), with: .blue)
    list.group(opacity: 0.5) { list in
      list.fill(Rect(x: 0, y: 0, width: 2, height: 1), with: .red)
      list.fill(Rect(x: 1, y: 0, width: 2, height: 1), with: .red)
    }
    let bitmap = try DisplayListRasterizer.rasterize(list, width: 3, height: 1, scale: 1)
    // Red at 128 over blue: red 128, blue 255 × (255 - 128) / 255 = 127, alpha 128 + 127 = 255.
    for x in 0..<3 { #expect(bitmap.premultipliedPixel(x: x, y: 0) == (128, 0, 127, 255), "\(x)") }
  }

  @Test func aGroupInsideAClipIsClippedOnceAndFadedOnce() throws {
    var list = DisplayList()
    list.clip(to: RoundedRect(Rect(x: 10.5, y: 0, width: 20, height: 4))) { list in
      list.group(opacity: 0.5) { list in
        list.fill(Rect(x: 0, y: 0, width: 20, height: 4), with: .red)
        list.fill(Rect(x: 15, y: 0, width: 25, height: 4), with: .red)
      }
    }
    let bitmap = try DisplayListRasterizer.rasterize(list, width: 40, height: 4, scale: 1)
    for y in 0..<4 {
      // Columns 10 and 30 are half inside the clip: red at 128 in the group's layer, then 128 × 128 / 255
      // = 64.25 → 64 when the group is drawn at 0.5.
      #expect(bitmap.premultipliedPixel(x: 10, y: y) == (64, 0, 0, 64))
      #expect(bitmap.premultipliedPixel(x: 30, y: y) == (64, 0, 0, 64))
      // Inside, the overlap 15...20 of the two rects included: 255 × 128 / 255 = 128.
      for x in 11..<30 { #expect(bitmap.premultipliedPixel(x: x, y: y) == (128, 0, 0, 128), "(\(x), \(y))") }
      #expect(bitmap.premultipliedPixel(x: 9, y: y) == (0, 0, 0, 0))
      #expect(bitmap.premultipliedPixel(x: 31, y: y) == (0, 0, 0, 0))
    }
  }

  @Test func opacityOneIsNoGroupAndOpacityZeroDrawsNothing() throws {
    func items(_ body: (inout DisplayList) -> Void) -> DisplayList {
      var list = DisplayList()
      list.fill(Rect(x: 0, y: 0, width: 6, height: 6), with: Color(red: 0, green: 0, blue: 255, alpha: 200))
      body(&list)
      return list
    }
    let content: (inout DisplayList) -> Void = { list in
      let orange = Color(red: 200, green: 40, blue: 0, alpha: 180)
      list.fill(Path.circle(center: Point(x: 3, y: 3), radius: 2.3), with: orange)
    }
    let plain = try DisplayListRasterizer.rasterize(items(content), width: 6, height: 6, scale: 1)
    let opaqueGroup = try DisplayListRasterizer.rasterize(
      items { list in
        list.append(.beginGroup(opacity: 1))
        content(&list)
        list.append(.endGroup)
      }, width: 6, height: 6, scale: 1)
    // Drawing the group's layer at 255 copies an opaque pixel and blends a partial one exactly as drawing
    // it directly would: p + d × (255 - a) / 255 either way.
    #expect(firstDifference(opaqueGroup, plain) == nil)
    let invisible = try DisplayListRasterizer.rasterize(
      items { list in
        list.append(.beginGroup(opacity: 0))
        content(&list)
        list.append(.endGroup)
      }, width: 6, height: 6, scale: 1)
    let background = try DisplayListRasterizer.rasterize(items { _ in }, width: 6, height: 6, scale: 1)
    #expect(firstDifference(invisible, background) == nil)
  }

  /// A group's layer is the union of its items' device bounds, and a shadow paints over its own bounds:
  /// an opaque group around a shadow (grown, shrunk, turned, scaled) must change no pixel, so the layer
  /// holds all the shadow paints.
  @Test(arguments: [
    (Transform.identity, 3.0), (.rotation(degrees: 30), 3), (.scale(2), -2), (.scale(x: 1.5, y: 0.5), 0),
  ])
  func anOpaqueGroupHoldsAllOfTheShadowInside(transform: Transform, spread: Double) throws {
    let shape = RoundedRect(Rect(x: 14, y: 12, width: 16, height: 10), cornerRadius: 4)
    let shadow = Shadow(
      color: Color(red: 0, green: 0, blue: 0, alpha: 160), offset: Point(x: 2, y: 3), blur: 6, spread: spread)
    func render(grouped: Bool) throws -> PremultipliedBitmap {
      var list = DisplayList()
      list.transform(transform) { list in
        if grouped { list.append(.beginGroup(opacity: 1)) }
        list.append(.shadow(shape, shadow))
        if grouped { list.append(.endGroup) }
      }
      return try DisplayListRasterizer.rasterize(list, width: 64, height: 64, scale: 1)
    }
    let plain = try render(grouped: false)
    let painted = (0..<64).contains { y in
      (0..<64).contains { x in plain.premultipliedPixel(x: x, y: y).3 > 0 }
    }
    #expect(painted, "the shadow paints something")
    #expect(firstDifference(try render(grouped: true), plain) == nil)
  }
}
