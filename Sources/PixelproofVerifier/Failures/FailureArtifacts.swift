import Foundation

/// The files a snapshot that failed leaves for a person to review, under
/// `<failure folder>/<Suite>/<test>[_<name>]@<scale>x`: for an image `.reference.png`, `.failed.png`,
/// `.diff.png`, `.compare.png` (the three side by side) and the snapshot's summary that the HTML report
/// reads (`.snapshot.json`); for a text `.reference.txt` and `.failed.txt`. The paths come from the
/// failure folder's layout (see `FailureFolder`).
public struct FailureArtifacts: Sendable, Equatable {
  /// A copy of the reference file, `.reference.png`, so the failure folder holds all there is to compare.
  public let referenceCopyPath: String
  /// The image the test rendered, `.failed.png`; copying it over the reference accepts the change.
  public let actualPath: String
  /// The difference image, `.diff.png`: where and how much the two images differ.
  public let diffPath: String
  /// The reference, the difference and the actual image side by side, `.compare.png`.
  public let comparePath: String
  /// The snapshot's summary for the HTML report, `.snapshot.json`: what was compared and what differed.
  public let summaryPath: String
  /// The folder the files go to.
  let folder: FailureFolder
  /// Whether the snapshot is an image or a text, which decides the files it leaves.
  let kind: ReferenceKind

  /// The failure folder the files go to.
  public var failureFolder: String { folder.path }

  /// The image files of `reference` in `failureFolder`.
  public init(reference: SnapshotReference, failureFolder: String) {
    self = FailureFolder(failureFolder).artifacts(for: reference)
  }

  /// The files of a snapshot whose failure files start with `prefix` (see `FailureFolder`).
  init(folder: FailureFolder, prefix: String, kind: ReferenceKind) {
    self.folder = folder
    self.kind = kind
    referenceCopyPath = prefix + ".reference." + kind.fileExtension
    actualPath = prefix + Self.actualEnding(kind)
    diffPath = prefix + ".diff.png"
    comparePath = prefix + ".compare.png"
    summaryPath = prefix + SnapshotSummary.fileSuffix
    changesPath = prefix + SnapshotVerifier.changesImageSuffix
  }

  /// For the state of an update snapshot named so, the update's changes image, `.changes.png`: both
  /// states side by side. It is written on every run and outlives the failure, so ``paths`` leaves it out.
  let changesPath: String

  /// Every file a failure may leave, in the order a failure message lists them: reference copy, actual,
  /// diff, compare, summary for an image; reference copy and actual for a text.
  public var paths: [String] {
    switch kind {
    case .image: [referenceCopyPath, actualPath, diffPath, comparePath, summaryPath]
    case .text: [referenceCopyPath, actualPath]
    }
  }

  /// The ending the actual file adds to a snapshot's name, `.failed.png` or `.failed.txt`: the word of
  /// the failure folder, where the file is kept because the snapshot failed.
  static func actualEnding(_ kind: ReferenceKind) -> String { ".failed." + kind.fileExtension }

  /// The longest ending a failure file adds to a snapshot's name, so names are checked for length before
  /// anything is written.
  static let longestSuffix = ".reference.png"

  /// Writes the copy of the reference file, when there is one, and the actual file, after removing any
  /// earlier failure files, so a partial write never mixes old and new files.
  ///
  /// - Throws: `FailureFolder.Problem` when the failure folder is a file or cannot be made, or the
  ///   ``FileError`` of the first file that could not be written; the files before it are in place
  ///   (``written``).
  func write(referenceFile: [UInt8]?, actualFile: [UInt8]) throws {
    removeAll()
    try folder.create()
    if let referenceFile { try AtomicFile.write(referenceFile, to: referenceCopyPath) }
    try AtomicFile.write(actualFile, to: actualPath)
  }

  /// Writes the diff and the compare image of a comparison, after ``write(referenceFile:actualFile:)``.
  func writeDiffImages(reference: StraightBitmap, actual: StraightBitmap, comparison: BitmapComparison) throws
  {
    let diff = DiffArtifact.make(reference: reference, failed: actual, comparison: comparison)
    // The diff and the compare image are only looked at, so they are compressed quickly.
    try AtomicFile.write(try PNGCodec.encode(diff, compression: .quick), to: diffPath)
    let compare = try CompareArtifact.make(
      reference: reference, diff: diff, actual: actual, comparison: comparison)
    try AtomicFile.write(try PNGCodec.encode(compare, compression: .quick), to: comparePath)
  }

  /// Writes the summary the HTML report reads, making the failure folder when it is the first file there.
  func write(_ summary: SnapshotSummary) throws {
    try folder.write(try summary.encoded(), to: summaryPath)
  }

  /// The files that are there, in ``paths`` order: a message lists only these.
  var written: [String] { paths.filter { FileManager.default.fileExists(atPath: $0) } }

  /// Removes the files of an earlier failure of the same snapshot, so the folder only shows current
  /// failures.
  func removeAll() {
    paths.forEach(AtomicFile.remove)
  }
}
