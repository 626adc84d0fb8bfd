import Foundation
import PixelproofGraphics
import Testing

// Helpers shared by the PNG codec's test suites.

func fixture(_ name: String) throws -> [UInt8] {
  let url = try #require(Bundle.module.url(forResource: "Fixtures/" + name, withExtension: nil))
  return try [UInt8](Data(contentsOf: url))
}

/// Pseudo-random pixels (a fixed linear congruential sequence): close to incompressible.
func noiseImage(width: Int, height: Int, alpha: Bool) throws -> StraightBitmap {
  var state: UInt32 = 0x1234_5678
  var pixels = [UInt8](repeating: 0, count: width * height * 4)
  for i in pixels.indices {
    state = state &* 1_664_525 &+ 1_013_904_223
    pixels[i] = !alpha && i % 4 == 3 ? 0xFF : UInt8(truncatingIfNeeded: state >> 24)
  }
  return try StraightBitmap(width: width, height: height, pixels: pixels)
}

/// How many times the image data holds 00 00 FF FF, the length fields of an empty stored block, which
/// each join of two streams (segments, or pieces of one) writes, followed by anything but 00 00. libdeflate stores incompressible rows (noise) in
/// blocks of 65,535 bytes, whose header byte (0) and length fields (FF FF 00 00) after a data byte of
/// 0 read 00 00 FF FF 00 00, about once in 256 blocks; a join is followed by the next stream's first
/// block instead. Deflate's Huffman-coded output holds the pattern by chance about once in 4 GB.
func syncMarkers(in file: [UInt8]) -> Int {
  let data = PNGChunk.all(in: file).filter { $0.type == "IDAT" }
    .flatMap { file[$0.dataOffset..<$0.dataOffset + $0.length] }
  return data.indices.dropLast(3).count {
    data[$0] == 0 && data[$0 + 1] == 0 && data[$0 + 2] == 0xFF && data[$0 + 3] == 0xFF
      && !($0 + 5 < data.count && data[$0 + 4] == 0 && data[$0 + 5] == 0)
  }
}

/// Reading and writing PNG chunks, to damage fixtures in precise ways.
struct PNGChunk {
  static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

  let type: String
  /// Offset of the chunk's data, after its length and type.
  let dataOffset: Int
  let length: Int
  var crcOffset: Int { dataOffset + length }

  /// The chunks of a well-formed file, in order.
  static func all(in bytes: [UInt8]) -> [PNGChunk] {
    var chunks: [PNGChunk] = []
    var offset = signature.count
    while offset + 12 <= bytes.count {
      let length = bytes[offset..<offset + 4].reduce(0) { $0 << 8 | Int($1) }
      let type = String(decoding: bytes[offset + 4..<offset + 8], as: UTF8.self)
      chunks.append(PNGChunk(type: type, dataOffset: offset + 8, length: length))
      offset += 12 + length
    }
    return chunks
  }

  /// A whole chunk: length, type, data, CRC.
  static func make(_ type: String, _ data: [UInt8]) -> [UInt8] {
    let body = Array(type.utf8) + data
    return bigEndian(UInt32(data.count)) + body + bigEndian(crc32(body))
  }

  /// Signature and an 8-bit RGBA IHDR of the given size.
  static func signatureAndHeader(width: Int, height: Int) -> [UInt8] {
    let ihdr = bigEndian(UInt32(width)) + bigEndian(UInt32(height)) + [8, 6, 0, 0, 0]
    return signature + make("IHDR", ihdr)
  }

  /// Signature, an 8-bit RGBA IHDR of the given size, and IEND: no image data.
  static func headerOnly(width: Int, height: Int) -> [UInt8] {
    signatureAndHeader(width: width, height: height) + make("IEND", [])
  }

  /// Makes the chunk's CRC match its (changed) data again.
  static func fixCRC(of chunk: PNGChunk, in bytes: inout [UInt8]) {
    let crc = crc32(Array(bytes[chunk.dataOffset - 4..<chunk.crcOffset]))
    bytes.replaceSubrange(chunk.crcOffset..<chunk.crcOffset + 4, with: bigEndian(crc))
  }

  private static func bigEndian(_ value: UInt32) -> [UInt8] {
    [UInt8(value >> 24), UInt8((value >> 16) & 0xFF), UInt8((value >> 8) & 0xFF), UInt8(value & 0xFF)]
  }

  /// CRC-32 as PNG and zlib define it (polynomial 0xEDB88320, reflected).
  private static func crc32(_ bytes: [UInt8]) -> UInt32 {
    var crc: UInt32 = 0xFFFF_FFFF
    for byte in bytes {
      crc ^= UInt32(byte)
      for _ in 0..<8 {
        crc = crc & 1 != 0 ? 0xEDB8_8320 ^ (crc >> 1) : crc >> 1
      }
    }
    return ~crc
  }
}
