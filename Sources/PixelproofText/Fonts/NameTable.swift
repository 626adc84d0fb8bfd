/// The family name in the `name` table: typographic family (ID 16) if present, else family (ID 1).
///
/// Windows Unicode records (platform 3, encoding 1 or 10) are preferred, US English first; Macintosh
/// Roman records (platform 1, encoding 0) are read as Latin-1, which agrees with Roman for ASCII names.
enum NameTable {
  static func familyName(_ name: BinaryReader) throws(FontError) -> String {
    let count = try name.offset16(at: 2)
    let stringsAt = try name.offset16(at: 4)
    // 6-byte header, then 12 bytes per record: platform, encoding, language, name ID, length, offset.
    try name.require(6, length: count * 12)
    var best: (rank: Int, at: Int, length: Int, utf16: Bool)?
    for index in 0..<count {
      let at = 6 + index * 12
      let platform = try name.uint16(at: at), encoding = try name.uint16(at: at + 2)
      let language = try name.uint16(at: at + 4), nameID = try name.uint16(at: at + 6)
      guard nameID == 16 || nameID == 1 else { continue }
      let isWindows = platform == 3 && (encoding == 1 || encoding == 10)
      let isMac = platform == 1 && encoding == 0
      guard isWindows || isMac else { continue }
      // Lower is better: name ID 16 before 1, Windows before Mac, English before other languages.
      let rank = (nameID == 16 ? 0 : 4) + (isWindows ? 0 : 2) + ((language == 0x409 || language == 0) ? 0 : 1)
      if best.map({ rank < $0.rank }) ?? true {
        best = (rank, stringsAt + (try name.offset16(at: at + 10)), try name.offset16(at: at + 8), isWindows)
      }
    }
    guard let best else { return "" }
    let text = try name.subview(at: best.at, length: best.length)
    if best.utf16 {
      var units: [UInt16] = []
      for index in 0..<(text.count / 2) { units.append(try text.uint16(at: index * 2)) }
      return String(decoding: units, as: UTF16.self)
    }
    var scalars = String.UnicodeScalarView()
    for index in 0..<text.count { scalars.append(Unicode.Scalar(try text.uint8(at: index))) }
    return String(scalars)
  }
}
