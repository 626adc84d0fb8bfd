import Foundation
import Pixelproof
import PixelproofVerifier
import Testing

/// What a person gets when a snapshot fails for a known change: a card's title grows from "Hello" to
/// "Hello, world" and its width from 200 to 210 pt. The message names the label and its frame change,
/// the diff boxes the change, and the compare image shows reference, diff and failed image side by
/// side; the two images are kept as reference images of their own, reviewed once like any other.
@Suite struct FailureReportTests {
  static let size = SizeProposal.fixed(width: 300, height: 60)

  /// A white card: a bold title `titleWidth` pt wide over a grey subtitle, inset 8 pt by 16 pt.
  static func card(title: String, titleWidth: Double) -> some Component {
    Stack(.vertical, spacing: 4) {
      Label(title, font: .system(size: 15, weight: .bold)).id("title").size(
        width: .points(titleWidth), height: 20)
      Label("Second line", font: .system(size: 13), color: Color(red: 120, green: 120, blue: 128)).id(
        "subtitle")
    }
    .inset(top: 8, left: 16, bottom: 8, right: 16)
    .backgroundColor(.white)
  }

  @Test func aChangedLabelInACard() throws {
    // The card as first recorded: a reference like any other.
    assertSnapshot(of: Self.card(title: "Hello", titleWidth: 200), size: Self.size, scale: 2)

    // A copy of that reference, in a folder of its own, verified against the changed card.
    let packageRoot = try PackageRoot.containing(#filePath)
    let reference = try SnapshotReference(suite: "FailureReportTests", test: "aChangedLabelInACard", scale: 2)
    let committed = packageRoot + "/ReferenceImages/" + reference.relativePath
    let root = FileManager.default.temporaryDirectory.appendingPathComponent("pixelproof-report-\(UUID())")
      .path
    defer { try? FileManager.default.removeItem(atPath: root) }
    try FileManager.default.createDirectory(
      atPath: root + "/refs/FailureReportTests", withIntermediateDirectories: true)
    try FileManager.default.copyItem(atPath: committed, toPath: root + "/refs/" + reference.relativePath)
    var settings = VerificationSettings(
      record: .never, recordSource: .defaultMode, referenceDirectory: root + "/refs",
      failureFolder: root + "/diffs")
    settings.rerunCommand = #"swift test --filter 'FailureReportTests/aChangedLabelInACard\b'"#
    let result = SnapshotVerifier.verify(
      Self.card(title: "Hello, world", titleWidth: 210), in: Self.size, as: reference, settings: settings,
      run: SnapshotRun())
    #expect(result.outcome == .failed)

    // The numbers, counted here pixel by pixel on the two images, independently of the verifier.
    let before = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: committed))))
    let after = try ComponentRenderer.render(
      Self.card(title: "Hello, world", titleWidth: 210), in: Self.size, scale: 2
    ).bitmap.straightBitmap()
    let count = PixelCount(before, after)
    #expect(count.differing > 0 && before.width == 600 && before.height == 120)
    let artifacts = FailureArtifacts(reference: reference, failureFolder: root + "/diffs")
    // The title is the stack's first child, inset 16 by 8 pt: its frame in the card is (16, 8, w, 20).
    let expected = """
      Snapshot FailureReportTests/aChangedLabelInACard@2x does not match its reference.
        reference size: 600 x 120 px, actual size: 600 x 120 px
        differing pixels: \(count.differing) of 72000 (\(count.percent)%), largest channel difference: \(count.largest)
        differences within \(count.boundsInPixels) (\(count.boundsInPoints))
        layout changes since the reference was recorded:
          Label#title: frame (16, 8, 200, 20) -> (16, 8, 210, 20)
          Label#title: text "Hello" -> "Hello, world"
        reference: \(artifacts.referenceCopyPath)
        failed:    \(artifacts.actualPath)
        diff:      \(artifacts.diffPath)
        compare:   \(artifacts.comparePath)
        To accept the new image as the reference, run `PIXELPROOF_RECORD=failed swift test --filter 'FailureReportTests/aChangedLabelInACard\\b'`, then review and commit it.
        report: run `swift run pixelproof report` for an HTML review of every failure
      """
    #expect(result.message == expected)
    // The new words are one cluster of differences, boxed once, inside the title's frame (32...452 px
    // across, 16...56 px down at 2x).
    let regions = try #require(result.comparison?.regions)
    #expect(regions.count == 1)
    #expect(regions.allSatisfy { $0.x >= 32 && $0.maxX <= 452 && $0.y >= 16 && $0.maxY <= 56 })

    // The diff and the compare image, each verified as a reference image.
    let verdicts = try VerificationSettings.resolve(SnapshotConfiguration.current, packageRoot: packageRoot)
    for (name, path) in [("diff", artifacts.diffPath), ("compare", artifacts.comparePath)] {
      let image = try PNGCodec.decode(Array(try Data(contentsOf: URL(fileURLWithPath: path))))
      let check = SnapshotVerifier.verify(
        image,
        against: try SnapshotReference(
          suite: "FailureReportTests", test: "aChangedLabelInACard", name: name, scale: 2),
        settings: verdicts)
      #expect(check.passed, "\(check.message)")
    }
  }
}

/// How two images of one size differ, counted the plain way: every pixel, every channel.
private struct PixelCount {
  var differing = 0
  var largest = 0
  var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1

  init(_ a: StraightBitmap, _ b: StraightBitmap) {
    for y in 0..<a.height {
      for x in 0..<a.width {
        let (p, q) = (a.pixel(x: x, y: y), b.pixel(x: x, y: y))
        let channels = [(p.0, q.0), (p.1, q.1), (p.2, q.2), (p.3, q.3)].map { abs(Int($0) - Int($1)) }
        guard let worst = channels.max(), worst > 0 else { continue }
        differing += 1
        largest = max(largest, worst)
        (minX, minY, maxX, maxY) = (min(minX, x), min(minY, y), max(maxX, x), max(maxY, y))
      }
    }
  }

  /// The share of 600 x 120 pixels, with two decimals.
  var percent: String { String(format: "%.2f", Double(differing) / 72000 * 100) }
  var boundsInPixels: String { "x \(minX)..<\(maxX + 1), y \(minY)..<\(maxY + 1) px" }
  /// Pixels at 2x are halves of points.
  var boundsInPoints: String {
    func points(_ pixels: Int) -> String { pixels % 2 == 0 ? "\(pixels / 2)" : "\(pixels / 2).5" }
    return "x \(points(minX))..<\(points(maxX + 1)), y \(points(minY))..<\(points(maxY + 1)) pt"
  }
}
