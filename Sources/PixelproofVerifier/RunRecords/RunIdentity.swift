import Foundation

/// How processes that belong to one test run find the same name for it.
package enum RunIdentity {
  /// The variable that names the run explicitly; scripts that start several test processes set it.
  package static let variable = "PIXELPROOF_RUN_ID"

  /// `PIXELPROOF_RUN_ID` when set; otherwise the parent process, which all processes of one
  /// `swift test` share: `parent-<pid>-<start time>` (the start time, on Linux, from `/proc`, so a
  /// reused process ID does not join an old run), or `parent-<pid>` where that is not available; a
  /// name of its own for a process whose parent is gone. Tools started from one shell (the gallery)
  /// share that shell's run.
  package static var current: String {
    if let explicit = ProcessInfo.processInfo.environment[variable], !explicit.isEmpty { return explicit }
    let parent = getppid()
    // A process adopted by init has no test run to share.
    guard parent > 1 else { return unique() }
    if let stat = try? String(contentsOfFile: "/proc/\(parent)/stat", encoding: .utf8),
      let afterName = stat.lastIndex(of: ")")
    {
      // Fields after the command name; the start time is field 22 of the whole line, 20th after it.
      let fields = stat[stat.index(after: afterName)...].split(separator: " ")
      if fields.count > 19 { return "parent-\(parent)-\(fields[19])" }
    }
    return "parent-\(parent)"
  }

  /// A name no other run has: this process and a random number.
  package static func unique() -> String {
    "process-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
  }

  /// `name` with every character outside letters, digits, `-`, `_` and `.` replaced by `_`, and no
  /// leading dot, so it is one harmless path component.
  static func sanitized(_ name: String) -> String {
    var safe = String(
      name.unicodeScalars.map { scalar -> Character in
        let allowed =
          scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar)
            || "-_.".unicodeScalars.contains(scalar))
        return allowed ? Character(scalar) : "_"
      })
    while safe.hasPrefix(".") { safe = "_" + safe.dropFirst() }
    return safe.isEmpty ? "_" : safe
  }
}
