/// What the Indic shaper knows of a script and a font: where reph goes, the mask bit of each feature
/// that applies to some glyphs only, and which consonants the font gives below-base or post-base forms.
///
/// Only the new specifications' behaviour (`dev2`, `bng2`) is implemented; a font with only the old
/// tags (`deva`, `beng`) is shaped as new-spec, where HarfBuzz would move halants the old way.
struct IndicPlan: Sendable {
  /// The features that apply to some glyphs only, with their mask bits (bits 10 to 16 are free).
  static let rphf: UInt32 = 1 << 10
  static let pref: UInt32 = 1 << 11
  static let blwf: UInt32 = 1 << 12
  static let abvf: UInt32 = 1 << 13
  static let half: UInt32 = 1 << 14
  static let pstf: UInt32 = 1 << 15
  static let initial: UInt32 = 1 << 16

  /// The basic features in the order they apply, each in a stage of its own, with its mask (0: global).
  static let basicFeatures: [(tag: String, mask: UInt32)] = [
    ("nukt", 0), ("akhn", 0), ("rphf", rphf), ("rkrf", 0), ("pref", pref), ("blwf", blwf), ("abvf", abvf),
    ("half", half), ("pstf", pstf), ("vatu", 0), ("cjct", 0),
  ]
  /// The presentation features, applied together after the final reordering.
  static let presentationFeatures: [(tag: String, mask: UInt32)] = [
    ("init", initial), ("pres", 0), ("abvs", 0), ("blws", 0), ("psts", 0), ("haln", 0),
  ]

  enum RephPosition { case beforePost, afterSub }

  let rephPosition: RephPosition
  let viramaGlyph: GlyphID?
  /// Masks of the non-global features the font has (0 for a feature the font lacks, as HarfBuzz).
  let rphfMask: UInt32
  let prefMask: UInt32
  let initMask: UInt32
  let rphfLookups: WouldSubstitute
  let prefLookups: WouldSubstitute
  let blwfLookups: WouldSubstitute
  let pstfLookups: WouldSubstitute
  let vatuLookups: WouldSubstitute
}

/// The Indic shaper's work between GSUB stages (HarfBuzz's pauses): syllables found, the dotted circle
/// inserted into broken syllables, the initial reordering (base consonant, reph, pre-base matras, the
/// features' masks) and, after the basic features, the final reordering.
enum IndicReordering {
  // MARK: Helpers on glyphs (a ligated glyph is none of these, as HarfBuzz decides)

  private static func isOne(_ info: GlyphInfo, _ categories: UInt8...) -> Bool {
    !info.isLigated && categories.contains(info.indicCategory)
  }

  private static func isConsonant(_ info: GlyphInfo) -> Bool {
    typealias C = IndicCategory
    return isOne(
      info, C.consonant, C.consonantWithStacker, C.ra, C.consonantMedial, C.vowel, C.placeholder,
      C.dottedCircle)
  }

  private static func isJoiner(_ info: GlyphInfo) -> Bool {
    isOne(info, IndicCategory.zwj, IndicCategory.zwnj)
  }

  private static func isHalant(_ info: GlyphInfo) -> Bool { isOne(info, IndicCategory.halant) }

  /// The ranges of the syllables, in order.
  private static func syllables(_ buffer: ShapingBuffer) -> [Range<Int>] {
    var result: [Range<Int>] = []
    var start = 0
    while start < buffer.info.count {
      var end = start + 1
      while end < buffer.info.count && buffer.info[end].syllable == buffer.info[start].syllable { end += 1 }
      result.append(start..<end)
      start = end
    }
    return result
  }

  // MARK: Syllables and the dotted circle

