/// Pair kerning from the `GPOS` table: the PairPos lookups (type 2, or type 9 extensions of type 2) of
/// the `kern` feature, read in place and found by binary search.
///
/// The lookups are those the `kern` feature lists under the default language system of the `DFLT` and
/// `latn` scripts; a font whose `kern` feature is under neither uses every `kern` feature's lookups.
/// Every array a query reads is checked against the table once, when the font is opened.
struct PairPositioning: Sendable {
  /// Subtables of each lookup in lookup-list order: the first subtable that holds a pair applies, and
  /// the values of several lookups add up.
  private let lookups: [[PairSubtable]]

  init(_ gpos: BinaryReader) throws(FontError) {
    // Every count below that a loop runs over is spent from one budget of one record per 2 bytes of
    // GPOS, and shared feature tables and subtables are read once: opening costs time and memory linear
    // in the table's size, and a kerning query scans at most size / 2 subtables.
    var budget = ReadBudget(gpos)
    let scriptList = try gpos.subview(from: try gpos.offset16(at: 4))
    let featureList = try gpos.subview(from: try gpos.offset16(at: 6))
    let lookupList = try gpos.subview(from: try gpos.offset16(at: 8))

    // STEP 1: the `kern` features of DFLT and latn's default language systems, once each; a language
    // system shared by several scripts is read once.
    let featureCount = try featureList.offset16(at: 0)
    try featureList.require(2, length: featureCount * 6)
    func isKern(_ feature: Int) throws(FontError) -> Bool {
      guard feature < featureCount else { return false }
      return try featureList.uint32(at: 2 + feature * 6) == tagValue("kern")
    }
    var isWanted = [Bool](repeating: false, count: featureCount)
    var languagesRead: Set<Int> = []
    let scriptCount = try scriptList.offset16(at: 0)
    try scriptList.require(2, length: scriptCount * 6)
    for index in 0..<scriptCount {
      let tag = try scriptList.uint32(at: 2 + index * 6)
      guard tag == tagValue("DFLT") || tag == tagValue("latn") else { continue }
      let script = try scriptList.subview(from: try scriptList.offset16(at: 2 + index * 6 + 4))
      let defaultLanguage = try script.offset16(at: 0)
      guard defaultLanguage != 0 else { continue }
      let language = try script.subview(from: defaultLanguage)
      guard languagesRead.insert(language.start).inserted else { continue }
      let required = try language.offset16(at: 2)
      if required != 0xFFFF, try isKern(required) { isWanted[required] = true }
      let indexCount = try language.offset16(at: 4)
      try language.require(6, length: indexCount * 2)
      try budget.spend(indexCount)
      for i in 0..<indexCount {
        let feature = try language.offset16(at: 6 + i * 2)
        if try isKern(feature) { isWanted[feature] = true }
      }
    }
    if !isWanted.contains(true) {
      for feature in 0..<featureCount where try isKern(feature) { isWanted[feature] = true }
    }

    // STEP 2: their lookups, once each, in lookup-list order.
    let isUsed = try LayoutLookups.used(
      by: featureList, featureCount: featureCount, lookupCount: try lookupList.offset16(at: 0),
      budget: &budget
    ) { feature throws(FontError) in isWanted[feature] }

    // STEP 3: each lookup's pair subtables. A subtable shared by several lookups is parsed once.
    var parsed: [Int: PairSubtable?] = [:]
    var lookups: [[PairSubtable]] = []
    for subtables in try LayoutLookups.subtables(
      of: lookupList, isUsed: isUsed, type: 2, extensionType: 9, budget: &budget)
    {
      var pairs: [PairSubtable] = []
      for subtable in subtables {
        let parsedSubtable: PairSubtable?
        if let known = parsed[subtable.start] {
          parsedSubtable = known
        } else {
          parsedSubtable = try PairSubtable(subtable, budget: &budget)
          parsed[subtable.start] = parsedSubtable
        }
        if let parsedSubtable { pairs.append(parsedSubtable) }
      }
      lookups.append(pairs)
    }
    self.lookups = lookups
  }

  /// The first glyph's XAdvance adjustment for the pair, in font units, summed over the lookups.
  func kerning(between left: GlyphID, and right: GlyphID) -> Int {
    var total = 0
    for subtables in lookups {
      for subtable in subtables {
        if let value = subtable.xAdvance(left, right) {
          total += value
          break
        }
      }
    }
    return total
  }
}

