import Foundation

/// A stage's timings, and the baseline its median is compared with, if any.
typealias BenchmarkRow = (Measurement, (name: String, time: Measurement)?)

/// Prints one line per stage: median, fastest and slowest iteration, and the median against a baseline.
func printTable(_ rows: [BenchmarkRow]) {
  let stageWidth = rows.map(\.0.stage.count).max() ?? 0
  func padded(_ text: String, _ width: Int, left: Bool = false) -> String {
    let padding = String(repeating: " ", count: max(0, width - text.count))
    return left ? text + padding : padding + text
  }
  print(padded("stage", stageWidth, left: true) + "   median ms     min ms     max ms   median vs baseline")
  for (measurement, baseline) in rows {
    let figures = [
      measurement.medianMilliseconds, measurement.minimumMilliseconds,
      measurement.maximumMilliseconds,
    ]
    .map { padded(String(format: "%.3f", $0), 11) }.joined()
    let ratio =
      baseline.map {
        String(format: "%8.1fx ", measurement.medianMilliseconds / $0.time.medianMilliseconds) + $0.name
      } ?? ""
    print(padded(measurement.stage, stageWidth, left: true) + figures + "  " + ratio)
  }
}
