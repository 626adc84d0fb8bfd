import PixelproofGraphics

/// Text turned into grapheme clusters, each with the face that has its glyphs, those glyphs and its
/// advance: the input of line breaking, and what is drawn.
struct ShapedText: Sendable {
  struct Cluster: Sendable {
    let character: Character
    /// The ``FontFace/fingerprint`` of the face that drew the cluster.
    let face: String
    /// Glyphs, their x offsets from the cluster's left edge and y offsets up from the baseline, in
    /// points (y is 0 but for marks a shaped run places).
    var glyphs: [(shape: GlyphRun.Shape, x: Double, y: Double)]
    /// Colour images (emoji) and their glyph origins' x offsets from the cluster's left edge, in points.
    var images: [(image: ColorGlyphCache.Entry, x: Double)] = []
    /// The pen's move after the cluster, in points: advances, kerning with the next cluster in the same
    /// face and run, and letter spacing.
    var advance: Double
    let size: Double
    let color: Color
    /// Line metrics of the face that drew the cluster, in points.
    let ascent: Double
    let descent: Double
    let lineGap: Double
  }

  var clusters: [Cluster]
  /// Characters no face had a glyph for, drawn as the first face's missing-glyph box.
  var missing: [Character]
  /// Metrics of the first run's font, for empty text and empty lines.
  let defaultMetrics: (ascent: Double, descent: Double, lineGap: Double)
  /// The ellipsis "…" in the first run's font.
  let ellipsis: Cluster?

