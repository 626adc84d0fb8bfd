/// Whether a feature's lookups would substitute a given sequence of glyphs as a whole, with no context
/// around it (HarfBuzz's `would_substitute` with zero context, which the Indic shaper asks of `rphf`,
/// `pref`, `blwf`, `pstf` and `vatu` to classify consonants before any lookup runs).
struct WouldSubstitute: Sendable {
  let lookups: [LayoutTable.Lookup]

  func matches(_ glyphs: [GlyphID]) throws(FontError) -> Bool {
    guard !glyphs.isEmpty else { return false }
    for lookup in lookups {
      for subtable in lookup.subtables where try Self.matches(subtable, type: lookup.type, glyphs) {
        return true
      }
    }
    return false
  }

  private static func values(_ table: BinaryReader, at: Int, count: Int) throws(FontError) -> [UInt16] {
    try table.require(at, length: count * 2)
    var result: [UInt16] = []
    for i in 0..<count { result.append(try table.uint16(at: at + i * 2)) }
    return result
  }

  private static func matches(
    _ subtable: BinaryReader, type: UInt16, _ glyphs: [GlyphID]
  ) throws(FontError)
    -> Bool
  {
    let first = glyphs[0]
    switch type {
    case 1, 2, 3, 8:
      guard glyphs.count == 1 else { return false }
      return try Coverage(try subtable.subview(from: try subtable.offset16(at: 2))).index(of: first) != nil
    case 4:
      guard
        let index = try Coverage(try subtable.subview(from: try subtable.offset16(at: 2))).index(of: first),
        index < (try subtable.offset16(at: 4))
      else { return false }
      let set = try subtable.subview(from: try subtable.offset16(at: 6 + index * 2))
      for i in 0..<(try set.offset16(at: 0)) {
        let ligature = try set.subview(from: try set.offset16(at: 2 + i * 2))
        let count = try ligature.offset16(at: 2)
        guard count == glyphs.count else { continue }
        let components = try values(ligature, at: 4, count: count - 1)
        if components.indices.allSatisfy({ components[$0] == glyphs[$0 + 1].rawValue }) { return true }
      }
      return false
    case 5, 6:
      return try contextMatches(subtable, chained: type == 6, glyphs)
    default:
      return false
    }
  }

  /// A context rule set whose rule has exactly these glyphs as input and, chained, no backtrack or
  /// lookahead. As HarfBuzz, the first glyph picks the rule set and is not tested again.
  private static func contextMatches(
    _ subtable: BinaryReader, chained: Bool, _ glyphs: [GlyphID]
  )
    throws(FontError) -> Bool
  {
    let format = try subtable.uint16(at: 0)
    switch format {
    case 1, 2:
      var setIndex: Int
      var inputClasses: ClassDefinition?
      if format == 1 {
        guard
          let index = try Coverage(try subtable.subview(from: try subtable.offset16(at: 2))).index(
            of: glyphs[0])
        else { return false }
        setIndex = index
      } else {
        let at = chained ? 6 : 4
        let offset = try subtable.offset16(at: at)
        inputClasses = offset == 0 ? nil : try ClassDefinition(try subtable.subview(from: offset))
        setIndex = inputClasses?.classOf(glyphs[0]) ?? 0
      }
      let setsAt = format == 1 ? 4 : (chained ? 10 : 6)
      guard setIndex < (try subtable.offset16(at: setsAt)) else { return false }
      let setOffset = try subtable.offset16(at: setsAt + 2 + setIndex * 2)
      guard setOffset != 0 else { return false }
      let set = try subtable.subview(from: setOffset)
      for r in 0..<(try set.offset16(at: 0)) {
        let rule = try set.subview(from: try set.offset16(at: 2 + r * 2))
        var at = 0
        if chained {
          guard try rule.offset16(at: 0) == 0 else { continue }
          at = 2
        }
        let inputCount = try rule.offset16(at: at)
        guard inputCount == glyphs.count else { continue }
        let inputAt = chained ? at + 2 : at + 4
        let input = try values(rule, at: inputAt, count: inputCount - 1)
        if chained {
          guard try rule.offset16(at: inputAt + (inputCount - 1) * 2) == 0 else { continue }
        }
        let matched = input.indices.allSatisfy { i in
          format == 1
            ? input[i] == glyphs[i + 1].rawValue
            : (inputClasses?.classOf(glyphs[i + 1]) ?? 0) == Int(input[i])
        }
        if matched { return true }
      }
      return false
    case 3:
      var at = 2
      if chained {
        guard try subtable.offset16(at: 2) == 0 else { return false }
        at = 4
      }
      let inputCount = try subtable.offset16(at: at)
      guard inputCount == glyphs.count else { return false }
      let coveragesAt = chained ? at + 2 : at + 4
      if chained {
        guard try subtable.offset16(at: coveragesAt + inputCount * 2) == 0 else { return false }
      }
      for i in 1..<max(inputCount, 1) {
        let coverage = try Coverage(
          try subtable.subview(from: try subtable.offset16(at: coveragesAt + i * 2)))
        if coverage.index(of: glyphs[i]) == nil { return false }
      }
      return true
    default:
      return false
    }
  }
}
