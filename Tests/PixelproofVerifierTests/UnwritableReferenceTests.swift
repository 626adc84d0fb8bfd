import Foundation
import PixelproofVerifier
import Testing

/// A reference that cannot be written fails the test clearly and keeps the rendered image in the
/// failure folder, so the recording is not lost. Tests run as root, where file modes stop no write:
/// the reference folder is made unwritable by a file standing where its suite folder would go.
@Suite struct UnwritableReferenceTests {
  @Test func aRecordingThatCannotBeWrittenKeepsTheRenderedImageInTheFailureFolder() throws {
    let folders = try TemporaryFolders()
    let suiteFolder = folders.references + "/CardTests"
    try folders.write(Array("not a folder".utf8), to: suiteFolder)
    let image = try sampleImage()

    let result = SnapshotVerifier.verify(
      image, against: sampleReference, settings: folders.settings(.missing), run: SnapshotRun())

    let referencePath = suiteFolder + "/testCard_dark@2x.png"
    let keptPath = folders.diffs + "/CardTests/testCard_dark@2x.failed.png"
    #expect(result.outcome == .failed)
    #expect(
      result.message == """
        Snapshot CardTests/testCard_dark@2x could not be recorded: \(referencePath): could not write: \
        \(suiteFolder) is a file, not a folder
          The rendered image is kept at \(keptPath); run the test again once the reference folder can be \
        written.
          report: run `swift run pixelproof report` for an HTML review of every failure
        """)
    #expect(try PNGCodec.decode(folders.bytes(keptPath)) == image)
    #expect(try folders.bytes(suiteFolder) == Array("not a folder".utf8))
  }
}
