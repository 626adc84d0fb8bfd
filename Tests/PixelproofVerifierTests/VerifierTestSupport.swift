import Foundation
import PixelproofVerifier
import Testing

/// A temporary reference folder and failure folder, removed when the test ends.
final class TemporaryFolders {
  let root: String
  var references: String { root + "/ReferenceImages" }
  var diffs: String { root + "/FailureDiffs" }

  init() throws {
    root =
      FileManager.default.temporaryDirectory
      .appendingPathComponent("pixelproof-verifier-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
  }

  deinit { try? FileManager.default.removeItem(atPath: root) }

  func settings(_ record: RecordMode) -> VerificationSettings {
    VerificationSettings(
      record: record, recordSource: .code, referenceDirectory: references, failureFolder: diffs)
  }

  func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  func bytes(_ path: String) throws -> [UInt8] { [UInt8](try Data(contentsOf: URL(fileURLWithPath: path))) }

  func write(_ bytes: [UInt8], to path: String) throws {
    try FileManager.default.createDirectory(
      atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
    try Data(bytes).write(to: URL(fileURLWithPath: path))
  }

  /// Every file below the root, as paths relative to it, sorted.
  func files() -> [String] {
    let enumerator = FileManager.default.enumerator(atPath: root)
    var found: [String] = []
    while let path = enumerator?.nextObject() as? String {
      var isFolder: ObjCBool = false
      if FileManager.default.fileExists(atPath: root + "/" + path, isDirectory: &isFolder),
        !isFolder.boolValue
      {
        found.append(path)
      }
    }
    return found.sorted()
  }
}

/// A 4 x 3 opaque image: white, with one blue pixel at (1, 1).
func sampleImage(
  changing pixel: (x: Int, y: Int)? = nil, width: Int = 4, height: Int = 3
) throws -> StraightBitmap {
  var image = try StraightBitmap(width: width, height: height, filledWith: (255, 255, 255, 255))
  image.pixels[(1 * width + 1) * 4..<(1 * width + 1) * 4 + 4] = [0, 0, 255, 255]
  if let pixel {
    image.pixels[(pixel.y * width + pixel.x) * 4] = 10  // red channel 255 -> 10: a difference of 245
  }
  return image
}

let sampleReference = try! SnapshotReference(suite: "CardTests", test: "testCard()", name: "dark", scale: 2)

/// A PNG chunk with its length and CRC, for making files that differ in bytes but not in pixels.
func pngChunk(type: String, data: [UInt8]) -> [UInt8] {
  let typeBytes = Array(type.utf8)
  var crc: UInt32 = 0xFFFF_FFFF
  for byte in typeBytes + data {
    crc ^= UInt32(byte)
    for _ in 0..<8 { crc = (crc >> 1) ^ (0xEDB8_8320 & (0 &- (crc & 1))) }
  }
  crc ^= 0xFFFF_FFFF
  func bigEndian(_ value: UInt32) -> [UInt8] {
    [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
  }
  return bigEndian(UInt32(data.count)) + typeBytes + data + bigEndian(crc)
}
