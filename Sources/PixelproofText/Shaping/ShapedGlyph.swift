/// One glyph of a shaped run: which glyph, which characters it stands for, and where it goes.
///
/// Values are in font units (`FontFace.unitsPerEm` to the em), as HarfBuzz reports them at a font size
/// of one em: `offsetY` points up, as in the font.
public struct ShapedGlyph: Equatable, Sendable {
  /// The glyph to draw.
  public var glyph: GlyphID
  /// The index, in the scalars given to the shaper, of the first scalar of the cluster this glyph
  /// belongs to (HarfBuzz's cluster level 0: a base and its marks are one cluster, and so are the
  /// characters a ligature joins).
  public var cluster: Int
  /// How far the pen moves after the glyph.
  public var advance: Int
  /// How far the glyph is drawn from the pen position, to the right.
  public var offsetX: Int
  /// How far the glyph is drawn from the pen position, up.
  public var offsetY: Int

  /// A glyph of a shaped run, its values in font units.
  public init(glyph: GlyphID, cluster: Int, advance: Int, offsetX: Int, offsetY: Int) {
    self.glyph = glyph
    self.cluster = cluster
    self.advance = advance
    self.offsetX = offsetX
    self.offsetY = offsetY
  }
}

/// The writing system of a run, which picks the font's OpenType script and the shaper.
public enum ShapingScript: Sendable, CaseIterable {
  /// A script with its own letters; Devanagari and Bengali get the Indic shaper.
  case latin, cyrillic, greek, han, hiragana, katakana, hangul, arabic, hebrew, thai, devanagari, bengali
  /// Digits, punctuation and symbols shared by every script: the font's `DFLT` script.
  case common

  /// The OpenType script tags to look for, in order (then `DFLT`, `dflt`, `latn`, as HarfBuzz does).
  var openTypeTags: [String] {
    switch self {
    case .latin: ["latn"]
    case .cyrillic: ["cyrl"]
    case .greek: ["grek"]
    case .han: ["hani"]
    case .hiragana, .katakana: ["kana"]
    case .hangul: ["hang"]
    case .arabic: ["arab"]
    case .hebrew: ["hebr"]
    case .thai: ["thai"]
    case .devanagari: ["dev2", "deva"]
    case .bengali: ["bng2", "beng"]
    case .common: []
    }
  }
}

/// The direction a run is read in. The shaper takes scalars in logical order either way.
public enum ShapingDirection: Sendable {
  /// Glyphs come out in logical order, which is the visual order.
  case leftToRight
  /// Glyphs come out in visual order, left to right on the line: the reverse of the logical order, as
  /// HarfBuzz prints them for `--direction=rtl`.
  case rightToLeft
}
