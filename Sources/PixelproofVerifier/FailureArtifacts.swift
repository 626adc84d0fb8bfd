import Foundation

/// The files a failed snapshot leaves for a person to review, under
/// `<failure folder>/<Suite>/<test>[_<name>]@<scale>x`: `.reference.png`, `.failed.png`, `.diff.png`,
/// and `.compare.png` (the three side by side), and the snapshot's summary that the HTML report reads
/// (`.snapshot.json`).
public struct FailureArtifacts: Sendable, Equatable {
  /// A copy of the reference file, `.reference.png`, so the failure folder holds all there is to compare.
  public let referencePath: String
  /// The image the test rendered, `.failed.png`; copying it over the reference accepts the change.
  public let failedPath: String
  /// The difference image, `.diff.png`: where and how much the two images differ.
  public let diffPath: String
  /// The reference, the difference and the failed image side by side, `.compare.png`.
  public let comparePath: String
  /// The snapshot's summary for the HTML report, `.snapshot.json`: what was compared and what differed.
  public let summaryPath: String
  /// The failure folder the files go to.
  public let diffDirectory: String

  /// The files of `reference` in `diffDirectory`.
  public init(reference: SnapshotReference, diffDirectory: String) {
    self.diffDirectory = diffDirectory
    let base = diffDirectory + "/" + reference.suite + "/" + reference.baseName
    referencePath = base + ".reference.png"
    failedPath = base + ".failed.png"
    diffPath = base + ".diff.png"
    comparePath = base + ".compare.png"
    summaryPath = base + SnapshotSummary.fileSuffix
  }

  /// Every file a failure may leave, in the order a failure message lists them: reference, failed, diff,
  /// compare, summary.
  public var paths: [String] { [referencePath, failedPath, diffPath, comparePath, summaryPath] }

  /// The longest ending a failure file adds to a snapshot's name, so names are checked for length before
  /// anything is written.
  static let longestSuffix = ".reference.png"

  /// Writes the trio and the compare image, after removing any earlier ones, so a partial write never
  /// mixes old and new files. The reference copy is the reference file's own bytes, the failed image
  /// `failedFile` (which carries its layout record, so copying it over the reference accepts it whole).
  ///
  /// - Throws: ``FailureFolder/Problem`` when the failure folder is a file or cannot be made, or the
  ///   first file that could not be written; the files before it are in place (``written``).
  func write(
    referenceFile: [UInt8], failedFile: [UInt8], reference: StraightBitmap, failed: StraightBitmap,
    comparison: BitmapComparison
  ) throws {
    removeAll()
    try prepareFolder()
    try AtomicFile.write(referenceFile, to: referencePath)
    try AtomicFile.write(failedFile, to: failedPath)
    let diff = DiffArtifact.make(reference: reference, failed: failed, comparison: comparison)
    // The diff and the compare image are only looked at, so they are compressed quickly.
    try AtomicFile.write(try PNGCodec.encode(diff, compression: .quick), to: diffPath)
    let compare = try CompareArtifact.make(
      reference: reference, diff: diff, failed: failed, comparison: comparison)
    try AtomicFile.write(try PNGCodec.encode(compare, compression: .quick), to: comparePath)
  }

  /// Writes the reference copy and the failed image, without the diff and compare images: for a
  /// reference too large to decode, whose size alone shows that it differs.
  func writeWithoutImages(referenceFile: [UInt8], failedFile: [UInt8]) throws {
    removeAll()
    try prepareFolder()
    try AtomicFile.write(referenceFile, to: referencePath)
    try AtomicFile.write(failedFile, to: failedPath)
  }

  /// Writes only the failed image's file, when there is no readable reference to compare with.
  func writeFailedOnly(_ failedFile: [UInt8]) throws {
    removeAll()
    try prepareFolder()
    try AtomicFile.write(failedFile, to: failedPath)
  }

  /// The files that are there, in ``paths`` order: a message lists only these.
  var written: [String] { paths.filter { FileManager.default.fileExists(atPath: $0) } }

  private func prepareFolder() throws(FailureFolder.Problem) {
    if let problem = FailureFolder.create(diffDirectory) { throw FailureFolder.Problem(description: problem) }
  }

  /// Removes artifacts of an earlier failure of the same snapshot, so the folder only shows current failures.
  func removeAll() {
    paths.forEach(AtomicFile.remove)
  }
}
