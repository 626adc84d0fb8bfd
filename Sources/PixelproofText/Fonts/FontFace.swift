import PixelproofGraphics

/// One OpenType font (one weight and style of a family), parsed once from its bytes: TrueType outlines
/// (`glyf`, `.ttf`) or PostScript ones (`CFF ` and `CFF2`, `.otf`).
///
/// Opening a font reads and checks its table directory and the tables every query needs (`head`,
/// `hhea`, `maxp`, `hmtx`, `cmap`, `loca`, and `OS/2`, `kern`, `GPOS` and `name` when present), so the
/// queries afterwards cannot fail on bad data except ``outline(of:)``, which reads one glyph from `glyf`
/// and checks it then, and ``colorBitmap(of:)``, likewise from `CBDT`. A colour bitmap font (`CBLC` and
/// `CBDT`, such as Noto Color Emoji) needs no `glyf` and `loca`; its `GSUB` ligatures are read too.
/// Values are in font units: ``unitsPerEm`` of them make one em.
///
/// A face is immutable and shared: a class, so that handing it around (text layout holds one per
/// cluster) costs one reference count, not one for each of its tables.
public final class FontFace: Sendable {
  /// The glyph drawn for characters the font lacks (`.notdef`, usually a box).
  public static let missingGlyph = GlyphID(rawValue: 0)

  /// How many font units make one em: the scale of every other value.
  public let unitsPerEm: Int
  /// The distance from the baseline up to the top of a line's glyphs (positive).
  public let ascender: Int
  /// The distance from the baseline down to the bottom of a line's glyphs (negative: below the baseline).
  public let descender: Int
  /// The extra gap between lines.
  public let lineGap: Int
  /// The height of flat capital letters such as H, when the font records it (OS/2 version 2 and later).
  public let capHeight: Int?
  /// The height of flat lowercase letters such as x, when the font records it (OS/2 version 2 and later).
  public let xHeight: Int?
  /// The weight, 100 (thin) to 900 (black), 400 regular and 700 bold, when the font has an OS/2 table.
  public let weightClass: Int?
  /// How many glyphs the font has; glyph indexes run from 0 to one less.
  public let glyphCount: Int
  /// The family name, such as "Noto Sans" (typographic family if present); "" when the font has none.
  public let familyName: String
  /// The union of every glyph's bounds, as `head` records it, in font units with y down.
  public let boundingBox: Rect
  /// A name for this exact file, the same in every process: `familyName` and a 64-bit FNV-1a hash of
  /// the table directory, which records every table's checksum and length (so it changes with any
  /// table's content, without reading megabytes). Rendered glyphs are cached under it, so two files with
  /// one family name never mix.
  public let fingerprint: String

  private let characterMap: CharacterMap
  private let metrics: HorizontalMetrics
  /// Nil for a font of colour bitmaps only.
  private let outlines: Outlines?
  private let colorBitmaps: ColorBitmaps?
  private let ligatures: GlyphLigatures?
  private let kernTable: KerningTable?
  private let pairPositioning: PairPositioning?
  /// The raw `GSUB`, `GPOS` and `GDEF` tables, for the shaper (``ShapingPlan``).
  private let substitutionTable: BinaryReader?
  private let positioningTable: BinaryReader?
  private let glyphDefinitionTable: BinaryReader?
  /// Kerning values already looked up, by pair (the left glyph above the right): a query walks the
  /// font's coverage and class tables, several binary searches through its bytes, and text repeats the
  /// same few hundred pairs (a debug build spent about a tenth of a card's verification on them).
  private let kerningMemo = BoundedCache<UInt32, Int>(capacity: 65_536)

