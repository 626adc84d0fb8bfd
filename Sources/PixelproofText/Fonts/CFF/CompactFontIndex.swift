/// An INDEX of the Compact Font Format: a count, an offset size and `count + 1` offsets, then the
/// objects' bytes (the name, top DICT, string, subroutine and charstring lists).
///
/// Offsets are checked when an object is read (they ascend and lie inside the data), so opening a font
/// with tens of thousands of charstrings costs nothing per charstring.
struct CompactFontIndex: Sendable {
  /// How many objects the INDEX holds.
  let count: Int
  /// How many bytes the whole INDEX takes, from its count to the end of its last object.
  let length: Int
  private let offsets: BinaryReader
  private let offsetSize: Int
  /// The object data; offsets count from the byte before it (an object at offset 1 starts here).
  private let data: BinaryReader

  /// The INDEX at `offset` of `table`. CFF counts objects in 16 bits, CFF2 in 32 (`wideCount`).
  init(in table: BinaryReader, at offset: Int, wideCount: Bool = false) throws(FontError) {
    count = wideCount ? try table.offset32(at: offset) : try table.offset16(at: offset)
    let countSize = wideCount ? 4 : 2
    guard count > 0 else {
      // An empty INDEX is its count alone.
      (length, offsetSize) = (countSize, 1)
      offsets = try table.subview(at: offset, length: 0)
      data = offsets
      return
    }
    offsetSize = Int(try table.uint8(at: offset + countSize))
    guard (1...4).contains(offsetSize) else {
      throw .malformed(table: table.table, reason: "an INDEX has offset size \(offsetSize), not 1 to 4")
    }
    let offsetsStart = offset + countSize + 1
    // The count is at most 2^32, the offset size at most 4: the product cannot overflow an Int.
    offsets = try table.subview(at: offsetsStart, length: (count + 1) * offsetSize)
    let dataStart = offsetsStart + (count + 1) * offsetSize
    let last = try Self.offset(in: offsets, at: count, size: offsetSize)
    guard last >= 1 else {
      throw .malformed(table: table.table, reason: "an INDEX's last offset is \(last), below 1")
    }
    data = try table.subview(at: dataStart, length: last - 1)
    length = dataStart - offset + last - 1
  }

  /// The bytes of object `index`.
  subscript(index: Int) -> BinaryReader {
    get throws(FontError) {
      guard index >= 0, index < count else {
        throw .malformed(table: data.table, reason: "object \(index) of an INDEX of \(count) is asked for")
      }
      let start = try Self.offset(in: offsets, at: index, size: offsetSize)
      let end = try Self.offset(in: offsets, at: index + 1, size: offsetSize)
      guard start >= 1, start <= end else {
        throw .malformed(table: data.table, reason: "an INDEX's object \(index) ends before it starts")
      }
      return try data.subview(at: start - 1, length: end - start)
    }
  }

  private static func offset(in offsets: BinaryReader, at index: Int, size: Int) throws(FontError) -> Int {
    var value = 0
    for byte in 0..<size { value = value << 8 | Int(try offsets.uint8(at: index * size + byte)) }
    return value
  }
}