/// A PairPos subtable, format 1 (pairs listed glyph by glyph) or 2 (a matrix of glyph classes).
private struct PairSubtable: Sendable {
  private enum Pairs: Sendable {
    /// Per covered first glyph, a pair set of records (second glyph, value 1, value 2).
    case glyphs(pairSets: [(set: BinaryReader, count: Int)])
    /// Per pair of classes (first, second), a record (value 1, value 2), row by row.
    case classes(
      first: ClassDefinition, second: ClassDefinition, firstCount: Int, secondCount: Int,
      matrix: BinaryReader)
  }

  private let coverage: Coverage
  private let pairs: Pairs
  /// Where XAdvance lies in the first glyph's value record, or nil when the record has none.
  private let xAdvanceAt: Int?
  /// Bytes per pair record: a format 1 record includes the second glyph ID.
  private let recordSize: Int

  /// Nil for a subtable of a format this reader skips.
  ///
  /// - Parameter budget: Spends one record per pair set of a format 1 subtable.
  init?(_ table: BinaryReader, budget: inout ReadBudget) throws(FontError) {
    let format = try table.uint16(at: 0)
    guard format == 1 || format == 2 else { return nil }
    coverage = try Coverage(try table.subview(from: try table.offset16(at: 2)))
    let valueFormat1 = try table.uint16(at: 4), valueFormat2 = try table.uint16(at: 6)
    // A value record holds two bytes per set bit: placement, advance and device offsets.
    let size1 = (valueFormat1 & 0xFF).nonzeroBitCount * 2, size2 = (valueFormat2 & 0xFF).nonzeroBitCount * 2
    // XAdvance (bit 2) follows XPlacement (bit 0) and YPlacement (bit 1) when those are present.
    xAdvanceAt = valueFormat1 & 0x04 == 0 ? nil : (valueFormat1 & 0x03).nonzeroBitCount * 2
    if format == 1 {
      recordSize = 2 + size1 + size2
      let setCount = try table.offset16(at: 8)
      try table.require(10, length: setCount * 2)
      try budget.spend(setCount)
      var pairSets: [(set: BinaryReader, count: Int)] = []
      pairSets.reserveCapacity(setCount)
      for index in 0..<setCount {
        let set = try table.subview(from: try table.offset16(at: 10 + index * 2))
        let count = try set.offset16(at: 0)
        pairSets.append((try set.subview(at: 2, length: count * recordSize), count))
      }
      pairs = .glyphs(pairSets: pairSets)
    } else {
      recordSize = size1 + size2
      let first = try ClassDefinition(try table.subview(from: try table.offset16(at: 8)))
      let second = try ClassDefinition(try table.subview(from: try table.offset16(at: 10)))
      let firstCount = try table.offset16(at: 12), secondCount = try table.offset16(at: 14)
      let matrix = try table.subview(at: 16, length: firstCount * secondCount * recordSize)
      pairs = .classes(
        first: first, second: second, firstCount: firstCount, secondCount: secondCount, matrix: matrix)
    }
  }

  /// The first glyph's XAdvance for the pair (0 when its value record has none), or nil when this
  /// subtable does not hold the pair.
  func xAdvance(_ left: GlyphID, _ right: GlyphID) -> Int? {
    guard let coverageIndex = coverage.index(of: left) else { return nil }
    func value(in records: BinaryReader, at record: Int) -> Int {
      guard let xAdvanceAt else { return 0 }
      // In bounds: init checked every record array.
      return Int((try? records.int16(at: record + xAdvanceAt)) ?? 0)
    }
    switch pairs {
    case .glyphs(let pairSets):
      guard coverageIndex < pairSets.count else { return nil }
      let (set, count) = pairSets[coverageIndex]
      var low = 0, high = count
      while low < high {
        let middle = (low + high) / 2
        guard let second = try? set.uint16(at: middle * recordSize) else { return nil }
        if second < right.rawValue {
          low = middle + 1
        } else if second > right.rawValue {
          high = middle
        } else {
          return value(in: set, at: middle * recordSize + 2)
        }
      }
      return nil
    case .classes(let first, let second, let firstCount, let secondCount, let matrix):
      let class1 = first.classOf(left), class2 = second.classOf(right)
      guard class1 < firstCount, class2 < secondCount else { return nil }
      return value(in: matrix, at: (class1 * secondCount + class2) * recordSize)
    }
  }
}

