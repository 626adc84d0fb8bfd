import PixelproofGraphics

/// Colour glyph images decoded from fonts' PNG strikes, shared by every layout in the process. An entry
/// is a pure function of the font file and the glyph, and the cache is only looked up, never iterated.
enum ColorGlyphCache {
  /// A glyph's decoded image and where it lies around the glyph origin.
  struct Entry: Sendable {
    let bitmap: PremultipliedBitmap
    let source: ColorBitmap
  }

  private struct Key: Hashable {
    let font: String
    let glyph: GlyphID
  }

  /// Nil records a glyph without an image, so it is not looked for again. Past 2,000 images the cache
  /// starts again empty, which bounds its memory (an image at 64 pixels per em is about 24 KB decoded).
  private static let entries = BoundedCache<Key, Entry?>(capacity: 2_000)

  /// The glyph's image decoded, or nil when the font has none for it.
  ///
  /// - Throws: ``FontError`` when the glyph's bitmap entry is malformed or its PNG cannot be decoded.
  static func entry(of glyph: GlyphID, in face: FontFace) throws(FontError) -> Entry? {
    try entries.value(for: Key(font: face.fingerprint, glyph: glyph)) { () throws(FontError) -> Entry? in
      guard let source = try face.colorBitmap(of: glyph) else { return nil }
      do {
        return Entry(bitmap: PremultipliedBitmap(try PNGCodec.decode(source.png)), source: source)
      } catch {
        throw .malformed(
          table: "CBDT", reason: "glyph \(glyph.rawValue)'s PNG image cannot be decoded: \(error)")
      }
    }
  }
}
