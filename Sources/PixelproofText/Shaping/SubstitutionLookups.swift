/// `GSUB` lookup types 1–8 applied at one position: single, multiple, alternate, ligature, context,
/// chaining context, (extension, unwrapped when the lookup is read) and reverse chaining single.
extension LookupApplier {
  /// Applies a substitution subtable at `position`; the position to go on from, or nil when it does
  /// not apply.
  func substitute(_ subtable: BinaryReader, type: UInt16, at position: Int) throws(FontError) -> Int? {
    let glyph = buffer.info[position].glyph
    switch type {
    case 1:
      let format = try subtable.uint16(at: 0)
      guard
        let index = try Coverage(try subtable.subview(from: try subtable.offset16(at: 2))).index(of: glyph)
      else { return nil }
      let substitute: UInt16
      if format == 1 {
        substitute = UInt16(truncatingIfNeeded: Int(glyph.rawValue) + Int(try subtable.int16(at: 4)))
      } else if format == 2 {
        guard index < (try subtable.offset16(at: 4)) else { return nil }
        substitute = try subtable.uint16(at: 6 + index * 2)
      } else {
        return nil
      }
      replaceGlyph(at: position, with: GlyphID(rawValue: substitute))
      return position + 1
    case 2, 3:
      guard try subtable.uint16(at: 0) == 1,
        let index = try Coverage(try subtable.subview(from: try subtable.offset16(at: 2))).index(of: glyph),
        index < (try subtable.offset16(at: 4))
      else { return nil }
      let sequence = try subtable.subview(from: try subtable.offset16(at: 6 + index * 2))
      let count = try sequence.offset16(at: 0)
      try sequence.require(2, length: count * 2)
      var glyphs: [GlyphID] = []
      for i in 0..<count { glyphs.append(GlyphID(rawValue: try sequence.uint16(at: 2 + i * 2))) }
      if type == 3 {
        // Alternates: the first, as HarfBuzz picks when no alternate is asked for.
        guard let first = glyphs.first else { return nil }
        replaceGlyph(at: position, with: first)
        return position + 1
      }
      return multiply(at: position, into: glyphs)
    case 4:
      guard try subtable.uint16(at: 0) == 1,
        let index = try Coverage(try subtable.subview(from: try subtable.offset16(at: 2))).index(of: glyph),
        index < (try subtable.offset16(at: 4))
      else { return nil }
      let set = try subtable.subview(from: try subtable.offset16(at: 6 + index * 2))
      let count = try set.offset16(at: 0)
      try set.require(2, length: count * 2)
      for i in 0..<count {
        guard buffer.spendOperation() else { return nil }
        let ligature = try set.subview(from: try set.offset16(at: 2 + i * 2))
        let ligatureGlyph = GlyphID(rawValue: try ligature.uint16(at: 0))
        let componentCount = try ligature.offset16(at: 2)
        guard componentCount >= 1 else { continue }
        if componentCount == 1 {
          replaceGlyph(at: position, with: ligatureGlyph)
          return position + 1
        }
        try ligature.require(4, length: (componentCount - 1) * 2)
        var components: [UInt16] = []
        for k in 0..<(componentCount - 1) { components.append(try ligature.uint16(at: 4 + k * 2)) }
        guard
          let match = matchInput(
            at: position, count: componentCount,
            matches: { item, info in info.glyph.rawValue == components[item] })
        else { continue }
        return ligate(match.positions, end: match.end, glyph: ligatureGlyph, components: match.components)
      }
      return nil
    case 5:
      return try applyContext(subtable, at: position)
    case 6:
      return try applyChainContext(subtable, at: position)
    default:
      return nil
    }
  }

  /// Sets the glyph properties of a substituted glyph from GDEF (keeping what substitutions did).
  func setGlyphClass(
    at position: Int, glyph: GlyphID, classGuess: UInt16 = 0, ligature: Bool = false, component: Bool = false
  ) {
    var properties = buffer.info[position].glyphProperties | GlyphDefinitions.substituted
    if ligature {
      properties |= GlyphDefinitions.ligated
      properties &= ~GlyphDefinitions.multiplied
    }
    if component { properties |= GlyphDefinitions.multiplied }
    if definitions.hasGlyphClasses {
      properties = (properties & GlyphDefinitions.preserved) | definitions.properties(of: glyph)
    } else if classGuess != 0 {
      properties = (properties & GlyphDefinitions.preserved) | classGuess
    }
    buffer.info[position].glyphProperties = properties
    buffer.info[position].glyph = glyph
  }

  func replaceGlyph(at position: Int, with glyph: GlyphID) {
    setGlyphClass(at: position, glyph: glyph)
  }

  /// A multiple substitution: the glyph becomes `glyphs` (one: replaced in place; none: deleted).
  private func multiply(at position: Int, into glyphs: [GlyphID]) -> Int? {
    if glyphs.count == 1 {
      replaceGlyph(at: position, with: glyphs[0])
      return position + 1
    }
    if glyphs.isEmpty {
      deleteGlyph(at: position)
      return position
    }
    guard buffer.info.count + glyphs.count - 1 <= buffer.maxLength else { return nil }
    let original = buffer.info[position]
    let classGuess = original.isLigatureGlyph ? GlyphDefinitions.baseGlyph : 0
    var pieces: [GlyphInfo] = []
    for i in glyphs.indices {
      var info = original
      if original.ligatureID == 0 { info.setMarkLigatureProperties(id: 0, component: i) }
      pieces.append(info)
    }
    buffer.info.replaceSubrange(position...position, with: pieces)
    for (i, glyph) in glyphs.enumerated() {
      setGlyphClass(at: position + i, glyph: glyph, classGuess: classGuess, component: true)
    }
    return position + glyphs.count
  }

