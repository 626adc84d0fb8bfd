import PixelproofGraphics

/// Glyph outlines read from fonts, shared by every layout in the process. An entry is a pure function
/// of the font file and the glyph, and the cache is only looked up, never iterated.
enum GlyphOutlineCache {
  private struct Key: Hashable {
    let font: String
    let glyph: GlyphID
  }

  /// Past this many outlines the cache starts again empty, which bounds its memory.
  private static let shapes = BoundedCache<Key, GlyphRun.Shape>(capacity: 50_000)

  /// Empties the cache, so that the next layout reads every outline from its font again.
  static func removeAll() {
    shapes.removeAll()
  }

  /// The glyph's outline as the display list carries it.
  static func shape(of glyph: GlyphID, in face: FontFace) throws(FontError) -> GlyphRun.Shape {
    try shapes.value(for: Key(font: face.fingerprint, glyph: glyph)) { () throws(FontError) in
      GlyphRun.Shape(
        key: "\(face.fingerprint)/\(glyph.rawValue)", outline: try face.outline(of: glyph),
        unitsPerEm: face.unitsPerEm)
    }
  }
}
