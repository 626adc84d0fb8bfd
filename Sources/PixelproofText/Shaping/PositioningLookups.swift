/// `GPOS` lookup types 1–9 applied at one position: single and pair adjustment, cursive attachment,
/// mark to base, mark to ligature, mark to mark, context, chaining context (extensions are unwrapped
/// when the lookup is read). Values are font units; device tables and variations are not applied
/// (they change nothing at a size of one em with no pixels per em, as HarfBuzz's oracle runs).
extension LookupApplier {
  func positionGlyphs(_ subtable: BinaryReader, type: UInt16, at position: Int) throws(FontError) -> Int? {
    switch type {
    case 1: return try singleAdjustment(subtable, at: position)
    case 2: return try pairAdjustment(subtable, at: position)
    case 3: return try cursiveAttachment(subtable, at: position)
    case 4: return try markAttachment(subtable, at: position, kind: .base)
    case 5: return try markAttachment(subtable, at: position, kind: .ligature)
    case 6: return try markAttachment(subtable, at: position, kind: .mark)
    case 7: return try applyContext(subtable, at: position)
    case 8: return try applyChainContext(subtable, at: position)
    default: return nil
    }
  }

  /// The size in bytes of a value record of `format`.
  private func valueSize(_ format: UInt16) -> Int { format.nonzeroBitCount * 2 }

  /// Adds a value record's placement and advance to the glyph at `position` (horizontal text).
  private func applyValue(_ table: BinaryReader, at: Int, format: UInt16, to position: Int) throws(FontError)
  {
    var at = at
    var values = [0, 0, 0, 0]
    for bit in 0..<4 where format & (1 << bit) != 0 {
      values[bit] = Int(try table.int16(at: at))
      at += 2
    }
    buffer.positions[position].offsetX += values[0]
    buffer.positions[position].offsetY += values[1]
    buffer.positions[position].advance += values[2]
  }

  private func singleAdjustment(_ subtable: BinaryReader, at position: Int) throws(FontError) -> Int? {
    let format = try subtable.uint16(at: 0)
    guard
      let index = try Coverage(try subtable.subview(from: try subtable.offset16(at: 2))).index(
        of: buffer.info[position].glyph)
    else { return nil }
    let valueFormat = try subtable.uint16(at: 4)
    if format == 1 {
      try applyValue(subtable, at: 6, format: valueFormat, to: position)
    } else if format == 2 {
      guard index < (try subtable.offset16(at: 6)) else { return nil }
      try applyValue(subtable, at: 8 + index * valueSize(valueFormat), format: valueFormat, to: position)
    } else {
      return nil
    }
    return position + 1
  }

  private func pairAdjustment(_ subtable: BinaryReader, at position: Int) throws(FontError) -> Int? {
    let format = try subtable.uint16(at: 0)
    guard
      let index = try Coverage(try subtable.subview(from: try subtable.offset16(at: 2))).index(
        of: buffer.info[position].glyph)
    else { return nil }
    let matcher = self.matcher(isContext: false, at: position)
    guard let second = step(from: position, backwards: false, matcher) else { return nil }
    let format1 = try subtable.uint16(at: 4), format2 = try subtable.uint16(at: 6)
    let size1 = valueSize(format1), size2 = valueSize(format2)
    let secondGlyph = buffer.info[second].glyph
    var recordAt: (BinaryReader, Int)?
    if format == 1 {
      guard index < (try subtable.offset16(at: 8)) else { return nil }
      let set = try subtable.subview(from: try subtable.offset16(at: 10 + index * 2))
      let count = try set.offset16(at: 0)
      let recordSize = 2 + size1 + size2
      try set.require(2, length: count * recordSize)
      var low = 0, high = count
      while low < high {
        let middle = (low + high) / 2
        let glyph = try set.uint16(at: 2 + middle * recordSize)
        if glyph < secondGlyph.rawValue {
          low = middle + 1
        } else if glyph > secondGlyph.rawValue {
          high = middle
        } else {
          recordAt = (set, 2 + middle * recordSize + 2)
          break
        }
      }
    } else if format == 2 {
      let class1 = try ClassDefinition(try subtable.subview(from: try subtable.offset16(at: 8)))
        .classOf(buffer.info[position].glyph)
      let class2 = try ClassDefinition(try subtable.subview(from: try subtable.offset16(at: 10))).classOf(
        secondGlyph)
      let class1Count = try subtable.offset16(at: 12), class2Count = try subtable.offset16(at: 14)
      guard class1 < class1Count, class2 < class2Count else { return nil }
      recordAt = (subtable, 16 + (class1 * class2Count + class2) * (size1 + size2))
    }
    guard let (table, at) = recordAt else { return nil }
    try applyValue(table, at: at, format: format1, to: position)
    try applyValue(table, at: at + size1, format: format2, to: second)
    return format2 != 0 ? second + 1 : second
  }

