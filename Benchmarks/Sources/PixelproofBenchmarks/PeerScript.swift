import Foundation

/// A peer measured beside Pixelproof by a Python script of this package (`scripts/`), run with an
/// interpreter that has the peer installed: yoga-python, pyoxipng.
struct PeerScript {
  /// What a run of the script printed.
  struct Output {
    /// Its standard output, line by line.
    var lines: [Substring] = []
    /// Its exit status: non-zero when a case failed or the script could not run.
    var exitStatus: Int32 = 0
    /// Why the interpreter could not be started, if it could not.
    var launchError: String?
  }

  /// The Python interpreter that runs the script.
  let python: String
  /// The script's path.
  let script: String

  /// The script named `name` in this source tree, found from this file's path at build time.
  ///
  /// - Parameters:
  ///   - name: the file name in `Benchmarks/scripts/`.
  static func inSourceTree(_ name: String) -> String {
    URL(fileURLWithPath: #filePath)
      .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
      .appendingPathComponent("scripts/\(name)").path
  }

  /// Runs the script with `arguments` and waits for it. Its stderr (details of any problem) goes to this
  /// process's stderr; an interpreter that cannot be started gives an ``Output`` with a
  /// ``Output/launchError`` and no lines.
  ///
  /// - Parameters:
  ///   - arguments: what follows the script's path on its command line.
  func run(_ arguments: [String]) -> Output {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script] + arguments
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      return Output(exitStatus: -1, launchError: "cannot run \(python): \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return Output(
      lines: String(decoding: data, as: UTF8.self).split(separator: "\n"),
      exitStatus: process.terminationStatus)
  }
}
