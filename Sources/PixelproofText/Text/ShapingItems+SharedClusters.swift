extension ShapingItems {
  /// For each cluster of `runs`, the script face that draws it when it is a shared cluster (a space,
  /// digit, punctuation mark or symbol: Common or Inherited) inside a run of Arabic, Hebrew or Thai
  /// (``ScriptRuns``) whose letters the text run's font does not draw; nil for every other cluster.
  /// Returns nil when the text has no such run, found by a scan of its scalars.
  ///
  /// The face draws the cluster when it has the cluster's glyphs, so that a phrase, not each word apart,
  /// is shaped as one item with the face's own spaces, as CoreText's fallback keeps the spaces between
  /// fallback words in the fallback font. In other scripts shared clusters come from the run's font as
  /// before: a space in Chinese text is the run font's space.
  ///
  /// - Throws: ``FontError`` when a run's font cannot be read.
  static func sharedClusterFaces(_ runs: [TextRun]) throws(FontError) -> [FontCascade.Face?]? {
    // Hebrew is the first of these scripts in code point order.
    guard runs.contains(where: { $0.text.unicodeScalars.contains { $0.value >= 0x0590 } }) else { return nil }
    let scripts = ScriptRuns(runs.lazy.flatMap { $0.text }).scripts
    var faces = [FontCascade.Face?](repeating: nil, count: scripts.count)
    var found = false
    var runStart = 0
    for run in runs {
      let primary = try run.font.family.face(for: run.font.weight)
      let characters = Array(run.text)
      var start = 0
      while start < characters.count {
        let script = scripts[runStart + start]
        var end = start + 1
        while end < characters.count, scripts[runStart + end] == script { end += 1 }
        let letters = characters[start..<end].filter { !ScriptRuns.ownScript(of: $0).isShared }
        if let face = Self.face(for: script),
          letters.contains(where: { $0.unicodeScalars.first.flatMap(primary.glyph(for:)) == nil })
        {
          for index in start..<end where ScriptRuns.ownScript(of: characters[index]).isShared {
            faces[runStart + index] = face
            found = true
          }
        }
        start = end
      }
      runStart += characters.count
    }
    return found ? faces : nil
  }

  /// The bundled face of a script the engine shapes with the faces' spaces (Arabic, Hebrew, Thai).
  private static func face(for script: UnicodeScript) -> FontCascade.Face? {
    switch script {
    case .arabic: .arabic
    case .hebrew: .hebrew
    case .thai: .thai
    default: nil
    }
  }
}
