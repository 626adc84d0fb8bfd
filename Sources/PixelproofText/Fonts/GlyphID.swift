/// A glyph's index in a font: what `cmap` maps characters to and `glyf`, `hmtx` and kerning are keyed by.
public struct GlyphID: Hashable, Comparable, Sendable {
  public let rawValue: UInt16

  public init(rawValue: UInt16) { self.rawValue = rawValue }

  public static func < (a: GlyphID, b: GlyphID) -> Bool { a.rawValue < b.rawValue }
}