  /// Puts U+25CC between an independent vowel and a matra that together look like another vowel
  /// (HarfBuzz's vowel constraints, from Microsoft's list of invalid clusters), before normalization.
  /// The dotted circle copies the matra's properties and cluster, as HarfBuzz's does.
  static func applyVowelConstraints(_ buffer: inout ShapingBuffer, script: ShapingScript) {
    let info = buffer.info
    guard info.count >= 2 else { return }
    var output: [GlyphInfo] = []
    var i = 0
    while i + 1 < info.count {
      let next = info[i + 1].scalar
      var matched = false
      switch (script, info[i].scalar) {
      case (.devanagari, 0x0905):
        matched = [
          0x093A, 0x093B, 0x093E, 0x0945, 0x0946, 0x0949, 0x094A, 0x094B, 0x094C, 0x094F, 0x0956, 0x0957,
        ]
        .contains(next)
      case (.devanagari, 0x0906): matched = [0x093A, 0x0945, 0x0946, 0x0947, 0x0948].contains(next)
      case (.devanagari, 0x0909): matched = next == 0x0941
      case (.devanagari, 0x090F): matched = [0x0945, 0x0946, 0x0947].contains(next)
      case (.devanagari, 0x0930):
        // RA, VIRAMA, I: the circle goes before I.
        if next == 0x094D && i + 2 < info.count && info[i + 2].scalar == 0x0907 {
          output.append(info[i])
          i += 1
          matched = true
        }
      case (.bengali, 0x0985): matched = next == 0x09BE
      case (.bengali, 0x098B): matched = next == 0x09C3
      case (.bengali, 0x098C): matched = next == 0x09E2
      default: break
      }
      output.append(info[i])
      i += 1
      if matched {
        var circle = info[i]
        circle.scalar = 0x25CC
        circle.isContinuation = false
        output.append(circle)
        output.append(info[i])
        i += 1
      }
    }
    output.append(contentsOf: info[i...])
    buffer.info = output
  }

  /// Sets each glyph's category and position from its character.
  static func setUpProperties(_ buffer: inout ShapingBuffer) {
    for i in buffer.info.indices {
      let (category, position) = IndicCategory.properties(of: buffer.info[i].scalar)
      buffer.info[i].indicCategory = category
      buffer.info[i].indicPosition = position
    }
  }

  static func findSyllables(_ buffer: inout ShapingBuffer) {
    let syllables = IndicSyllableMatcher(categories: buffer.info.map(\.indicCategory)).syllables()
    for i in buffer.info.indices { buffer.info[i].syllable = syllables[i] }
  }

  /// Puts U+25CC before each broken syllable when the font has it (HarfBuzz's default).
  private static func insertDottedCircles(_ buffer: inout ShapingBuffer, face: FontFace) {
    guard buffer.info.contains(where: { $0.syllable & 0x0F == IndicSyllableKind.broken }),
      let glyph = face.glyph(for: "\u{25CC}")
    else { return }
    var output: [GlyphInfo] = []
    output.reserveCapacity(buffer.info.count + 4)
    var lastSyllable: UInt8 = 0
    for info in buffer.info {
      if info.syllable != lastSyllable && info.syllable & 0x0F == IndicSyllableKind.broken {
        lastSyllable = info.syllable
        var circle = GlyphInfo(scalar: 0x25CC, cluster: info.cluster, mask: info.mask)
        circle.glyph = glyph
        circle.glyphProperties = 0
        circle.syllable = info.syllable
        circle.indicCategory = IndicCategory.dottedCircle
        circle.indicPosition = IndicPosition.end
        circle.isContinuation = false
        output.append(circle)
      }
      output.append(info)
    }
    buffer.info = output
  }

  // MARK: Initial reordering

  static func initialReordering(
    _ buffer: inout ShapingBuffer, plan: IndicPlan, face: FontFace
  ) throws(FontError) {
    // Consonants with a below-base or post-base form in this font are not bases.
    if let virama = plan.viramaGlyph {
      var cache: [GlyphID: UInt8] = [:]
      for i in buffer.info.indices where buffer.info[i].indicPosition == IndicPosition.baseConsonant {
        let glyph = buffer.info[i].glyph
        if let known = cache[glyph] {
          buffer.info[i].indicPosition = known
          continue
        }
        let position = try consonantPosition(glyph, virama: virama, plan: plan)
        cache[glyph] = position
        buffer.info[i].indicPosition = position
      }
    }
    insertDottedCircles(&buffer, face: face)
    for range in syllables(buffer) {
      let kind = buffer.info[range.lowerBound].syllable & 0x0F
      guard kind != IndicSyllableKind.symbol && kind != IndicSyllableKind.nonIndic else { continue }
      try reorderConsonantSyllable(&buffer, range.lowerBound, range.upperBound, plan: plan)
    }
  }

  private static func consonantPosition(
    _ consonant: GlyphID, virama: GlyphID, plan: IndicPlan
  ) throws(FontError)
    -> UInt8
  {
    let before = [virama, consonant], after = [consonant, virama]
    for lookups in [plan.blwfLookups, plan.vatuLookups] {
      if try lookups.matches(before) { return IndicPosition.belowConsonant }
      if try lookups.matches(after) { return IndicPosition.belowConsonant }
    }
    for lookups in [plan.pstfLookups, plan.prefLookups] {
      if try lookups.matches(before) { return IndicPosition.postConsonant }
      if try lookups.matches(after) { return IndicPosition.postConsonant }
    }
    return IndicPosition.baseConsonant
  }

