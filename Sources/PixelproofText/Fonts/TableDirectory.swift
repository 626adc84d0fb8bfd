/// The table directory at the start of a font file: where each table lies.
struct TableDirectory: Sendable {
  private struct Record: Sendable {
    let tag: UInt32
    let offset: Int
    let length: Int
  }

  private let file: BinaryReader
  /// In file order; the first record of a tag wins when a corrupt file repeats one.
  private let records: [Record]

  init(_ file: BinaryReader) throws(FontError) {
    let version = try file.uint32(at: 0)
    switch version {
    case 0x0001_0000, tagValue("true"), tagValue("OTTO"): break
    case tagValue("ttcf"): throw .notAFont(reason: "the file is a font collection (.ttc); pass a single font")
    default: throw .notAFont(reason: "the file does not start with a TrueType signature")
    }
    let tableCount = try file.offset16(at: 4)
    // 12-byte header, then 16 bytes per record: tag, checksum, offset, length.
    try file.require(12, length: tableCount * 16)
    var records: [Record] = []
    records.reserveCapacity(tableCount)
    for index in 0..<tableCount {
      let at = 12 + index * 16
      let record = Record(
        tag: try file.uint32(at: at), offset: try file.offset32(at: at + 8),
        length: try file.offset32(at: at + 12))
      guard file.contains(record.offset, length: record.length) else {
        throw .truncated(table: tagName(record.tag))
      }
      records.append(record)
    }
    self.file = file
    self.records = records
  }

  func has(_ tag: String) -> Bool { records.contains { $0.tag == tagValue(tag) } }

  /// The table named `tag`, or nil when the font has none.
  func table(_ tag: String) throws(FontError) -> BinaryReader? {
    let value = tagValue(tag)
    guard let record = records.first(where: { $0.tag == value }) else { return nil }
    return try file.subview(at: record.offset, length: record.length, table: tag)
  }

  /// The table named `tag`; throws ``FontError/missingTable(_:)`` when the font has none.
  func required(_ tag: String) throws(FontError) -> BinaryReader {
    guard let table = try table(tag) else { throw .missingTable(tag) }
    return table
  }
}

/// A tag's four characters, with anything unprintable shown as `?`.
private func tagName(_ tag: UInt32) -> String {
  let bytes = [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: tag >> UInt32($0)) }
  return String(decoding: bytes.map { (0x20...0x7E).contains($0) ? $0 : UInt8(ascii: "?") }, as: UTF8.self)
}
