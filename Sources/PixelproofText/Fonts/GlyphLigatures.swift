/// Ligature substitutions from the `GSUB` table: the LigatureSubst lookups (type 4, or type 7
/// extensions of type 4) of the features every shaper applies by default, read when the font is opened.
///
/// This is how a colour emoji font draws a sequence of characters as one picture: a ZWJ family, a flag
/// (two regional indicators), a keycap, a skin tone. The features are `ccmp`, `liga`, `clig` and `rlig`
/// wherever the feature list holds them (not per script: emoji have no script of their own). Other
/// lookup types are left out; a font that needs them to pick its glyphs draws the glyphs before them.
struct GlyphLigatures: Sendable {
  private struct Ligature: Sendable {
    /// The glyphs after the first that make the ligature.
    let components: [GlyphID]
    let glyph: GlyphID
  }

  /// Per lookup, in lookup-list order: for each first glyph, its ligatures in the order the font
  /// lists them (the first that matches applies). Only looked up, never iterated.
  private let lookups: [[GlyphID: [Ligature]]]

  init(_ gsub: BinaryReader) throws(FontError) {
    // Every count below that a loop runs over is spent from one budget of one record per 2 bytes of
    // GSUB, and a feature table shared by several features is read once: reading costs time and memory
    // linear in the table's size, however its offsets are shared.
    var budget = ReadBudget(gsub)
    let featureList = try gsub.subview(from: try gsub.offset16(at: 6))
    let lookupList = try gsub.subview(from: try gsub.offset16(at: 8))

    // STEP 1: the lookups of the default features, once each, in lookup-list order.
    let featureCount = try featureList.offset16(at: 0)
    try featureList.require(2, length: featureCount * 6)
    let tags = ["ccmp", "liga", "clig", "rlig"].map(tagValue)
    let isUsed = try LayoutLookups.used(
      by: featureList, featureCount: featureCount, lookupCount: try lookupList.offset16(at: 0),
      budget: &budget
    ) { feature throws(FontError) in tags.contains(try featureList.uint32(at: 2 + feature * 6)) }

    // STEP 2: each lookup's ligature subtables (a subtable listed twice in one lookup is read once: its
    // ligatures, appended again, could never be the first to match).
    var lookups: [[GlyphID: [Ligature]]] = []
    for subtables in try LayoutLookups.subtables(
      of: lookupList, isUsed: isUsed, type: 4, extensionType: 7, budget: &budget)
    {
      var ligatures: [GlyphID: [Ligature]] = [:]
      for subtable in subtables { try Self.read(subtable, into: &ligatures, budget: &budget) }
      lookups.append(ligatures)
    }
    self.lookups = lookups
  }

  /// Adds a LigatureSubst format 1 subtable's ligatures after those already read for each first glyph.
  ///
  /// - Parameter budget: Spends one record per ligature set, per ligature and per component.
  private static func read(
    _ subtable: BinaryReader, into ligatures: inout [GlyphID: [Ligature]], budget: inout ReadBudget
  ) throws(FontError) {
    let format = try subtable.uint16(at: 0)
    guard format == 1 else {
      throw .malformed(table: "GSUB", reason: "a ligature subtable has format \(format)")
    }
    let coverage = try Coverage(try subtable.subview(from: try subtable.offset16(at: 2)))
    let setCount = try subtable.offset16(at: 4)
    try subtable.require(6, length: setCount * 2)
    try budget.spend(setCount)
    for (coverageIndex, first) in try coverage.glyphs(upTo: setCount).enumerated() {
      let set = try subtable.subview(from: try subtable.offset16(at: 6 + coverageIndex * 2))
      let count = try set.offset16(at: 0)
      try set.require(2, length: count * 2)
      try budget.spend(count)
      for i in 0..<count {
        let ligature = try set.subview(from: try set.offset16(at: 2 + i * 2))
        let glyph = GlyphID(rawValue: try ligature.uint16(at: 0))
        let componentCount = try ligature.offset16(at: 2)
        guard componentCount >= 1 else {
          throw .malformed(table: "GSUB", reason: "a ligature has no components")
        }
        try ligature.require(4, length: (componentCount - 1) * 2)
        try budget.spend(componentCount)
        var components: [GlyphID] = []
        for k in 0..<(componentCount - 1) {
          components.append(GlyphID(rawValue: try ligature.uint16(at: 4 + k * 2)))
        }
        ligatures[first, default: []].append(Ligature(components: components, glyph: glyph))
      }
    }
  }

  /// `glyphs` with every ligature the lookups form, applied lookup by lookup from the left, each
  /// ligature replacing the glyphs it is made of.
  func apply(to glyphs: [GlyphID]) -> [GlyphID] {
    var result = glyphs
    for lookup in lookups {
      var position = 0
      while position < result.count {
        let rest = result[(position + 1)...]
        if let match = lookup[result[position]]?.first(where: { rest.starts(with: $0.components) }) {
          result.replaceSubrange(position...(position + match.components.count), with: [match.glyph])
        }
        position += 1
      }
    }
    return result
  }
}