  /// Parses a font from the bytes of a `.ttf` or `.otf` file.
  ///
  /// - Parameter data: The whole file.
  /// - Throws: ``FontError`` naming the table and the problem when the bytes are not an OpenType font
  ///   this reader understands.
  public init(data: [UInt8]) throws(FontError) {
    let tables = try TableDirectory(BinaryReader(data, table: "table directory"))
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    // The 12-byte header, then 16 bytes per table; `TableDirectory` has checked they are all there.
    let directoryLength = min(data.count, 12 + 16 * (Int(data[4]) << 8 | Int(data[5])))
    for byte in data[0..<directoryLength] { hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01b3 }

    // STEP 1: the file's tables, found; outlines come from `glyf`, `CFF ` or `CFF2` (STEP 5).

    // STEP 2: head — units per em, bounds, loca's format.
    let head = try tables.required("head")
    guard try head.uint32(at: 12) == 0x5F0F_3CF5 else {
      throw .malformed(table: "head", reason: "the magic number is wrong")
    }
    unitsPerEm = try head.offset16(at: 18)
    // The specification's range; it also keeps divisions by unitsPerEm sane.
    guard (16...16384).contains(unitsPerEm) else {
      throw .malformed(table: "head", reason: "unitsPerEm is \(unitsPerEm), outside 16...16384")
    }
    let (xMin, yMin) = (Double(try head.int16(at: 36)), Double(try head.int16(at: 38)))
    let (xMax, yMax) = (Double(try head.int16(at: 40)), Double(try head.int16(at: 42)))
    boundingBox = Rect(x: xMin, y: -yMax, width: max(0, xMax - xMin), height: max(0, yMax - yMin))
    let indexToLocFormat = Int(try head.int16(at: 50))

    // STEP 3: maxp — the glyph count.
    glyphCount = try tables.required("maxp").offset16(at: 4)
    guard glyphCount > 0 else { throw .malformed(table: "maxp", reason: "the font has no glyphs") }

    // STEP 4: hhea and OS/2 — vertical metrics. OS/2's typographic values replace hhea's when its
    // USE_TYPO_METRICS flag (fsSelection bit 7) is set.
    let hhea = try tables.required("hhea")
    var metrics = (
      ascender: Int(try hhea.int16(at: 4)), descender: Int(try hhea.int16(at: 6)),
      lineGap: Int(try hhea.int16(at: 8))
    )
    let os2 = try tables.table("OS/2")
    if let os2 {
      weightClass = try os2.offset16(at: 4)
      let version = try os2.uint16(at: 0)
      if try os2.uint16(at: 62) & 0x80 != 0 {
        metrics = (Int(try os2.int16(at: 68)), Int(try os2.int16(at: 70)), Int(try os2.int16(at: 72)))
      }
      if version >= 2 {
        xHeight = Int(try os2.int16(at: 86))
        capHeight = Int(try os2.int16(at: 88))
      } else {
        (xHeight, capHeight) = (nil, nil)
      }
    } else {
      (weightClass, xHeight, capHeight) = (nil, nil, nil)
    }
    ascender = metrics.ascender
    // Some old fonts store the descender as a positive depth; the sign is the same for all of them.
    descender = -abs(metrics.descender)
    lineGap = max(0, metrics.lineGap)

    // STEP 5: the tables queries read.
    self.metrics = try HorizontalMetrics(
      tables.required("hmtx"), numberOfHMetrics: try hhea.offset16(at: 34), glyphCount: glyphCount)
    characterMap = try CharacterMap(tables.required("cmap"))
    if let cblc = try tables.table("CBLC"), let cbdt = try tables.table("CBDT") {
      colorBitmaps = try ColorBitmaps(cblc: cblc, cbdt: cbdt)
      // Only colour fonts need ligatures (emoji sequences); text keeps its shaping as it was.
      ligatures = try tables.table("GSUB").map { (gsub) throws(FontError) in try GlyphLigatures(gsub) }
    } else {
      (colorBitmaps, ligatures) = (nil, nil)
    }
    if tables.has("glyf") {
      outlines = .trueType(
        try GlyphOutlines(
          loca: tables.required("loca"), glyf: tables.required("glyf"), indexToLocFormat: indexToLocFormat,
          glyphCount: glyphCount))
    } else if let cff2 = try tables.table("CFF2") {
      outlines = .compact(try CompactFontOutlines(cff2, isCFF2: true, glyphCount: glyphCount))
    } else if let cff = try tables.table("CFF ") {
      outlines = .compact(try CompactFontOutlines(cff, isCFF2: false, glyphCount: glyphCount))
    } else if colorBitmaps != nil {
      outlines = nil
    } else {
      throw .missingTable("glyf")
    }
    kernTable = try tables.table("kern").map { (kern) throws(FontError) in try KerningTable(kern) }
    pairPositioning = try tables.table("GPOS").map { (gpos) throws(FontError) in try PairPositioning(gpos) }
    substitutionTable = try tables.table("GSUB")
    positioningTable = try tables.table("GPOS")
    glyphDefinitionTable = try tables.table("GDEF")
    let name = try tables.table("name")
    familyName = try name.map { (name) throws(FontError) in try NameTable.familyName(name) } ?? ""
    fingerprint = familyName + "#" + String(hash, radix: 16)
  }

