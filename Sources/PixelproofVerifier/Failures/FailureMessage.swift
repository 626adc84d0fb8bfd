/// The text a person reads when a snapshot does not pass: what happened, the numbers, the files, and what
/// to do next. An image's and a text's messages read alike, each in its own words (see `Words`).
struct FailureMessage {
  let reference: SnapshotReference
  let referencePath: String
  let settings: VerificationSettings
  /// Whether the snapshot is an image or a text.
  var kind: ReferenceKind = .image

  /// `Snapshot <Suite>/<name>`, or `Snapshot text <Suite>/<name>`.
  var title: String { (kind == .image ? "Snapshot " : "Snapshot text ") + reference.description }

  /// How messages name what the test made and its reference file.
  private var words: Words { kind == .image ? .image : .text }

  /// The record mode and where it came from, e.g. "record mode missing, the default".
  var mode: String { "record mode \(settings.record), \(settings.recordSource)" }

  /// How to make the next run record `mode`: where the current mode was set in code, that is where to
  /// change it; otherwise the environment variable.
  func howToRecord(_ mode: RecordMode) -> String {
    switch settings.recordSource {
    case .code: "change this assertion's record mode (now .\(settings.record), set in code) to .\(mode)"
    default:
      settings.rerunCommand.map { "run `\(VerificationSettings.Variable.record)=\(mode) \($0)`" }
        ?? "run the test again with \(VerificationSettings.Variable.record)=\(mode)"
    }
  }

  private var howToAccept: String {
    "To accept the new \(words.noun) as the reference, \(howToRecord(.failed)), then review and commit it."
  }

  /// A mismatch's last line: the new image or text was recorded, or how to accept it.
  func closing(recorded: Bool) -> String {
    recorded
      ? "  The new \(words.noun) was recorded over \(referencePath) (\(mode)); review it before committing."
      : "  " + howToAccept
  }

  func mismatch(
    _ comparison: BitmapComparison, layoutChanges: [String], artifacts: FailureArtifacts, recorded: Bool,
    artifactProblem: (any Error)?
  ) -> String {
    var lines = ["\(title) does not match its reference."] + measurements(comparison) + layoutChanges
    let labels = [
      artifacts.referenceCopyPath: "reference: ", artifacts.actualPath: "failed:    ",
      artifacts.diffPath: "diff:      ", artifacts.comparePath: "compare:   ",
    ]
    // Only files that are there: a failure folder that cannot be written must not send anyone looking.
    let written = artifacts.written
    lines += written.map { "  " + (labels[$0] ?? "") + $0 }
    if let artifactProblem {
      lines.append(
        written.isEmpty
          ? "  No failure files were written: \(artifactProblem)."
          : "  (the other failure files could not be written: \(artifactProblem))")
    }
    lines.append(closing(recorded: recorded))
    return DisplayText.escapedLines(lines)
  }

  /// The failure for a reference whose header declares a size far larger than the image's, reported
  /// without decoding it.
  func oversizedReference(
    width: Int, height: Int, actual: StraightBitmap, artifacts: FailureArtifacts, recorded: Bool,
    artifactProblem: (any Error)?
  ) -> String {
    var lines = [
      "\(title) does not match its reference: the sizes differ.",
      "  reference size: \(width) x \(height) px, actual size: \(actual.width) x \(actual.height) px "
        + "(a diff of the two would cover more than \(SnapshotVerifier.largestDiffRatio) times the "
        + "image's pixels, so the reference was not decoded and no diff was made)",
    ]
    let labels = [artifacts.referenceCopyPath: "reference: ", artifacts.actualPath: "failed:    "]
    lines += artifacts.written.map { "  " + (labels[$0] ?? "") + $0 }
    if let artifactProblem { lines.append("  (the failure files could not be written: \(artifactProblem))") }
    lines.append(closing(recorded: recorded))
    return DisplayText.escapedLines(lines)
  }

