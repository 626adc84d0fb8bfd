@testable import PixelproofGraphics
import Testing

/// Rendering a display list's new glyphs ahead of drawing, on a helper thread and the drawing one: the
/// glyphs chosen are exactly those drawn from the cache, keyed as drawing keys them, and what is rendered
/// ahead is what rendering on demand gives.
@Suite struct RenderingAheadTests {
  /// A triangle and a bowl in font units of a 1,000-unit em: edges at every slope, partly covered pixels.
  static func shape(_ name: String) -> GlyphRun.Shape {
    var outline = Path()
    outline.move(to: Point(x: 40, y: 0))
    outline.line(to: Point(x: 520, y: -700))
    outline.line(to: Point(x: 610, y: 0))
    outline.close()
    outline.move(to: Point(x: 100, y: -300))
    outline.quadCurve(to: Point(x: 460, y: -300), control: Point(x: 280, y: 90))
    outline.close()
    return GlyphRun.Shape(key: name, outline: outline, unitsPerEm: 1000)
  }

  static func run(
    _ origins: [(Double, Double)], size: Double = 10, shape: String = "a", alpha: UInt8 = 255
  )
    -> DisplayList.Item
  {
    .glyphs(
      GlyphRun(
        glyphs: origins.map { GlyphRun.Glyph(shape: Self.shape(shape), origin: Point(x: $0.0, y: $0.1)) },
        size: size, color: Color(red: 20, green: 30, blue: 200, alpha: alpha)))
  }

  static func key(_ shape: String, scale: Double, _ subpixelX: Int, _ subpixelY: Int) -> GlyphCache.Key {
    GlyphCache.Key(shape: shape, scale: scale, subpixelX: subpixelX, subpixelY: subpixelY)
  }

  // MARK: - Which glyphs

