/// Walking and writing PNG chunks by their headers: length, type, data and CRC, nothing decompressed.
enum PNGChunks {
  /// A chunk's place in a file: where it starts (its length field), its type and its data's range.
  struct Chunk {
    let start: Int
    let type: [UInt8]
    let data: Range<Int>
  }

  private static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  /// Whether `bytes` ends at `offset` with an empty `IEND` chunk, its CRC included (the only valid one).
  static func isIEND(_ bytes: [UInt8], at offset: Int) -> Bool {
    offset >= 0 && bytes.count - offset == 12
      && bytes[offset...].elementsEqual([0, 0, 0, 0, 0x49, 0x45, 0x4E, 0x44, 0xAE, 0x42, 0x60, 0x82])
  }

  /// The chunk just before a file-ending `IEND`, found by walking every chunk from the signature; nil
  /// when the file is not a well-formed sequence of chunks ending so.
  static func lastChunkBeforeIEND(_ bytes: [UInt8]) -> Chunk? {
    chunksBeforeIEND(bytes)?.last
  }

  /// Every chunk before a file-ending `IEND`, in file order, found by walking their headers from the
  /// signature; nil when the file is not a well-formed sequence of chunks ending so.
  static func chunksBeforeIEND(_ bytes: [UInt8]) -> [Chunk]? {
    guard bytes.count >= signature.count, bytes.starts(with: signature) else { return nil }
    var offset = signature.count
    var chunks: [Chunk] = []
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<(offset + 4)].reduce(0) { $0 << 8 | Int($1) }
      // A length over 2^31 - 1 is invalid PNG; it also keeps the sum below from overflowing.
      guard length < 1 << 31, offset + 12 + length <= bytes.count else { return nil }
      if isIEND(bytes, at: offset) { return chunks }
      chunks.append(
        Chunk(
          start: offset, type: Array(bytes[(offset + 4)..<(offset + 8)]),
          data: (offset + 8)..<(offset + 8 + length)))
      offset += 12 + length
    }
    return nil
  }

  /// A whole chunk: length, type, data and CRC-32 of type and data.
  static func chunk(type: [UInt8], data: [UInt8]) -> [UInt8] {
    let length = UInt32(data.count)
    let crc = CRC32.checksum(type + data)
    return bigEndian(length) + type + data + bigEndian(crc)
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }
}

/// The CRC-32 PNG chunks carry (ISO 3309, polynomial 0xEDB88320, reflected).
enum CRC32 {
  private static let table: [UInt32] = (0..<256).map { index in
    var value = UInt32(index)
    for _ in 0..<8 { value = value & 1 == 1 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
    return value
  }

  /// The checksum of `bytes`.
  static func checksum(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
    return crc ^ 0xFFFF_FFFF
  }
}
