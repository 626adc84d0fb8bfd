import Foundation
import PixelproofVerifier
import Testing

/// The summary a failed, recorded or tolerated snapshot leaves beside its images for the HTML report.
@Suite struct SnapshotSummaryTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private var referencePath: String { folders.references + "/CardTests/testCard_dark@2x.png" }
  private var artifacts: FailureArtifacts {
    FailureArtifacts(reference: sampleReference, failureFolder: folders.diffs)
  }
  /// The line the brief for the report asks every failure message to end with.
  private let reportLine = "  report: run `swift run pixelproof report` for an HTML review of every failure"

  private func verify(
    _ image: StraightBitmap, _ mode: RecordMode, tolerance: SnapshotTolerance = .exact
  )
    -> SnapshotResult
  {
    var settings = folders.settings(mode)
    settings.tolerance = tolerance
    settings.rerunCommand = "swift test --filter CardTests"
    return SnapshotVerifier.verify(image, against: sampleReference, settings: settings, run: SnapshotRun())
  }

  private func summary() throws -> SnapshotSummary? { try SnapshotSummary.read(artifacts.summaryPath) }

  @Test func aSummaryReadsBackAsWrittenWithSortedKeys() throws {
    let written = SnapshotSummary(
      snapshot: sampleReference, outcome: .withinTolerance,
      referencePath: "/refs/CardTests/testCard_dark@2x.png",
      message: "line one\nline \"two\"", rerunCommand: nil,
      details: .init(
        reference: .init(path: "a.png", width: 1, height: 2),
        actual: .init(path: "/b.png", width: 3, height: 4),
        layoutChanges: ["  Label: text \"a\" -> \"b\""]))
    let path = folders.diffs + "/CardTests/testCard_dark@2x.snapshot.json"
    try written.write(to: path)
    #expect(try SnapshotSummary.read(path) == written)
    #expect(written.name == "CardTests/testCard_dark@2x")
    // The same summary gives the same bytes, with its keys in alphabetical order.
    #expect(try written.encoded() == folders.bytes(path))
    let text = String(decoding: try folders.bytes(path), as: UTF8.self)
    let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map {
      $0.split(separator: "\"")[1]
    }
    #expect(
      keys == [
        "actual", "baseName", "layoutChanges", "message", "outcome", "reference", "referencePath", "scale",
        "suite",
        "test",
      ])
    #expect(text.contains("\"outcome\" : \"within tolerance\""))
  }

  @Test func noFileReadsAsNoSummaryAndADamagedOneIsAnError() throws {
    let path = folders.diffs + "/CardTests/x.snapshot.json"
    #expect(try SnapshotSummary.read(path) == nil)
    try folders.write(Array("{".utf8), to: path)
    let error = try #require(throws: FileError.self) { try SnapshotSummary.read(path) }
    #expect(error.path == path && error.reason.hasPrefix("not a snapshot summary: "))
    let found = SnapshotSummary.all(in: folders.diffs)
    #expect(found.summaries.isEmpty && found.problems.map(\.path) == [path])
  }

  @Test func aMismatchLeavesItsSummaryAndItsMessageNamesTheReport() throws {
    _ = verify(try sampleImage(), .missing)
    let result = verify(try sampleImage(changing: (2, 1)), .never)
    let stored = try #require(try summary())
    #expect(result.message == stored.message + "\n" + reportLine)
    #expect(stored.outcome == .failed && stored.referencePath == referencePath)
    #expect(stored.suite == "CardTests" && stored.test == "testCard" && stored.baseName == "testCard_dark@2x")
    #expect(stored.scale == 2 && stored.rerunCommand == "swift test --filter CardTests")
    #expect(stored.reference == .init(path: "testCard_dark@2x.reference.png", width: 4, height: 3))
    #expect(stored.actual == .init(path: "testCard_dark@2x.failed.png", width: 4, height: 3))
    #expect(stored.diff == .init(path: "testCard_dark@2x.diff.png", width: 4, height: 3))
    // Images without a layout have no layout record, so the message says their changes are unknown.
    #expect(stored.layoutChanges.allSatisfy { stored.message.contains($0) })
  }

  @Test func aRecordingPointsAtTheNewReference() throws {
    let result = verify(try sampleImage(width: 5, height: 2), .missing)
    let stored = try #require(try summary())
    #expect(result.outcome == .recorded && result.message == stored.message + "\n" + reportLine)
    #expect(stored.outcome == .recorded && stored.reference == nil && stored.diff == nil)
    #expect(stored.actual == .init(path: referencePath, width: 5, height: 2))
  }

  @Test func aPassWithinToleranceKeepsItsImagesAndItsWarningIsUnchanged() throws {
    _ = verify(try sampleImage(), .missing)
    // One pixel of 12 differs: 8.3% is within an overall tolerance of 10%.
    let result = verify(try sampleImage(changing: (2, 1)), .never, tolerance: SnapshotTolerance(overall: 0.1))
    #expect(result.outcome == .withinTolerance && !result.message.contains("report:"))
    let stored = try #require(try summary())
    #expect(stored.outcome == .withinTolerance && stored.message == result.message)
    #expect(folders.exists(artifacts.actualPath) && folders.exists(artifacts.diffPath))
    // `pixelproof failures` lists it, and can tell it passed.
    #expect(PendingFailure.all(in: folders.diffs).map { $0.summary?.outcome } == [.withinTolerance])
  }

  @Test func aLaterMatchRemovesTheSummaryWithTheImages() throws {
    _ = verify(try sampleImage(), .missing)
    _ = verify(try sampleImage(changing: (2, 1)), .never)
    #expect(folders.exists(artifacts.summaryPath))
    #expect(verify(try sampleImage(), .never).outcome == .matched)
    #expect(folders.files().filter { $0.hasPrefix("FailureDiffs/CardTests/") }.isEmpty)
  }

  @Test func aPendingFailureKnowsTheReferencePathItsTestUsed() throws {
    _ = verify(try sampleImage(), .missing)
    _ = verify(try sampleImage(changing: (2, 1)), .never)
    let failure = try #require(PendingFailure.all(in: folders.diffs).first)
    #expect(failure.recordedReferencePath == referencePath)
    failure.reject()
    #expect(!folders.exists(artifacts.summaryPath))
    #expect(failure.recordedReferencePath == nil)
  }
}
