/// Applies the lookups of one layout table to a buffer: the loop over positions, and the matching
/// rules every lookup type shares (which glyphs a lookup skips, how joiners are skipped, HarfBuzz's
/// "skipping iterator").
///
/// Bounds: nested lookups (from contextual lookups) go at most 64 deep; a context matches at most 64
/// glyphs; every position tried, rule tried and nested lookup spends one of the buffer's operations.
///
/// Its stored properties are not checked for exclusivity at run time (`@exclusivity(unchecked)`): one
/// shaping call at a time uses an applier, no access overlaps another, and the checks were about a
/// twentieth of shaping's instructions.
final class LookupApplier {
  static let maxNesting = 64
  static let maxContextLength = 64

  @exclusivity(unchecked) var buffer: ShapingBuffer
  let table: LayoutTable
  let definitions: GlyphDefinitions
  let isPositioning: Bool
  let direction: ShapingDirection
  /// The planned lookups, read, at their index; others (those contexts name) are read when used.
  private let prepared: [ShapingPlan.PreparedLookup?]
  /// Lookups read here that the plan did not prepare, at their index; allocated on first need.
  @exclusivity(unchecked) private var readHere: [LayoutTable.Lookup?] = []

  // The lookup being applied.
  @exclusivity(unchecked) var lookupProperties: UInt32 = 0
  @exclusivity(unchecked) var lookupMask: UInt32 = 0
  @exclusivity(unchecked) var autoZWJ = true
  @exclusivity(unchecked) var autoZWNJ = true
  /// Whether the lookup's contexts stay within the syllable of the glyph it starts at (Indic features).
  @exclusivity(unchecked) var perSyllable = false
  @exclusivity(unchecked) var nestingLeft = LookupApplier.maxNesting

  init(
    buffer: ShapingBuffer, table: LayoutTable, definitions: GlyphDefinitions, isPositioning: Bool,
    direction: ShapingDirection, prepared: [ShapingPlan.PreparedLookup?] = []
  ) {
    self.prepared = prepared
    self.buffer = buffer
    self.table = table
    self.definitions = definitions
    self.isPositioning = isPositioning
    self.direction = direction
  }

  func lookup(_ index: Int) throws(FontError) -> LayoutTable.Lookup {
    if index < prepared.count, let lookup = prepared[index]?.lookup { return lookup }
    if index < readHere.count, let lookup = readHere[index] { return lookup }
    let lookup = try table.lookup(index)
    if readHere.isEmpty { readHere = Array(repeating: nil, count: table.lookupCount) }
    if index < readHere.count { readHere[index] = lookup }
    return lookup
  }

  // MARK: Applying a lookup over the buffer

  /// Applies lookup `index` at every position whose mask has `mask`, from the start (from the end for
  /// reverse chaining substitutions).
  func apply(
    lookup index: Int, mask: UInt32, autoZWJ: Bool, autoZWNJ: Bool, perSyllable: Bool = false
  ) throws(FontError) {
    let lookup = try self.lookup(index)
    lookupProperties = lookup.properties
    lookupMask = mask
    self.autoZWJ = autoZWJ
    self.autoZWNJ = autoZWNJ
    self.perSyllable = perSyllable
    nestingLeft = Self.maxNesting
    if !isPositioning && lookup.type == 8 {
      var position = buffer.info.count - 1
      while position >= 0 && buffer.spendOperation() {
        if buffer.info[position].mask & mask != 0, isCandidate(position, properties: lookupProperties) {
          for subtable in lookup.subtables where try reverseChainSubstitute(subtable, at: position) { break }
        }
        position -= 1
      }
      return
    }
    let digest = index < prepared.count ? prepared[index]?.digest : nil
    var position = 0
    while position < buffer.info.count && buffer.spendOperation() {
      if buffer.info[position].mask & mask != 0, digest?.contains(buffer.info[position].glyph) ?? true,
        isCandidate(position, properties: lookupProperties),
        let next = try applySubtables(of: lookup, at: position)
      {
        position = next
      } else {
        position += 1
      }
    }
  }

  /// Tries the lookup's subtables at `position` in order; the position to go on from when one applied.
  func applySubtables(of lookup: LayoutTable.Lookup, at position: Int) throws(FontError) -> Int? {
    for subtable in lookup.subtables {
      let next =
        isPositioning
        ? try positionGlyphs(subtable, type: lookup.type, at: position)
        : try substitute(subtable, type: lookup.type, at: position)
      if let next { return next }
    }
    return nil
  }