  /// An anchor's coordinates (formats 1–3; the contour point of format 2 and the device tables of
  /// format 3 are for hinted sizes and are not used, as HarfBuzz does without pixels per em).
  private func anchor(_ table: BinaryReader, at offset: Int) throws(FontError) -> (x: Int, y: Int) {
    let anchor = try table.subview(from: offset)
    let format = try anchor.uint16(at: 0)
    guard (1...3).contains(format) else {
      throw .malformed(table: table.table, reason: "an anchor has format \(format)")
    }
    return (Int(try anchor.int16(at: 2)), Int(try anchor.int16(at: 4)))
  }

  private func cursiveAttachment(_ subtable: BinaryReader, at j: Int) throws(FontError) -> Int? {
    guard try subtable.uint16(at: 0) == 1 else { return nil }
    let coverage = try Coverage(try subtable.subview(from: try subtable.offset16(at: 2)))
    let count = try subtable.offset16(at: 4)
    try subtable.require(6, length: count * 4)
    func record(_ glyph: GlyphID) throws(FontError) -> (entry: Int, exit: Int) {
      guard let index = coverage.index(of: glyph), index < count else { return (0, 0) }
      return (try subtable.offset16(at: 6 + index * 4), try subtable.offset16(at: 6 + index * 4 + 2))
    }
    let this = try record(buffer.info[j].glyph)
    guard this.entry != 0 else { return nil }
    guard let i = step(from: j, backwards: true, matcher(isContext: false, at: j)) else { return nil }
    let previous = try record(buffer.info[i].glyph)
    guard previous.exit != 0 else { return nil }
    let exit = try anchor(subtable, at: previous.exit)
    let entry = try anchor(subtable, at: this.entry)
    switch direction {
    case .leftToRight:
      buffer.positions[i].advance = exit.x + buffer.positions[i].offsetX
      let d = entry.x + buffer.positions[j].offsetX
      buffer.positions[j].advance -= d
      buffer.positions[j].offsetX -= d
    case .rightToLeft:
      let d = exit.x + buffer.positions[i].offsetX
      buffer.positions[i].advance -= d
      buffer.positions[i].offsetX -= d
      buffer.positions[j].advance = entry.x + buffer.positions[j].offsetX
    }
    var child = i, parent = j
    var yOffset = entry.y - exit.y
    if lookupProperties & UInt32(LookupFlag.rightToLeft) == 0 {
      swap(&child, &parent)
      yOffset = -yOffset
    }
    Self.reverseCursiveMinorOffset(&buffer.positions, child, newParent: parent)
    buffer.positions[child].attachType = GlyphPosition.attachCursive
    buffer.positions[child].attachChain = parent - child
    buffer.positions[child].offsetY = yOffset
    if buffer.positions[parent].attachChain == -buffer.positions[child].attachChain {
      buffer.positions[parent].attachChain = 0
      buffer.positions[parent].offsetY = 0
    }
    return j + 1
  }

  /// Reverses the cursive chain `i` was attached by, so its old tree hangs from its new parent.
  /// Bounded by the buffer: each step clears a link before following it.
  private static func reverseCursiveMinorOffset(_ positions: inout [GlyphPosition], _ i: Int, newParent: Int)
  {
    var chainOf: [(index: Int, chain: Int, type: UInt8)] = []
    var i = i
    while true {
      let chain = positions[i].attachChain, type = positions[i].attachType
      guard chain != 0, type & GlyphPosition.attachCursive != 0 else { break }
      positions[i].attachChain = 0
      let j = i + chain
      guard j != newParent, j >= 0, j < positions.count else { break }
      chainOf.append((i, chain, type))
      i = j
    }
    // Unwind as the recursion in HarfBuzz does: the farthest link first.
    for (i, chain, type) in chainOf.reversed() {
      let j = i + chain
      positions[j].offsetY = -positions[i].offsetY
      positions[j].attachChain = -chain
      positions[j].attachType = type
    }
  }

