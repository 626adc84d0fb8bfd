import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The list of reference files a run verified or recorded: `<failure folder>/.manifests/<run>.tsv`, one
/// line per snapshot, `<outcome>\t<reference path>`. References in the reference folder that the
/// manifest of a full test run does not name are orphans: no test uses them any more.
///
/// Every process of a run appends to the same file. Each line goes out in one `write` to a file opened
/// for appending, under an exclusive `flock`, so lines from parallel threads and processes never
/// interleave or tear. A manifest is written only by appending, never rewritten.
public struct RunManifest: Sendable, Equatable {
  /// What happened to one reference in a run.
  public enum Outcome: String, Sendable, CaseIterable {
    /// Compared, and it matched (or differed within tolerance).
    case verified
    /// Written (it was missing, or re-recorded).
    case recorded
    /// Compared or looked for, and the test failed.
    case failed
  }

  public struct Entry: Sendable, Equatable {
    public let outcome: Outcome
    /// The reference file's path, as the run resolved it.
    public let path: String

    public init(outcome: Outcome, path: String) {
      self.outcome = outcome
      self.path = path
    }
  }

  /// The folder below the failure folder that holds the manifests.
  public static let folderName = ".manifests"
  /// How many manifests are kept; starting a run removes the oldest beyond this.
  public static let keptRuns = 20

  public let path: String

  public init(path: String) { self.path = path }

  /// The manifest of `run` in `diffDirectory`.
  public init(run: SnapshotRun, diffDirectory: String) {
    path = diffDirectory + "/" + Self.folderName + "/" + run.identifier + ".tsv"
  }

  /// Appends one line. A failure is returned, not thrown: a manifest that cannot be written must never
  /// change a test's verdict.
  @discardableResult
  public func append(_ outcome: Outcome, _ referencePath: String) -> FileError? {
    let folder = (path as NSString).deletingLastPathComponent
    let isNew = !FileManager.default.fileExists(atPath: path)
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
    let line = Array("\(outcome.rawValue)\t\(Self.escaped(referencePath))\n".utf8)
    let written = line.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == line.count else {
      return FileError(path: path, reason: "could not append to it: \(String(cString: strerror(errno)))")
    }
    if isNew { Self.removeOldManifests(in: folder, keeping: Self.keptRuns) }
    return nil
  }

  /// The manifest's entries, in the order they were written.
  ///
  /// - Throws: ``FileError`` when the file cannot be read or a line is not `<outcome>\t<path>`.
  public func entries() throws(FileError) -> [Entry] {
    guard let bytes = try AtomicFile.read(path) else { throw FileError(path: path, reason: "no such manifest") }
    var entries: [Entry] = []
    for (number, line) in String(decoding: bytes, as: UTF8.self).split(separator: "\n").enumerated() {
      let parts = line.split(separator: "\t", maxSplits: 1)
      guard parts.count == 2, let outcome = Outcome(rawValue: String(parts[0])) else {
        throw FileError(path: path, reason: "line \(number + 1) is not <outcome>\\t<path>: \(line)")
      }
      entries.append(Entry(outcome: outcome, path: Self.unescaped(String(parts[1]))))
    }
    return entries
  }

  /// Every `.png` below `referenceDirectory` that no entry names, sorted: references no test used.
  ///
  /// Only meaningful for a manifest of a run of every test that uses `referenceDirectory`.
  public func orphans(in referenceDirectory: String) throws(FileError) -> [String] {
    let used = Set(try entries().map { URL(fileURLWithPath: $0.path).standardizedFileURL.path })
    let root = URL(fileURLWithPath: referenceDirectory).standardizedFileURL.path
    guard let walker = FileManager.default.enumerator(atPath: root) else {
      throw FileError(path: referenceDirectory, reason: "cannot list the reference folder")
    }
    var orphans: [String] = []
    while let relative = walker.nextObject() as? String {
      let path = root + "/" + relative
      if relative.hasSuffix(".png") && !used.contains(path) { orphans.append(path) }
    }
    return orphans.sorted()
  }

  /// The most recently written manifest in `diffDirectory`, if there is one.
  public static func latest(in diffDirectory: String) -> RunManifest? {
    manifests(in: diffDirectory + "/" + folderName).last.map(RunManifest.init(path:))
  }

  /// The manifests in `folder`, oldest first (by modification time, then name).
  private static func manifests(in folder: String) -> [String] {
    let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
    let dated = names.filter { $0.hasSuffix(".tsv") }.map { name -> (Date, String) in
      let path = folder + "/" + name
      let modified = (try? FileManager.default.attributesOfItem(atPath: path)[.modificationDate]) as? Date
      return (modified ?? .distantPast, path)
    }
    return dated.sorted { ($0.0, $0.1) < ($1.0, $1.1) }.map(\.1)
  }

  private static func removeOldManifests(in folder: String, keeping count: Int) {
    let all = manifests(in: folder)
    all.dropLast(count).forEach(AtomicFile.remove)
  }

  /// Tabs, newlines and backslashes in a path written as `\t`, `\n`, `\\`, so one line is one entry.
  private static func escaped(_ path: String) -> String {
    path.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\t", with: "\\t")
      .replacingOccurrences(of: "\n", with: "\\n")
  }

  private static func unescaped(_ text: String) -> String {
    var result = ""
    var escaping = false
    for character in text {
      if escaping {
        result.append(character == "t" ? "\t" : character == "n" ? "\n" : character)
        escaping = false
      } else if character == "\\" {
        escaping = true
      } else {
        result.append(character)
      }
    }
    return result
  }
}