  private static func reorderConsonantSyllable(
    _ buffer: inout ShapingBuffer, _ start: Int, _ end: Int, plan: IndicPlan
  ) throws(FontError) {
    typealias P = IndicPosition
    // STEP 1: the base consonant: from the end, the last consonant with no below-base or post-base
    // form; a syllable starting with Ra, halant (and more) forms reph and Ra is not a candidate.
    var base = end
    var hasReph = false
    var limit = start
    if plan.rphfMask != 0, start + 3 <= end, !isJoiner(buffer.info[start + 2]),
      try plan.rphfLookups.matches([buffer.info[start].glyph, buffer.info[start + 1].glyph])
    {
      limit += 2
      while limit < end && isJoiner(buffer.info[limit]) { limit += 1 }
      base = start
      hasReph = true
    }
    var i = end
    var seenBelow = false
    repeat {
      i -= 1
      let info = buffer.info[i]
      if isConsonant(info) {
        if info.indicPosition != P.belowConsonant && (info.indicPosition != P.postConsonant || seenBelow) {
          base = i
          break
        }
        if info.indicPosition == P.belowConsonant { seenBelow = true }
        base = i
      } else if start < i && info.indicCategory == IndicCategory.zwj
        && buffer.info[i - 1].indicCategory == IndicCategory.halant
      {
        // A ZWJ after a halant asks for a half form: the base search stops here.
        break
      }
    } while i > limit
    if hasReph && base == start && limit - base <= 2 { hasReph = false }

    // STEP 2: positions. Before the base: pre-base; the base; reph; marks follow what they attach to.
    for k in start..<base { buffer.info[k].indicPosition = min(P.preConsonant, buffer.info[k].indicPosition) }
    if base < end { buffer.info[base].indicPosition = P.baseConsonant }
    if hasReph { buffer.info[start].indicPosition = P.raToBecomeReph }

    var lastPosition = P.start
    for k in start..<end {
      let category = buffer.info[k].indicCategory
      typealias C = IndicCategory
      if [C.zwj, C.zwnj, C.nukta, C.registerShifter, C.consonantMedial, C.halant].contains(category) {
        buffer.info[k].indicPosition = lastPosition
        if category == C.halant && buffer.info[k].indicPosition == P.preMatra {
          // A halant does not move with a left matra (as Uniscribe).
          var j = k
          while j > start {
            if buffer.info[j - 1].indicPosition != P.preMatra {
              buffer.info[k].indicPosition = buffer.info[j - 1].indicPosition
              break
            }
            j -= 1
          }
        }
      } else if buffer.info[k].indicPosition != P.syllableModifier {
        lastPosition = buffer.info[k].indicPosition
      }
    }
    // Post-base consonants own what comes between them and the last consonant or matra.
    var last = base
    if base + 1 < end {
      for k in (base + 1)..<end {
        if isConsonant(buffer.info[k]) {
          if last + 1 < k {
            for j in (last + 1)..<k where buffer.info[j].indicPosition < P.syllableModifier {
              buffer.info[j].indicPosition = buffer.info[k].indicPosition
            }
          }
          last = k
        } else if buffer.info[k].indicCategory == IndicCategory.matra {
          last = k
        }
      }
    }

    // STEP 3: a stable sort by position; clusters merged where glyphs crossed after the base.
    let originalOrder = Array(0..<(end - start))
    let sorted = zip(buffer.info[start..<end], originalOrder).enumerated().sorted { a, b in
      a.element.0.indicPosition != b.element.0.indicPosition
        ? a.element.0.indicPosition < b.element.0.indicPosition : a.offset < b.offset
    }
    var from = sorted.map { $0.element.1 }
    for (k, item) in sorted.enumerated() { buffer.info[start + k] = item.element.0 }
    base = (start..<end).first { buffer.info[$0].indicPosition == P.baseConsonant } ?? end
    // Several left matras go in reverse order, each with the marks after it (HarfBuzz 6.0, its issue
    // 3863); their clusters merge in the final reordering.
    let leftMatras = (start..<base).filter { buffer.info[$0].indicPosition == P.preMatra }
    if let first = leftMatras.first, let last = leftMatras.last, first < last {
      buffer.info[first...last].reverse()
      var runStart = first
      for j in first...last where buffer.info[j].indicCategory == IndicCategory.matra {
        buffer.info[runStart...j].reverse()
        runStart = j + 1
      }
    }
    if end - start > 127 {
      buffer.mergeClusters(base, end)
    } else if base < end {
      for k in base..<end where from[k - start] != -1 {
        var low = k, high = k
        var j = start + from[k - start]
        while j != k {
          low = min(low, j)
          high = max(high, j)
          let next = start + from[j - start]
          from[j - start] = -1
          j = next
        }
        buffer.mergeClusters(max(base, low), high + 1)
      }
    }

    // STEP 4: the features' masks: reph; half and below-base forms before the base; below, above and
    // post-base forms after it; pre-base reordering forms on the first halant, consonant pair that has one.
    for k in start..<end where buffer.info[k].indicPosition == P.raToBecomeReph {
      buffer.info[k].mask |= plan.rphfMask
    }
    for k in start..<min(base, end) { buffer.info[k].mask |= IndicPlan.half | IndicPlan.blwf }
    if base + 1 < end {
      for k in (base + 1)..<end { buffer.info[k].mask |= IndicPlan.blwf | IndicPlan.abvf | IndicPlan.pstf }
    }
    if plan.prefMask != 0 && base + 2 < end {
      for k in (base + 1)..<(end - 1) {
        guard try plan.prefLookups.matches([buffer.info[k].glyph, buffer.info[k + 1].glyph]) else { continue }
        buffer.info[k].mask |= plan.prefMask
        buffer.info[k + 1].mask |= plan.prefMask
        break
      }
    }
    // A ZWNJ stops half forms of what comes before it, back to the consonant.
    if start + 1 < end {
      for k in (start + 1)..<end where isJoiner(buffer.info[k]) {
        let nonJoiner = buffer.info[k].indicCategory == IndicCategory.zwnj
        var j = k
        repeat {
          j -= 1
          if nonJoiner { buffer.info[j].mask &= ~IndicPlan.half }
        } while j > start && !isConsonant(buffer.info[j])
      }
    }
  }

