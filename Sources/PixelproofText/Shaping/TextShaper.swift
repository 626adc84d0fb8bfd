/// Shapes runs of one script, direction and font: Unicode scalars in, positioned glyphs out, with
/// HarfBuzz's results (HarfBuzz 6.0 is the oracle the conformance test compares with).
///
/// The plan (which lookups apply, in which order) is made once; ``shape(_:)`` can then run many times.
/// Shapers: the default one (Latin, Cyrillic, Greek, CJK, Hebrew and the rest: `ccmp locl rlig liga
/// clig calt kern mark mkmk curs dist abvm blwm`), Arabic (joining forms `isol fina medi init`, then
/// `rlig calt liga clig mset`, cursive attachment), Thai (SARA AM decomposition) and Indic for
/// Devanagari and Bengali (syllables, a dotted circle in broken ones, reordering of reph and pre-base
/// matras, `nukt akhn rphf rkrf pref blwf abvf half pstf vatu cjct` one by one, then `init pres abvs blws
/// psts haln`, marks keeping their advances). Bounds on
/// hostile fonts: 64 nested lookups, 64-glyph contexts, and HarfBuzz's budgets of operations and glyphs
/// for a run's length (`ShapingBuffer`, `LookupApplier`); a table that cannot be read throws.
///
/// For the text pipeline: make one shaper per (face, script, direction) and reuse it; call ``shape(_:)``
/// per run of one script, one face and one bidi level, with the run's scalars in logical order. Cluster
/// values index those scalars; a right-to-left run comes back in visual order, so its glyphs are laid
/// left to right as they come. Offsets are in font units with y up: scale by size / ``FontFace/unitsPerEm``
/// and negate y for the y-down display list. Not done here: text outside the run is not seen (Arabic
/// joining and contexts stop at the run's ends, as HarfBuzz with no pre/post context), no dotted circle
/// is inserted before a leading mark outside Indic syllables (as `hb-shape` by default), and fonts with
/// only the old Indic script tags (`deva`, `beng`) are shaped by the new specifications' rules.
public struct TextShaper: Sendable {
  let plan: ShapingPlan
  let face: FontFace

  /// Reads the font's layout tables for `script` and `direction`.
  ///
  /// - Throws: ``FontError`` when `GSUB`, `GPOS` or `GDEF` is malformed.
  public init(face: FontFace, script: ShapingScript, direction: ShapingDirection) throws(FontError) {
    self.face = face
    plan = try ShapingPlan(face: face, script: script, direction: direction)
  }

