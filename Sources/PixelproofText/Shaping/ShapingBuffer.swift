/// One glyph while a run is shaped: the character it came from, its glyph, and the state lookups keep.
struct GlyphInfo: Sendable {
  /// The scalar, until the glyphs are mapped (and kept for Unicode properties afterwards).
  var scalar: UInt32
  var glyph: GlyphID
  /// The index of the first scalar of its cluster.
  var cluster: Int
  /// Which features apply to it: ``ShapingPlan/globalMask`` plus per-glyph feature bits.
  var mask: UInt32
  /// GDEF class bits (``GlyphDefinitions``) and what substitutions did to it.
  var glyphProperties: UInt16 = 0
  /// HarfBuzz's ligature properties: the ligature id in bits 5–7, bit 4 set on a ligature itself,
  /// and the component count (on a ligature) or the component a mark belongs to (bits 0–3).
  var ligatureProperties: UInt8 = 0
  /// Unicode: whether a mark (Mn, Mc, Me), whether a nonspacing mark (Mn), the combining class.
  var isMark: Bool
  var isNonspacingMark: Bool
  var combiningClass: UInt8
  var isDefaultIgnorable: Bool
  /// Set for a glyph that continues a grapheme (a mark): clusters are formed from these.
  var isContinuation: Bool
  /// The Arabic joining form chosen for it (an index into the plan's joining masks).
  var joiningAction: UInt8 = 0
  /// The Indic shaper's category and position of its character (``IndicCategory``, ``IndicPosition``).
  var indicCategory: UInt8 = 0
  var indicPosition: UInt8 = 0
  /// The Indic syllable it belongs to: a serial (1 to 15, then again from 1) in the high four bits and
  /// the syllable's kind below; 0 outside Indic runs. Lookups of per-syllable features match within one.
  var syllable: UInt8 = 0

  init(scalar: UInt32, cluster: Int, mask: UInt32) {
    self.scalar = scalar
    self.glyph = GlyphID(rawValue: 0)
    self.cluster = cluster
    self.mask = mask
    isMark = ShapingUnicode.isMark(scalar)
    isNonspacingMark = ShapingUnicode.isNonspacingMark(scalar)
    combiningClass = isMark ? ShapingUnicode.combiningClass(scalar) : 0
    isDefaultIgnorable = ShapingUnicode.isDefaultIgnorable(scalar)
    // Marks, ZWJ and the other Other_Grapheme_Extend characters that are not marks (halfwidth
    // katakana voiced sound marks, tags) continue a grapheme; ZWNJ does not, as HarfBuzz decides. An
    // Extended_Pictographic character after ZWJ is not joined to it (no emoji property table here).
    isContinuation =
      isMark || scalar == 0x200D || (0xFF9E...0xFF9F).contains(scalar) || (0xE0020...0xE007F).contains(scalar)
  }

  /// Replaces the scalar, refreshing the Unicode properties (the continuation flag is kept).
  mutating func setScalar(_ scalar: UInt32) {
    let continuation = isContinuation
    self = GlyphInfo(scalar: scalar, cluster: cluster, mask: mask)
    isContinuation = continuation
  }

  /// Default-ignorable and not produced by a substitution (HarfBuzz's test).
  var isIgnorable: Bool { isDefaultIgnorable && glyphProperties & GlyphDefinitions.substituted == 0 }
  var isZWJ: Bool { scalar == 0x200D }
  var isZWNJ: Bool { scalar == 0x200C }
  /// Hidden default-ignorables (CGJ, Mongolian variation selectors, tags) are never matched as joiners.
  var isHidden: Bool {
    scalar == 0x034F || (0x180B...0x180D).contains(scalar) || (0xE0020...0xE007F).contains(scalar)
  }

