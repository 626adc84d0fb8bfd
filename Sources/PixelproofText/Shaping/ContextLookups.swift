/// Contextual and chaining contextual lookups (GSUB 5 and 6, GPOS 7 and 8), formats 1 (glyphs),
/// 2 (classes) and 3 (coverages): match a sequence, then apply other lookups at positions in it.
extension LookupApplier {
  /// A sequence position's test: a glyph id, a class, or a coverage table.
  private enum Test {
    case glyphs([UInt16])
    case classes(ClassDefinition?, [UInt16])
    case coverages([Coverage])

    func matches(_ item: Int, _ info: GlyphInfo) -> Bool {
      switch self {
      case .glyphs(let values): info.glyph.rawValue == values[item]
      case .classes(let definition, let values): (definition?.classOf(info.glyph) ?? 0) == Int(values[item])
      case .coverages(let coverages): coverages[item].index(of: info.glyph) != nil
      }
    }
  }

  /// `count` 16-bit values from `at`, checked against the 64-glyph context limit.
  private func values(_ table: BinaryReader, at: Int, count: Int) throws(FontError) -> [UInt16] {
    guard count <= Self.maxContextLength else {
      throw .malformed(table: table.table, reason: "a context lists \(count) glyphs, more than 64")
    }
    try table.require(at, length: count * 2)
    var result: [UInt16] = []
    for i in 0..<count { result.append(try table.uint16(at: at + i * 2)) }
    return result
  }

  /// `count` lookup records (sequence index, lookup index) from `at`.
  private func records(_ table: BinaryReader, at: Int, count: Int) throws(FontError) -> [(Int, Int)] {
    try table.require(at, length: count * 4)
    var result: [(Int, Int)] = []
    for i in 0..<count {
      result.append((try table.offset16(at: at + i * 4), try table.offset16(at: at + i * 4 + 2)))
    }
    return result
  }

  private func optionalClassDefinition(_ table: BinaryReader, at: Int) throws(FontError) -> ClassDefinition? {
    let offset = try table.offset16(at: at)
    return offset == 0 ? nil : try ClassDefinition(try table.subview(from: offset))
  }

  /// Tries one rule; the position after the input when it matched and its records were applied.
  private func tryRule(
    at position: Int, backtrack: (Test, Int), input: (Test, Int), lookahead: (Test, Int),
    records: [(Int, Int)]
  ) throws(FontError) -> Int? {
    guard buffer.spendOperation() else { return nil }
    guard let match = matchInput(at: position, count: input.1 + 1, matches: input.0.matches),
      matchLookahead(
        from: match.end, count: lookahead.1, inputLength: match.positions.count, matches: lookahead.0.matches),
      matchBacktrack(before: position, count: backtrack.1, matches: backtrack.0.matches)
    else { return nil }
    return try applyRecords(records, positions: match.positions, end: match.end)
  }

  /// A (non-chaining) context subtable at `position`.
  func applyContext(_ subtable: BinaryReader, at position: Int) throws(FontError) -> Int? {
    let glyph = buffer.info[position].glyph
    let none = (Test.glyphs([]), 0)
    switch try subtable.uint16(at: 0) {
    case 1, 2:
      let format = try subtable.uint16(at: 0)
      guard
        let index = try Coverage(try subtable.subview(from: try subtable.offset16(at: 2))).index(of: glyph)
      else { return nil }
      let classes = format == 2 ? try optionalClassDefinition(subtable, at: 4) : nil
      let setsAt = format == 2 ? 6 : 4
      let setIndex = format == 2 ? (classes?.classOf(glyph) ?? 0) : index
      let setCount = try subtable.offset16(at: setsAt)
      guard setIndex < setCount, case let setOffset = try subtable.offset16(at: setsAt + 2 + setIndex * 2),
        setOffset != 0
      else { return nil }
      let set = try subtable.subview(from: setOffset)
      let ruleCount = try set.offset16(at: 0)
      try set.require(2, length: ruleCount * 2)
      for r in 0..<ruleCount {
        let rule = try set.subview(from: try set.offset16(at: 2 + r * 2))
        let glyphCount = try rule.offset16(at: 0)
        guard glyphCount >= 1 else { continue }
        let recordCount = try rule.offset16(at: 2)
        let input = try values(rule, at: 4, count: glyphCount - 1)
        let records = try records(rule, at: 4 + (glyphCount - 1) * 2, count: recordCount)
        let test: Test = format == 2 ? .classes(classes, input) : .glyphs(input)
        if let end = try tryRule(
          at: position, backtrack: none, input: (test, glyphCount - 1), lookahead: none, records: records)
        {
          return end
        }
      }
      return nil
    case 3:
      let glyphCount = try subtable.offset16(at: 2)
      guard glyphCount >= 1 else { return nil }
      let recordCount = try subtable.offset16(at: 4)
      let all = try coverages(subtable, at: 6, count: glyphCount)
      guard all[0].index(of: glyph) != nil else { return nil }
      let records = try records(subtable, at: 6 + glyphCount * 2, count: recordCount)
      return try tryRule(
        at: position, backtrack: none, input: (.coverages(Array(all.dropFirst())), glyphCount - 1),
        lookahead: none, records: records)
    default:
      return nil
    }
  }

