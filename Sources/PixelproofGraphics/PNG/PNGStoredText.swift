/// A text entry that Pixelproof adds to a file it wrote, stored so that it reads back without
/// decompressing anything: an uncompressed `iTXt` chunk (UTF-8), inserted before `IEND`.
///
/// Inserted before ``PNGPixelDigest``'s entry is added, it is among the bytes that entry's file digest
/// covers: while the pixel digest is trusted, so is the entry.
package enum PNGStoredText {
  /// `png` with an entry named `keyword` holding `text`, inserted before its `IEND` chunk; `png`
  /// unchanged when it does not end in an `IEND` chunk.
  ///
  /// - Parameters:
  ///   - keyword: 1 to 79 printable ASCII characters, as the PNG specification allows.
  ///   - text: the entry's value; a NUL in it would end the value for other readers.
  package static func adding(keyword: String, text: String, to png: [UInt8]) -> [UInt8] {
    guard png.count >= 8 + 12, PNGChunks.isIEND(png, at: png.count - 12) else { return png }
    // Keyword, NUL, compression flag 0 (uncompressed), method 0, an empty language tag and an empty
    // translated keyword, each ended by NUL, then the text.
    let data = Array(keyword.utf8) + [0, 0, 0, 0, 0] + Array(text.utf8)
    let chunk = PNGChunks.chunk(type: Self.type, data: data)
    return Array(png[..<(png.count - 12)]) + chunk + png[(png.count - 12)...]
  }

  /// The text of the uncompressed `iTXt` entry named `keyword` in `png`, read from the chunk headers
  /// alone; nil when there is none or the file is not a well-formed sequence of chunks.
  package static func text(keyword: String, in png: [UInt8]) -> String? {
    let prefix = Array(keyword.utf8) + [0, 0, 0, 0, 0]
    guard let chunks = PNGChunks.chunksBeforeIEND(png) else { return nil }
    for chunk in chunks.reversed() where chunk.type == Self.type {
      let data = png[chunk.data]
      guard data.starts(with: prefix) else { continue }
      return String(decoding: data.dropFirst(prefix.count), as: UTF8.self)
    }
    return nil
  }

  private static let type = Array("iTXt".utf8)
}