  // MARK: Final reordering

  static func finalReordering(_ buffer: inout ShapingBuffer, plan: IndicPlan) {
    if let virama = plan.viramaGlyph {
      // A halant that a ligature split off again is a halant.
      for i in buffer.info.indices
      where buffer.info[i].glyph == virama && buffer.info[i].isLigated && buffer.info[i].isMultiplied {
        buffer.info[i].indicCategory = IndicCategory.halant
        buffer.info[i].glyphProperties &= ~(GlyphDefinitions.ligated | GlyphDefinitions.multiplied)
      }
    }
    for range in syllables(buffer) {
      reorderFinal(&buffer, range.lowerBound, range.upperBound, plan: plan)
    }
  }

  private static func ligatedAndDidNotMultiply(_ info: GlyphInfo) -> Bool {
    info.isLigated && !info.isMultiplied
  }

  private static func reorderFinal(_ buffer: inout ShapingBuffer, _ start: Int, _ end: Int, plan: IndicPlan) {
    typealias P = IndicPosition
    typealias C = IndicCategory
    var tryPref = plan.prefMask != 0

    // STEP 1: the base again (a pre-base reordering candidate that formed nothing may be it).
    var base = start
    while base < end {
      if buffer.info[base].indicPosition >= P.baseConsonant {
        if tryPref && base + 1 < end {
          for i in (base + 1)..<end where buffer.info[i].mask & plan.prefMask != 0 {
            if !(buffer.info[i].isSubstituted && ligatedAndDidNotMultiply(buffer.info[i])) {
              base = i
              while base < end && isHalant(buffer.info[base]) { base += 1 }
              if base < end { buffer.info[base].indicPosition = P.baseConsonant }
              tryPref = false
            }
            break
          }
        }
        if start < base && base < end && buffer.info[base].indicPosition > P.baseConsonant { base -= 1 }
        break
      }
      base += 1
    }
    if base == end && start < base && isOne(buffer.info[base - 1], C.zwj) { base -= 1 }
    if base < end {
      while start < base && isOne(buffer.info[base], C.nukta, C.halant) { base -= 1 }
    }

    // STEP 2: pre-base matras move to just before the base, after the last standalone halant.
    if start + 1 < end && start < base {
      var newPosition = base == end ? base - 2 : base - 1
      search: while true {
        while newPosition > start && !isOne(buffer.info[newPosition], C.matra, C.halant) { newPosition -= 1 }
        if isHalant(buffer.info[newPosition]) && buffer.info[newPosition].indicPosition != P.preMatra {
          if newPosition + 1 < end && buffer.info[newPosition + 1].indicCategory == C.zwj
            && newPosition > start
          {
            // After halant, ZWJ the matra stays to the left: keep looking.
            newPosition -= 1
            continue search
          }
        } else {
          newPosition = start
        }
        break
      }
      if start < newPosition && buffer.info[newPosition].indicPosition != P.preMatra {
        var i = newPosition
        while i > start {
          if buffer.info[i - 1].indicPosition == P.preMatra {
            let old = i - 1
            if old < base && base <= newPosition { base -= 1 }
            let moved = buffer.info.remove(at: old)
            buffer.info.insert(moved, at: newPosition)
            buffer.mergeClusters(newPosition, min(end, base + 1))
            newPosition -= 1
          }
          i -= 1
        }
      } else {
        for i in start..<base where buffer.info[i].indicPosition == P.preMatra {
          buffer.mergeClusters(i, min(end, base + 1))
          break
        }
      }
    }

    // STEP 3: reph moves to its script's place, if Ra, halant became reph.
    if start + 1 < end && buffer.info[start].indicPosition == P.raToBecomeReph
      && ((buffer.info[start].indicCategory == C.repha) != ligatedAndDidNotMultiply(buffer.info[start]))
    {
      let newPosition = rephTarget(buffer, start, end, base: base, plan: plan)
      buffer.mergeClusters(start, newPosition + 1)
      let reph = buffer.info.remove(at: start)
      buffer.info.insert(reph, at: newPosition)
      if start < base && base <= newPosition { base -= 1 }
    }

    // STEP 4: a pre-base reordering consonant that formed moves before the base.
    if tryPref && base + 1 < end {
      for i in (base + 1)..<end where buffer.info[i].mask & plan.prefMask != 0 {
        if ligatedAndDidNotMultiply(buffer.info[i]) {
          var newPosition = base
          while newPosition > start && !isOne(buffer.info[newPosition - 1], C.matra, C.halant) {
            newPosition -= 1
          }
          if newPosition > start && isHalant(buffer.info[newPosition - 1]) && newPosition < end
            && isJoiner(buffer.info[newPosition])
          {
            newPosition += 1
          }
          buffer.mergeClusters(newPosition, i + 1)
          let moved = buffer.info.remove(at: i)
          buffer.info.insert(moved, at: newPosition)
          if newPosition <= base && base < i { base += 1 }
        }
        break
      }
    }

    // STEP 5: `init` for a left matra at the start of a word.
    if buffer.info[start].indicPosition == P.preMatra
      && (start == 0 || !isWordCharacter(buffer.info[start - 1].scalar))
    {
      buffer.info[start].mask |= plan.initMask
    }
  }

