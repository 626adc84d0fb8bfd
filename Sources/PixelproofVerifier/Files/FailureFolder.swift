import Foundation

/// The failure folder (`FailureDiffs/` by default), a place for files nobody commits, and the one place
/// their paths are made:
///
/// - `<Suite>/<name>@<scale>x` followed by `.reference.png`, `.failed.png`, `.diff.png`, `.compare.png`,
///   `.changes.png` and `.snapshot.json`, or `.reference.txt` and `.failed.txt` for a text: what one
///   snapshot left for review (``FailureArtifacts``);
/// - `.manifests/<run>.tsv`, each run's manifest (``RunManifest``), and `.manifests/findings/<run>.tsv`,
///   the accessibility warnings it reported (``AccessibilityWarnings``), and
///   `.manifests/durations/<run>.tsv`, how long its snapshots took (``RunDurations``);
/// - `.shard.tsv`, the tests `pixelproof shard` chose for the run, when it was one shard of several
///   (``ShardRecord``);
/// - `report.html`, the HTML review `pixelproof report` writes by default;
/// - `.gitignore`, written when the folder is made, so `git add -A` never picks up any of them.
package struct FailureFolder: Sendable, Equatable {
  /// The folder's path.
  package let path: String

  /// The failure folder at `path`.
  package init(_ path: String) { self.path = path }

  /// The failure folder's name in the package root, where none is set.
  package static let defaultName = "FailureDiffs"

  /// The folder of one suite's failure files.
  package func suiteFolder(_ suite: String) -> String { path + "/" + suite }

  /// The start of every failure file one snapshot leaves: `<failure folder>/<Suite>/<name>@<scale>x`.
  func filePrefix(suite: String, baseName: String) -> String { suiteFolder(suite) + "/" + baseName }

  /// The files of the snapshot `baseName` of `suite`, an image or a text.
  package func artifacts(suite: String, baseName: String, kind: ReferenceKind) -> FailureArtifacts {
    FailureArtifacts(folder: self, prefix: filePrefix(suite: suite, baseName: baseName), kind: kind)
  }

  /// The files of `reference`, an image or a text.
  package func artifacts(for reference: SnapshotReference, kind: ReferenceKind = .image) -> FailureArtifacts {
    artifacts(suite: reference.suite, baseName: reference.baseName, kind: kind)
  }

  /// The report's default place, `report.html`.
  package var reportPath: String { path + "/report.html" }

  // MARK: Run records

  /// The folder that holds the run manifests, `.manifests`.
  package var manifestFolder: String { path + "/" + RunManifest.folderName }

  /// The manifest of the run named `run`.
  package func manifestPath(run: String) -> String { manifestFolder + "/" + run + ".tsv" }

  /// The accessibility warnings of the run named `run`, beside its manifest.
  package func findingsPath(run: String) -> String {
    manifestFolder + "/" + AccessibilityWarnings.folderName + "/" + run + ".tsv"
  }

  /// How long the snapshots of the run named `run` took, beside its manifest.
  package func durationsPath(run: String) -> String {
    manifestFolder + "/" + RunDurations.folderName + "/" + run + ".tsv"
  }

  /// Which tests `pixelproof shard` chose for the run that writes into the folder (``ShardRecord``).
  package var shardRecordPath: String { path + "/" + ShardRecord.fileName }

  /// The failure folder that holds the run record at `path`, `levels` folders up from it.
  static func holding(record path: String, levels: Int) -> FailureFolder {
    var folder = path
    for _ in 0..<levels { folder = (folder as NSString).deletingLastPathComponent }
    return FailureFolder(folder)
  }

  // MARK: Listing

  /// A file one snapshot left in the folder.
  package struct File: Sendable, Equatable {
    /// The suite folder, e.g. `CardTests`.
    package let suite: String
    /// The snapshot's file name without its ending, e.g. `testCard_dark@2x`.
    package let baseName: String
    /// The file's path.
    package let path: String
  }

  /// Every file ending in `ending` (e.g. `.failed.png`), sorted by suite and name; hidden files and
  /// folders aside.
  package func files(endingIn ending: String) -> [File] {
    let suites = (try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []
    return suites.filter { !$0.hasPrefix(".") }.sorted().flatMap { suite in
      let names = (try? FileManager.default.contentsOfDirectory(atPath: suiteFolder(suite))) ?? []
      return names.filter { $0.hasSuffix(ending) && !$0.hasPrefix(".") }.sorted().map { name in
        File(
          suite: suite, baseName: String(name.dropLast(ending.count)), path: suiteFolder(suite) + "/" + name)
      }
    }
  }

  // MARK: Making it

  /// What a `.gitignore` written into a new failure folder holds: everything in it, itself included, so
  /// `git add -A` never picks up failure images or run manifests.
  static let ignoreEverything =
    "# Written by Pixelproof: failure images and run manifests are not committed.\n*\n"

  /// Creates the folder when it does not exist, with a `.gitignore` that ignores everything in it; an
  /// existing folder is left as it is. Every file written into the folder goes through here first.
  ///
  /// - Throws: ``Problem`` in the user's words when the folder, or a file in its way, is a file, or it
  ///   cannot be created.
  func create() throws(Problem) {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) {
      if isFolder.boolValue { return }
      throw Problem.notAFolder(path)
    }
    if let blocking = AtomicFile.fileInTheWay(of: (path as NSString).deletingLastPathComponent) {
      throw Problem.notAFolder(blocking)
    }
    do {
      try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    } catch {
      throw Problem(
        description: "the failure folder \(path) could not be created: \(error.localizedDescription)")
    }
    // Without it the folder still works; only `git add -A` would see its files.
    try? AtomicFile.write(Array(Self.ignoreEverything.utf8), to: path + "/.gitignore")
  }

  /// Writes `bytes` to `file`, a path in the folder, atomically, creating the folder first.
  ///
  /// - Throws: ``Problem`` when the folder cannot be made, ``FileError`` when the file cannot be written.
  func write(_ bytes: [UInt8], to file: String) throws {
    try create()
    try AtomicFile.write(bytes, to: file)
  }

  /// A failure folder that cannot be made, in the user's words.
  struct Problem: Error, CustomStringConvertible {
    let description: String

    static func notAFolder(_ path: String) -> Problem {
      Problem(description: "\(path) is a file, not a folder")
    }
  }
}
