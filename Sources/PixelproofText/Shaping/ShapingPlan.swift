/// Which lookups a run of one script applies, in which order and to which glyphs: HarfBuzz's shape
/// plan for the default, Arabic, Hebrew, Thai and Indic shapers.
struct ShapingPlan: Sendable {
  /// A lookup to apply, with the feature bits a glyph needs for it and how it treats joiners.
  struct PlannedLookup: Sendable {
    let index: Int
    var mask: UInt32
    var autoZWJ: Bool
    var autoZWNJ: Bool
    /// Whether its contexts stay within one Indic syllable.
    var perSyllable = false
  }

  /// The shaper's work after a GSUB stage (HarfBuzz's pause callbacks).
  enum Pause: Sendable { case findSyllables, initialReordering, finalReordering }

  /// A planned lookup read once, with the digest of the glyphs it can start at.
  struct PreparedLookup: Sendable {
    let lookup: LayoutTable.Lookup
    let digest: LookupDigest
  }

  /// The bit every glyph has: global features use it.
  static let globalMask: UInt32 = 1 << 31
  /// Arabic joining forms, by action (isol, fina, fin2, fin3, medi, med2, init, none).
  static let joiningTags = ["isol", "fina", "fin2", "fin3", "medi", "med2", "init"]
  static func joiningMask(_ action: UInt8) -> UInt32 { action < 7 ? 1 << (UInt32(action) + 1) : 0 }
  /// Right-to-left glyphs that were not mirrored by character get `rtlm`.
  static let mirroringMask: UInt32 = 1 << 9

  let script: ShapingScript
  let direction: ShapingDirection
  let substitution: LayoutTable?
  let positioning: LayoutTable?
  let definitions: GlyphDefinitions
  /// GSUB lookups by stage (HarfBuzz's pauses), each stage in lookup-list order.
  let substitutionStages: [[PlannedLookup]]
  let positioningLookups: [PlannedLookup]
  /// What runs after each GSUB stage (nil: nothing).
  let pauses: [Pause?]
  /// The Indic shaper's plan, for Devanagari and Bengali.
  let indic: IndicPlan?
  /// The planned lookups of each table, read, at their lookup index (nil for lookups not planned): an
  /// array, so that a shaper's applier starts from it without hashing.
  let preparedSubstitutions: [PreparedLookup?]
  let preparedPositionings: [PreparedLookup?]

  private struct Feature {
    let tag: String
    var isGlobal: Bool
    var manualZWJ: Bool
    var manualZWNJ: Bool
    var perSyllable: Bool
    var stage: Int
    var mask: UInt32
  }

