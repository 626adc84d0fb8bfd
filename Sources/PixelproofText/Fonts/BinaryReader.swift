/// A bounds-checked, big-endian view of one table (or part of one) inside a font file.
///
/// Every read checks that its bytes lie inside the view and throws ``FontError/truncated(table:)``
/// when they do not, so a corrupt offset or count becomes an error instead of a crash. Offsets are
/// relative to the start of the view, as offsets inside TrueType tables are relative to the table or
/// subtable that holds them.
struct BinaryReader: Sendable {
  /// The whole font file; the view is `bytes[start ..< start + count]`.
  let bytes: [UInt8]
  let start: Int
  let count: Int
  /// The table this view belongs to, named in errors.
  let table: String

  init(_ bytes: [UInt8], table: String) {
    self.bytes = bytes
    self.start = 0
    self.count = bytes.count
    self.table = table
  }

  private init(bytes: [UInt8], start: Int, count: Int, table: String) {
    self.bytes = bytes
    self.start = start
    self.count = count
    self.table = table
  }

  /// Whether `length` bytes at `offset` lie inside the view (false for negative values, never overflows).
  func contains(_ offset: Int, length: Int) -> Bool {
    offset >= 0 && length >= 0 && offset <= count && length <= count - offset
  }

  /// Throws unless `length` bytes at `offset` lie inside the view.
  func require(_ offset: Int, length: Int) throws(FontError) {
    guard contains(offset, length: length) else { throw .truncated(table: table) }
  }

  /// The `length` bytes at `offset`, as a view of their own (offsets in it start at 0).
  func subview(at offset: Int, length: Int, table: String? = nil) throws(FontError) -> BinaryReader {
    try require(offset, length: length)
    return BinaryReader(bytes: bytes, start: start + offset, count: length, table: table ?? self.table)
  }

  /// The bytes from `offset` to the end of the view.
  func subview(from offset: Int) throws(FontError) -> BinaryReader {
    try subview(at: offset, length: count - offset)
  }

  func uint8(at offset: Int) throws(FontError) -> UInt8 {
    try require(offset, length: 1)
    return bytes[start + offset]
  }

  func uint16(at offset: Int) throws(FontError) -> UInt16 {
    try require(offset, length: 2)
    let i = start + offset
    return UInt16(bytes[i]) << 8 | UInt16(bytes[i + 1])
  }

  func int16(at offset: Int) throws(FontError) -> Int16 {
    Int16(bitPattern: try uint16(at: offset))
  }

  func uint32(at offset: Int) throws(FontError) -> UInt32 {
    try require(offset, length: 4)
    let i = start + offset
    return UInt32(bytes[i]) << 24 | UInt32(bytes[i + 1]) << 16
      | UInt32(bytes[i + 2]) << 8 | UInt32(bytes[i + 3])
  }

  /// A 16-bit offset or count, as an `Int`.
  func offset16(at offset: Int) throws(FontError) -> Int { Int(try uint16(at: offset)) }

  /// A 32-bit offset or count, as an `Int` (Int is 64 bits on every supported platform).
  func offset32(at offset: Int) throws(FontError) -> Int { Int(try uint32(at: offset)) }

  /// A 16.16 fixed-point number.
  func fixed(at offset: Int) throws(FontError) -> Double {
    Double(Int32(bitPattern: try uint32(at: offset))) / 65536
  }

  /// A 2.14 fixed-point number, as used by composite glyph transforms; exact in a Double.
  func f2dot14(at offset: Int) throws(FontError) -> Double {
    Double(try int16(at: offset)) / 16384
  }
}

/// A table tag such as `glyf` as the 32-bit number stored in the file.
func tagValue(_ tag: String) -> UInt32 {
  tag.utf8.reduce(0) { $0 << 8 | UInt32($1) }
}