  var isBaseGlyph: Bool { glyphProperties & GlyphDefinitions.baseGlyph != 0 }
  var isLigatureGlyph: Bool { glyphProperties & GlyphDefinitions.ligature != 0 }
  var isMarkGlyph: Bool { glyphProperties & GlyphDefinitions.mark != 0 }
  var isMultiplied: Bool { glyphProperties & GlyphDefinitions.multiplied != 0 }
  var isLigated: Bool { glyphProperties & GlyphDefinitions.ligated != 0 }
  var isSubstituted: Bool { glyphProperties & GlyphDefinitions.substituted != 0 }

  var ligatureID: Int { Int(ligatureProperties >> 5) }
  private var isLigatureBase: Bool { ligatureProperties & 0x10 != 0 }
  /// The component of a ligature this glyph belongs to (0 on a ligature itself or a free glyph).
  var ligatureComponent: Int { isLigatureBase ? 0 : Int(ligatureProperties & 0x0F) }
  /// How many components a ligature glyph has (1 for any other glyph).
  var ligatureComponentCount: Int {
    isLigatureGlyph && isLigatureBase ? Int(ligatureProperties & 0x0F) : 1
  }

  mutating func setLigatureProperties(id: Int, componentCount: Int) {
    ligatureProperties =
      UInt8(truncatingIfNeeded: id << 5) | 0x10 | UInt8(truncatingIfNeeded: componentCount & 0x0F)
  }

  mutating func setMarkLigatureProperties(id: Int, component: Int) {
    ligatureProperties = UInt8(truncatingIfNeeded: id << 5) | UInt8(truncatingIfNeeded: component & 0x0F)
  }
}

/// Where a glyph goes, in font units, and what GPOS attached it to.
struct GlyphPosition: Sendable {
  var advance = 0
  var offsetX = 0
  var offsetY = 0
  /// The relative index of the glyph this one is attached to (0 for none).
  var attachChain = 0
  var attachType: UInt8 = 0

  static let attachMark: UInt8 = 1
  static let attachCursive: UInt8 = 2
}

/// The glyphs of a run while it is shaped, in logical order, and the limits on the work done to them.
///
/// Bounds (HarfBuzz's): lookups may grow the run to at most max(16,384, 64 × its length) glyphs and
/// take at most max(16,384, 1,024 × its length) operations (a lookup tried at one position, a rule
/// tried, a nested lookup applied); past either, shaping stops applying lookups and returns what it has.
struct ShapingBuffer: Sendable {
  var info: [GlyphInfo]
  var positions: [GlyphPosition] = []
  let maxLength: Int
  var operationsLeft: Int
  private var serial = 0

  init(_ info: [GlyphInfo]) {
    self.info = info
    maxLength = max(16_384, 64 * info.count)
    operationsLeft = max(16_384, 1_024 * info.count)
  }

  /// Spends one operation; false once the budget is gone.
  mutating func spendOperation() -> Bool {
    operationsLeft -= 1
    return operationsLeft >= 0
  }

  /// A new ligature id, 1 to 7 in turn.
  mutating func allocateLigatureID() -> Int {
    serial += 1
    var id = serial & 7
    if id == 0 {
      serial += 1
      id = serial & 7
    }
    return id
  }

  /// Gives `start ..< end` one cluster, the smallest of theirs, extending the range over neighbours
  /// that share the first or last glyph's cluster (HarfBuzz's `merge_clusters` at cluster level 0).
  mutating func mergeClusters(_ start: Int, _ end: Int) {
    var start = start, end = end
    guard end - start >= 2 else { return }
    var cluster = info[start].cluster
    for i in (start + 1)..<end { cluster = min(cluster, info[i].cluster) }
    if cluster != info[end - 1].cluster {
      while end < info.count && info[end - 1].cluster == info[end].cluster { end += 1 }
    }
    if cluster != info[start].cluster {
      while start > 0 && info[start - 1].cluster == info[start].cluster { start -= 1 }
    }
    for i in start..<end { info[i].cluster = cluster }
  }
}
