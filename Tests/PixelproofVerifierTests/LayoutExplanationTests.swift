import Foundation
import PixelproofVerifier
import Testing

/// References recorded from components keep their layout; a mismatch says what changed in it.
@Suite struct LayoutExplanationTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private let reference = try! SnapshotReference(suite: "Cards", test: "badge", scale: 1)
  private var path: String { folders.references + "/Cards/badge@1x.png" }
  private var trio: FailureArtifacts { FailureArtifacts(reference: reference, failureFolder: folders.diffs) }

  /// A 40 x 20 pt row: a `color` badge `width` pt wide, identified as "badge".
  private func row(_ color: Color, width: Double = 10) -> some Component {
    Stack(.horizontal) { View(color).id("badge").size(width: .points(width), height: 10) }
      .size(width: 40, height: 20)
  }

  private func verify(_ component: some Component, _ mode: RecordMode) -> SnapshotResult {
    SnapshotVerifier.verify(
      component, in: .range(.unconstrained), as: reference, settings: folders.settings(mode),
      run: SnapshotRun())
  }

  private func storedRecord(_ file: String) throws -> LayoutRecord? {
    try LayoutRecord(pngText: PNGCodec.decodeWithText(folders.bytes(file)).text)
  }

  @Test func aRecordingStoresTheLayoutBesideThePixels() throws {
    #expect(verify(row(.red), .missing).outcome == .recorded)
    let layout = try ComponentRenderer.layout(row(.red), in: .range(.unconstrained), scale: 1)
    #expect(try storedRecord(path) == LayoutRecord(layout))
  }

  @Test func aMismatchListsTheLayoutChangesAndTheFailedImageKeepsItsRecord() throws {
    _ = verify(row(.red), .missing)
    let result = verify(row(.blue, width: 12), .never)
    #expect(result.outcome == .failed)
    // The badge sits at the row's origin: (0, 0, 10, 10) before, (0, 0, 12, 10) after.
    #expect(
      result.message.contains(
        """
          layout changes since the reference was recorded:
            View#badge: frame (0, 0, 10, 10) -> (0, 0, 12, 10)
            View#badge: colours #FF0000FF -> #0000FFFF
        """))
    let layout = try ComponentRenderer.layout(row(.blue, width: 12), in: .range(.unconstrained), scale: 1)
    #expect(try storedRecord(trio.actualPath) == LayoutRecord(layout))
  }

  @Test func aReferenceWithoutARecordStillVerifiesAndSaysWhyNothingIsExplained() throws {
    let image = try ComponentRenderer.render(row(.red), in: .range(.unconstrained), scale: 1).bitmap
      .straightBitmap()
    try folders.write(PNGCodec.encode(image), to: path)
    #expect(verify(row(.red), .never).outcome == .matched)
    let result = verify(row(.blue), .never)
    #expect(result.outcome == .failed)
    #expect(result.message.contains("layout changes: unknown; the reference was recorded without its layout"))
  }

  @Test func aDamagedRecordIsReportedAndTheComparisonStillRuns() throws {
    let image = try ComponentRenderer.render(row(.red), in: .range(.unconstrained), scale: 1).bitmap
      .straightBitmap()
    let damaged = try PNGTextChunk(
      keyword: LayoutRecord.pngTextKeyword, text: "pixelproof-layout 1\nnot a node")
    try folders.write(PNGCodec.encode(image, text: [damaged]), to: path)
    let result = verify(row(.blue), .never)
    #expect(result.outcome == .failed)
    #expect(result.message.contains("layout changes: unknown; the reference's layout record cannot be read"))
    #expect(result.message.contains("differing pixels: 100 of 800"))
  }

  @Test func noRecordModeRewritesSamePixelsEvenToAddAMissingRecord() throws {
    let image = try ComponentRenderer.render(row(.red), in: .range(.unconstrained), scale: 1).bitmap
      .straightBitmap()
    let bare = try PNGCodec.encode(image)
    try folders.write(bare, to: path)
    for mode in RecordMode.allCases {
      #expect(verify(row(.red), mode).outcome == .matched)
      #expect(try folders.bytes(path) == bare, "\(mode)")
    }
    // A mismatch recorded stores the new tree's record with its pixels.
    #expect(verify(row(.blue), .all).outcome == .recorded)
    #expect(try storedRecord(path) != nil)
  }
}
