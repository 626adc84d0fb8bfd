/// A glyph's index in a font: what `cmap` maps characters to and `glyf`, `hmtx` and kerning are keyed by.
public struct GlyphID: Hashable, Comparable, Sendable {
  /// The index, from 0 (the missing glyph).
  public let rawValue: UInt16

  /// The glyph at index `rawValue`.
  public init(rawValue: UInt16) { self.rawValue = rawValue }

  /// Orders glyphs by index.
  public static func < (a: GlyphID, b: GlyphID) -> Bool { a.rawValue < b.rawValue }
}
