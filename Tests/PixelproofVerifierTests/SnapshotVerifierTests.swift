import Foundation
import PixelproofVerifier
import Testing

@Suite struct SnapshotVerifierTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private var referencePath: String { folders.references + "/CardTests/testCard_dark@2x.png" }
  private var trio: FailureArtifacts {
    FailureArtifacts(reference: sampleReference, failureFolder: folders.diffs)
  }

  private func verify(
    _ image: StraightBitmap, _ mode: RecordMode, run: SnapshotRun = SnapshotRun()
  ) -> SnapshotResult {
    SnapshotVerifier.verify(image, against: sampleReference, settings: folders.settings(mode), run: run)
  }

  @Test func namesFollowSuiteTestNameAndScale() {
    #expect(sampleReference.relativePath == "CardTests/testCard_dark@2x.png")
    #expect(trio.diffPath == folders.diffs + "/CardTests/testCard_dark@2x.diff.png")
    #expect(trio.referenceCopyPath.hasSuffix("testCard_dark@2x.reference.png"))
    #expect(trio.actualPath.hasSuffix("testCard_dark@2x.failed.png"))
  }

  @Test func aMissingReferenceIsRecordedAndTheTestFailsOnce() throws {
    let image = try sampleImage()
    let first = verify(image, .missing)
    #expect(first.outcome == .recorded)
    #expect(first.message.contains("had no reference image; recorded one at \(referencePath)"))
    #expect(try PNGCodec.decode(folders.bytes(referencePath)) == image)
    let second = verify(image, .missing)
    #expect(second.outcome == .matched && second.message.isEmpty)
  }

  @Test(arguments: [RecordMode.all, .failed])
  func aMissingReferenceIsRecordedUnderEveryRecordingMode(_ mode: RecordMode) throws {
    let result = verify(try sampleImage(), mode)
    #expect(result.outcome == .recorded)
    #expect(try PNGCodec.decode(folders.bytes(referencePath)) == sampleImage())
  }

  @Test func aMissingReferenceUnderNeverFailsSayingHowToRecordAndWritesNothing() throws {
    let result = verify(try sampleImage(), .never)
    #expect(result.outcome == .failed)
    #expect(result.message.contains("has no reference image at \(referencePath)"))
    #expect(
      result.message.contains("change this assertion's record mode (now .never, set in code) to .missing"))
    // Nothing in the reference folder; the rendered image is kept among the failure files for review,
    // and the run's manifest lists the reference as failed.
    let manifests = folders.files().filter { $0.hasPrefix("FailureDiffs/.manifests/") }
    #expect(
      folders.files().filter { !manifests.contains($0) } == [
        "FailureDiffs/.gitignore", "FailureDiffs/CardTests/testCard_dark@2x.failed.png",
        "FailureDiffs/CardTests/testCard_dark@2x.snapshot.json",
      ])
    #expect(manifests.count == 1)
    let entries = try RunManifest(path: folders.root + "/" + manifests[0]).entries()
    #expect(entries == [RunManifest.Entry(outcome: .failed, path: referencePath)])
  }

  @Test func aMismatchFailsWritesTheTrioAndDescribesTheDifference() throws {
    _ = verify(try sampleImage(), .missing)
    let result = verify(try sampleImage(changing: (2, 0)), .missing)
    #expect(result.outcome == .failed)
    let expected = """
      Snapshot CardTests/testCard_dark@2x does not match its reference.
        reference size: 4 x 3 px, actual size: 4 x 3 px
        differing pixels: 1 of 12 (8.33%), largest channel difference: 245
        differences within x 2..<3, y 0..<1 px (x 1..<1.5, y 0..<0.5 pt)
        reference: \(trio.referenceCopyPath)
        failed:    \(trio.actualPath)
        diff:      \(trio.diffPath)
        compare:   \(trio.comparePath)
        To accept the new image as the reference, change this assertion's record mode (now .missing, set in code) to .failed, then review and commit it.
        report: run `swift run pixelproof report` for an HTML review of every failure
      """
    #expect(result.message == expected)
    // The trio: the reference file's own bytes, the actual image, and the diff.
    #expect(try folders.bytes(trio.referenceCopyPath) == folders.bytes(referencePath))
    #expect(try PNGCodec.decode(folders.bytes(trio.actualPath)) == sampleImage(changing: (2, 0)))
    let diff = try PNGCodec.decode(folders.bytes(trio.diffPath))
    #expect(diff.pixel(x: 2, y: 0) == (255, 0, 0, 255))
    // White fades to white; the blue pixel to a light grey: luma (29 x 255 + 128) >> 8 = 29, (29 + 510) / 3 = 179.
    #expect(diff.pixel(x: 0, y: 0) == (255, 255, 255, 255))
    #expect(diff.pixel(x: 1, y: 1) == (179, 179, 179, 255))
    // The reference is untouched.
    #expect(try PNGCodec.decode(folders.bytes(referencePath)) == sampleImage())
  }

  @Test func adviceNamesTheEnvironmentVariableWhenTheModeCameFromThere() throws {
    var settings = folders.settings(.never)
    settings.recordSource = .environment
    let result = SnapshotVerifier.verify(
      try sampleImage(), against: sampleReference, settings: settings, run: SnapshotRun())
    #expect(result.message.contains("Nothing was recorded (record mode never, from PIXELPROOF_RECORD)"))
    #expect(result.message.contains("To record it, run the test again with PIXELPROOF_RECORD=missing"))
  }

  @Test func aMatchRemovesTheTrioOfAnEarlierFailure() throws {
    _ = verify(try sampleImage(), .missing)
    _ = verify(try sampleImage(changing: (0, 0)), .missing)
    #expect(folders.exists(trio.diffPath))
    #expect(verify(try sampleImage(), .missing).passed)
    #expect(
      !folders.exists(trio.diffPath) && !folders.exists(trio.actualPath)
        && !folders.exists(trio.referenceCopyPath))
  }

  @Test func failedModeReRecordsOnlyMismatchesAndStillFails() throws {
    _ = verify(try sampleImage(), .missing)
    let changed = try sampleImage(changing: (3, 2))
    let result = verify(changed, .failed)
    #expect(result.outcome == .recorded)
    #expect(result.message.contains("The new image was recorded over \(referencePath)"))
    #expect(try PNGCodec.decode(folders.bytes(referencePath)) == changed)
    #expect(folders.exists(trio.diffPath))
  }

  @Test func recordingUnchangedPixelsLeavesTheFileUntouched() throws {
    // A reference with the same pixels but other bytes (an extra ancillary chunk before IEND).
    let image = try sampleImage()
    var bytes = try PNGCodec.encode(image)
    bytes.insert(contentsOf: pngChunk(type: "ppTs", data: Array("made elsewhere".utf8)), at: bytes.count - 12)
    try folders.write(bytes, to: referencePath)
    #expect(try PNGCodec.decode(bytes) == image)
    let result = verify(image, .all)
    #expect(result.outcome == .matched)
    #expect(try folders.bytes(referencePath) == bytes)
  }

  @Test func allModeRecordsChangedPixels() throws {
    _ = verify(try sampleImage(), .missing)
    let result = verify(try sampleImage(changing: (1, 2)), .all)
    #expect(result.outcome == .recorded)
    #expect(try PNGCodec.decode(folders.bytes(referencePath)) == sampleImage(changing: (1, 2)))
  }

  @Test func anUnreadableReferenceFailsClearlyAndIsReplacedOnlyWhenAsked() throws {
    try folders.write(Array("not a png at all".utf8), to: referencePath)
    let result = verify(try sampleImage(), .missing)
    #expect(result.outcome == .failed)
    #expect(result.message.contains("the reference image at \(referencePath) cannot be read"))
    #expect(folders.exists(trio.actualPath))
    #expect(try folders.bytes(referencePath) == Array("not a png at all".utf8))
    // Truncated PNG: still a clean failure.
    try folders.write(Array(try PNGCodec.encode(sampleImage()).prefix(40)), to: referencePath)
    #expect(verify(try sampleImage(), .never).outcome == .failed)
    // Under `failed` the reference is recorded anew.
    #expect(verify(try sampleImage(), .failed).outcome == .recorded)
    #expect(try PNGCodec.decode(folders.bytes(referencePath)) == sampleImage())
  }

  @Test func differentSizesStillProduceATrioCoveringBoth() throws {
    _ = verify(try sampleImage(), .missing)
    let wider = try sampleImage(width: 5, height: 3)
    let result = verify(wider, .never)
    #expect(result.outcome == .failed)
    #expect(
      result.message.contains(
        "reference size: 4 x 3 px, actual size: 5 x 3 px (sizes differ: the diff pads the smaller image to "
          + "5 x 3 px, and pixels only one image has count as differing)"))
    #expect(result.message.contains("differing pixels: 3 of 15"))
    let diff = try PNGCodec.decode(folders.bytes(trio.diffPath))
    #expect(diff.width == 5 && diff.height == 3)
    #expect(diff.pixel(x: 4, y: 0) == (255, 0, 0, 255))
  }

  @Test func twoAssertionsOnTheSameFileInOneRunAreAnError() throws {
    let run = SnapshotRun()
    _ = verify(try sampleImage(), .missing, run: run)
    let second = verify(try sampleImage(), .missing, run: run)
    #expect(second.outcome == .failed)
    #expect(second.message.contains("two snapshot assertions in this run resolve to \(referencePath)"))
  }

  @Test func namesThatWouldLeaveTheReferenceFolderAreRefused() {
    let dots = "it contains \"..\""
    #expect(throws: SnapshotError.invalidName("..", reason: dots)) {
      try SnapshotReference(suite: "..", test: "t", scale: 1)
    }
    #expect(throws: SnapshotError.invalidName("../../etc", reason: dots)) {
      try SnapshotReference(suite: "S", test: "t", name: "../../etc", scale: 1)
    }
    #expect(throws: SnapshotError.invalidName("a/b", reason: "it contains a path separator")) {
      try SnapshotReference(suite: "S", test: "a/b", scale: 1)
    }
    #expect(throws: SnapshotError.invalidName("", reason: "it is empty")) {
      try SnapshotReference(suite: "S", test: "", scale: 1)
    }
    #expect(throws: Never.self) { try SnapshotReference(suite: "S", test: "card(theme:)", scale: 3) }
  }

  @Test func aComponentThatCannotRenderIsAFailureWithTheReason() {
    let result = SnapshotVerifier.verify(
      View().size(width: .points(.nan)), in: .width(100), as: sampleReference,
      settings: folders.settings(.missing),
      run: SnapshotRun())
    #expect(result.outcome == .failed)
    #expect(result.message.hasPrefix("Snapshot CardTests/testCard_dark@2x could not be rendered: "))
    // The HTML report lists it from the run manifest, so its message names the report as every failure's does.
    #expect(
      result.message.hasSuffix(
        "\n  report: run `swift run pixelproof report` for an HTML review of every failure"))
    // Nothing but the run's manifest, which lists the reference as failed, in a new failure folder that
    // git ignores.
    #expect(
      folders.files().allSatisfy {
        $0.hasPrefix("FailureDiffs/.manifests/") || $0 == "FailureDiffs/.gitignore"
      })
  }
}

@Suite struct FailureMessageTests {
  @Test func aSingleDifferingPixelInALargeImageIsNotShownAsNonePercent() throws {
    let folders = try TemporaryFolders()
    let reference = try SnapshotReference(suite: "S", test: "large", scale: 1)
    var image = try StraightBitmap(width: 200, height: 200, filledWith: (0, 0, 0, 255))
    _ = SnapshotVerifier.verify(
      image, against: reference, settings: folders.settings(.missing), run: SnapshotRun())
    image.pixels[0] = 1
    let result = SnapshotVerifier.verify(
      image, against: reference, settings: folders.settings(.never), run: SnapshotRun())
    #expect(result.message.contains("differing pixels: 1 of 40000 (<0.01%), largest channel difference: 1"))
  }
}
