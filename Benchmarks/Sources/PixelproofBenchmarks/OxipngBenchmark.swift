import Foundation

/// oxipng's side of the reference-size benchmark: `scripts/oxipng-benchmark.py`, run with a Python
/// interpreter that has `pyoxipng` installed, on the files Pixelproof's encoder wrote.
struct OxipngBenchmark {
  /// What the script reported for one file.
  enum Outcome {
    case compressed(bytes: Int, seconds: Double)
    /// `oxipng failed <reason> <path>`.
    case failed(String)
  }

  /// The script's results.
  struct Results {
    /// Keyed by the file's path.
    var outcomes: [String: Outcome] = [:]
    /// The script's exit status: non-zero when a file failed or the script could not run.
    var exitStatus: Int32 = 0
    /// Lines of its output that are not results.
    var unexpectedLines: [String] = []
    /// Why the interpreter could not be started, if it could not.
    var launchError: String?
  }

  /// The script in this source tree.
  static let defaultScript = PeerScript.inSourceTree("oxipng-benchmark.py")

  /// The interpreter and the script.
  let script: PeerScript

  /// Runs the script on `files` with the same iteration count, and waits for it. Its stderr goes to this
  /// process's stderr; an interpreter that cannot be started is a ``Results`` with a
  /// ``Results/launchError`` and no outcomes.
  ///
  /// - Parameters:
  ///   - iterations: runs per file, the median reported.
  ///   - files: the PNG files to compress.
  func run(iterations: Int, files: [String]) -> Results {
    let output = script.run(["--iterations", String(iterations)] + files)
    var results = Results(exitStatus: output.exitStatus, launchError: output.launchError)
    for line in output.lines {
      // `oxipng <bytes> <seconds> <path>` or `oxipng failed <reason> <path>`; the path may hold spaces.
      let fields = line.split(separator: " ", maxSplits: 3).map(String.init)
      guard fields.count == 4, fields[0] == "oxipng" else {
        results.unexpectedLines.append(String(line))
        continue
      }
      if fields[1] == "failed" {
        results.outcomes[fields[3]] = .failed(fields[2])
      } else if let bytes = Int(fields[1]), let seconds = Double(fields[2]) {
        results.outcomes[fields[3]] = .compressed(bytes: bytes, seconds: seconds)
      } else {
        results.unexpectedLines.append(String(line))
      }
    }
    return results
  }
}
