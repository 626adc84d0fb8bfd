import Foundation
import Testing

@testable import PixelproofVerifier

/// A recording stores its audit's findings in the reference; a later match takes them from there only
/// when the pixel digest is trusted and the layout, the audit and the direction are the recording's.
/// #777777 on white is 4.48:1 by the WCAG formula worked by hand, below AA's 4.5:1; #000000 passes.
@Suite struct StoredAccessibilityFindingsTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  let priceLine = "Label#price: contrast 4.48:1 over #FFFFFF, needs 4.5:1 (AA, 15 pt regular)"
  let reference = try! SnapshotReference(suite: "CardTests", test: "price", scale: 1)
  var referencePath: String { folders.references + "/CardTests/price@1x.png" }

  func price(_ grey: UInt8 = 0x77, label: String? = nil) -> any Component {
    let text = Label("$4.99", font: .system(size: 15), color: Color(red: grey, green: grey, blue: grey))
    let labelled: any Component = label.map { text.accessibilityLabel($0) } ?? text
    return labelled.id("price").backgroundColor(.white)
  }

  func verify(
    _ component: any Component, _ record: RecordMode = .never, audit: AccessibilityAudit = .warn
  ) -> SnapshotResult {
    var settings = folders.settings(record)
    settings.accessibility = audit
    return SnapshotVerifier.verify(
      component, in: .width(120), as: reference, settings: settings, run: SnapshotRun())
  }

  /// The reference with its stored findings replaced by `findings`, its digest entry made again as a
  /// recording makes it, so that the file is trusted: what a match returns then shows where its
  /// findings came from.
  func storeInstead(_ findings: [AccessibilityFinding]) throws {
    let file = try folders.bytes(referencePath)
    let stored = try #require(StoredAccessibilityFindings(in: file))
    let image = try PNGCodec.decodeWithText(file)
    let text = image.text.filter { $0.keyword != StoredAccessibilityFindings.keyword }
    let replaced = StoredAccessibilityFindings(inputs: stored.inputs, findings: findings)
    let rewritten = PNGStoredText.adding(
      keyword: StoredAccessibilityFindings.keyword, text: replaced.text,
      to: try PNGCodec.encode(image.bitmap, text: text))
    try folders.write(PNGPixelDigest.adding(to: rewritten, pixelsOf: image.bitmap), to: referencePath)
  }

  let planted = AccessibilityFinding(
    kind: .touchTarget, element: "Button \"Close\"", frame: Rect(x: 1.5, y: 2, width: 30, height: 0.25),
    description: "Button \"Close\": planted by the test\n\tsecond line, “quoted” ✓")

  @Test func aRecordingStoresItsFindingsWithTheirInputs() throws {
    #expect(verify(price(), .missing).outcome == .recorded)
    let stored = try #require(StoredAccessibilityFindings(in: try folders.bytes(referencePath)))
    #expect(stored.findings.map(\.description) == [priceLine])
    #expect(stored.findings.map(\.kind) == [.contrast])
    // libpng reads the entry too, as any PNG reader of text entries does.
    let text = try PNGCodec.decodeWithText(try folders.bytes(referencePath)).text
    #expect(text.map(\.keyword).contains(StoredAccessibilityFindings.keyword))
  }

  @Test func aMatchTakesTheStoredFindingsInsteadOfAuditing() throws {
    #expect(verify(price(), .missing).outcome == .recorded)
    try storeInstead([planted])
    let result = verify(price())
    #expect(result.outcome == .matched)
    #expect(result.accessibilityFindings == [planted])
  }

  @Test func aChangedLayoutOrAuditSettingAuditsAgain() throws {
    #expect(verify(price(), .missing).outcome == .recorded)
    try storeInstead([planted])
    // The same pixels each time, so each is a digest match; what differs is not drawn.
    let labelled = verify(price(label: "Price"))
    #expect(labelled.outcome == .matched && labelled.accessibilityFindings.map(\.description) == [priceLine])
    let aaa = verify(price(), audit: .warn(contrast: .aaa))
    #expect(aaa.outcome == .matched)
    #expect(
      aaa.accessibilityFindings.map(\.description) == [
        "Label#price: contrast 4.48:1 over #FFFFFF, needs 7:1 (AAA, 15 pt regular)"
      ])
    let failing = verify(price(), audit: .fail)
    #expect(failing.accessibilityFindings == [planted], "warn or fail changes what findings do, not them")
  }

  @Test func anUntrustedFileIsAuditedAgain() throws {
    #expect(verify(price(), .missing).outcome == .recorded)
    try storeInstead([planted])
    // The digest entry taken out, as another tool rewriting the file would leave it: the planted
    // findings are still there, but nothing vouches for them, so the pixels are decoded and compared
    // and the audit runs. The entry is the last chunk before IEND: length, type and CRC (12),
    // `pixelproof-digest` and its NUL (18), `pixels=` (7), 64 hex digits, ` file=` (6), 64 hex digits.
    let file = try folders.bytes(referencePath)
    let entrySize = 12 + 18 + 7 + 64 + 6 + 64
    let untrusted = Array(file[..<(file.count - 12 - entrySize)] + file[(file.count - 12)...])
    try folders.write(untrusted, to: referencePath)
    #expect(PNGPixelDigest.trustedPixelDigest(in: untrusted) == nil)
    #expect(StoredAccessibilityFindings(in: untrusted)?.findings == [planted])
    let result = verify(price())
    #expect(result.outcome == .matched && result.accessibilityFindings.map(\.description) == [priceLine])
  }

  @Test func aReferenceWithoutStoredFindingsIsAudited() throws {
    #expect(verify(price(), .missing, audit: .off).outcome == .recorded)
    #expect(StoredAccessibilityFindings(in: try folders.bytes(referencePath)) == nil)
    let result = verify(price())
    #expect(result.outcome == .matched && result.accessibilityFindings.map(\.description) == [priceLine])
  }

  @Test func theEntryReadsBackExactlyAndRejectsWhatItDidNotWrite() throws {
    let inputs = try #require(ContentDigest(hex: String(repeating: "0123456789abcdef", count: 4)))
    let stored = StoredAccessibilityFindings(inputs: inputs, findings: [planted, planted])
    #expect(StoredAccessibilityFindings(text: stored.text) == stored)
    #expect(
      StoredAccessibilityFindings(text: StoredAccessibilityFindings(inputs: inputs, findings: []).text)?
        .findings == [])
    let lines = stored.text.split(separator: "\n").map(String.init)
    #expect(lines[0] == "pixelproof-accessibility 1")
    let otherVersion = (["pixelproof-accessibility 2"] + lines.dropFirst()).joined(separator: "\n")
    #expect(StoredAccessibilityFindings(text: otherVersion) == nil)
    #expect(StoredAccessibilityFindings(text: stored.text + "\nblurry 0 0 1 1 \"a\" \"b\"") == nil)
    #expect(StoredAccessibilityFindings(text: stored.text + "\ncontrast 0 0 1 1 \"a\"") == nil)
  }

  @Test func theStraightDigestOfPremultipliedPixelsIsTheStraightenedImagesAndChangesNothing() throws {
    // 5 x 3 = 15 pixels: one block of 8 and a tail of 7, with translucent and clear pixels in both.
    var generator = 0x9E37_79B9_7F4A_7C15 as UInt64
    var pixels: [UInt8] = []
    for index in 0..<15 {
      generator = generator &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      let bytes = (0..<4).map { UInt8(truncatingIfNeeded: generator >> (32 + 8 * $0)) }
      // Every third pixel opaque and every fifth clear; the rest translucent at random.
      let alpha: UInt8 = index % 3 == 0 ? 255 : index % 5 == 0 ? 0 : bytes[3]
      pixels += [bytes[0], bytes[1], bytes[2], alpha]
    }
    let premultiplied = PremultipliedBitmap(
      try StraightBitmap(width: 5, height: 3, pixels: pixels))
    let before = premultiplied.pixels
    let digest = ContentDigest(straightenedPixelsOf: premultiplied)
    #expect(premultiplied.pixels == before)
    #expect(digest == ContentDigest(pixelsOf: premultiplied.straightened()))
    #expect(digest == premultiplied.straightenedWithDigest().1)
    // A block of eight clear pixels, which both kernels pass over as straight already, then a block of
    // translucent ones.
    let clearThenTranslucent = PremultipliedBitmap(
      try StraightBitmap(
        width: 16, height: 1, pixels: Array(repeating: 0, count: 32) + (0..<32).map { UInt8($0 * 37 % 256) }))
    #expect(
      ContentDigest(straightenedPixelsOf: clearThenTranslucent)
        == ContentDigest(pixelsOf: clearThenTranslucent.straightened()))
    #expect(
      ContentDigest(straightenedPixelsOf: clearThenTranslucent)
        == clearThenTranslucent.straightenedWithDigest().1)
  }
}