  /// The warning for an image that differs from its reference but passes under the tolerance.
  func withinTolerance(_ comparison: BitmapComparison) -> String {
    DisplayText.escapedLines(
      ["\(title) differs from its reference within its tolerance, so it passes."] + measurements(comparison))
  }

  /// What a person needs to judge a difference: sizes, how many pixels differ and by how much, where.
  private func measurements(_ comparison: BitmapComparison) -> [String] {
    let (reference, actual) = (comparison.referenceSize, comparison.actualSize)
    let scale = self.reference.scale
    var lines = [
      "  reference size: \(reference.width) x \(reference.height) px, "
        + "actual size: \(actual.width) x \(actual.height) px",
      "  differing pixels: \(comparison.differingPixels) of \(comparison.comparedPixels) "
        + "(\(Percent.share(comparison.differingPixels, of: comparison.comparedPixels))%), "
        + "largest channel difference: \(comparison.largestChannelDifference)",
    ]
    if !comparison.sizesMatch {
      let canvas = (max(reference.width, actual.width), max(reference.height, actual.height))
      lines[0] +=
        " (sizes differ: the diff pads the smaller image to \(canvas.0) x \(canvas.1) px, "
        + "and pixels only one image has count as differing)"
    }
    if !comparison.tolerance.isExact {
      lines.append(
        "  tolerance: \(comparison.tolerance); beyond the per-pixel tolerance: "
          + "\(comparison.pixelsBeyondTolerance) of \(comparison.comparedPixels) pixels "
          + "(\(Percent.share(comparison.pixelsBeyondTolerance, of: comparison.comparedPixels))%)")
    }
    if let bounds = comparison.differenceBounds {
      lines.append("  differences within \(bounds) (\(bounds.pointsDescription(scale: scale)))")
    }
    if comparison.regions.count > 1 {
      let shown = comparison.regions.prefix(Self.regionsShown).map {
        "\($0) (\($0.pointsDescription(scale: scale)))"
      }
      let more = comparison.regions.count - shown.count
      lines.append("  \(comparison.regions.count) separate regions, boxed in the diff:")
      lines += shown.map { "    " + $0 }
      if more > 0 { lines.append("    and \(more) more") }
    }
    return lines
  }

  /// How many regions a message lists; the diff image boxes them all.
  static let regionsShown = 5

  func missingNotRecorded(keptAt actualPath: String?) -> String {
    DisplayText.escapedLines([
      "\(title) has no reference \(words.noun) at \(referencePath).",
      "  Nothing was recorded (\(mode))."
        + (actualPath.map { " \(words.actual) is at \($0)." } ?? ""),
      "  To record it, \(howToRecord(.missing)), look at the new \(words.noun) and commit it.",
    ])
  }

  func recordedMissing() -> String {
    DisplayText.escapedLines([
      "\(title) had no reference \(words.noun); recorded one at \(referencePath) "
        + "(\(mode)).",
      "  Look at it, commit it, and run the test again: it fails this once so a recording is never "
        + "mistaken for a pass.",
    ])
  }

  /// A reference file that is not a PNG Pixelproof reads: replaced when recording mismatches, otherwise
  /// reported with the rendered image kept for review.
  func unreadable(_ error: any Error, recorded: Bool, keptAt actualPath: String?) -> String {
    let problem: String
    switch error {
    // libpng's advice to restore or re-record does not apply once the file has been replaced.
    case PNGError.corrupt(let message) where recorded: problem = "corrupt PNG data (libpng: \(message))"
    default: problem = "\(error)"
    }
    if recorded {
      return DisplayText.escapedLines([
        "\(title): the reference \(words.noun) at \(referencePath) could not be read (\(problem)).",
        "  It was replaced by the new \(words.noun) (\(mode)); review it before committing.",
      ])
    }
    var lines = ["\(title): the reference \(words.noun) at \(referencePath) cannot be read: \(problem)"]
    if let actualPath { lines.append("  failed:    \(actualPath)") }
    lines.append("  " + howToAccept)
    return DisplayText.escapedLines(lines)
  }

