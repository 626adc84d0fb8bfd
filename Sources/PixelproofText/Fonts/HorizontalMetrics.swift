/// The `hmtx` table: each glyph's advance width. Glyphs past `numberOfHMetrics` share the last advance.
struct HorizontalMetrics: Sendable {
  private let hmtx: BinaryReader
  private let metricCount: Int
  private let glyphCount: Int

  init(_ hmtx: BinaryReader, numberOfHMetrics: Int, glyphCount: Int) throws(FontError) {
    guard numberOfHMetrics >= 1 else {
      throw .malformed(table: "hhea", reason: "numberOfHMetrics is 0")
    }
    // Four bytes per metric (advance, left side bearing); checked once so advances read safely later.
    try hmtx.require(0, length: numberOfHMetrics * 4)
    self.hmtx = hmtx
    self.metricCount = numberOfHMetrics
    self.glyphCount = glyphCount
  }

  /// The advance of `glyph` in font units; 0 for a glyph the font does not have.
  func advance(of glyph: GlyphID) -> Int {
    let index = Int(glyph.rawValue)
    guard index < glyphCount else { return 0 }
    let metric = min(index, metricCount - 1)
    // In bounds: init checked metricCount * 4 bytes.
    return (try? hmtx.offset16(at: metric * 4)) ?? 0
  }
}
