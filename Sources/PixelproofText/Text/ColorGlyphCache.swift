import PixelproofGraphics
import Synchronization

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

  /// Nil records a glyph without an image, so it is not looked for again.
  private static let entries = Mutex<[Key: Entry?]>([:])

  /// Past this many images the cache starts again empty, which bounds its memory (an image at 64 pixels
  /// per em is about 24 KB decoded).
  private static let capacity = 2_000

  /// The glyph's image decoded, or nil when the font has none for it.
  ///
  /// - Throws: ``FontError`` when the glyph's bitmap entry is malformed or its PNG cannot be decoded.
  static func entry(of glyph: GlyphID, in face: FontFace) throws(FontError) -> Entry? {
    let key = Key(font: face.fingerprint, glyph: glyph)
    if let found = entries.withLock({ $0[key] }) { return found }
    var entry: Entry?
    if let source = try face.colorBitmap(of: glyph) {
      do {
        entry = Entry(bitmap: PremultipliedBitmap(try PNGCodec.decode(source.png)), source: source)
      } catch {
        throw .malformed(
          table: "CBDT", reason: "glyph \(glyph.rawValue)'s PNG image cannot be decoded: \(error)")
      }
    }
    entries.withLock { entries in
      if entries.count >= capacity { entries.removeAll(keepingCapacity: true) }
      entries[key] = .some(entry)
    }
    return entry
  }
}
