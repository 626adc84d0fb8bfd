import Foundation
import PixelproofVerifier
import Testing

/// Verifications that trust a reference's stored pixel digest, and every case that must not.
@Suite struct DigestVerificationTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private var referencePath: String { folders.references + "/CardTests/testCard_dark@2x.png" }
  private var trio: FailureArtifacts {
    FailureArtifacts(reference: sampleReference, failureFolder: folders.diffs)
  }

  private func verify(_ image: StraightBitmap, _ mode: RecordMode = .never) -> SnapshotResult {
    SnapshotVerifier.verify(
      image, against: sampleReference, settings: folders.settings(mode), run: SnapshotRun())
  }

  /// The size of the digest entry: length, type and CRC (12), `pixelproof-digest` and its NUL (18),
  /// `pixels=` (7), 64 hex digits, ` file=` (6), 64 hex digits.
  private let entrySize = 12 + 18 + 7 + 64 + 6 + 64

  @Test func aRecordingCarriesTheDigestOfItsPixels() throws {
    let image = try sampleImage()
    #expect(verify(image, .missing).outcome == .recorded)
    let file = try folders.bytes(referencePath)
    #expect(PNGPixelDigest.trustedPixelDigest(in: file) == ContentDigest(pixelsOf: image))
    #expect(try PNGCodec.decode(file) == image)
    let result = verify(image)
    #expect(result.outcome == .matched && result.message.isEmpty)
    #expect(result.comparison?.matches == true)
  }

  @Test func oneChangedPixelFailsAgainstADigestReference() throws {
    #expect(verify(try sampleImage(), .missing).outcome == .recorded)
    let result = verify(try sampleImage(changing: (3, 2)))
    #expect(result.outcome == .failed)
    #expect(result.comparison?.differingPixels == 1)
    #expect(folders.exists(trio.diffPath))
  }

  @Test func aReferenceRewrittenByAnotherEncoderIsComparedPixelByPixel() throws {
    let image = try sampleImage()
    #expect(verify(image, .missing).outcome == .recorded)
    let recorded = try folders.bytes(referencePath)
    let entry = Array(recorded[(recorded.count - 12 - entrySize)..<(recorded.count - 12)])
    // The same pixels in other compressed bytes, the old entry kept before IEND.
    let other = try PNGCodec.encode(image, compression: .quick)
    #expect(other[..<(other.count - 12)] != recorded[..<(recorded.count - 12 - entrySize)])
    try folders.write(
      Array(other[..<(other.count - 12)]) + entry + other[(other.count - 12)...], to: referencePath)
    #expect(verify(image).outcome == .matched)
    #expect(verify(try sampleImage(changing: (0, 0))).comparison?.differingPixels == 1)
  }

  @Test func aTamperedDigestFallsBackToThePixels() throws {
    let image = try sampleImage()
    let changed = try sampleImage(changing: (2, 0))
    #expect(verify(image, .missing).outcome == .recorded)
    let file = try folders.bytes(referencePath)
    // The stored pixel digest replaced by the changed image's, the chunk's CRC made valid again: the
    // file digest, which covers the pixel digest too, no longer matches.
    let entryStart = file.count - 12 - entrySize
    var data = Array(file[(entryStart + 8)..<(file.count - 12 - 4)])
    data.replaceSubrange(18 + 7..<18 + 7 + 64, with: Array(ContentDigest(pixelsOf: changed).description.utf8))
    let tampered =
      Array(file[..<entryStart]) + pngChunk(type: "tEXt", data: data) + file[(file.count - 12)...]
    #expect(try PNGCodec.decode(tampered) == image)
    try folders.write(tampered, to: referencePath)
    #expect(verify(changed).comparison?.differingPixels == 1)
    #expect(verify(image).outcome == .matched)
  }

  @Test(arguments: [RecordMode.missing, .failed, .all])
  func aReferenceWithoutDigestIsComparedAndNeverRewritten(_ mode: RecordMode) throws {
    let image = try sampleImage()
    let file = try PNGCodec.encode(image)
    try folders.write(file, to: referencePath)
    #expect(verify(image, mode).outcome == .matched)
    #expect(try folders.bytes(referencePath) == file)
    #expect(verify(try sampleImage(changing: (1, 2)), .never).comparison?.differingPixels == 1)
  }

  /// A file with a header declaring `width` x `height` and a few bytes of image data: enough for its
  /// size to be read, not to be decoded.
  private func headerOnlyPNG(width: UInt32, height: UInt32) -> [UInt8] {
    func bigEndian(_ value: UInt32) -> [UInt8] {
      [24, 16, 8, 0].map { UInt8(truncatingIfNeeded: value >> $0) }
    }
    let header = bigEndian(width) + bigEndian(height) + [8, 6, 0, 0, 0]
    return [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A] + pngChunk(type: "IHDR", data: header)
      + pngChunk(type: "IDAT", data: [0x78, 0x9C, 0x03, 0x00]) + pngChunk(type: "IEND", data: [])
  }

  @Test func aHugeDeclaredReferenceIsReportedBySizeWithoutDecoding() throws {
    let file = headerOnlyPNG(width: 8192, height: 8192)
    try folders.write(file, to: referencePath)
    let result = verify(try sampleImage())
    #expect(result.outcome == .failed)
    #expect(result.message.contains("reference size: 8192 x 8192 px, actual size: 4 x 3 px"))
    #expect(result.message.contains("more than 4 times the image's pixels, so the reference was not decoded"))
    #expect(try folders.bytes(trio.referenceCopyPath) == file)
    #expect(try PNGCodec.decode(folders.bytes(trio.actualPath)) == sampleImage())
    #expect(!folders.exists(trio.diffPath) && !folders.exists(trio.comparePath))
  }

  @Test func aReferenceWhoseDiffCoversUpToFourTimesTheImagesPixelsIsDecoded() throws {
    // The image is 4 x 3 = 12 px. With an 8 x 6 reference the diff covers 48 px, four times that: decoded.
    // With 9 x 6 it covers 54 px, and with 48 x 1 (48 px itself) 48 x 3 = 144 px: neither is decoded.
    try folders.write(PNGCodec.encode(sampleImage(width: 8, height: 6)), to: referencePath)
    let decoded = verify(try sampleImage())
    #expect(decoded.comparison.map { $0.referenceSize == (8, 6) } == true)
    #expect(folders.exists(trio.diffPath))
    try folders.write(PNGCodec.encode(sampleImage(width: 9, height: 6)), to: referencePath)
    let sized = verify(try sampleImage())
    #expect(sized.comparison == nil)
    #expect(sized.message.contains("reference size: 9 x 6 px, actual size: 4 x 3 px"))
    #expect(!folders.exists(trio.diffPath))
    let line = try StraightBitmap(width: 48, height: 1, filledWith: (255, 255, 255, 255))
    try folders.write(PNGCodec.encode(line), to: referencePath)
    let thin = verify(try sampleImage())
    #expect(thin.comparison == nil)
    #expect(thin.message.contains("reference size: 48 x 1 px, actual size: 4 x 3 px"))
  }
}