  /// Applies nested lookup `index` once at `position`, as a contextual lookup's record asks.
  func applyNested(lookup index: Int, at position: Int) throws(FontError) -> Bool {
    guard nestingLeft > 0, index < table.lookupCount, position >= 0, position < buffer.info.count,
      buffer.spendOperation()
    else { return false }
    let lookup = try self.lookup(index)
    guard isCandidate(position, properties: lookup.properties) else { return false }
    if !isPositioning && lookup.type == 8 { return false }
    let savedProperties = lookupProperties
    lookupProperties = lookup.properties
    nestingLeft -= 1
    defer {
      nestingLeft += 1
      lookupProperties = savedProperties
    }
    return try applySubtables(of: lookup, at: position) != nil
  }

  // MARK: Which glyphs a lookup sees

  /// Whether a lookup with `properties` looks at the glyph at `position` at all (its flags ignore
  /// neither its class nor, for a mark, its attachment class or filtering set).
  func isCandidate(_ position: Int, properties: UInt32) -> Bool {
    let info = buffer.info[position]
    let glyphProperties = UInt32(info.glyphProperties)
    if glyphProperties & properties & UInt32(LookupFlag.ignoreFlags) != 0 { return false }
    guard info.isMarkGlyph else { return true }
    if properties & UInt32(LookupFlag.useMarkFilteringSet) != 0 {
      return definitions.markSet(Int(properties >> 16), covers: info.glyph)
    }
    if properties & UInt32(LookupFlag.markAttachmentType) != 0 {
      return properties & UInt32(LookupFlag.markAttachmentType)
        == glyphProperties & UInt32(LookupFlag.markAttachmentType)
    }
    return true
  }

  enum Skip { case no, yes, maybe }

  /// How a matcher set up for input (`isContext` false) or for backtrack and lookahead may skip a glyph.
  struct Matcher {
    var properties: UInt32
    var mask: UInt32
    var ignoreZWNJ: Bool
    var ignoreZWJ: Bool
    /// The syllable every matched glyph must be in (0: any).
    var syllable: UInt8 = 0
  }

  /// The matcher HarfBuzz uses for a lookup's input glyphs, or for its context glyphs.
  func matcher(isContext: Bool, at position: Int) -> Matcher {
    Matcher(
      properties: lookupProperties, mask: isContext ? UInt32.max : lookupMask,
      ignoreZWNJ: isPositioning || (isContext && autoZWNJ), ignoreZWJ: isContext || autoZWJ,
      syllable: perSyllable && position < buffer.info.count ? buffer.info[position].syllable : 0)
  }

  func maySkip(_ position: Int, _ matcher: Matcher) -> Skip {
    guard isCandidate(position, properties: matcher.properties) else { return .yes }
    let info = buffer.info[position]
    if info.isIgnorable && !info.isHidden && (matcher.ignoreZWNJ || !info.isZWNJ)
      && (matcher.ignoreZWJ || !info.isZWJ)
    {
      return .maybe
    }
    return .no
  }

  /// The position of the next glyph after `position` (before it when `backwards`) that the matcher
  /// does not skip, if `matches` accepts it; nil when a glyph that cannot be skipped does not match.
  /// `matches` nil accepts any glyph that cannot be skipped.
  func step(
    from position: Int, backwards: Bool, _ matcher: Matcher, _ matches: (GlyphInfo) -> Bool
  ) -> Int? {
    step(from: position, backwards: backwards, matcher, hasTest: true, matches)
  }

  /// The next glyph the matcher does not skip, whatever it is.
  func step(from position: Int, backwards: Bool, _ matcher: Matcher) -> Int? {
    step(from: position, backwards: backwards, matcher, hasTest: false, { _ in true })
  }

  private func step(
    from position: Int, backwards: Bool, _ matcher: Matcher, hasTest: Bool, _ matches: (GlyphInfo) -> Bool
  ) -> Int? {
    var index = position
    while true {
      index += backwards ? -1 : 1
      guard index >= 0 && index < buffer.info.count else { return nil }
      let skip = maySkip(index, matcher)
      if skip == .yes { continue }
      let info = buffer.info[index]
      let outside =
        info.mask & matcher.mask == 0 || (matcher.syllable != 0 && info.syllable != matcher.syllable)
      let matched: Bool? = outside ? false : (hasTest ? matches(info) : nil)
      if matched == true || (matched == nil && skip == .no) { return index }
      if skip == .no { return nil }
    }
  }

  // MARK: Matching sequences (contexts and ligatures)

