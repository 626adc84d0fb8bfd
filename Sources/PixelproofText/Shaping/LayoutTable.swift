/// One of OpenType's layout tables, `GSUB` or `GPOS`, read for shaping: the language system chosen
/// for a script, the lookups its features list, and each lookup's type, flags and subtables.
///
/// Bounds: every count a loop runs over is checked against the table's bytes and spent from a
/// ``ReadBudget`` (one record per 2 bytes), so reading costs time linear in the table's size whatever
/// its offsets; a lookup is read once however many features list it.
struct LayoutTable: Sendable {
  /// A lookup: its type (extensions unwrapped), flags and subtables.
  struct Lookup: Sendable {
    let type: UInt16
    /// The lookup flag in the low 16 bits and, with `UseMarkFilteringSet`, the set index above them
    /// (HarfBuzz's "lookup props").
    let properties: UInt32
    let subtables: [BinaryReader]
  }

  let table: BinaryReader
  private let featureList: BinaryReader
  private let lookupList: BinaryReader
  let lookupCount: Int
  /// The chosen language system: its required feature (or nil) and its feature indices.
  private let requiredFeature: Int?
  private let featureIndices: [Int]
  private let extensionType: UInt16

  /// Chooses the first of `scriptTags` the table has, else `DFLT`, `dflt`, then `latn`, and its default
  /// language system, as HarfBuzz does when no language is given.
  init(_ table: BinaryReader, scriptTags: [String], isPositioning: Bool) throws(FontError) {
    self.table = table
    extensionType = isPositioning ? 9 : 7
    var budget = ReadBudget(table)
    let scriptList = try table.subview(from: try table.offset16(at: 4))
    featureList = try table.subview(from: try table.offset16(at: 6))
    lookupList = try table.subview(from: try table.offset16(at: 8))
    lookupCount = try lookupList.offset16(at: 0)
    try lookupList.require(2, length: lookupCount * 2)
    let featureCount = try featureList.offset16(at: 0)
    try featureList.require(2, length: featureCount * 6)
    let scriptCount = try scriptList.offset16(at: 0)
    try scriptList.require(2, length: scriptCount * 6)

    var script: BinaryReader?
    search: for tag in scriptTags + ["DFLT", "dflt", "latn"] {
      for index in 0..<scriptCount where try scriptList.uint32(at: 2 + index * 6) == tagValue(tag) {
        script = try scriptList.subview(from: try scriptList.offset16(at: 2 + index * 6 + 4))
        break search
      }
    }
    var required: Int?
    var indices: [Int] = []
    if let script, case let languageOffset = try script.offset16(at: 0), languageOffset != 0 {
      let language = try script.subview(from: languageOffset)
      let requiredIndex = try language.offset16(at: 2)
      if requiredIndex != 0xFFFF, requiredIndex < featureCount { required = requiredIndex }
      let count = try language.offset16(at: 4)
      try language.require(6, length: count * 2)
      try budget.spend(count)
      for i in 0..<count {
        let feature = try language.offset16(at: 6 + i * 2)
        if feature < featureCount { indices.append(feature) }
      }
    }
    requiredFeature = required
    featureIndices = indices
  }

  /// The tag of feature `index`.
  private func tag(ofFeature index: Int) throws(FontError) -> UInt32 {
    try featureList.uint32(at: 2 + index * 6)
  }

  /// The lookup indices of the language system's first feature tagged `tag`, or nil when it has none.
  func lookupIndices(ofFeature tag: String) throws(FontError) -> [Int]? {
    let value = tagValue(tag)
    for index in featureIndices where try self.tag(ofFeature: index) == value {
      return try lookupIndices(ofFeatureAt: index)
    }
    return nil
  }

  /// The lookup indices of the language system's required feature, and its tag.
  func requiredFeatureLookups() throws(FontError) -> (tag: UInt32, lookups: [Int])? {
    guard let requiredFeature else { return nil }
    return (try tag(ofFeature: requiredFeature), try lookupIndices(ofFeatureAt: requiredFeature))
  }

  private func lookupIndices(ofFeatureAt index: Int) throws(FontError) -> [Int] {
    let feature = try featureList.subview(from: try featureList.offset16(at: 2 + index * 6 + 4))
    let count = try feature.offset16(at: 2)
    try feature.require(4, length: count * 2)
    var result: [Int] = []
    for i in 0..<count {
      let lookup = try feature.offset16(at: 4 + i * 2)
      if lookup < lookupCount { result.append(lookup) }
    }
    return result
  }

  /// Lookup `index`: its type, properties and subtables (extension subtables unwrapped).
  func lookup(_ index: Int) throws(FontError) -> Lookup {
    let lookup = try lookupList.subview(from: try lookupList.offset16(at: 2 + index * 2))
    var type = try lookup.uint16(at: 0)
    let flag = try lookup.uint16(at: 2)
    let subtableCount = try lookup.offset16(at: 4)
    try lookup.require(6, length: subtableCount * 2)
    var properties = UInt32(flag)
    if flag & LookupFlag.useMarkFilteringSet != 0 {
      properties |= UInt32(try lookup.uint16(at: 6 + subtableCount * 2)) << 16
    }
    var subtables: [BinaryReader] = []
    for i in 0..<subtableCount {
      var subtable = try lookup.subview(from: try lookup.offset16(at: 6 + i * 2))
      if type == extensionType {
        // Extension format 1: the wrapped type, then a 32-bit offset from the extension subtable.
        let wrapped = try subtable.uint16(at: 2)
        guard wrapped != extensionType else {
          throw .malformed(table: table.table, reason: "an extension lookup wraps another extension")
        }
        subtable = try subtable.subview(from: try subtable.offset32(at: 4))
        if i == 0 { type = wrapped }
      }
      subtables.append(subtable)
    }
    if type == extensionType { type = 0 }
    return Lookup(type: type, properties: properties, subtables: subtables)
  }
}

/// The bits of a lookup's flag.
enum LookupFlag {
  static let rightToLeft: UInt16 = 0x0001
  static let ignoreBaseGlyphs: UInt16 = 0x0002
  static let ignoreLigatures: UInt16 = 0x0004
  static let ignoreMarks: UInt16 = 0x0008
  static let ignoreFlags: UInt16 = 0x000E
  static let useMarkFilteringSet: UInt16 = 0x0010
  static let markAttachmentType: UInt16 = 0xFF00
}