  /// A reference that is a Git LFS pointer file: it is fetched with `git lfs pull`, and nothing is
  /// recorded over it; `keptAt` is where what the test made was kept, nil when it could not be.
  func lfsPointer(keptAt actualPath: String?) -> String {
    var lines = [
      "\(title): the reference \(words.noun) at \(referencePath) is a Git LFS pointer, not a \(words.file).",
      "  Run `git lfs pull` to fetch the references, then run the test again.",
    ]
    guard let actualPath else {
      lines.append(
        "  Nothing was recorded over the pointer (\(mode)). \(words.actual) could not be kept in the "
          + "failure folder.")
      return DisplayText.escapedLines(lines)
    }
    lines += [
      "  failed:    \(actualPath)",
      "  Nothing was recorded over the pointer (\(mode)); to make the new \(words.noun) the reference "
        + "without comparing, run `swift run pixelproof failures --accept \(failureName)`.",
    ]
    return DisplayText.escapedLines(lines)
  }

  /// The snapshot's name as `pixelproof failures` lists it: `<Suite>/<name>`, a text's with `.txt`.
  private var failureName: String {
    kind == .image
      ? reference.description
      : SnapshotFiles.relativePath(suite: reference.suite, baseName: reference.baseName, kind: .text)
  }

  /// A recording whose reference file could not be written; `keptAt` is where the rendered image was
  /// kept instead, nil when it could not be kept either.
  func notRecorded(_ problem: FileError, keptAt actualPath: String?) -> String {
    DisplayText.escapedLines([
      "\(title) could not be recorded: \(problem)",
      actualPath.map {
        "  \(words.actual) is kept at \($0); run the test again once the reference folder can be written."
      } ?? "  \(words.actual) could not be kept in the failure folder either.",
    ])
  }

  /// Nothing is recorded over a folder: it may hold someone's files.
  func referenceIsFolder() -> String {
    DisplayText.escaped(
      "\(title): the reference path \(referencePath) is a folder, not a \(words.file); remove or rename it.")
  }

  /// The line a failure's message ends with when the failure folder has its summary for the report.
  static let reportHint = "  report: run `swift run pixelproof report` for an HTML review of every failure"

  /// `message` without its last line when that is ``reportHint``: what the report itself shows.
  static func withoutReportHint(_ message: String) -> String {
    message.hasSuffix("\n" + reportHint) ? String(message.dropLast(reportHint.count + 1)) : message
  }

  /// Two or more assertions of one run resolve to this reference: each of `sites` fails.
  func duplicate(sites: [AssertionSite?]) -> String {
    DisplayText.escapedLines(
      Self.duplicateLines(
        "\(title) could not be verified: \(SnapshotError.duplicateReference(path: referencePath))",
        sites: sites))
  }

  func error(_ error: any Error) -> String {
    DisplayText.escaped("\(title) could not be verified: \(error)")
  }

  /// `text` with a line for each node of `record` that drew characters without a glyph, such as
  /// `  missing glyphs: Label#title: U+1FAE9`, after its first line: a box in the image is easy to
  /// overlook, so the message says so before anything else.
  static func addingMissingGlyphs(to text: String, from record: LayoutRecord?) -> String {
    let lines = (record?.missingGlyphLines ?? []).map { "  missing glyphs: " + $0 }
    guard !lines.isEmpty else { return text }
    var parts = text.split(separator: "\n", maxSplits: 1, omittingEmptySubsequences: false).map(String.init)
    parts.insert(contentsOf: lines, at: 1)
    return parts.joined(separator: "\n")
  }
}

extension FailureMessage {
  /// How an image's or a text's messages name what the test made and its reference file.
  struct Words {
    /// What the reference holds: `image`, `text`.
    let noun: String
    /// What the test made, at the start of a sentence: `The rendered image`, `The text made now`.
    let actual: String
    /// What the reference file should be: `PNG file`, `text file`.
    let file: String

    static let image = Words(noun: "image", actual: "The rendered image", file: "PNG file")
    static let text = Words(noun: "text", actual: "The text made now", file: "text file")
  }
}
