import Foundation

/// Yoga's side of the layout benchmark: `scripts/yoga-benchmark.py`, run with a Python interpreter that
/// has `yoga-python` installed, on the same trees (see ``LayoutTree``).
struct YogaBenchmark {
  /// What the script reported for one case.
  enum Outcome {
    case seconds(Double)
    /// `yoga <shape> <nodes> failed <reason>`.
    case failed(String)
  }

  /// The script's results.
  struct Results {
    /// Keyed by ``key(_:_:)``.
    var outcomes: [String: Outcome] = [:]
    /// The script's exit status: non-zero when a case failed or the script could not run.
    var exitStatus: Int32 = 0
    /// Lines of its output that are not results.
    var unexpectedLines: [String] = []
    /// Why the interpreter could not be started, if it could not.
    var launchError: String?

    static func key(_ shape: TreeShape, _ count: Int) -> String { "\(shape) \(count)" }

    func outcome(_ shape: TreeShape, _ count: Int) -> Outcome? { outcomes[Self.key(shape, count)] }
  }

  /// The script in this source tree, found from this file's path at build time.
  static let defaultScript = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("scripts/yoga-benchmark.py").path

  /// The Python interpreter that runs the script.
  let python: String
  /// The path of `yoga-benchmark.py`.
  let script: String

  /// Runs the script with the same iterations and sizes, and waits for it. Its stderr (details of any
  /// problem) goes to this process's stderr; an interpreter that cannot be started is a ``Results`` with a
  /// ``Results/launchError`` and no outcomes.
  func run(iterations: Int, sizes: [Int]) -> Results {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: python)
    process.arguments = [script, "--iterations", String(iterations), "--sizes"] + sizes.map(String.init)
    let output = Pipe()
    process.standardOutput = output
    do {
      try process.run()
    } catch {
      return Results(exitStatus: -1, launchError: "cannot run \(python): \(error)")
    }
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()

    var results = Results(exitStatus: process.terminationStatus)
    for line in String(decoding: data, as: UTF8.self).split(separator: "\n") {
      let fields = line.split(separator: " ", maxSplits: 4).map(String.init)
      guard fields.count >= 4, fields[0] == "yoga", let shape = TreeShape(rawValue: fields[1]),
        let count = Int(fields[2])
      else {
        results.unexpectedLines.append(String(line))
        continue
      }
      let key = Results.key(shape, count)
      if fields[3] == "failed" {
        results.outcomes[key] = .failed(fields.count > 4 ? fields[4] : "no reason given")
      } else if let seconds = Double(fields[3]), fields.count == 4 {
        results.outcomes[key] = .seconds(seconds)
      } else {
        results.unexpectedLines.append(String(line))
      }
    }
    return results
  }
}