  /// - Throws: ``FontError`` when a bundled font cannot be read or a glyph's outline is malformed.
  ///
  /// - Parameter levels: the clusters' bidi levels; a bracket at an odd level is drawn with its mirrored
  ///   glyph (UAX #9 L4), "(" as ")". Nil for text all at level 0.
  init(_ runs: [TextRun], letterSpacing: Double, levels: ClusterLevels? = nil) throws(FontError) {
    // The script faces, the CJK and the emoji faces (10 MB together) are read only when a character
    // needs them: Latin text never pays for parsing them, which was most of a process's first
    // verification. BundledFonts parses each face once per process, on first use.
    func fallback() throws(FontError) -> FontFace { try BundledFonts.droidSansFallback() }
    func emoji() throws(FontError) -> FontFace { try BundledFonts.notoColorEmoji() }
    clusters = []
    missing = []
    var previous: (face: String, glyph: GlyphID, run: Int)?
    // For each cluster drawn by a script face whose text needs shaping: its run, face and script.
    var shapingKeys: [ShapingItems.Key?] = []
    let sharedClusterFaces = try ShapingItems.sharedClusterFaces(runs)
    for (runIndex, run) in runs.enumerated() {
      let primary = try run.font.family.face(for: run.font.weight)
      for character in run.text {
        // STEP 0: the character whose glyphs are drawn: its mirror when it is right to left.
        var shown = character
        if let levels { shown = Self.mirrored(character, at: clusters.count, levels: levels) }
        // Format characters alone (bidi controls, a zero-width space, a word joiner) are not drawn and
        // take no room, as shapers hide default-ignorable characters: bidi has already read them.
        if Self.isInvisible(character) {
          clusters.append(Self.invisible(character, face: primary, run: run))
          shapingKeys.append(nil)
          previous = nil
          continue
        }
        // STEP 1: the face with a glyph for every scalar. A space, digit or punctuation mark inside a run
        // of Arabic, Hebrew or Thai: that script's face, when it has them. Otherwise the cascade's
        // order: the run's, then the face FontCascade names for the cluster's script, then the CJK
        // fallback, then the emoji font, else the run's missing-glyph box. A variation selector asks for
        // emoji (U+FE0F) or text (U+FE0E) presentation: the emoji font comes first or last, and the
        // selector itself, which no bundled face maps, is dropped as shapers drop it.
        let face: FontFace
        var glyphIDs: [GlyphID]
        var shapingKey: ShapingItems.Key?
        let level = levels?.level(of: clusters.count) ?? 0
        if let shared = sharedClusterFaces?[clusters.count], !character.isNewline,
          case let runFace = try BundledFonts.face(shared, weight: run.font.weight),
          let ids = Self.glyphs(for: Array(shown.unicodeScalars), in: runFace)
        {
          (face, glyphIDs) = (runFace, ids)
          shapingKey = ShapingItems.Key(run: runIndex, face: runFace, cascadeFace: shared, level: level)
        } else if let id = Self.onlyGlyph(of: shown, in: primary) {
          // Most characters: what the search below finds first, without the arrays it builds, which
          // were about a sixth of a debug build's shaping time.
          (face, glyphIDs) = (primary, [id])
        } else {
          let scalars = Array(shown.unicodeScalars)
          let selectorless = scalars.filter { $0 != "\u{FE0E}" && $0 != "\u{FE0F}" }
          let script = scalars.first.flatMap(FontCascade.face(for:))
          func scriptFace() throws(FontError) -> FontFace? {
            guard let script else { return nil }
            return try BundledFonts.face(script, weight: run.font.weight)
          }
          if character.isNewline {
            (face, glyphIDs) = (primary, [])
          } else if scalars.contains("\u{FE0F}"),
            let ids = try Self.emojiGlyphs(for: selectorless, in: emoji())
          {
            (face, glyphIDs) = (try emoji(), ids)
          } else if let ids = Self.glyphs(for: scalars, in: primary) {
            (face, glyphIDs) = (primary, ids)
          } else if let scriptFace = try scriptFace(), let ids = Self.glyphs(for: scalars, in: scriptFace) {
            (face, glyphIDs) = (scriptFace, ids)
            shapingKey = script.flatMap {
              ShapingItems.Key(run: runIndex, face: scriptFace, cascadeFace: $0, level: level)
            }
          } else if script != .cjk, let ids = Self.glyphs(for: scalars, in: try fallback()) {
            (face, glyphIDs) = (try fallback(), ids)
          } else if selectorless.count < scalars.count, let ids = Self.glyphs(for: selectorless, in: primary)
          {
            (face, glyphIDs) = (primary, ids)
          } else if selectorless.count < scalars.count, let scriptFace = try scriptFace(),
            let ids = Self.glyphs(for: selectorless, in: scriptFace)
          {
            (face, glyphIDs) = (scriptFace, ids)
          } else if selectorless.count < scalars.count,
            let ids = Self.glyphs(for: selectorless, in: try fallback())
          {
            (face, glyphIDs) = (try fallback(), ids)
          } else if let ids = try Self.emojiGlyphs(for: selectorless, in: emoji()) {
            (face, glyphIDs) = (try emoji(), ids)
          } else {
            (face, glyphIDs) = (primary, [FontFace.missingGlyph])
            missing.append(character)
          }
        }
        // STEP 2: kerning with the previous cluster, when both are in this run and face.
        let faceScale = run.font.size / Double(face.unitsPerEm)
        if let previous, previous.run == runIndex, previous.face == face.fingerprint,
          let first = glyphIDs.first,
          !clusters.isEmpty
        {
          clusters[clusters.count - 1].advance +=
            Double(face.kerning(between: previous.glyph, and: first)) * faceScale
        }
        // STEP 3: glyph positions inside the cluster, and its advance.
        var pen = 0.0
        var placed: [(shape: GlyphRun.Shape, x: Double, y: Double)] = []
        var images: [(image: ColorGlyphCache.Entry, x: Double)] = []
        for id in glyphIDs {
          if face.hasColorBitmaps {
            if let image = try ColorGlyphCache.entry(of: id, in: face) { images.append((image, pen)) }
          } else {
            placed.append((try GlyphOutlineCache.shape(of: id, in: face), pen, 0))
          }
          pen += Double(face.advance(of: id)) * faceScale
        }
        var cluster = Cluster(
          character: character, face: face.fingerprint, glyphs: placed,
          advance: character.isNewline ? 0 : pen + letterSpacing,
          size: run.font.size,
          color: run.color ?? .black, ascent: Double(face.ascender) * faceScale,
          descent: Double(-face.descender) * faceScale, lineGap: Double(face.lineGap) * faceScale)
        cluster.images = images
        clusters.append(cluster)
        shapingKeys.append(shapingKey)
        previous = glyphIDs.last.map { (face.fingerprint, $0, runIndex) }
      }
    }
    // STEP 4: runs of clusters in a script that needs shaping (Arabic, Hebrew, Thai), shaped as one.
    try ShapingItems.shape(&clusters, keys: shapingKeys, letterSpacing: letterSpacing)
    // The first run's font gives empty lines their height and draws the ellipsis.
    if let first = runs.first {
      let face = try first.font.family.face(for: first.font.weight)
      let scale = first.font.size / Double(face.unitsPerEm)
      defaultMetrics = (
        Double(face.ascender) * scale, Double(-face.descender) * scale, Double(face.lineGap) * scale
      )
      if let dots = face.glyph(for: "\u{2026}") {
        ellipsis = Cluster(
          character: "\u{2026}", face: face.fingerprint,
          glyphs: [(try GlyphOutlineCache.shape(of: dots, in: face), 0, 0)],
          advance: Double(face.advance(of: dots)) * scale, size: first.font.size,
          color: first.color ?? .black, ascent: defaultMetrics.ascent, descent: defaultMetrics.descent,
          lineGap: defaultMetrics.lineGap)
      } else {
        ellipsis = nil
      }
    } else {
      defaultMetrics = (0, 0, 0)
      ellipsis = nil
    }
  }