  init(face: FontFace, script: ShapingScript, direction: ShapingDirection) throws(FontError) {
    self.script = script
    self.direction = direction
    let tags = script.openTypeTags
    substitution = try face.layoutTable("GSUB").map { (table) throws(FontError) in
      try LayoutTable(table, scriptTags: tags, isPositioning: false)
    }
    positioning = try face.layoutTable("GPOS").map { (table) throws(FontError) in
      try LayoutTable(table, scriptTags: tags, isPositioning: true)
    }
    definitions = try GlyphDefinitions(face.layoutTable("GDEF"))

    // STEP 1: the features, in the order HarfBuzz adds them, each in the GSUB stage current then.
    var features: [Feature] = []
    var stage = 0
    var pausesByStage: [Int: Pause] = [:]
    let isIndic = script == .devanagari || script == .bengali
    func add(
      _ tag: String, global: Bool = true, manualZWJ: Bool = false, manualZWNJ: Bool = false,
      perSyllable: Bool = false, mask: UInt32 = 0
    ) {
      if let existing = features.firstIndex(where: { $0.tag == tag }) {
        features[existing].isGlobal = features[existing].isGlobal || global
        return
      }
      let bits = global ? Self.globalMask : mask
      features.append(
        Feature(
          tag: tag, isGlobal: global, manualZWJ: manualZWJ, manualZWNJ: manualZWNJ, perSyllable: perSyllable,
          stage: stage, mask: bits))
    }
    add("rvrn")
    stage += 1
    if direction == .leftToRight {
      add("ltra")
      add("ltrm")
    } else {
      add("rtla")
      add("rtlm", global: false, mask: Self.mirroringMask)
    }
    if script == .arabic {
      add("stch")
      stage += 1
      add("ccmp", manualZWJ: true)
      add("locl", manualZWJ: true)
      stage += 1
      for (action, tag) in Self.joiningTags.enumerated() {
        add(tag, global: false, manualZWJ: true, mask: Self.joiningMask(UInt8(action)))
        stage += 1
      }
      stage += 1
      add("rlig", manualZWJ: true)
      stage += 1
      add("calt", manualZWJ: true)
      if try substitution?.lookupIndices(ofFeature: "rclt") == nil {
        stage += 1
        add("rclt", manualZWJ: true)
      }
      add("liga", manualZWJ: true)
      add("clig", manualZWJ: true)
      add("mset", manualZWJ: true)
    }
    if isIndic {
      // Syllables are found before any lookup; locl and ccmp; the initial reordering; the basic features
      // one stage each; an empty stage; the final reordering; the presentation features with the rest.
      pausesByStage[stage] = .findSyllables
      stage += 1
      add("locl", perSyllable: true)
      add("ccmp", perSyllable: true)
      pausesByStage[stage] = .initialReordering
      stage += 1
      for (tag, mask) in IndicPlan.basicFeatures {
        add(tag, global: mask == 0, manualZWJ: true, manualZWNJ: true, perSyllable: true, mask: mask)
        stage += 1
      }
      pausesByStage[stage] = .finalReordering
      stage += 1
      for (tag, mask) in IndicPlan.presentationFeatures {
        add(tag, global: mask == 0, manualZWJ: true, manualZWNJ: true, perSyllable: true, mask: mask)
      }
    }
    for tag in ["abvm", "blwm", "ccmp", "locl"] { add(tag) }
    add("mark", manualZWJ: true, manualZWNJ: true)
    add("mkmk", manualZWJ: true, manualZWNJ: true)
    add("rlig")
    // The Indic shaper turns liga off.
    for tag in ["calt", "clig", "curs", "dist", "kern", "liga", "rclt"] where !(isIndic && tag == "liga") {
      add(tag)
    }
    let stageCount = stage + 1
    // HarfBuzz sorts its features by tag; lookups found twice merge, so only the stage order matters.

    // STEP 2: the lookups of each feature the language system has, per stage, sorted and merged.
    func lookups(
      _ table: LayoutTable?, stageOf: (Feature) -> Int, stages: Int
    ) throws(FontError)
      -> [[PlannedLookup]]
    {
      var result = [[PlannedLookup]](repeating: [], count: stages)
      guard let table else { return result }
      let required = try table.requiredFeatureLookups()
      var requiredStage = 0
      for feature in features {
        if let required, required.tag == tagValue(feature.tag) { requiredStage = stageOf(feature) }
      }
      if let required {
        for index in required.lookups {
          result[requiredStage].append(
            PlannedLookup(index: index, mask: Self.globalMask, autoZWJ: true, autoZWNJ: true))
        }
      }
      for feature in features {
        guard let indices = try table.lookupIndices(ofFeature: feature.tag) else { continue }
        for index in indices {
          result[stageOf(feature)].append(
            PlannedLookup(
              index: index, mask: feature.mask, autoZWJ: !feature.manualZWJ, autoZWNJ: !feature.manualZWNJ,
              perSyllable: feature.perSyllable))
        }
      }
      return result.map { stage in
        var merged: [PlannedLookup] = []
        for lookup in stage.sorted(by: { $0.index < $1.index }) {
          if let last = merged.last, last.index == lookup.index {
            merged[merged.count - 1].mask |= lookup.mask
            merged[merged.count - 1].autoZWJ = last.autoZWJ && lookup.autoZWJ
            merged[merged.count - 1].autoZWNJ = last.autoZWNJ && lookup.autoZWNJ
          } else {
            merged.append(lookup)
          }
        }
        return merged
      }
    }
    substitutionStages = try lookups(substitution, stageOf: { $0.stage }, stages: stageCount)
    positioningLookups = try lookups(positioning, stageOf: { _ in 0 }, stages: 1)[0]

    // STEP 3: the planned lookups read once, each with its digest.
    func prepare(
      _ table: LayoutTable?, _ planned: [PlannedLookup], isPositioning: Bool
    ) throws(FontError)
      -> [PreparedLookup?]
    {
      guard let table else { return [] }
      var result = [PreparedLookup?](repeating: nil, count: table.lookupCount)
      for lookup in planned where result[lookup.index] == nil {
        let read = try table.lookup(lookup.index)
        result[lookup.index] = PreparedLookup(
          lookup: read, digest: LookupDigest(read, isPositioning: isPositioning))
      }
      return result
    }
    preparedSubstitutions = try prepare(substitution, substitutionStages.flatMap { $0 }, isPositioning: false)
    preparedPositionings = try prepare(positioning, positioningLookups, isPositioning: true)
    pauses = (0..<stageCount).map { pausesByStage[$0] }

    // STEP 4: the Indic shaper's plan: reph's place, the masks of the features the font has, and the
    // lookups of the features that classify consonants.
    guard isIndic else {
      indic = nil
      return
    }
    let stages = substitutionStages
    let prepared = preparedSubstitutions
    func featureLookups(_ tag: String) -> WouldSubstitute {
      guard let feature = features.first(where: { $0.tag == tag }) else {
        return WouldSubstitute(lookups: [])
      }
      return WouldSubstitute(lookups: stages[feature.stage].compactMap { prepared[$0.index]?.lookup })
    }
    let table = substitution
    func has(_ tag: String) throws(FontError) -> Bool {
      try table?.lookupIndices(ofFeature: tag) != nil
    }
    let virama: Unicode.Scalar = script == .devanagari ? "\u{094D}" : "\u{09CD}"
    let rphfMask = try has("rphf") ? IndicPlan.rphf : 0
    let prefMask = try has("pref") ? IndicPlan.pref : 0
    let initMask = try has("init") ? IndicPlan.initial : 0
    indic = IndicPlan(
      rephPosition: script == .devanagari ? .beforePost : .afterSub,
      viramaGlyph: face.glyph(for: virama), rphfMask: rphfMask, prefMask: prefMask, initMask: initMask,
      rphfLookups: featureLookups("rphf"), prefLookups: featureLookups("pref"),
      blwfLookups: featureLookups("blwf"), pstfLookups: featureLookups("pstf"),
      vatuLookups: featureLookups("vatu"))
  }

  /// Whether the font positions marks with GPOS (`mark` or `mkmk` under the chosen script).
  var hasPositioning: Bool { positioning != nil }
}
