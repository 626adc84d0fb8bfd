import ArgumentParser
import Foundation
import PixelproofVerifier

/// Writes the HTML review of the failure folder: one offline file with every failed, recorded and
/// tolerated snapshot, and every text reference that differs.
struct ReportCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "report",
    abstract: "Write an HTML review of every failed, recorded and tolerated snapshot.",
    discussion: """
      Each such snapshot leaves <name>.snapshot.json beside its images in <failure folder>/<Suite>/.
      The report shows them side by side, with a slider between reference and actual and the diff
      over a faded reference, zoom to pixels, the messages and layout changes, filters by outcome and
      suite, and the commands that accept or reject each one. A text reference that differs (an
      accessibility snapshot's <name>.txt, which leaves <name>.reference.txt and .failed.txt) shows its
      changed lines. The accessibility findings the latest run reported as warnings follow, by kind,
      then snapshot. It is one file, images included, that opens in any browser without a network or a
      server.
      """)

  @OptionGroup var folders: FolderOptions

  @Option(
    help: """
      Where to write the report (default: report.html in the failure folder; with --merge, in the \
      current folder).
      """)
  var output: String?

  @Option(
    parsing: .upToNextOption,
    help: """
      Failure folders to review together, instead of the failure folder: each shard's FailureDiffs/ \
      of one CI run, side by side. Each snapshot is shown once.
      """)
  var merge: [String] = []

  func run() throws {
    guard merge.isEmpty else { return try writeMerged() }
    let (report, path) = try Self.write(
      settings: try folders.settings(), packageRoot: try folders.root(), output: output)
    Self.printSummary(of: report, in: path)
  }

  /// Prints the report's problems, its accessibility warnings by kind, and how many snapshots it shows
  /// (`from` names the merged folders).
  private static func printSummary(of report: SnapshotReport, in path: String, from: String = "") {
    report.problems.forEach { print("warning: \($0)") }
    AccessibilityWarningSummary(report.accessibilityWarnings).map { print("Accessibility: \($0.counts)") }
    let count = report.entries.count + report.failedWithoutSummary.count + report.texts.count
    print("\(count) snapshot\(count == 1 ? "" : "s")\(from) in \(path)")
  }

  /// Writes the report of `settings`' failure folder to `output`, else to report.html in that folder.
  ///
  /// - Returns: the report and the file it was written to.
  /// - Throws: the error of writing the file.
  static func write(
    settings: VerificationSettings, packageRoot: String, output: String?
  ) throws -> (SnapshotReport, String) {
    // The copied commands run from the package root; a failure folder elsewhere must be named in them.
    let standardFolder = URL(fileURLWithPath: packageRoot)
      .appendingPathComponent(FailureFolder.defaultName).path
    let options =
      URL(fileURLWithPath: settings.failureFolder).path == standardFolder
      ? "" : "--diff-dir " + quoted(settings.failureFolder)
    let report = SnapshotReport.load(failureFolder: settings.failureFolder, commandOptions: options)
    let path = output.map { URL(fileURLWithPath: $0).path } ?? settings.files.failureFolder.reportPath
    try report.write(to: path)
    return (report, path)
  }

  /// Writes the report of the `--merge` folders; its commands name them.
  private func writeMerged() throws {
    let merged: MergedFailureFolders
    do {
      merged = try MergedFailureFolders(merge)
    } catch {
      throw ValidationError(error.description)
    }
    let options = "--merge " + merged.folders.map(Self.quoted).joined(separator: " ")
    let report = SnapshotReport.merged(
      merged.folders.map { SnapshotReport.load(failureFolder: $0) }, commandOptions: options)
    let path = URL(fileURLWithPath: output ?? "report.html").path
    try report.write(to: path)
    let folders = merged.folders.count
    Self.printSummary(of: report, in: path, from: " from \(folders) failure folder\(folders == 1 ? "" : "s")")
  }

  /// `text` in single quotes for a shell.
  static func quoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
