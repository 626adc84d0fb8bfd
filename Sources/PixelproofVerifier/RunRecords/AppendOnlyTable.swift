import Foundation

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A file of tab-separated lines in the failure folder that every process of a run appends to: the run
/// manifest (``RunManifest``) and the run's accessibility warnings (``AccessibilityWarnings``).
///
/// Each append goes out in one `write` to a file opened for appending, under an exclusive `flock`, so
/// lines from parallel threads and processes never interleave or tear. The file is written only by
/// appending, never rewritten. Tabs, line breaks and backslashes in a field are written as `\t`, `\n`,
/// `\r` and `\\`, so one line is one row.
struct AppendOnlyTable {
  /// One line read back: its fields, unescaped, and the line as written, for messages about it.
  struct Row {
    let fields: [String]
    let line: String
  }

  let path: String
  /// The failure folder the table is in, created with its `.gitignore` when missing.
  let failureFolder: FailureFolder

  /// Appends `rows`, one line each, in one write. A failure is returned, not thrown: a file of the run
  /// that cannot be written must never change a test's verdict. A failure folder this creates gets a
  /// `.gitignore` that ignores it whole.
  func append(_ rows: [[String]]) -> FileError? {
    guard !rows.isEmpty else { return nil }
    let folder = (path as NSString).deletingLastPathComponent
    do {
      try failureFolder.create()
    } catch {
      return FileError(path: path, reason: error.description)
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
    let text = rows.map { $0.map(Self.escaped).joined(separator: "\t") + "\n" }.joined()
    let bytes = Array(text.utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    guard written == bytes.count else {
      return FileError(path: path, reason: "could not append to it: \(String(cString: strerror(errno)))")
    }
    return nil
  }

  /// The rows, in the order they were written; nil when there is no such file.
  ///
  /// - Throws: ``FileError`` when the file cannot be read.
  func rows() throws(FileError) -> [Row]? {
    guard let bytes = try AtomicFile.read(path) else { return nil }
    // Split on scalars, not characters: "\r\n" is one character, and fields never hold a raw line break.
    let text = String(decoding: bytes, as: UTF8.self)
    return text.unicodeScalars.split(separator: "\n").map { line in
      // Escaped fields hold no raw tab, so they split cleanly.
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map {
        Self.unescaped(Substring($0).unicodeScalars)
      }
      return Row(fields: fields, line: String(line))
    }
  }

  /// Tabs, line breaks and backslashes written as `\t`, `\n`, `\r`, `\\`, so one line is one row.
  private static func escaped(_ field: String) -> String {
    var result = String.UnicodeScalarView()
    for scalar in field.unicodeScalars {
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