  /// The glyphs for `scalars` (one run, in logical order), in visual order for right-to-left runs.
  ///
  /// - Throws: ``FontError`` when a lookup the text reaches is malformed.
  public func shape(_ scalars: [Unicode.Scalar]) throws(FontError) -> [ShapedGlyph] {
    guard !scalars.isEmpty else { return [] }
    let direction = plan.direction
    // STEP 1: one glyph per scalar, its cluster its index, the global features on.
    var buffer = ShapingBuffer(
      scalars.enumerated().map {
        GlyphInfo(scalar: $0.element.value, cluster: $0.offset, mask: ShapingPlan.globalMask)
      })

    // STEP 2: clusters: a base and the marks after it are one (HarfBuzz's cluster level 0).
    var start = 0
    for i in 1...buffer.info.count where i == buffer.info.count || !buffer.info[i].isContinuation {
      buffer.mergeClusters(start, i)
      start = i
    }

    // STEP 3: the shaper's preprocessing; mirrored characters for right-to-left runs.
    if plan.script == .thai { ThaiPreprocessing.decomposeSaraAm(&buffer) }
    if plan.indic != nil { IndicReordering.applyVowelConstraints(&buffer, script: plan.script) }
    if direction == .rightToLeft {
      for i in buffer.info.indices {
        let mirrored = ShapingUnicode.mirrored(buffer.info[i].scalar)
        if mirrored != buffer.info[i].scalar, let scalar = Unicode.Scalar(mirrored),
          face.glyph(for: scalar) != nil
        {
          buffer.info[i].scalar = mirrored
        } else {
          buffer.info[i].mask |= ShapingPlan.mirroringMask
        }
      }
    }

    // STEP 4: normalization (which also maps characters to glyphs), then the shaper's masks.
    Normalization.normalize(&buffer, face: face, script: plan.script)
    if plan.script == .arabic { ArabicJoining.setUpMasks(&buffer) }
    if plan.indic != nil { IndicReordering.setUpProperties(&buffer) }

    // STEP 5: glyph classes from GDEF (from Unicode without it), then GSUB stage by stage.
    for i in buffer.info.indices {
      buffer.info[i].ligatureProperties = 0
      if plan.definitions.hasGlyphClasses {
        buffer.info[i].glyphProperties = plan.definitions.properties(of: buffer.info[i].glyph)
      } else {
        let isMark = buffer.info[i].isNonspacingMark && !buffer.info[i].isDefaultIgnorable
        buffer.info[i].glyphProperties = isMark ? GlyphDefinitions.mark : GlyphDefinitions.baseGlyph
      }
    }
    if let table = plan.substitution {
      let applier = LookupApplier(
        buffer: buffer, table: table, definitions: plan.definitions, isPositioning: false,
        direction: direction, prepared: plan.preparedSubstitutions)
      for (index, stage) in plan.substitutionStages.enumerated() {
        for lookup in stage {
          try applier.apply(
            lookup: lookup.index, mask: lookup.mask, autoZWJ: lookup.autoZWJ, autoZWNJ: lookup.autoZWNJ,
            perSyllable: lookup.perSyllable)
        }
        if let pause = plan.pauses[index] { try runPause(pause, &applier.buffer) }
      }
      buffer = applier.buffer
    } else {
      for pause in plan.pauses.compactMap({ $0 }) { try runPause(pause, &buffer) }
    }

    // STEP 6: advances, GPOS, marks' advances zeroed, attachments resolved.
    buffer.positions = buffer.info.map { GlyphPosition(advance: face.advance(of: $0.glyph)) }
    if let table = plan.positioning {
      let applier = LookupApplier(
        buffer: buffer, table: table, definitions: plan.definitions, isPositioning: true,
        direction: direction,
        prepared: plan.preparedPositionings)
      for lookup in plan.positioningLookups {
        try applier.apply(
          lookup: lookup.index, mask: lookup.mask, autoZWJ: lookup.autoZWJ, autoZWNJ: lookup.autoZWNJ)
      }
      buffer = applier.buffer
    }
    // The Indic shaper leaves marks' advances as the font has them (HarfBuzz's "zero width marks: none").
    let shiftMarks = plan.positioning == nil && direction == .leftToRight
    for i in buffer.info.indices where buffer.info[i].isMarkGlyph && plan.indic == nil {
      if shiftMarks { buffer.positions[i].offsetX -= buffer.positions[i].advance }
      buffer.positions[i].advance = 0
    }
    for i in buffer.info.indices where buffer.info[i].isIgnorable {
      buffer.positions[i] = GlyphPosition()
    }
    for i in buffer.positions.indices {
      Self.propagateAttachmentOffsets(
        &buffer.positions, i, direction: direction, nestingLeft: LookupApplier.maxNesting)
    }

    // STEP 7: visual order, default-ignorables hidden (the space glyph with no advance, or removed).
    var indices = Array(buffer.info.indices)
    if direction == .rightToLeft { indices.reverse() }
    let invisible = face.glyph(for: " ")
    var result: [ShapedGlyph] = []
    result.reserveCapacity(indices.count)
    for i in indices {
      let info = buffer.info[i], position = buffer.positions[i]
      var glyph = info.glyph
      if info.isIgnorable {
        guard let invisible else { continue }
        glyph = invisible
      }
      result.append(
        ShapedGlyph(
          glyph: glyph, cluster: info.cluster, advance: position.advance, offsetX: position.offsetX,
          offsetY: position.offsetY))
    }
    return result
  }

  /// The Indic shaper's work between two GSUB stages.
  private func runPause(_ pause: ShapingPlan.Pause, _ buffer: inout ShapingBuffer) throws(FontError) {
    guard let indic = plan.indic else { return }
    switch pause {
    case .findSyllables: IndicReordering.findSyllables(&buffer)
    case .initialReordering: try IndicReordering.initialReordering(&buffer, plan: indic, face: face)
    case .finalReordering: IndicReordering.finalReordering(&buffer, plan: indic)
    }
  }

  /// Adds to an attached glyph's offset the offset of the glyph it hangs from (and, for a mark, the
  /// advances between them), following chains at most 64 long (HarfBuzz's nesting limit).
  private static func propagateAttachmentOffsets(
    _ positions: inout [GlyphPosition], _ i: Int, direction: ShapingDirection, nestingLeft: Int
  ) {
    let chain = positions[i].attachChain, type = positions[i].attachType
    guard chain != 0 else { return }
    positions[i].attachChain = 0
    let j = i + chain
    guard j >= 0, j < positions.count, nestingLeft > 0 else { return }
    propagateAttachmentOffsets(&positions, j, direction: direction, nestingLeft: nestingLeft - 1)
    if type & GlyphPosition.attachCursive != 0 {
      positions[i].offsetY += positions[j].offsetY
      return
    }
    positions[i].offsetX += positions[j].offsetX
    positions[i].offsetY += positions[j].offsetY
    guard j < i else { return }
    if direction == .leftToRight {
      for k in j..<i { positions[i].offsetX -= positions[k].advance }
    } else {
      for k in (j + 1)...i { positions[i].offsetX += positions[k].advance }
    }
  }
}

/// Shapes one run: a ``TextShaper`` made and used once.
///
/// - Parameters:
///   - scalars: the run's characters in logical order, all of one script and direction.
///   - script: picks the OpenType script and the shaper.
///   - direction: right-to-left runs come back in visual order (reversed).
///   - face: the font.
/// - Returns: glyphs with clusters, advances and offsets in font units.
/// - Throws: ``FontError`` when the font's layout tables are malformed.
public func shape(
  _ scalars: [Unicode.Scalar], script: ShapingScript, direction: ShapingDirection, face: FontFace
) throws(FontError) -> [ShapedGlyph] {
  try TextShaper(face: face, script: script, direction: direction).shape(scalars)
}