  /// Reads and parses a `.ttf` or `.otf` file.
  ///
  /// - Parameter path: The file's path.
  /// - Throws: ``FontError/unreadable(path:reason:)`` when the file cannot be read, else as
  ///   ``init(data:)``.
  public convenience init(contentsOfFile path: String) throws(FontError) {
    switch FileContents.bytes(atPath: path) {
    case .success(let bytes):
      try self.init(data: bytes)
    case .failure(let failure):
      let reason = failure.isMissing ? "there is no such file" : "the file cannot be read"
      throw .unreadable(path: path, reason: reason)
    }
  }

  /// The glyph for `scalar`, or nil when the font does not map it (or maps it to the missing glyph).
  public func glyph(for scalar: Unicode.Scalar) -> GlyphID? {
    characterMap.glyph(for: scalar, glyphCount: glyphCount)
  }

  /// How far the pen moves after `glyph`, in font units; 0 for a glyph the font does not have.
  public func advance(of glyph: GlyphID) -> Int { metrics.advance(of: glyph) }

  /// The change to the pen's advance between `left` and `right`, in font units (negative moves them
  /// closer): GPOS pair kerning when the font has it, else the `kern` table's value; 0 when the font
  /// kerns neither.
  public func kerning(between left: GlyphID, and right: GlyphID) -> Int {
    guard pairPositioning != nil || kernTable != nil else { return 0 }
    return kerningMemo.value(for: UInt32(left.rawValue) << 16 | UInt32(right.rawValue)) {
      // A font with GPOS kerning keeps its `kern` table only for old software; using both would kern
      // every pair twice, so GPOS wins, as HarfBuzz decides.
      if let pairPositioning { return pairPositioning.kerning(between: left, and: right) }
      return kernTable?.kerning(between: left, and: right) ?? 0
    }
  }

  /// The outline of `glyph` in font units, y down, with the glyph origin on the baseline at (0, 0).
  ///
  /// Each contour is closed; TrueType's quadratic segments become `quadCurve`s and components of
  /// composite glyphs are transformed and placed; a CFF or CFF2 charstring's curves become `cubicCurve`s
  /// (a CFF2 font's at its default instance). A font of colour bitmaps only has no outlines: every
  /// glyph's is empty.
  /// - Throws: ``FontError`` when the glyph's data in `loca` and `glyf`, or its charstring, is
  ///   malformed or cannot be run within its limits, or the glyph does not exist.
  public func outline(of glyph: GlyphID) throws(FontError) -> Path {
    guard let outlines else {
      guard Int(glyph.rawValue) < glyphCount else { throw .glyphOutOfRange(glyph, glyphCount: glyphCount) }
      return Path()
    }
    switch outlines {
    case .trueType(let outlines): return try outlines.outline(of: glyph)
    case .compact(let outlines): return try outlines.outline(of: glyph)
    }
  }

  /// Where a font's outlines come from.
  private enum Outlines: Sendable {
    /// Quadratic contours in `glyf`.
    case trueType(GlyphOutlines)
    /// Cubic charstrings in `CFF ` or `CFF2`.
    case compact(CompactFontOutlines)
  }

  /// The font's `GSUB`, `GPOS` or `GDEF` table as stored, or nil when it has none (or another tag).
  func layoutTable(_ tag: String) -> BinaryReader? {
    switch tag {
    case "GSUB": substitutionTable
    case "GPOS": positioningTable
    case "GDEF": glyphDefinitionTable
    default: nil
    }
  }

  /// Whether the font draws its glyphs as colour images (`CBLC` and `CBDT` tables).
  public var hasColorBitmaps: Bool { colorBitmaps != nil }

  /// The colour image of `glyph` from the font's largest strike, or nil when it has none.
  ///
  /// - Throws: ``FontError`` when the glyph's entry in `CBLC` or its data in `CBDT` is malformed.
  public func colorBitmap(of glyph: GlyphID) throws(FontError) -> ColorBitmap? {
    try colorBitmaps?.bitmap(of: glyph)
  }

  /// `glyphs` with the font's ligatures formed (a colour font's `GSUB` ligatures: ZWJ sequences,
  /// flags, keycaps, skin tones); unchanged for a font without colour bitmaps.
  public func formingLigatures(_ glyphs: [GlyphID]) -> [GlyphID] {
    ligatures?.apply(to: glyphs) ?? glyphs
  }
}