  /// A chaining context subtable at `position`.
  func applyChainContext(_ subtable: BinaryReader, at position: Int) throws(FontError) -> Int? {
    let glyph = buffer.info[position].glyph
    let format = try subtable.uint16(at: 0)
    switch format {
    case 1, 2:
      guard
        let index = try Coverage(try subtable.subview(from: try subtable.offset16(at: 2))).index(of: glyph)
      else { return nil }
      var setsAt = 4
      var definitions: (ClassDefinition?, ClassDefinition?, ClassDefinition?) = (nil, nil, nil)
      var setIndex = index
      if format == 2 {
        definitions = (
          try optionalClassDefinition(subtable, at: 4), try optionalClassDefinition(subtable, at: 6),
          try optionalClassDefinition(subtable, at: 8)
        )
        setsAt = 10
        setIndex = definitions.1?.classOf(glyph) ?? 0
      }
      let setCount = try subtable.offset16(at: setsAt)
      guard setIndex < setCount, case let setOffset = try subtable.offset16(at: setsAt + 2 + setIndex * 2),
        setOffset != 0
      else { return nil }
      let set = try subtable.subview(from: setOffset)
      let ruleCount = try set.offset16(at: 0)
      try set.require(2, length: ruleCount * 2)
      for r in 0..<ruleCount {
        let rule = try set.subview(from: try set.offset16(at: 2 + r * 2))
        let backtrackCount = try rule.offset16(at: 0)
        let backtrack = try values(rule, at: 2, count: backtrackCount)
        var at = 2 + backtrackCount * 2
        let inputCount = try rule.offset16(at: at)
        guard inputCount >= 1 else { continue }
        let input = try values(rule, at: at + 2, count: inputCount - 1)
        at += 2 + (inputCount - 1) * 2
        let lookaheadCount = try rule.offset16(at: at)
        let lookahead = try values(rule, at: at + 2, count: lookaheadCount)
        at += 2 + lookaheadCount * 2
        let records = try records(rule, at: at + 2, count: try rule.offset16(at: at))
        let tests: (Test, Test, Test) =
          format == 2
          ? (
            .classes(definitions.0, backtrack), .classes(definitions.1, input),
            .classes(definitions.2, lookahead)
          )
          : (.glyphs(backtrack), .glyphs(input), .glyphs(lookahead))
        if let end = try tryRule(
          at: position, backtrack: (tests.0, backtrackCount), input: (tests.1, inputCount - 1),
          lookahead: (tests.2, lookaheadCount), records: records)
        {
          return end
        }
      }
      return nil
    case 3:
      let backtrackCount = try subtable.offset16(at: 2)
      let backtrack = try coverages(subtable, at: 4, count: backtrackCount)
      var at = 4 + backtrackCount * 2
      let inputCount = try subtable.offset16(at: at)
      guard inputCount >= 1 else { return nil }
      let input = try coverages(subtable, at: at + 2, count: inputCount)
      guard input[0].index(of: glyph) != nil else { return nil }
      at += 2 + inputCount * 2
      let lookaheadCount = try subtable.offset16(at: at)
      let lookahead = try coverages(subtable, at: at + 2, count: lookaheadCount)
      at += 2 + lookaheadCount * 2
      let records = try records(subtable, at: at + 2, count: try subtable.offset16(at: at))
      return try tryRule(
        at: position, backtrack: (.coverages(backtrack), backtrackCount),
        input: (.coverages(Array(input.dropFirst())), inputCount - 1),
        lookahead: (.coverages(lookahead), lookaheadCount), records: records)
    default:
      return nil
    }
  }
}