/// An OpenType coverage table: the glyphs a subtable applies to, each with its coverage index.
struct Coverage: Sendable {
  private let table: BinaryReader
  private let format: UInt16
  private let count: Int

  init(_ table: BinaryReader) throws(FontError) {
    format = try table.uint16(at: 0)
    count = try table.offset16(at: 2)
    switch format {
    case 1: try table.require(4, length: count * 2)  // sorted glyph IDs
    case 2: try table.require(4, length: count * 6)  // ranges: first, last, first coverage index
    default: throw .malformed(table: table.table, reason: "a coverage table has format \(format)")
    }
    self.table = table
  }

  func index(of glyph: GlyphID) -> Int? {
    let target = glyph.rawValue
    var low = 0, high = count
    while low < high {
      let middle = (low + high) / 2
      if format == 1 {
        guard let value = try? table.uint16(at: 4 + middle * 2) else { return nil }
        if value < target { low = middle + 1 } else if value > target { high = middle } else { return middle }
      } else {
        let at = 4 + middle * 6
        guard let first = try? table.uint16(at: at), let last = try? table.uint16(at: at + 2),
          let startIndex = try? table.offset16(at: at + 4)
        else { return nil }
        if last < target {
          low = middle + 1
        } else if first > target {
          high = middle
        } else {
          return startIndex + Int(target - first)
        }
      }
    }
    return nil
  }
}

extension Coverage {
  /// The first `limit` covered glyphs, in coverage-index order (a glyph's position is its index).
  ///
  /// Format 2 ranges past the limit are still checked but not expanded, so the work is at most `limit`
  /// glyphs plus one step per range, whatever the ranges span.
  /// - Throws: ``FontError/malformed(table:reason:)`` when format 2's ranges are out of order or
  ///   overlap, which also bounds the list at 65,536 glyphs.
  func glyphs(upTo limit: Int) throws(FontError) -> [GlyphID] {
    var result: [GlyphID] = []
    if format == 1 {
      for i in 0..<min(count, limit) { result.append(GlyphID(rawValue: try table.uint16(at: 4 + i * 2))) }
      return result
    }
    var next = 0, covered = 0
    for i in 0..<count {
      let first = Int(try table.uint16(at: 4 + i * 6))
      let last = Int(try table.uint16(at: 4 + i * 6 + 2))
      let startIndex = try table.offset16(at: 4 + i * 6 + 4)
      guard first >= next, last >= first, startIndex == covered else {
        throw .malformed(table: table.table, reason: "a coverage table's ranges are out of order")
      }
      for glyph in first..<first + min(last - first + 1, limit - result.count) {
        result.append(GlyphID(rawValue: UInt16(glyph)))
      }
      covered += last - first + 1
      next = last + 1
    }
    return result
  }
}

/// An OpenType class definition table: glyphs to classes, 0 for a glyph it does not list.
struct ClassDefinition: Sendable {
  private let table: BinaryReader
  private let format: UInt16
  private let count: Int
  /// Format 1: the first glyph of the class array.
  private let startGlyph: UInt16

  init(_ table: BinaryReader) throws(FontError) {
    format = try table.uint16(at: 0)
    switch format {
    case 1:
      startGlyph = try table.uint16(at: 2)
      count = try table.offset16(at: 4)
      try table.require(6, length: count * 2)
    case 2:
      startGlyph = 0
      count = try table.offset16(at: 2)
      try table.require(4, length: count * 6)  // ranges: first, last, class
    default:
      throw .malformed(table: table.table, reason: "a class definition table has format \(format)")
    }
    self.table = table
  }

  func classOf(_ glyph: GlyphID) -> Int {
    let target = glyph.rawValue
    if format == 1 {
      guard target >= startGlyph, Int(target - startGlyph) < count else { return 0 }
      return (try? table.offset16(at: 6 + Int(target - startGlyph) * 2)) ?? 0
    }
    var low = 0, high = count
    while low < high {
      let middle = (low + high) / 2
      let at = 4 + middle * 6
      guard let first = try? table.uint16(at: at), let last = try? table.uint16(at: at + 2) else { return 0 }
      if last < target {
        low = middle + 1
      } else if first > target {
        high = middle
      } else {
        return (try? table.offset16(at: at + 4)) ?? 0
      }
    }
    return 0
  }
}
