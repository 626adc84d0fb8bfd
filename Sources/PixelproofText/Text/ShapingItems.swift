import PixelproofGraphics

/// Runs of clusters in a script whose glyphs depend on their neighbours (Arabic joining, Hebrew and Thai
/// marks, Devanagari and Bengali syllables), shaped as one by ``TextShaper`` and given back to their
/// clusters.
///
/// An item is a stretch of consecutive clusters of one text run, drawn by one script face at one bidi
/// level: a run of one script, one font and one direction. The spaces, digits and punctuation inside a
/// run of the script come from its face too when it has them (``sharedClusterFaces(_:)``), so an item
/// is a phrase rather than a word. Each cluster gets the shaped glyphs of the characters it holds,
/// placed from its left edge with the shaper's advances and offsets, and their advances as its own; a
/// ligature of several clusters belongs to the first, and the others draw nothing and take no room.
/// Glyphs of a right-to-left item come in visual order, as the line shows its clusters.
enum ShapingItems {
  /// What makes consecutive clusters one item: their run, their face, that face's script and their
  /// bidi level.
  struct Key {
    let run: Int
    let face: FontFace
    let script: ShapingScript
    let level: UInt8

    /// A key for clusters drawn by the cascade's `cascadeFace`; nil when that script is not shaped
    /// (Latin, CJK).
    init?(run: Int, face: FontFace, cascadeFace: FontCascade.Face, level: UInt8) {
      switch cascadeFace {
      case .arabic: script = .arabic
      case .hebrew: script = .hebrew
      case .thai: script = .thai
      case .devanagari: script = .devanagari
      case .bengali: script = .bengali
      default: return nil
      }
      self.run = run
      self.face = face
      self.level = level
    }

    func continues(_ other: Key) -> Bool {
      run == other.run && script == other.script && level == other.level
        && face.fingerprint == other.face.fingerprint
    }
  }

  /// What a shaper is made for: a face (by its fingerprint, which names the exact file), a script and a
  /// direction.
  private struct ShaperKey: Hashable, Sendable {
    let face: String
    let script: ShapingScript
    let direction: ShapingDirection
  }

  /// Shapers for every thread of the process: a shaper's plan reads the face's layout tables, so it is
  /// made once per face, script and direction rather than once per label.
  private static let shapers = BoundedCache<ShaperKey, TextShaper>(capacity: 64)

  /// Shapes every item of `clusters` (keys parallel to them) and replaces its clusters' glyphs and
  /// advances.
  ///
  /// - Throws: ``FontError`` when the face's layout tables, or a glyph's outline, cannot be read.
  static func shape(
    _ clusters: inout [ShapedText.Cluster], keys: [Key?], letterSpacing: Double
  ) throws(FontError) {
    var start = 0
    while start < keys.count {
      guard let key = keys[start] else {
        start += 1
        continue
      }
      var end = start + 1
      while end < keys.count, let next = keys[end], next.continues(key) { end += 1 }
      let direction: ShapingDirection = key.level & 1 == 1 ? .rightToLeft : .leftToRight
      let shaper = try shapers.value(
        for: ShaperKey(face: key.face.fingerprint, script: key.script, direction: direction)
      ) {
        () throws(FontError) in try TextShaper(face: key.face, script: key.script, direction: direction)
      }
      try shapeItem(&clusters, start..<end, with: shaper, face: key.face, letterSpacing: letterSpacing)
      start = end
    }
  }

  private static func shapeItem(
    _ clusters: inout [ShapedText.Cluster], _ item: Range<Int>, with shaper: TextShaper, face: FontFace,
    letterSpacing: Double
  ) throws(FontError) {
    // STEP 1: the item's scalars, and where each cluster's start.
    var scalars: [Unicode.Scalar] = []
    var starts: [Int] = []
    for index in item {
      starts.append(scalars.count)
      scalars.append(contentsOf: clusters[index].character.unicodeScalars)
    }
    // STEP 2: each shaped glyph to the cluster that holds its first character.
    var glyphs = [[ShapedGlyph]](repeating: [], count: item.count)
    for glyph in try shaper.shape(scalars) {
      var (low, high) = (0, starts.count)
      while low < high {
        let middle = (low + high) / 2
        if starts[middle] <= glyph.cluster { low = middle + 1 } else { high = middle }
      }
      glyphs[max(0, low - 1)].append(glyph)
    }
    // STEP 3: each cluster's glyphs placed from its left edge, its advance theirs.
    for (offset, index) in item.enumerated() {
      let scale = clusters[index].size / Double(face.unitsPerEm)
      var pen = 0.0
      var placed: [(shape: GlyphRun.Shape, x: Double, y: Double)] = []
      for glyph in glyphs[offset] {
        placed.append(
          (
            try GlyphOutlineCache.shape(of: glyph.glyph, in: face), pen + Double(glyph.offsetX) * scale,
            Double(glyph.offsetY) * scale
          ))
        pen += Double(glyph.advance) * scale
      }
      clusters[index].glyphs = placed
      clusters[index].advance = glyphs[offset].isEmpty ? 0 : pen + letterSpacing
    }
  }
}