  /// At scale 2 a 10 pt glyph of a 1,000-unit em is 0.02 px a unit. An origin of 1.25 pt lies at 2.5 px:
  /// pixel 2, two quarters in; 1.375 pt at 2.75 px: three quarters. The key leaves out the whole pixel,
  /// so a glyph moved by whole pixels is the same glyph.
  @Test func eachGlyphDrawnFromTheCacheOnceInTheOrderDrawn() {
    var list = DisplayList()
    list.append(Self.run([(1.25, 2), (1.375, 2), (1.25, 2), (11.25, 7)]))
    list.append(Self.run([(1.25, 2)], shape: "b"))
    // Translated by a quarter point, half a pixel: 1.25 pt lands at 3 px, no quarter.
    list.append(.beginTransform(.translation(x: 0.25, y: 0)))
    list.append(Self.run([(1.25, 2)]))
    list.append(.endTransform)
    list.append(Self.run([(0.125, 0.125)]))
    let keys = list.cachedGlyphs(under: .scale(2)).map(\.key)
    #expect(
      keys == [
        Self.key("a", scale: 0.02, 2, 0), Self.key("a", scale: 0.02, 3, 0), Self.key("b", scale: 0.02, 2, 0),
        Self.key("a", scale: 0.02, 0, 0), Self.key("a", scale: 0.02, 1, 1),
      ])
  }

  /// Rotated glyphs and glyphs over 256 px to the em are filled from their outlines; invisible runs and
  /// glyphs with no em are not drawn; nothing after a transform rasterizing refuses is drawn at all.
  @Test func glyphsNotDrawnFromTheCacheAreLeftOut() {
    var list = DisplayList()
    list.append(.beginTransform(Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)))
    list.append(Self.run([(1, 1)]))
    list.append(.endTransform)
    list.append(Self.run([(1, 1)], size: 129))
    list.append(Self.run([(1, 1)], alpha: 0))
    list.append(Self.run([(1, 1)], size: 0))
    list.append(
      .glyphs(
        GlyphRun(
          glyphs: [
            GlyphRun.Glyph(shape: GlyphRun.Shape(key: "e", outline: Path(), unitsPerEm: 0), origin: .zero)
          ],
          size: 10, color: .black)))
    list.append(Self.run([(1, 1)], size: 128))
    list.append(.beginTransform(.translation(x: .nan, y: 0)))
    list.append(.endTransform)
    list.append(Self.run([(1, 1)], size: 64))
    #expect(list.cachedGlyphs(under: .scale(2)).map(\.key) == [Self.key("a", scale: 0.256, 0, 0)])
  }

  /// Eighty glyphs of eighty shapes: the first 64 (`GlyphCache.glyphsSampled`) are the sample.
  static var eightyShapes: DisplayList {
    var list = DisplayList()
    list.append(
      .glyphs(
        GlyphRun(
          glyphs: (0..<80).map { GlyphRun.Glyph(shape: Self.shape("g\($0)"), origin: Point(x: 1, y: 1)) },
          size: 10, color: .black)))
    return list
  }

  /// With 57 of the first 64 glyphs cached, seven are missing from the sample: too few to start a
  /// thread for, so the other sixteen are not looked up, and all are left to drawing. With 56 cached,
  /// eight are missing from the sample, and every missing glyph is rendered ahead.
  @Test func fewGlyphsMissingFromTheFirst64LeaveAllToDrawing() {
    #expect(GlyphCache.glyphsSampled == 64)
    let all = Self.eightyShapes.cachedGlyphs(under: .scale(2))
    #expect(all.count == 80)
    let cache = GlyphCache()
    for request in all.prefix(57) { cache.entry(for: request.key, outline: request.outline) }
    #expect(cache.missingGlyphs(of: Self.eightyShapes, under: .scale(2)).isEmpty)
    let fewer = GlyphCache()
    for request in all.prefix(56) { fewer.entry(for: request.key, outline: request.outline) }
    #expect(
      fewer.missingGlyphs(of: Self.eightyShapes, under: .scale(2)).map(\.key)
        == all.dropFirst(56).map(\.key))
  }

  // MARK: - Rendering them

  /// Eight glyphs 10 pt apart, which at scale 3 lie at each of the four quarters of a pixel across
  /// (1/12 pt is a quarter pixel) and at two down, from (0, `top`).
  static func everyQuarter(top: Double) -> [(Double, Double)] {
    (0..<8).map { index in
      let across = Double(index) * 10 + Double(index % 4) / 12
      return (across, top + Double(index / 4) / 12)
    }
  }

  /// The first `count` glyphs of three runs of three sizes, each glyph at one of the eight places of
  /// `everyQuarter`.
  static func firstGlyphs(_ count: Int) -> DisplayList {
    var list = DisplayList()
    for (index, size) in [9.0, 12, 17].enumerated() where count > index * 8 {
      list.append(Self.run(Array(everyQuarter(top: 0).prefix(count - index * 8)), size: size))
    }
    return list
  }

  /// All twenty-four glyphs of `firstGlyphs`.
  static var threeSizes: DisplayList { firstGlyphs(24) }

  /// The twenty-four glyphs of `threeSizes` at scale 3.
  static var manyGlyphs: [GlyphCache.Request] { threeSizes.cachedGlyphs(under: .scale(3)) }

  @Test func glyphsAlreadyCachedAreNotMissing() {
    let cache = GlyphCache()
    let all = Self.manyGlyphs
    for request in all.prefix(5) { cache.entry(for: request.key, outline: request.outline) }
    #expect(
      cache.missingGlyphs(of: Self.threeSizes, under: .scale(3)).map(\.key) == all.dropFirst(5).map(\.key))
  }

  @Test func coverageRenderedAheadIsCoverageRenderedOnDemand() throws {
    let requests = Self.manyGlyphs
    #expect(requests.count == 24)
    let cache = GlyphCache()
    let value = try cache.renderingAhead(glyphsOf: Self.threeSizes, under: .scale(3)) { 42 }
    #expect(value == 42)
    #expect(cache.count == 24)
    let onDemand = GlyphCache()
    for request in requests {
      #expect(cache.contains(request.key))
      let ahead = cache.entry(for: request.key, outline: request.outline)
      #expect(ahead == onDemand.entry(for: request.key, outline: request.outline), "\(request.key)")
      #expect(ahead.frame.width > 0 && ahead.mask.values.contains { $0 > 0 && $0 < 255 })
    }
  }

  /// Seven new glyphs cost less than starting a thread: they are rendered when drawn.
  @Test func aFewNewGlyphsAreLeftToDrawing() throws {
    let fewest = GlyphCache.fewestRenderedAhead
    let cache = GlyphCache()
    try cache.renderingAhead(glyphsOf: Self.firstGlyphs(fewest - 1), under: .scale(3)) {}
    #expect(cache.count == 0)
    // Glyphs already cached do not count as new.
    for request in Self.manyGlyphs.prefix(4) { cache.entry(for: request.key, outline: request.outline) }
    try cache.renderingAhead(glyphsOf: Self.firstGlyphs(fewest + 3), under: .scale(3)) {}
    #expect(cache.count == 4)
    try cache.renderingAhead(glyphsOf: Self.firstGlyphs(fewest + 4), under: .scale(3)) {}
    #expect(cache.count == fewest + 4)
  }

  struct Stop: Error, Equatable {}

  /// What the caller throws comes back as it was, after the helper has stopped; whatever was rendered by
  /// then is the glyph's true coverage.
  @Test func aThrowingCallerStopsTheHelper() {
    let cache = GlyphCache()
    #expect(throws: Stop()) {
      try cache.renderingAhead(glyphsOf: Self.threeSizes, under: .scale(3)) { () throws -> Int in throw Stop()
      }
    }
    let afterwards = cache.count
    let onDemand = GlyphCache()
    for request in Self.manyGlyphs where cache.contains(request.key) {
      #expect(
        cache.entry(for: request.key, outline: request.outline)
          == onDemand.entry(for: request.key, outline: request.outline))
    }
    #expect(cache.count == afterwards)
  }

  /// The same list drawn with an empty cache, its glyphs rendered ahead on two threads, and drawn from
  /// glyphs this thread rendered one by one before: the same pixels, with the text on them.
  @Test func aListDrawnWithGlyphsRenderedAheadIsTheListDrawnFromGlyphsRenderedOnDemand() throws {
    var background = DisplayList()
    background.fill(Rect(x: 0, y: 0, width: 90, height: 20), with: Color(red: 250, green: 240, blue: 200))
    var list = background
    for size in [9.0, 12, 17] {
      list.append(Self.run(Self.everyQuarter(top: 14), size: size, shape: "drawn"))
    }
    GlyphCache.shared.removeAll()
    for request in list.cachedGlyphs(under: .scale(3)) {
      GlyphCache.shared.entry(for: request.key, outline: request.outline)
    }
    let onDemand = try DisplayListRasterizer.rasterize(list, width: 270, height: 60, scale: 3)
    GlyphCache.shared.removeAll()
    // No other test draws the shape "drawn", so every glyph of the list is missing now: enough of them
    // for the helper to render them ahead.
    #expect(
      GlyphCache.shared.missingGlyphs(of: list, under: .scale(3)).count >= GlyphCache.fewestRenderedAhead)
    let ahead = try DisplayListRasterizer.rasterize(list, width: 270, height: 60, scale: 3)
    #expect(ahead == onDemand)
    #expect(ahead != (try DisplayListRasterizer.rasterize(background, width: 270, height: 60, scale: 3)))
  }
}
