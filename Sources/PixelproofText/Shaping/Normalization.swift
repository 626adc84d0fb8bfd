/// HarfBuzz's normalization before shaping ("composed diacritics" mode): characters the font lacks
/// are decomposed into ones it has, marks are put in canonical order (HarfBuzz's modified combining
/// classes, at most 32 marks in a row), and a base and a mark are composed again where the font has
/// the composite. Each glyph gets the font's glyph for its character here.
///
/// For Devanagari and Bengali (HarfBuzz's Indic shaper): every character is decomposed, not only those
/// before marks; RRA (U+0931, U+09DC) and RHA (U+09DD) stay whole; nothing composes with a mark as its
/// first part (split matras stay split), and YYA (U+09DF) composes though it is a composition exclusion.
///
/// Left out: variation selectors (their sequences are not looked up in `cmap` format 14), the
/// fallback of Unicode spaces to the space glyph, and U+2011's fallback to U+2010.
enum Normalization {
  static let maxCombiningMarks = 32

  static func normalize(_ buffer: inout ShapingBuffer, face: FontFace, script: ShapingScript) {
    func glyph(_ scalar: UInt32) -> GlyphID? {
      Unicode.Scalar(scalar).flatMap { face.glyph(for: $0) }
    }
    let isIndic = script == .devanagari || script == .bengali

    // ROUND 1: decompose. Runs of non-marks keep their glyph when the font has one ("shortest");
    // a base followed by marks, and the marks, are decomposed as far as the font allows.
    var output: [GlyphInfo] = []
    output.reserveCapacity(buffer.info.count)
    var allSimple = true
    let count = buffer.info.count
    var index = 0
    func decompose(_ info: GlyphInfo, _ scalar: UInt32, shortest: Bool, depth: Int) -> [GlyphInfo]? {
      guard depth < 8, !(isIndic && [0x0931, 0x09DC, 0x09DD].contains(scalar)),
        let (a, b) = ShapingUnicode.decomposition(scalar)
      else { return nil }
      var bGlyph: GlyphID?
      if b != 0 {
        guard let found = glyph(b) else { return nil }
        bGlyph = found
      }
      func piece(_ scalar: UInt32, _ glyph: GlyphID) -> GlyphInfo {
        var piece = info
        piece.setScalar(scalar)
        piece.glyph = glyph
        return piece
      }
      let aGlyph = glyph(a)
      var tail: [GlyphInfo] = []
      if let bGlyph { tail.append(piece(b, bGlyph)) }
      if shortest, let aGlyph { return [piece(a, aGlyph)] + tail }
      if let inner = decompose(info, a, shortest: shortest, depth: depth + 1) { return inner + tail }
      if let aGlyph { return [piece(a, aGlyph)] + tail }
      return nil
    }
    func decomposeCurrent(_ info: GlyphInfo, shortest: Bool) {
      var info = info
      if shortest, let found = glyph(info.scalar) {
        info.glyph = found
        output.append(info)
        return
      }
      if let pieces = decompose(info, info.scalar, shortest: shortest, depth: 0) {
        output.append(contentsOf: pieces)
        return
      }
      info.glyph = glyph(info.scalar) ?? FontFace.missingGlyph
      output.append(info)
    }
    while index < count {
      var end = index + 1
      while end < count && !buffer.info[end].isMark { end += 1 }
      if end < count { end -= 1 }  // leave one base for the marks to cluster with
      while index < end {
        decomposeCurrent(buffer.info[index], shortest: !isIndic)
        index += 1
      }
      guard index < count else { break }
      allSimple = false
      end = index + 1
      while end < count && buffer.info[end].isMark { end += 1 }
      while index < end {
        decomposeCurrent(buffer.info[index], shortest: false)
        index += 1
      }
    }
    buffer.info = output
    guard !allSimple else { return }

    // ROUND 2: canonical order of each run of marks, stable, merging the clusters of moved marks.
    var i = 0
    while i < buffer.info.count {
      guard buffer.info[i].combiningClass != 0 else {
        i += 1
        continue
      }
      var end = i + 1
      while end < buffer.info.count && buffer.info[end].combiningClass != 0 { end += 1 }
      if end - i <= maxCombiningMarks {
        sortMarks(&buffer, i, end)
        if script == .arabic { ArabicJoining.reorderModifierMarks(&buffer, i, end) }
      }
      i = end
    }

    // ROUND 3: compose a mark with the starter before it when nothing between blocks it and the
    // font has the composite.
    var composed: [GlyphInfo] = [buffer.info[0]]
    var starter = 0
    for position in 1..<buffer.info.count {
      let current = buffer.info[position]
      if current.isMark,
        starter == composed.count - 1 || composed[composed.count - 1].combiningClass < current.combiningClass,
        let scalar = compose(composed[starter].scalar, current.scalar, isIndic: isIndic),
        let found = glyph(scalar)
      {
        // Merge the clusters of the starter through this mark (the out-buffer form of merge_clusters).
        var cluster = current.cluster
        for k in starter..<composed.count { cluster = min(cluster, composed[k].cluster) }
        for k in starter..<composed.count { composed[k].cluster = cluster }
        composed[starter].setScalar(scalar)
        composed[starter].glyph = found
        continue
      }
      composed.append(current)
      if current.combiningClass == 0 { starter = composed.count - 1 }
    }
    buffer.info = composed
  }

  /// The composite of `first` and `second`, with the Indic shaper's exceptions.
  private static func compose(_ first: UInt32, _ second: UInt32, isIndic: Bool) -> UInt32? {
    if isIndic {
      if ShapingUnicode.isMark(first) { return nil }
      if first == 0x09AF && second == 0x09BC { return 0x09DF }
    }
    return ShapingUnicode.composition(first, second)
  }

  /// HarfBuzz's stable insertion sort by combining class over `start ..< end`.
  private static func sortMarks(_ buffer: inout ShapingBuffer, _ start: Int, _ end: Int) {
    guard end - start >= 2 else { return }
    for i in (start + 1)..<end {
      var j = i
      while j > start && buffer.info[j - 1].combiningClass > buffer.info[i].combiningClass { j -= 1 }
      if i == j { continue }
      buffer.mergeClusters(j, i + 1)
      let moved = buffer.info.remove(at: i)
      buffer.info.insert(moved, at: j)
    }
  }
}
