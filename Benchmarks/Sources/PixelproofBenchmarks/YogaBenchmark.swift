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

  /// The script in this source tree.
  static let defaultScript = PeerScript.inSourceTree("yoga-benchmark.py")

  /// The interpreter and the script.
  let script: PeerScript

  /// Runs the script with the same iterations and sizes, and waits for it. Its stderr (details of any
  /// problem) goes to this process's stderr; an interpreter that cannot be started is a ``Results`` with a
  /// ``Results/launchError`` and no outcomes.
  ///
  /// - Parameters:
  ///   - iterations: timed layouts per case, the median reported.
  ///   - sizes: the node counts of the trees.
  func run(iterations: Int, sizes: [Int]) -> Results {
    let output = script.run(["--iterations", String(iterations), "--sizes"] + sizes.map(String.init))
    var results = Results(exitStatus: output.exitStatus, launchError: output.launchError)
    for line in output.lines {
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