  /// Where reph goes (HarfBuzz's reading of the specifications' steps 2 to 6).
  private static func rephTarget(
    _ buffer: ShapingBuffer, _ start: Int, _ end: Int, base: Int, plan: IndicPlan
  )
    -> Int
  {
    typealias P = IndicPosition
    // After the first explicit halant between reph and the base (and a joiner after it).
    var position = start + 1
    while position < base && !isHalant(buffer.info[position]) { position += 1 }
    if position < base && isHalant(buffer.info[position]) {
      if position + 1 < base && isJoiner(buffer.info[position + 1]) { position += 1 }
      return position
    }
    if plan.rephPosition == .afterSub {
      position = base
      while position + 1 < end
        && ![P.postConsonant, P.afterPost, P.syllableModifier].contains(
          buffer.info[position + 1].indicPosition)
      {
        position += 1
      }
      if position < end { return position }
    }
    // Otherwise the end of the syllable, before syllable modifiers, and before a halant after a matra.
    position = end - 1
    while position > start && buffer.info[position].indicPosition == P.syllableModifier { position -= 1 }
    if isHalant(buffer.info[position]) {
      var i = base + 1
      while i < position {
        if buffer.info[i].indicCategory == IndicCategory.matra { position -= 1 }
        i += 1
      }
    }
    return position
  }

  /// Whether a character is a letter, a mark, a format character or unassigned (HarfBuzz's test for a
  /// word going on: general categories Cf through Mn), for the scripts shaped here.
  private static func isWordCharacter(_ scalar: UInt32) -> Bool {
    switch scalar {
    case 0x0964, 0x0965, 0x0966...0x096F, 0x0970, 0x09E6...0x09EF, 0x09F2...0x09FB, 0x09FD, 0x25CC: false
    case 0x0900...0x09FF: true
    case 0x41...0x5A, 0x61...0x7A, 0xC0...0x24F, 0x200C...0x200F, 0x2060...0x2064: true
    default: ShapingUnicode.isMark(scalar)
    }
  }
}
