/// Reading the lookups of OpenType's common layout tables, the part `GSUB` and `GPOS` share: which
/// lookups some features use, and the subtables of those lookups.
///
/// Every count a loop runs over is spent from the caller's ``ReadBudget``, and a feature table shared
/// by several features, or a subtable listed twice in one lookup, is read once: the work stays linear
/// in the table's size however its offsets are shared.
enum LayoutLookups {
  /// Which lookups the wanted features list, by lookup-list index.
  ///
  /// - Parameters:
  ///   - featureList: the table's FeatureList.
  ///   - featureCount: its feature count, already checked against its bytes.
  ///   - lookupCount: the LookupList's lookup count; a larger lookup index is ignored.
  ///   - budget: spends one record per lookup index a feature table lists.
  ///   - isWanted: whether the feature at an index counts.
  /// - Throws: ``FontError`` when an offset or a count reaches outside the table, or the budget runs out.
  static func used(
    by featureList: BinaryReader, featureCount: Int, lookupCount: Int, budget: inout ReadBudget,
    isWanted: (Int) throws(FontError) -> Bool
  ) throws(FontError) -> [Bool] {
    var isUsed = [Bool](repeating: false, count: lookupCount)
    var featureTablesRead: Set<Int> = []
    for feature in 0..<featureCount where try isWanted(feature) {
      let table = try featureList.subview(from: try featureList.offset16(at: 2 + feature * 6 + 4))
      guard featureTablesRead.insert(table.start).inserted else { continue }
      let count = try table.offset16(at: 2)
      try table.require(4, length: count * 2)
      try budget.spend(count)
      for i in 0..<count {
        let lookup = try table.offset16(at: 4 + i * 2)
        if lookup < lookupCount { isUsed[lookup] = true }
      }
    }
    return isUsed
  }

  /// The subtables of each used lookup of one type, in lookup-list order, extensions unwrapped; a
  /// subtable listed twice in one lookup appears once (the first that applies wins, so a second listing
  /// never would). Lookups of other types are left out.
  ///
  /// - Parameters:
  ///   - lookupList: the table's LookupList.
  ///   - isUsed: per lookup index, whether to read it (from
  ///     ``used(by:featureCount:lookupCount:budget:isWanted:)``).
  ///   - type: the lookup type wanted.
  ///   - extensionType: the table's Extension lookup type (7 in `GSUB`, 9 in `GPOS`), whose format 1
  ///     subtables wrap a subtable of `type` at a 32-bit offset.
  ///   - budget: spends one record per subtable offset a lookup lists.
  /// - Throws: ``FontError`` when an offset or a count reaches outside the table, or the budget runs out.
  static func subtables(
    of lookupList: BinaryReader, isUsed: [Bool], type: UInt16, extensionType: UInt16, budget: inout ReadBudget
  ) throws(FontError) -> [[BinaryReader]] {
    var lookups: [[BinaryReader]] = []
    for index in isUsed.indices where isUsed[index] {
      let lookup = try lookupList.subview(from: try lookupList.offset16(at: 2 + index * 2))
      let lookupType = try lookup.uint16(at: 0)
      guard lookupType == type || lookupType == extensionType else { continue }
      let subtableCount = try lookup.offset16(at: 4)
      try lookup.require(6, length: subtableCount * 2)
      try budget.spend(subtableCount)
      var subtables: [BinaryReader] = []
      var listed: Set<Int> = []
      for i in 0..<subtableCount {
        var subtable = try lookup.subview(from: try lookup.offset16(at: 6 + i * 2))
        if lookupType == extensionType {
          // Extension: format 1, the wrapped lookup type, a 32-bit offset from the extension subtable.
          guard try subtable.uint16(at: 2) == type else { continue }
          subtable = try subtable.subview(from: try subtable.offset32(at: 4))
        }
        guard listed.insert(subtable.start).inserted else { continue }
        subtables.append(subtable)
      }
      lookups.append(subtables)
    }
    return lookups
  }
}
