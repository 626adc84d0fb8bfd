import ArgumentParser
import Foundation

extension BenchmarkCommand {
  /// Times Stack and Flexbox layout of the synthetic trees, then, with `--yoga-python`, Yoga on the same
  /// trees, and prints one row per shape and size.
  ///
  /// - Throws: `ExitCode.failure` after the report when a case failed on either side.
  func runLayoutTrees() throws {
    let benchmarks = LayoutBenchmarks(
      iterations: iterations, sizes: sizes, shapes: TreeShape.allCases.filter(shapes.contains),
      containers: LayoutContainer.allCases.filter(containers.contains))
    var rounds: [[LayoutCaseResult]] = []
    var yogaRounds: [YogaBenchmark.Results] = []
    for round in 1...self.rounds {
      let prefix = self.rounds > 1 ? "round \(round): " : ""
      rounds.append(
        benchmarks.run { result in
          let line =
            "\(prefix)layout \(result.container.name) \(result.shape) \(result.count): "
            + LayoutReport.summary(of: result.outcome) + "\n"
          FileHandle.standardError.write(Data(line.utf8))
        })
      if let yogaPython {
        FileHandle.standardError.write(Data("\(prefix)running \(yogaPython) \(yogaScript)\n".utf8))
        yogaRounds.append(
          YogaBenchmark(script: PeerScript(python: yogaPython, script: yogaScript)).run(
            iterations: iterations, sizes: sizes))
      }
    }
    let report = LayoutReport(
      results: LayoutRounds.combined(rounds),
      yoga: yogaRounds.isEmpty ? nil : LayoutRounds.combined(yogaRounds),
      iterations: iterations, rounds: self.rounds, sizes: sizes, shapes: benchmarks.shapes,
      containers: benchmarks.containers)
    report.print()
    if report.hasFailures { throw ExitCode.failure }
  }
}

/// The layout benchmark's table: per shape and size, each engine's median and nodes per second, and
/// Yoga's time over ours (above 1, ours is faster).
struct LayoutReport {
  let results: [LayoutCaseResult]
  let yoga: YogaBenchmark.Results?
  let iterations: Int
  /// How many times every case ran, Pixelproof's and Yoga's taking turns.
  let rounds: Int
  let sizes: [Int]
  let shapes: [TreeShape]
  let containers: [LayoutContainer]

  /// Whether a Swift case or a Yoga case failed, or the Yoga script exited with an error.
  var hasFailures: Bool {
    let swiftFailed = results.contains { if case .failed = $0.outcome { true } else { false } }
    return swiftFailed || (yoga.map { $0.exitStatus != 0 || !$0.unexpectedLines.isEmpty } ?? false)
  }

  func print() {
    Swift.print(
      """
      Layout of synthetic trees: column containers (stretch), 10 x 10 leaves, root exactly \
      \(Int(LayoutTree.rootWidth)) wide with free height.
      Median of \(iterations) timed layouts per case, after one untimed layout whose every frame is checked; \
      building and releasing trees are not timed. A flexbox keeps its node tree for its next layout; \
      "Flexbox first" times the first layout of each root value, which builds the node tree.
      """)
    if rounds > 1 {
      Swift.print(
        "Each figure: the median of \(rounds) rounds' medians, Pixelproof's cases and Yoga's taking turns.")
    }
    Swift.print()
    var header = Self.pad("shape", 7, left: true) + Self.pad("nodes", 8)
    for engine in engines {
      header += " |" + Self.pad("\(engine) ms", Self.timeWidth(engine)) + Self.pad("Mnodes/s", 10)
    }
    if yoga != nil {
      header += " |"
      for container in containers { header += Self.pad("Yoga/\(container.name)", container.name.count + 7) }
    }
    Swift.print(header)
    var failures: [String] = []
    for shape in shapes {
      for count in sizes {
        var row = Self.pad(shape.rawValue, 7, left: true) + Self.pad(String(count), 8)
        var seconds: [String: Double] = [:]
        for engine in engines {
          switch outcome(engine, shape, count) {
          case .seconds(let value):
            seconds[engine] = value
            row +=
              " |" + Self.pad(String(format: "%.3f", value * 1000), Self.timeWidth(engine))
              + Self.pad(String(format: "%.2f", Double(count) / value / 1e6), 10)
          case .failed(let reason):
            failures.append("\(engine) \(shape) \(count): \(reason)")
            row += " |" + Self.pad("failed", Self.timeWidth(engine)) + Self.pad("-", 10)
          case nil:
            failures.append("\(engine) \(shape) \(count): no result")
            row += " |" + Self.pad("missing", Self.timeWidth(engine)) + Self.pad("-", 10)
          }
        }
        if yoga != nil {
          row += " |"
          for container in containers {
            let ratio = seconds["Yoga"].flatMap { yogaTime in seconds[container.name].map { yogaTime / $0 } }
            row += Self.pad(ratio.map { String(format: "%.2fx", $0) } ?? "-", container.name.count + 7)
          }
        }
        Swift.print(row)
      }
    }
    Swift.print()
    if let yoga {
      Swift.print(
        "Yoga/<container>: Yoga's median over ours; above 1 means Pixelproof is faster. Yoga is "
          + "timed in the same run (yoga-python, one calculate_layout per fresh tree).")
      if let launchError = yoga.launchError {
        Swift.print("Yoga did not run: \(launchError)")
      } else if yoga.exitStatus != 0 {
        Swift.print("The Yoga script exited with status \(yoga.exitStatus); its stderr has the details.")
      }
      for line in yoga.unexpectedLines { Swift.print("unexpected Yoga output: \(line)") }
    } else {
      Swift.print(
        "For Yoga on the same trees, add --yoga-python <a python with yoga-python>, e.g. "
          + "--yoga-python /work/yoga-venv/bin/python.")
    }
    for failure in failures { Swift.print("FAILED \(failure)") }
  }

  /// The engines in column order.
  private var engines: [String] {
    containers.map(\.name) + (yoga != nil ? ["Yoga"] : [])
  }

  /// One engine's median in seconds for a case, or why there is none.
  private func outcome(_ engine: String, _ shape: TreeShape, _ count: Int) -> YogaBenchmark.Outcome? {
    if engine == "Yoga" { return yoga?.outcome(shape, count) }
    let result = results.first { $0.container.name == engine && $0.shape == shape && $0.count == count }
    switch result?.outcome {
    case .measured(let measurement): return .seconds(measurement.medianMilliseconds / 1000)
    case .failed(let reason): return .failed(reason)
    case nil: return nil
    }
  }

  /// A case's outcome in a few words, for progress lines.
  static func summary(of outcome: LayoutCaseResult.Outcome) -> String {
    switch outcome {
    case .measured(let measurement):
      String(
        format: "median %.3f ms (min %.3f, max %.3f)", measurement.medianMilliseconds,
        measurement.minimumMilliseconds, measurement.maximumMilliseconds)
    case .failed(let reason): "FAILED \(reason)"
    }
  }

  /// The width of an engine's time column: its heading, "<engine> ms", and a space before it.
  private static func timeWidth(_ engine: String) -> Int { max(13, engine.count + 4) }

  private static func pad(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? text + padding : padding + text
  }
}

extension TreeShape: ExpressibleByArgument {}
extension LayoutContainer: ExpressibleByArgument {}
