import PixelproofGraphics
import Synchronization

/// Glyph outlines read from fonts, shared by every layout in the process. An entry is a pure function
/// of the font file and the glyph, and the cache is only looked up, never iterated.
enum GlyphOutlineCache {
  private struct Key: Hashable {
    let font: String
    let glyph: GlyphID
  }

  private static let shapes = Mutex<[Key: GlyphRun.Shape]>([:])

  /// Past this many outlines the cache starts again empty, which bounds its memory.
  private static let capacity = 50_000

  /// Empties the cache, so that the next layout reads every outline from its font again.
  static func removeAll() {
    shapes.withLock { $0.removeAll() }
  }

  /// The glyph's outline as the display list carries it.
  static func shape(of glyph: GlyphID, in face: FontFace) throws(FontError) -> GlyphRun.Shape {
    let key = Key(font: face.fingerprint, glyph: glyph)
    if let found = shapes.withLock({ $0[key] }) { return found }
    let shape = GlyphRun.Shape(
      key: "\(face.fingerprint)/\(glyph.rawValue)", outline: try face.outline(of: glyph),
      unitsPerEm: face.unitsPerEm)
    shapes.withLock { shapes in
      if shapes.count >= capacity { shapes.removeAll(keepingCapacity: true) }
      shapes[key] = shape
    }
    return shape
  }
}