  enum MarkTarget { case base, ligature, mark }

  private func markAttachment(
    _ subtable: BinaryReader, at position: Int, kind: MarkTarget
  ) throws(FontError) -> Int? {
    guard try subtable.uint16(at: 0) == 1 else { return nil }
    let markCoverage = try Coverage(try subtable.subview(from: try subtable.offset16(at: 2)))
    guard let markIndex = markCoverage.index(of: buffer.info[position].glyph) else { return nil }
    var matcher = self.matcher(isContext: false, at: position)
    matcher.properties =
      kind == .mark ? lookupProperties & ~UInt32(LookupFlag.ignoreFlags) : UInt32(LookupFlag.ignoreMarks)
    var target = position
    var found: Int?
    while let candidate = step(from: target, backwards: true, matcher) {
      target = candidate
      let info = buffer.info[candidate]
      // Attach only to the first glyph of a multiple substitution's sequence (HarfBuzz's rule).
      if kind != .base || !info.isMultiplied || info.ligatureComponent == 0 || candidate == 0
        || buffer.info[candidate - 1].isMarkGlyph || !buffer.info[candidate - 1].isMultiplied
        || info.ligatureID != buffer.info[candidate - 1].ligatureID
        || info.ligatureComponent != buffer.info[candidate - 1].ligatureComponent + 1
      {
        found = candidate
        break
      }
    }
    guard let j = found else { return nil }
    let baseCoverage = try Coverage(try subtable.subview(from: try subtable.offset16(at: 4)))
    guard let baseIndex = baseCoverage.index(of: buffer.info[j].glyph) else { return nil }
    let classCount = try subtable.offset16(at: 6)
    let markArray = try subtable.subview(from: try subtable.offset16(at: 8))
    let baseArray = try subtable.subview(from: try subtable.offset16(at: 10))
    var anchors = baseArray
    var row = baseIndex
    switch kind {
    case .base:
      break
    case .mark:
      let mark = buffer.info[position], other = buffer.info[j]
      guard other.isMarkGlyph else { return nil }
      let (id1, id2) = (mark.ligatureID, other.ligatureID)
      let (component1, component2) = (mark.ligatureComponent, other.ligatureComponent)
      let good =
        id1 == id2
        ? (id1 == 0 || component1 == component2)
        : ((id1 > 0 && component1 == 0) || (id2 > 0 && component2 == 0))
      guard good else { return nil }
    case .ligature:
      guard baseIndex < (try baseArray.offset16(at: 0)) else { return nil }
      anchors = try baseArray.subview(from: try baseArray.offset16(at: 2 + baseIndex * 2))
      let componentCount = try anchors.offset16(at: 0)
      guard componentCount > 0 else { return nil }
      let ligatureID = buffer.info[j].ligatureID
      let mark = buffer.info[position]
      if ligatureID != 0 && ligatureID == mark.ligatureID && mark.ligatureComponent > 0 {
        row = min(componentCount, mark.ligatureComponent) - 1
      } else {
        row = componentCount - 1
      }
    }
    // The mark's record: class and anchor.
    let markCount = try markArray.offset16(at: 0)
    guard markIndex < markCount else { return nil }
    try markArray.require(2, length: markCount * 4)
    let markClass = try markArray.offset16(at: 2 + markIndex * 4)
    let markAnchorOffset = try markArray.offset16(at: 2 + markIndex * 4 + 2)
    let rows = try anchors.offset16(at: 0)
    guard row < rows, markClass < classCount else { return nil }
    try anchors.require(2, length: rows * classCount * 2)
    let baseAnchorOffset = try anchors.offset16(at: 2 + (row * classCount + markClass) * 2)
    guard baseAnchorOffset != 0 else { return nil }
    let markAnchor = try anchor(markArray, at: markAnchorOffset)
    let baseAnchor = try anchor(anchors, at: baseAnchorOffset)
    buffer.positions[position].offsetX = baseAnchor.x - markAnchor.x
    buffer.positions[position].offsetY = baseAnchor.y - markAnchor.y
    buffer.positions[position].attachType = GlyphPosition.attachMark
    buffer.positions[position].attachChain = j - position
    return position + 1
  }
}
