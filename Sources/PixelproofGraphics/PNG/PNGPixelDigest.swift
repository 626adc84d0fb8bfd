/// A digest of a PNG's pixels stored in the file itself, so that an unchanged file can be matched with
/// an image without decoding it.
///
/// The entry is a `tEXt` chunk, `pixelproof-digest`, placed last before `IEND`. It holds the digest of
/// the pixels (``ContentDigest/init(pixelsOf:)``) and the digest of every byte of the file before the
/// chunk (the signature, the header, the other text and the compressed image data) and of the pixel
/// digest itself. The pixel digest is
/// trusted only while those bytes are unchanged, so a file rewritten by another tool, even with the same
/// pixels, has to be decoded and compared again.
package enum PNGPixelDigest {
  /// The keyword of the text chunk.
  package static let keyword = "pixelproof-digest"

  /// Domains of the two digests, so that one never stands for the other.
  private static let fileDomain: UInt64 = 0x7069_7865_6C66_696C

  /// The digest of the file's bytes before the entry and of the pixel digest's text: changing either
  /// makes the pixel digest untrusted.
  private static func fileDigest(_ body: [UInt8], pixels: Substring) -> ContentDigest {
    ContentDigest(of: body + Array(pixels.utf8), domain: fileDomain)
  }

  /// `png` with the digest entry for `image` inserted before its `IEND` chunk.
  ///
  /// - Parameters:
  ///   - png: a file ``PNGCodec/encode(_:text:compression:)`` wrote for `image`, ending in `IEND`.
  ///   - image: the pixels the file holds.
  /// - Returns: the file with the entry, or `png` unchanged when it does not end in an `IEND` chunk.
  package static func adding(to png: [UInt8], pixelsOf image: StraightBitmap) -> [UInt8] {
    adding(to: png, pixelDigest: ContentDigest(pixelsOf: image))
  }

  /// `png` with the digest entry for pixels whose ``ContentDigest/init(pixelsOf:)`` is `digest`, as
  /// ``adding(to:pixelsOf:)`` inserts it.
  package static func adding(to png: [UInt8], pixelDigest digest: ContentDigest) -> [UInt8] {
    guard png.count >= 8 + 12, PNGChunks.isIEND(png, at: png.count - 12) else { return png }
    let body = Array(png[..<(png.count - 12)])
    let pixels = digest.description
    let value = "pixels=\(pixels) file=\(fileDigest(body, pixels: pixels[...]))"
    let chunk = PNGChunks.chunk(type: Array("tEXt".utf8), data: Array((keyword + "\0" + value).utf8))
    return body + chunk + png[(png.count - 12)...]
  }

  /// The pixel digest stored in `png`, when the file is as it was written with it: nil when there is
  /// no entry, the entry is not the last chunk before `IEND`, it cannot be read or its CRC is wrong, or
  /// any byte before it changed. Only the chunk headers are walked; nothing is decompressed.
  package static func trustedPixelDigest(in png: [UInt8]) -> ContentDigest? {
    guard let entry = PNGChunks.lastChunkBeforeIEND(png), entry.type == Array("tEXt".utf8) else {
      return nil
    }
    let data = png[entry.data]
    let storedCRC = png[entry.data.upperBound..<(entry.data.upperBound + 4)].reduce(0) {
      $0 << 8 | UInt32($1)
    }
    guard CRC32.checksum(Array(png[(entry.start + 4)..<entry.data.upperBound])) == storedCRC else {
      return nil
    }
    let prefix = Array((keyword + "\0pixels=").utf8)
    guard data.count == prefix.count + 64 + 6 + 64, data.starts(with: prefix) else { return nil }
    let valueStart = data.startIndex + prefix.count
    let fileLabel = Array(" file=".utf8)
    guard data[(valueStart + 64)..<(valueStart + 70)].elementsEqual(fileLabel),
      let pixels = ContentDigest(hex: String(decoding: data[valueStart..<valueStart + 64], as: UTF8.self)),
      let file = ContentDigest(hex: String(decoding: data[(valueStart + 70)...], as: UTF8.self)),
      fileDigest(Array(png[..<entry.start]), pixels: pixels.description[...]) == file
    else { return nil }
    return pixels
  }
}
