/// Why a font file could not be read, or a glyph could not be outlined.
public enum FontError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The file could not be opened or read.
  case unreadable(path: String, reason: String)
  /// The file is not an OpenType font (wrong signature, or a font collection).
  case notAFont(reason: String)
  /// A table the reader needs is absent.
  case missingTable(String)
  /// A table, or a structure inside it, ends before the data it declares.
  case truncated(table: String)
  /// A table holds values that contradict each other or the specification.
  case malformed(table: String, reason: String)
  /// The font's glyphs are outlines of a kind this reader does not draw. No longer thrown: `CFF ` and
  /// `CFF2` outlines are read since they were added; kept so that code matching it still compiles.
  case unsupportedOutlines(String)
  /// A glyph index at or beyond the font's glyph count.
  case glyphOutOfRange(GlyphID, glyphCount: Int)

  /// What is wrong with the font, as a sentence for an error message.
  public var description: String {
    switch self {
    case .unreadable(let path, let reason):
      "Cannot read the font file \(path): \(reason)."
    case .notAFont(let reason):
      "Not a TrueType font: \(reason)."
    case .missingTable(let tag):
      "The font has no '\(tag)' table, which is required."
    case .truncated(let table):
      "The font's '\(table)' table is truncated: it points past its own end or the end of the file."
    case .malformed(let table, let reason):
      "The font's '\(table)' table is malformed: \(reason)."
    case .unsupportedOutlines(let kind):
      "The font has \(kind) (PostScript) outlines; only TrueType 'glyf' outlines are supported. "
        + "Use the TrueType flavour of the font."
    case .glyphOutOfRange(let glyph, let glyphCount):
      "Glyph \(glyph.rawValue) does not exist: the font has \(glyphCount) glyphs."
    }
  }
}