  /// Removes the glyph at `position`, giving its cluster to a neighbour when no other glyph keeps it.
  private func deleteGlyph(at position: Int) {
    let cluster = buffer.info[position].cluster
    let survives =
      (position + 1 < buffer.info.count && buffer.info[position + 1].cluster == cluster)
      || (position > 0 && buffer.info[position - 1].cluster == cluster)
    if !survives {
      if position > 0 {
        if cluster < buffer.info[position - 1].cluster {
          let old = buffer.info[position - 1].cluster
          var i = position - 1
          while i >= 0 && buffer.info[i].cluster == old {
            buffer.info[i].cluster = cluster
            i -= 1
          }
        }
      } else if position + 1 < buffer.info.count {
        buffer.mergeClusters(position, position + 2)
      }
    }
    buffer.info.remove(at: position)
  }

  /// Forms a ligature of the glyphs at `positions` (marks between them stay, after it), as HarfBuzz's
  /// `ligate_input` does, including its bookkeeping of which ligature component each mark belongs to.
  /// Returns the position after the last mark kept.
  func ligate(_ positions: [Int], end: Int, glyph: GlyphID, components total: Int) -> Int {
    let start = positions[0]
    buffer.mergeClusters(start, end)
    var isBaseLigature = buffer.info[start].isBaseGlyph
    var isMarkLigature = buffer.info[start].isMarkGlyph
    for position in positions.dropFirst() where !buffer.info[position].isMarkGlyph {
      isBaseLigature = false
      isMarkLigature = false
      break
    }
    let isLigature = !isBaseLigature && !isMarkLigature
    let classGuess = isLigature ? GlyphDefinitions.ligature : 0
    let ligatureID = isLigature ? buffer.allocateLigatureID() : 0
    var lastLigatureID = buffer.info[start].ligatureID
    var lastComponentCount = buffer.info[start].ligatureComponentCount
    var componentsSoFar = lastComponentCount
    if isLigature {
      buffer.info[start].setLigatureProperties(id: ligatureID, componentCount: total)
      if buffer.info[start].isNonspacingMark { buffer.info[start].isNonspacingMark = false }
    }
    setGlyphClass(at: start, glyph: glyph, classGuess: classGuess, ligature: true)
    var kept: [GlyphInfo] = [buffer.info[start]]
    for i in 1..<positions.count {
      for position in (positions[i - 1] + 1)..<positions[i] {
        var info = buffer.info[position]
        if isLigature {
          var component = info.ligatureComponent
          if component == 0 { component = lastComponentCount }
          info.setMarkLigatureProperties(
            id: ligatureID,
            component: componentsSoFar - lastComponentCount + min(component, lastComponentCount))
        }
        kept.append(info)
      }
      lastLigatureID = buffer.info[positions[i]].ligatureID
      lastComponentCount = buffer.info[positions[i]].ligatureComponentCount
      componentsSoFar += lastComponentCount
    }
    buffer.info.replaceSubrange(start..<end, with: kept)
    let after = start + kept.count
    if !isMarkLigature && lastLigatureID != 0 {
      var i = after
      while i < buffer.info.count {
        guard lastLigatureID == buffer.info[i].ligatureID else { break }
        let component = buffer.info[i].ligatureComponent
        guard component != 0 else { break }
        buffer.info[i].setMarkLigatureProperties(
          id: ligatureID, component: componentsSoFar - lastComponentCount + min(component, lastComponentCount)
        )
        i += 1
      }
    }
    return after
  }

  /// A reverse chaining single substitution at `position` (applied from the end of the buffer back).
  func reverseChainSubstitute(_ subtable: BinaryReader, at position: Int) throws(FontError) -> Bool {
    guard try subtable.uint16(at: 0) == 1 else { return false }
    let glyph = buffer.info[position].glyph
    guard let index = try Coverage(try subtable.subview(from: try subtable.offset16(at: 2))).index(of: glyph)
    else { return false }
    let backtrackCount = try subtable.offset16(at: 4)
    let backtrack = try coverages(subtable, at: 6, count: backtrackCount)
    let lookaheadAt = 6 + backtrackCount * 2
    let lookaheadCount = try subtable.offset16(at: lookaheadAt)
    let lookahead = try coverages(subtable, at: lookaheadAt + 2, count: lookaheadCount)
    let substitutesAt = lookaheadAt + 2 + lookaheadCount * 2
    let substituteCount = try subtable.offset16(at: substitutesAt)
    guard index < substituteCount else { return false }
    let substitute = GlyphID(rawValue: try subtable.uint16(at: substitutesAt + 2 + index * 2))
    guard
      matchBacktrack(
        before: position, count: backtrackCount,
        matches: { item, info in backtrack[item].index(of: info.glyph) != nil }),
      matchLookahead(
        from: position + 1, count: lookaheadCount,
        matches: { item, info in lookahead[item].index(of: info.glyph) != nil })
    else { return false }
    replaceGlyph(at: position, with: substitute)
    return true
  }

  /// `count` coverage tables at the 16-bit offsets listed from `at`.
  func coverages(_ subtable: BinaryReader, at: Int, count: Int) throws(FontError) -> [Coverage] {
    guard count <= Self.maxContextLength else {
      throw .malformed(table: table.table.table, reason: "a context lists \(count) glyphs, more than 64")
    }
    try subtable.require(at, length: count * 2)
    var result: [Coverage] = []
    for i in 0..<count {
      result.append(try Coverage(try subtable.subview(from: try subtable.offset16(at: at + i * 2))))
    }
    return result
  }
}
