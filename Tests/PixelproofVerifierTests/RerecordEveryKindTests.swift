import Foundation
import PixelproofVerifier
import Testing

/// Recording everything over references whose pixels are unchanged rewrites no byte, for every kind of
/// snapshot: a bitmap, a component, variants, an accessibility snapshot (overlay image and transcript)
/// and an update's two states, whatever bytes the references have (another encoder's compression, an
/// extra chunk, a layout record older than the tree's, or none).
@Suite struct RerecordEveryKindTests {
  /// How a reference is made to differ in bytes but not in pixels, as files written by another
  /// encoder or an older version do.
  enum Rewrite: CaseIterable {
    /// The pixels encoded again, compressed another way and without a layout record or digest.
    case otherCompressionWithoutRecord
    /// The same file with a comment chunk after its header.
    case extraChunk
    /// The pixels encoded again with a layout record this tree does not make.
    case olderLayoutRecord

    func apply(to file: [UInt8]) throws -> [UInt8] {
      switch self {
      case .otherCompressionWithoutRecord:
        return try PNGCodec.encode(PNGCodec.decode(file), compression: .quick)
      case .extraChunk:
        // The signature (8 bytes) and the header chunk (25 bytes) come first in every PNG.
        let header = 8 + 25
        return Array(file[..<header]) + pngChunk(type: "tEXt", data: Array("Comment\0re-saved".utf8))
          + Array(file[header...])
      case .olderLayoutRecord:
        let stale = try PNGTextChunk(
          keyword: LayoutRecord.pngTextKeyword, text: "pixelproof-layout 1\n0 View - 0 0 1 1 - -")
        return try PNGCodec.encode(PNGCodec.decode(file), text: [stale])
      }
    }
  }

  private let card: any Component = Stack(.vertical, spacing: 2) {
    Label("Inbox").id("title")
    View(Color(hex: 0x30B0C7)).size(width: 24, height: 6)
  }
  private let after: any Component = Stack(.vertical, spacing: 2) {
    View(Color(hex: 0x30B0C7)).size(width: 24, height: 6)
    Label("Inbox").id("title")
  }

  /// Verifies one snapshot of every kind in a run of its own; returns every verdict, each image's
  /// and text's outcome.
  private func verifyEveryKind(_ settings: VerificationSettings) throws -> [SnapshotResult.Outcome] {
    let run = SnapshotRun()
    func reference(
      _ test: String, _ variant: SnapshotVariant = SnapshotVariant(scale: 1)
    ) throws
      -> SnapshotReference
    {
      try SnapshotReference(suite: "EveryKind", test: test, variant: variant)
    }
    let bitmap = SnapshotVerifier.verify(
      try sampleImage(), against: try reference("bitmap"), settings: settings, run: run)
    let component = SnapshotVerifier.verify(
      card, in: .range(.unconstrained), as: try reference("component"), settings: settings, run: run)
    let variants = SnapshotVerifier.verify(
      card, in: .range(.unconstrained),
      as: [
        try reference("variants", SnapshotVariant(scale: 1, colorScheme: .dark)),
        try reference("variants", SnapshotVariant(scale: 1, layoutDirection: .rightToLeft)),
      ], settings: settings, run: run)
    let accessibility = SnapshotVerifier.verifyAccessibility(
      of: card, in: .range(.unconstrained), as: try reference("accessibility"), settings: settings,
      run: run)
    let update = SnapshotVerifier.verifyUpdate(
      from: card, to: after, in: .range(.unconstrained), as: try reference("update"), settings: settings,
      run: run)
    let results =
      [bitmap, component] + variants
      + [accessibility.image, accessibility.text, update.before, update.after].compactMap { $0 }
    #expect(results.count == 8)
    return results.map(\.outcome)
  }

  /// The reference folder's files and their bytes, by path.
  private func references(_ folders: TemporaryFolders) throws -> [String: [UInt8]] {
    var files: [String: [UInt8]] = [:]
    for file in folders.files() where file.hasPrefix("ReferenceImages/") {
      files[file] = try folders.bytes(folders.root + "/" + file)
    }
    return files
  }

  @Test(arguments: Rewrite.allCases)
  func recordingEverythingAgainKeepsEveryReferencesBytesWhenItsPixelsAreUnchanged(
    _ rewrite: Rewrite
  ) throws {
    let folders = try TemporaryFolders()
    _ = try verifyEveryKind(folders.settings(.missing))
    let recorded = try references(folders)
    // 7 images (bitmap, component, 2 variants, accessibility overlay, 2 update states) and 1 text.
    #expect(recorded.count == 8 && recorded.keys.count { $0.hasSuffix(".png") } == 7)
    for (file, bytes) in recorded where file.hasSuffix(".png") {
      let rewritten = try rewrite.apply(to: bytes)
      #expect(rewritten != bytes, "\(file)")
      #expect(try PNGCodec.decode(rewritten) == PNGCodec.decode(bytes), "\(file)")
      try folders.write(rewritten, to: folders.root + "/" + file)
    }
    let before = try references(folders)

    let outcomes = try verifyEveryKind(folders.settings(.all))

    #expect(outcomes == Array(repeating: .matched, count: 8))
    let afterwards = try references(folders)
    #expect(afterwards.keys.sorted() == before.keys.sorted())
    for file in before.keys.sorted() {
      #expect(afterwards[file] == before[file], "\(file) was rewritten")
    }
  }
}
