/// The `GDEF` table's parts shaping reads: glyph classes, mark attachment classes and mark glyph sets.
///
/// A font without `GDEF` (or without glyph classes) gets its classes from Unicode instead: nonspacing
/// marks are marks, everything else a base, as HarfBuzz synthesizes them.
struct GlyphDefinitions: Sendable {
  /// Glyph property bits, HarfBuzz's values (they line up with the lookup flags that ignore them).
  static let baseGlyph: UInt16 = 0x02
  static let ligature: UInt16 = 0x04
  static let mark: UInt16 = 0x08
  /// Set on a glyph that a substitution produced, formed by ligating, or split off by a multiple
  /// substitution; kept when the glyph is substituted again.
  static let substituted: UInt16 = 0x10
  static let ligated: UInt16 = 0x20
  static let multiplied: UInt16 = 0x40
  static let preserved: UInt16 = substituted | ligated | multiplied

  private let glyphClasses: ClassDefinition?
  private let markAttachClasses: ClassDefinition?
  private let markGlyphSets: [Coverage]

  /// Whether the font classifies its glyphs.
  var hasGlyphClasses: Bool { glyphClasses != nil }

  init(_ gdef: BinaryReader?) throws(FontError) {
    guard let gdef else {
      (glyphClasses, markAttachClasses, markGlyphSets) = (nil, nil, [])
      return
    }
    let minor = try gdef.uint16(at: 2)
    let classOffset = try gdef.offset16(at: 4)
    glyphClasses = classOffset == 0 ? nil : try ClassDefinition(try gdef.subview(from: classOffset))
    let attachOffset = try gdef.offset16(at: 10)
    markAttachClasses = attachOffset == 0 ? nil : try ClassDefinition(try gdef.subview(from: attachOffset))
    var sets: [Coverage] = []
    if minor >= 2, case let setsOffset = try gdef.offset16(at: 12), setsOffset != 0 {
      let table = try gdef.subview(from: setsOffset)
      let count = try table.offset16(at: 2)
      try table.require(4, length: count * 4)
      for i in 0..<count {
        sets.append(try Coverage(try table.subview(from: try table.offset32(at: 4 + i * 4))))
      }
    }
    markGlyphSets = sets
  }

  /// The property bits of `glyph`: its class, and a mark's attachment class in the high byte.
  func properties(of glyph: GlyphID) -> UInt16 {
    guard let glyphClasses else { return 0 }
    switch glyphClasses.classOf(glyph) {
    case 1: return Self.baseGlyph
    case 2: return Self.ligature
    case 3:
      let attach = UInt16(truncatingIfNeeded: markAttachClasses?.classOf(glyph) ?? 0)
      return Self.mark | attach << 8
    default: return 0
    }
  }

  /// Whether mark glyph set `set` holds `glyph` (false for a set the font lacks).
  func markSet(_ set: Int, covers glyph: GlyphID) -> Bool {
    set < markGlyphSets.count && markGlyphSets[set].index(of: glyph) != nil
  }
}
