import Foundation

/// What the failure folder keeps about one snapshot that failed, was recorded or passed only within its
/// tolerance: `<failure folder>/<Suite>/<name>.snapshot.json`, beside its images. The HTML report
/// (``SnapshotReport``) is built from these files, and `pixelproof failures --accept` writes to the
/// reference path it holds, the one the test used.
///
/// The file is JSON with sorted keys, so the same verification writes the same bytes; it is written
/// atomically, after the images it names, and removed with them when the snapshot next matches.
package struct SnapshotSummary: Codable, Sendable, Equatable {
  /// What the verification found, as the report and its filters name it.
  package enum Outcome: String, Codable, Sendable, CaseIterable {
    /// The test failed: a mismatch, or no usable reference.
    case failed
    /// A reference was written, and the test failed once so that a person looks at it.
    case recorded
    /// The image differs from its reference, but within its tolerance: the test passed.
    case withinTolerance = "within tolerance"
  }

  /// An image the report shows, with the size the verifier knew it to have.
  package struct ImageFile: Codable, Sendable, Equatable {
    /// The file name, in the summary's own folder, or an absolute path (a reference that was recorded).
    package let path: String
    /// The width in pixels.
    package let width: Int
    /// The height in pixels.
    package let height: Int

    /// An image at `path` (a file name, or an absolute path), `width` x `height` pixels.
    package init(path: String, width: Int, height: Int) {
      self.path = path
      self.width = width
      self.height = height
    }
  }

  /// The images and text a verification leaves for review, besides its message.
  package struct Details: Sendable, Equatable {
    /// The reference as it was before this verification (a copy in the failure folder).
    package var reference: ImageFile?
    /// What the test rendered.
    package var actual: ImageFile?
    /// The reference faded, differing pixels in red (see ``DiffArtifact``).
    package var diff: ImageFile?
    /// The layout changes since the reference was recorded, one per line.
    package var layoutChanges: [String] = []
    /// What the accessibility audit found in the rendering, one line per finding.
    package var accessibilityFindings: [String] = []

    /// The images a verification wrote (none by default), the layout changes and the accessibility
    /// findings.
    package init(
      reference: ImageFile? = nil, actual: ImageFile? = nil, diff: ImageFile? = nil,
      layoutChanges: [String] = [], accessibilityFindings: [String] = []
    ) {
      self.reference = reference
      self.actual = actual
      self.diff = diff
      self.layoutChanges = layoutChanges
      self.accessibilityFindings = accessibilityFindings
    }
  }

  /// The suite folder, e.g. `CardTests`.
  package let suite: String
  /// The test method or function, e.g. `testCard`.
  package let test: String
  /// The reference's file name without extension, e.g. `testCard_dark@2x`.
  package let baseName: String
  /// Pixels per point.
  package let scale: Int
  /// What the verification found.
  package let outcome: Outcome
  /// The reference file's absolute path, as the test resolved it.
  package let referencePath: String
  /// The message the test reported.
  package let message: String
  /// The shell command that runs the snapshot's test again, when the test knew it.
  package let rerunCommand: String?
  /// The reference as it was before this verification; nil when there was none to compare with.
  package let reference: ImageFile?
  /// What the test rendered: the failed image, or the reference it recorded.
  package let actual: ImageFile?
  /// The diff image; nil when the images were not compared.
  package let diff: ImageFile?
  /// The layout changes since the reference was recorded, one per line, as the message lists them.
  package let layoutChanges: [String]
  /// For a state of an update snapshot, the update's changes image (both states side by side, the
  /// changed cells outlined), when it was written; nil for any other snapshot, and absent from its file.
  package var changes: ImageFile?
  /// What the accessibility audit found in the rendering, one line per finding; nil when it found
  /// nothing or did not run, and then absent from the file, so a summary without findings reads as
  /// before audits.
  package var accessibilityFindings: [String]?

  /// `<Suite>/<name>`, as failure messages name the snapshot.
  package var name: String { SnapshotFiles.snapshotName(suite: suite, baseName: baseName) }

  /// A summary of one verification.
  ///
  /// - Parameters:
  ///   - snapshot: the reference the snapshot was verified against.
  ///   - referencePath: that reference's file.
  ///   - details: the images written for review, and the layout changes.
  package init(
    snapshot: SnapshotReference, outcome: Outcome, referencePath: String, message: String,
    rerunCommand: String?, details: Details
  ) {
    suite = snapshot.suite
    test = snapshot.test
    baseName = snapshot.baseName
    scale = snapshot.scale
    self.outcome = outcome
    self.referencePath = referencePath
    self.message = message
    self.rerunCommand = rerunCommand
    reference = details.reference
    actual = details.actual
    diff = details.diff
    layoutChanges = details.layoutChanges
    accessibilityFindings = details.accessibilityFindings.isEmpty ? nil : details.accessibilityFindings
  }

  /// The file's extension after the snapshot's base name.
  package static let fileSuffix = ".snapshot.json"

  /// The summary's bytes: pretty-printed JSON with sorted keys, ending in a line break.
  package func encoded() throws(FileError) -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    do {
      return Array(try encoder.encode(self)) + [0x0A]
    } catch {
      throw FileError(path: name + Self.fileSuffix, reason: "could not encode: \(error)")
    }
  }

  /// Writes the summary atomically to `path`.
  ///
  /// - Throws: ``FileError`` when it cannot be written.
  package func write(to path: String) throws(FileError) {
    try AtomicFile.write(try encoded(), to: path)
  }

  /// The summary stored at `path`, or nil when there is none.
  ///
  /// - Throws: ``FileError`` when the file cannot be read or is not a summary.
  package static func read(_ path: String) throws(FileError) -> SnapshotSummary? {
    guard let bytes = try AtomicFile.read(path) else { return nil }
    do {
      return try JSONDecoder().decode(SnapshotSummary.self, from: Data(bytes))
    } catch {
      throw FileError(path: path, reason: "not a snapshot summary: \(error)")
    }
  }

  /// The summary at `path` with `changes` as its update's changes image, written back atomically;
  /// nothing when there is no summary there.
  ///
  /// - Throws: ``FileError`` when the summary cannot be read or written.
  package static func link(_ path: String, toChanges changes: ImageFile) throws(FileError) {
    guard var summary = try read(path) else { return }
    summary.changes = changes
    try summary.write(to: path)
  }

  /// Where `image` is, for a summary stored in `folder`.
  package static func location(of image: ImageFile, in folder: String) -> String {
    image.path.hasPrefix("/") ? image.path : folder + "/" + image.path
  }

  /// A summary found in the failure folder, with the folder its relative image paths start from.
  package struct Stored: Sendable, Equatable {
    /// The summary.
    package let summary: SnapshotSummary
    /// The folder that holds the summary's file.
    package let folder: String
  }

  /// Every summary in the failure folder `failureFolder` (one folder per suite), sorted by suite and
  /// name. Files that cannot be read are returned as problems, not thrown: one damaged file must not hide
  /// the others.
  package static func all(in failureFolder: String) -> (summaries: [Stored], problems: [FileError]) {
    var summaries: [Stored] = []
    var problems: [FileError] = []
    let folder = FailureFolder(failureFolder)
    for file in folder.files(endingIn: fileSuffix) {
      do {
        if let summary = try read(file.path) {
          summaries.append(Stored(summary: summary, folder: folder.suiteFolder(file.suite)))
        }
      } catch {
        problems.append(error)
      }
    }
    return (summaries, problems)
  }
}

extension SnapshotSummary.Outcome {
  /// How a summary names `outcome`; nil for a match, which leaves no summary.
  init?(_ outcome: SnapshotResult.Outcome) {
    switch outcome {
    case .matched: return nil
    case .withinTolerance: self = .withinTolerance
    case .recorded: self = .recorded
    case .failed: self = .failed
    }
  }
}