  /// The glyphs of a cluster in a colour font, its ligatures formed, or nil when a scalar is not mapped
  /// or a glyph that takes up space has no image.
  ///
  /// - Throws: ``FontError`` when a glyph's image entry is malformed.
  private static func emojiGlyphs(
    for scalars: [Unicode.Scalar], in face: FontFace
  ) throws(FontError)
    -> [GlyphID]?
  {
    guard !scalars.isEmpty, let mapped = glyphs(for: scalars, in: face) else { return nil }
    let formed = face.formingLigatures(mapped)
    for glyph in formed where face.advance(of: glyph) > 0 {
      guard try face.colorBitmap(of: glyph) != nil else { return nil }
    }
    return formed
  }

  /// Whether every scalar of `character` is default-ignorable (and it is not a line break).
  private static func isInvisible(_ character: Character) -> Bool {
    !character.isNewline
      && character.unicodeScalars.allSatisfy { ShapingUnicode.isDefaultIgnorable($0.value) }
  }

  /// A cluster that draws nothing and takes no room, with `face`'s line metrics.
  private static func invisible(_ character: Character, face: FontFace, run: TextRun) -> Cluster {
    let scale = run.font.size / Double(face.unitsPerEm)
    return Cluster(
      character: character, face: face.fingerprint, glyphs: [], advance: 0, size: run.font.size,
      color: run.color ?? .black, ascent: Double(face.ascender) * scale,
      descent: Double(-face.descender) * scale, lineGap: Double(face.lineGap) * scale)
  }

  /// The glyphs for every scalar of a cluster in `face`, or nil when one is missing.
  private static func glyphs(for scalars: [Unicode.Scalar], in face: FontFace) -> [GlyphID]? {
    var result: [GlyphID] = []
    for scalar in scalars {
      guard let glyph = glyph(for: scalar, in: face) else { return nil }
      result.append(glyph)
    }
    return result
  }

  /// The glyph for a character of one scalar in `face`, or nil for the full search of the shaping loop:
  /// when the character is a line break or a variation selector, has several scalars, or `face` lacks
  /// its glyph.
  private static func onlyGlyph(of character: Character, in face: FontFace) -> GlyphID? {
    let scalars = character.unicodeScalars
    guard let scalar = scalars.first, scalars.index(after: scalars.startIndex) == scalars.endIndex,
      !character.isNewline, scalar != "\u{FE0E}", scalar != "\u{FE0F}"
    else { return nil }
    return glyph(for: scalar, in: face)
  }

  /// The glyph for `scalar` in `face` (a tab is drawn as a space), or nil when it has none.
  private static func glyph(for scalar: Unicode.Scalar, in face: FontFace) -> GlyphID? {
    face.glyph(for: scalar) ?? (scalar == "\t" ? face.glyph(for: " ") : nil)
  }

  /// `character`, or its Bidi_Mirroring_Glyph when it is one scalar drawn right to left.
  private static func mirrored(_ character: Character, at cluster: Int, levels: ClusterLevels) -> Character {
    let scalars = character.unicodeScalars
    guard scalars.count == 1, let scalar = scalars.first, let mirror = UnicodeBidi.mirror(of: scalar.value),
      levels.isRightToLeft(cluster), let mirrored = Unicode.Scalar(mirror)
    else { return character }
    return Character(mirrored)
  }
}
