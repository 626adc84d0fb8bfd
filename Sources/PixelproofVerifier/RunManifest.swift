import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The list of reference files a run verified or recorded: `<failure folder>/.manifests/<run>.tsv`, one
/// line per snapshot, `<outcome>\t<test>\t<reference path>`, the test as `swift test list` names it
/// (empty when not known; manifests of older versions have two fields, `<outcome>\t<reference path>`).
/// A failure that leaves no summary in the failure folder (a component that could not be rendered, a
/// reference two assertions resolve to) adds its message as a fourth field, so the report can show it.
/// `pixelproof orphans` reads them with the package's current tests (see ``OrphanReport``).
///
/// Every process of a run appends to the same file. Each line goes out in one `write` to a file opened
/// for appending, under an exclusive `flock`, so lines from parallel threads and processes never
/// interleave or tear. A manifest is written only by appending, never rewritten.
package struct RunManifest: Sendable, Equatable {
  /// What happened to one reference in a run.
  package enum Outcome: String, Sendable, CaseIterable {
    /// Compared, and it matched (or differed within tolerance).
    case verified
    /// Written (it was missing, or re-recorded).
    case recorded
    /// Compared or looked for, and the test failed.
    case failed
  }

  /// One line: what happened to which reference, in which test.
  package struct Entry: Sendable, Equatable {
    package let outcome: Outcome
    /// The reference file's path, as the run resolved it.
    package let path: String
    /// The test that verified it, as `swift test list` names it, or a tool's name; nil when not known.
    package let test: String?
    /// The failure's message, for a failure that left no summary; nil otherwise.
    package let message: String?

    /// - Parameters:
    ///   - test: the test that verified the reference; nil when not known.
    ///   - message: the message of a failure that left no summary.
    package init(outcome: Outcome, path: String, test: String? = nil, message: String? = nil) {
      self.outcome = outcome
      self.path = path
      self.test = test
      self.message = message
    }
  }

  /// The folder below the failure folder that holds the manifests.
  package static let folderName = ".manifests"
  /// How many manifests are kept; starting a run removes the oldest beyond this.
  package static let keptRuns = 20

  package let path: String

  package init(path: String) { self.path = path }

  /// The manifest of `run` in `diffDirectory`.
  package init(run: SnapshotRun, diffDirectory: String) {
    path = diffDirectory + "/" + Self.folderName + "/" + run.identifier + ".tsv"
  }

  /// Appends one line. A failure is returned, not thrown: a manifest that cannot be written must never
  /// change a test's verdict. A failure folder this creates gets a `.gitignore` that ignores it whole.
  ///
  /// - Parameters:
  ///   - test: the test that verified the reference, as `swift test list` names it; nil when not known.
  ///   - message: the message of a failure that leaves no summary for the report; nil otherwise.
  @discardableResult
  package func append(
    _ outcome: Outcome, _ referencePath: String, test: String? = nil, message: String? = nil
  ) -> FileError? {
    let folder = (path as NSString).deletingLastPathComponent
    let isNew = !FileManager.default.fileExists(atPath: path)
    if let problem = FailureFolder.create((folder as NSString).deletingLastPathComponent) {
      return FileError(path: path, reason: problem)
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      return FileError(path: path, reason: "could not create its folder: \(error.localizedDescription)")
    }
    let descriptor = open(path, O_WRONLY | O_APPEND | O_CREAT | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return FileError(path: path, reason: String(cString: strerror(errno))) }
    defer { close(descriptor) }
    guard flock(descriptor, LOCK_EX) == 0 else { return FileError(path: path, reason: "could not lock it") }
    defer { flock(descriptor, LOCK_UN) }
    let fields =
      [outcome.rawValue, Self.escaped(test ?? ""), Self.escaped(referencePath)]
      + (message.map { [Self.escaped($0)] } ?? [])
    let line = Array((fields.joined(separator: "\t") + "\n").utf8)
    let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == line.count else {
      return FileError(path: path, reason: "could not append to it: \(String(cString: strerror(errno)))")
    }
    if isNew { Self.removeOldManifests(in: folder, keeping: Self.keptRuns) }
    return nil
  }

  /// The manifest's entries, in the order they were written.
  ///
  /// - Throws: ``FileError`` when the file cannot be read or a line is not `<outcome>\t<test>\t<path>`,
  ///   `<outcome>\t<test>\t<path>\t<message>` or `<outcome>\t<path>`.
  package func entries() throws(FileError) -> [Entry] {
    guard let bytes = try AtomicFile.read(path) else {
      throw FileError(path: path, reason: "no such manifest")
    }
    // Split on scalars, not characters: "\r\n" is one character, and paths never hold a raw line break.
    var entries: [Entry] = []
    let text = String(decoding: bytes, as: UTF8.self)
    for (number, line) in text.unicodeScalars.split(separator: "\n").enumerated() {
      // Escaped paths and tests hold no raw tab, so the fields split cleanly.
      let parts = line.split(separator: "\t", omittingEmptySubsequences: false)
      guard (2...4).contains(parts.count),
        let outcome = Outcome(rawValue: String(String.UnicodeScalarView(parts[0])))
      else {
        throw FileError(
          path: path, reason: "line \(number + 1) is not <outcome>\\t<test>\\t<path>: \(String(line))")
      }
      let field = { (index: Int) in Self.unescaped(Substring(parts[index]).unicodeScalars) }
      let test = parts.count >= 3 ? field(1) : ""
      entries.append(
        Entry(
          outcome: outcome, path: field(parts.count == 2 ? 1 : 2), test: test.isEmpty ? nil : test,
          message: parts.count == 4 ? field(3) : nil))
    }
    return entries
  }

  /// Every manifest in `diffDirectory`, oldest first (by modification time, then name).
  package static func all(in diffDirectory: String) -> [RunManifest] {
    paths(in: diffDirectory + "/" + folderName).map(RunManifest.init(path:))
  }

  /// The manifest files in `folder`, oldest first.
  private static func paths(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    // stat, not FileManager's attributes, which look up the owner's user and group names in the
    // system's account files for every file: most of a new run's first verification.
    let dated = names.filter { $0.hasSuffix(".tsv") }.map { name -> (Int, Int, String) in
      let path = folder + "/" + name
      var status = stat()
      guard stat(path, &status) == 0 else { return (Int.min, 0, path) }
      return (Int(status.st_mtim.tv_sec), Int(status.st_mtim.tv_nsec), path)
    }
    return dated.sorted { ($0.0, $0.1, $0.2) < ($1.0, $1.1, $1.2) }.map(\.2)
  }

  private static func removeOldManifests(in folder: String, keeping count: Int) {
    paths(in: folder).dropLast(count).forEach(AtomicFile.remove)
  }

  /// Tabs, line breaks and backslashes in a path written as `\t`, `\n`, `\r`, `\\`, so one line is one
  /// entry.
  private static func escaped(_ path: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in path.unicodeScalars {
      switch scalar {
      case "\\": result.append(contentsOf: "\\\\".unicodeScalars)
      case "\t": result.append(contentsOf: "\\t".unicodeScalars)
      case "\n": result.append(contentsOf: "\\n".unicodeScalars)
      case "\r": result.append(contentsOf: "\\r".unicodeScalars)
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  private static func unescaped(_ text: Substring.UnicodeScalarView) -> String {
    var result = String.UnicodeScalarView()
    var escaping = false
    for scalar in text {
      if escaping {
        result.append(scalar == "t" ? "\t" : scalar == "n" ? "\n" : scalar == "r" ? "\r" : scalar)
        escaping = false
      } else if scalar == "\\" {
        escaping = true
      } else {
        result.append(scalar)
      }
    }
    return String(result)
  }
}