  /// Matches `count - 1` input glyphs after `position` (the first is already matched), with HarfBuzz's
  /// rules about marks attached to different ligature components. Returns the matched positions
  /// (the first included), the position after the last, and the total of their component counts.
  func matchInput(
    at position: Int, count: Int, matches: (Int, GlyphInfo) -> Bool
  ) -> (positions: [Int], end: Int, components: Int)? {
    guard count <= Self.maxContextLength else { return nil }
    let matcher = self.matcher(isContext: false, at: position)
    let first = buffer.info[position]
    var total = first.ligatureComponentCount
    var positions = [position]
    var index = position
    enum LigatureBase { case unchecked, mayNotSkip, maySkip }
    var ligatureBase = LigatureBase.unchecked
    for item in 1..<max(count, 1) {
      guard let next = step(from: index, backwards: false, matcher, { matches(item - 1, $0) }) else {
        return nil
      }
      index = next
      positions.append(index)
      let this = buffer.info[index]
      if first.ligatureID != 0 && first.ligatureComponent != 0 {
        if first.ligatureID != this.ligatureID || first.ligatureComponent != this.ligatureComponent {
          if ligatureBase == .unchecked {
            var j = position
            var found = false
            while j > 0 && buffer.info[j - 1].ligatureID == first.ligatureID {
              if buffer.info[j - 1].ligatureComponent == 0 {
                j -= 1
                found = true
                break
              }
              j -= 1
            }
            ligatureBase = found && maySkip(j, matcher) == .yes ? .maySkip : .mayNotSkip
          }
          if ligatureBase == .mayNotSkip { return nil }
        }
      } else if this.ligatureID != 0 && this.ligatureComponent != 0 && this.ligatureID != first.ligatureID {
        return nil
      }
      total += this.ligatureComponentCount
    }
    return (positions, index + 1, total)
  }

  /// Matches `count` glyphs before `position` (backtrack, nearest first); the position of the farthest.
  func matchBacktrack(before position: Int, count: Int, matches: (Int, GlyphInfo) -> Bool) -> Bool {
    let matcher = self.matcher(isContext: true, at: position)
    var index = position
    for item in 0..<count {
      guard let previous = step(from: index, backwards: true, matcher, { matches(item, $0) }) else {
        return false
      }
      index = previous
    }
    return true
  }

  /// Matches `count` glyphs from `end` on (lookahead). A per-syllable lookup keeps to the syllable only
  /// when its input was one glyph (HarfBuzz checks the syllable when the iterator starts at the glyph
  /// the lookup applies at).
  func matchLookahead(
    from end: Int, count: Int, inputLength: Int = 1, matches: (Int, GlyphInfo) -> Bool
  ) -> Bool {
    var matcher = self.matcher(isContext: true, at: end - 1)
    if inputLength != 1 { matcher.syllable = 0 }
    var index = end - 1
    for item in 0..<count {
      guard let next = step(from: index, backwards: false, matcher, { matches(item, $0) }) else {
        return false
      }
      index = next
    }
    return true
  }

  /// Applies a matched context's lookup records (sequence index, lookup index) in order, following the
  /// matched positions as nested lookups grow or shrink the buffer, as HarfBuzz's `apply_lookup` does.
  /// Returns the position after the matched input.
  func applyRecords(_ records: [(Int, Int)], positions: [Int], end: Int) throws(FontError) -> Int {
    var positions = positions
    var count = positions.count
    var end = end
    for (sequenceIndex, lookupIndex) in records {
      guard sequenceIndex < count else { continue }
      let originalLength = buffer.info.count
      guard positions[sequenceIndex] < originalLength else { continue }
      guard buffer.operationsLeft > 0 else { break }
      guard try applyNested(lookup: lookupIndex, at: positions[sequenceIndex]) else { continue }
      var delta = buffer.info.count - originalLength
      if delta == 0 { continue }
      end += delta
      if end < positions[sequenceIndex] {
        delta += positions[sequenceIndex] - end
        end = positions[sequenceIndex]
      }
      var next = sequenceIndex + 1
      if delta > 0 {
        if delta + count > Self.maxContextLength { break }
      } else {
        delta = max(delta, next - count)
        next -= delta
      }
      // Move the positions from `next` on by delta places, leaving room for new ones (HarfBuzz's memmove).
      let tail = Array(positions[next..<count])
      var head = Array(positions[0..<min(next, next + delta)])
      if delta > 0 { head.append(contentsOf: [Int](repeating: 0, count: delta)) }
      positions = head + tail
      next += delta
      count += delta
      if sequenceIndex + 1 < next {
        for j in (sequenceIndex + 1)..<next { positions[j] = positions[j - 1] + 1 }
      }
      while next < count {
        positions[next] += delta
        next += 1
      }
    }
    return end
  }
}
