import PixelproofText

/// The bundled font files' bytes, read from the source tree (tests see the files, not the bundle, so a
/// test can corrupt a copy).
enum FontFiles {
  static let names = ["NotoSans-Regular", "NotoSans-Medium", "NotoSans-Bold", "DroidSansFallback"]

  static func bytes(_ name: String) throws -> [UInt8] {
    let tests = #filePath.split(separator: "/").dropLast(3).joined(separator: "/")
    let path = "/\(tests)/Sources/PixelproofText/Resources/Fonts/\(name).ttf"
    guard let handle = fopen(path, "rb") else {
      throw FontError.unreadable(path: path, reason: "fopen failed")
    }
    defer { fclose(handle) }
    var bytes: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 1 << 16)
    while true {
      let read = fread(&buffer, 1, buffer.count, handle)
      if read == 0 { break }
      bytes += buffer[0..<read]
    }
    return bytes
  }

  /// Where each table lies, from the table directory: (tag, offset, length).
  static func tables(_ bytes: [UInt8]) -> [(tag: String, offset: Int, length: Int)] {
    let count = Int(uint16(bytes, 4))
    return (0..<count).map { index in
      let at = 12 + index * 16
      let tag = String(decoding: bytes[at..<at + 4], as: UTF8.self)
      return (tag, Int(uint32(bytes, at + 8)), Int(uint32(bytes, at + 12)))
    }
  }

  static func uint16(_ bytes: [UInt8], _ at: Int) -> UInt16 { UInt16(bytes[at]) << 8 | UInt16(bytes[at + 1]) }
  static func uint32(_ bytes: [UInt8], _ at: Int) -> UInt32 {
    UInt32(uint16(bytes, at)) << 16 | UInt32(uint16(bytes, at + 2))
  }
}

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
