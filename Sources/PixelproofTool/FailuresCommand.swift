import ArgumentParser
import Foundation
import PixelproofVerifier

/// Lists, accepts or rejects the failed snapshots waiting in the failure folder, images and texts.
struct FailuresCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "failures",
    abstract: "List failed snapshots; accept or reject them after looking at their images.",
    discussion: """
      A mismatch leaves <name>.reference.png, .failed.png, .diff.png and .compare.png in \
      <failure folder>/<Suite>/ (a reference that was missing or unreadable leaves only .failed.png). \
      Each failure is listed with its compare image, or its failed image when it has none. --accept \
      copies each failed image (with its layout record) over its reference, atomically, and removes \
      its files; --reject only removes them. Look at the compare images first, then commit the \
      accepted references. A failure whose reference already is its failed image (the test ran again \
      with PIXELPROOF_RECORD=failed or all) is not listed. A text reference that differs (an \
      accessibility snapshot's <name>.txt) leaves <name>.reference.txt and .failed.txt: it is listed \
      with its changed lines, and accepted or rejected the same way.

      --accept alone accepts a failure only when the latest run (the newest manifest in \
      <failure folder>/.manifests/) verified its reference, and the reference it was compared with is \
      still there. A failure an earlier run left (its test renamed, deleted, or not run since) and one \
      whose reference was deleted since (as `pixelproof orphans --delete` does) are skipped with the \
      reason, and never write a reference back; name one (<Suite>/<name>, as listed) to accept it. So \
      is one whose reference is a Git LFS pointer file (a checkout without `git lfs pull`): its image \
      was never compared, and naming it is the one way to replace the pointer.

      --merge reads several failure folders instead, each shard's FailureDiffs/ of one CI run side by \
      side: each failure is listed with its image in its own folder; --accept writes into this checkout's \
      reference folder (the path the test used only when it is inside this package), and plain \
      --accept accepts a failure only when the latest run of its own folder verified a reference of \
      its name. A failure two folders hold is never accepted: accept it from one, with --diff-dir.

      The list ends with the accessibility findings the latest run reported as warnings, counted by \
      kind, when it reported any; `pixelproof report` lists them.
      """)

  @OptionGroup var folders: FolderOptions

  @Option(help: "Only the snapshots whose <Suite>/<name> contains this text.")
  var filter: String?

  @Flag(help: "Make each failed image the reference (only those of the latest run, unless named).")
  var accept = false

  @Argument(
    help: """
      Only these snapshots, <Suite>/<name> as listed (<Suite>/<name>.txt for a text); --accept accepts \
      a named one even when it would skip it.
      """)
  var names: [String] = []

  @Flag(help: "Remove each failure's files, keeping the reference.")
  var reject = false

  @Option(
    parsing: .upToNextOption,
    help: """
      Failure folders to read together, instead of the failure folder: each shard's FailureDiffs/ of \
      one CI run, side by side.
      """)
  var merge: [String] = []

  func validate() throws {
    if accept && reject { throw ValidationError(Self.acceptAndReject) }
  }

  static let acceptAndReject =
    "--accept and --reject cannot be used together: --accept makes each failed image the reference, "
    + "--reject removes the failure files and keeps the reference; choose one."

  @Flag(help: "Also the snapshots that passed within their tolerance, whose images are kept for review.")
  var tolerated = false

  func run() throws {
    let settings = try folders.settings()
    let references = settings.referenceDirectory
    func isSelected(_ name: String) -> Bool {
      (names.isEmpty || names.contains(name)) && (filter.map(name.contains) ?? true)
    }
    let failureFolders: [String]
    do {
      failureFolders = merge.isEmpty ? [settings.failureFolder] : try MergedFailureFolders(merge).folders
    } catch {
      throw ValidationError(error.description)
    }
    let waiting = failureFolders.flatMap {
      PendingFailure.waiting(in: $0, referenceDirectory: references)
    }
    .filter { isSelected($0.name) }
    // A tolerated snapshot passed: it is never accepted or rejected along with failures unless asked.
    let failures = waiting.filter {
      tolerated || names.contains($0.name) || $0.summary?.outcome != .withinTolerance
    }
    let texts = failureFolders.flatMap {
      PendingFailure.waiting(in: $0, referenceDirectory: references, kind: .text)
    }
    .filter { isSelected($0.name) }
    let folderCount = Dictionary((waiting + texts).map { ($0.name, 1) }, uniquingKeysWith: +)
    let found = Set(waiting.map(\.name) + texts.map(\.name))
    if let unknown = names.first(where: { !found.contains($0) }) {
      throw ValidationError(
        "no failed snapshot is named \(DisplayText.escaped(unknown)); `pixelproof failures` lists their names"
      )
    }
    if accept, let twice = names.first(where: { (folderCount[$0] ?? 0) > 1 }) {
      throw ValidationError(Self.inSeveralFolders(twice))
    }
    let rules = Dictionary(
      failureFolders.map { ($0, AcceptanceRule(failureFolder: $0, byName: !merge.isEmpty)) },
      uniquingKeysWith: { first, _ in first })
    let root = try folders.root()
    var skipped: [String] = []
    // Images first, then texts.
    for failure in failures + texts {
      let name = DisplayText.escaped(failure.name)
      let reference = target(of: failure, references: references, root: root)
      // Why plain --accept skips it; nil for one it accepts, or one named.
      let reason =
        (folderCount[failure.name] ?? 0) > 1
        ? Self.inSeveralFolders(failure.name)
        : names.contains(failure.name)
          ? nil
          : rules[failure.artifacts.failureFolder]?.skipReason(
            referencePath: reference, wasCompared: Self.exists(failure.referenceCopyPath))
      if accept, let reason {
        print("skipped   \(name)  (\(DisplayText.escaped(reason)))")
        skipped.append(name)
      } else if accept {
        try failure.accept(into: reference)
        print("accepted  \(name) -> \(DisplayText.escaped(reference))")
      } else if reject {
        failure.reject()
        print("rejected  \(name)")
      } else {
        try list(failure, skipReason: reason)
      }
    }
    let count = failures.count + texts.count - skipped.count
    let snapshots = count == 1 ? "snapshot" : "snapshots"
    print("\(count) failed \(snapshots)\(accept ? " accepted" : reject ? " rejected" : "")")
    if !skipped.isEmpty {
      let them = skipped.count == 1 ? "it" : "them"
      print(
        "(\(skipped.count) skipped; to accept \(them), name \(them): pixelproof failures --accept "
          + skipped.joined(separator: " ") + ")")
    }
    let passed = waiting.count - failures.count
    if passed > 0 {
      print("(\(passed) within tolerance not included; --tolerated includes \(passed == 1 ? "it" : "them"))")
    }
    // The run's accessibility warnings, counted once; a listing only, as accepting changes none of them.
    if !accept && !reject {
      do {
        let warnings = try failureFolders.flatMap {
          try AccessibilityWarnings.ofLatestRun(in: $0)?.entries() ?? []
        }
        AccessibilityWarningSummary(warnings).map { print($0.line) }
      } catch {
        let problem = DisplayText.escaped("\(error)")
        print("warning: the latest run's accessibility warnings cannot be read: \(problem)")
      }
    }
  }

  private static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }

  /// Why a failure that more than one `--merge` folder holds is not accepted.
  static func inSeveralFolders(_ name: String) -> String {
    "\(name) failed in more than one failure folder; accept it from one: pixelproof failures "
      + "--diff-dir <folder> --accept \(name)"
  }

  /// The reference `failure` is accepted into: the path its test used, or the reference folder's file;
  /// under --merge, whose folders come from other machines, the path the test used only when it is
  /// inside this package.
  private func target(of failure: PendingFailure, references: String, root: String) -> String {
    let path = failure.referencePath(in: references)
    guard !merge.isEmpty else { return path }
    let inside = URL(fileURLWithPath: path).standardizedFileURL.path
      .hasPrefix(URL(fileURLWithPath: root).standardizedFileURL.path + "/")
    return inside
      ? path
      : SnapshotFiles(referenceDirectory: references, failureFolder: failure.artifacts.failureFolder)
        .referencePath(suite: failure.suite, baseName: failure.baseName, kind: failure.kind)
  }

  /// Prints `failure`'s line, with what there is to look at, and `skipReason` when plain --accept skips it.
  private func list(_ failure: PendingFailure, skipReason reason: String?) throws {
    let name = DisplayText.escaped(failure.name)
    let skips = reason.map { "          --accept skips it: \(DisplayText.escaped($0))" }
    guard failure.kind == .image else {
      print("failed    \(name)  \(DisplayText.escaped(failure.actualPath))")
      skips.map { print($0) }
      try printChanges(of: failure)
      return
    }
    let label = failure.summary?.outcome == .withinTolerance ? "tolerated" : "failed   "
    // Only files that are there: a reference that could not be read leaves no compare image.
    let image = Self.exists(failure.comparePath) ? failure.comparePath : failure.actualPath
    print("\(label) \(name)  \(DisplayText.escaped(image))")
    // A state of an update snapshot: the update's changes image shows what moved, came and went.
    if let changes = failure.changesPath, Self.exists(changes) {
      print("          changes:  \(DisplayText.escaped(changes))")
    }
    skips.map { print($0) }
  }

  /// How many changed lines a text failure shows; its two files hold the texts whole.
  static let changedLinesShown = 20

  /// The changed lines of `text`, indented under its name, at most ``changedLinesShown`` of them.
  private func printChanges(of text: PendingFailure) throws {
    let lines = try text.changedLines()
    for line in lines.prefix(Self.changedLinesShown) {
      print("          " + DisplayText.escaped(line))
    }
    if lines.count > Self.changedLinesShown {
      print("          and \(lines.count - Self.changedLinesShown) more lines")
    }
  }
}
