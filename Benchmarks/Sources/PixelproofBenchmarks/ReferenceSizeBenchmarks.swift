import ArgumentParser
import Foundation
import GalleryExamples
import PixelproofVerifier

/// How large the reference files Pixelproof writes are and how long writing them takes, next to oxipng
/// at level 2 on the same images in the same run: every gallery reference's pixels, the benchmark's
/// phone screen and a screen of cards with soft shadows and gradients (``ShadowCardsScreen``).
///
/// Each image is encoded as a reference is (``PNGCodec/encode(_:text:compression:)`` with the reference
/// compression, no text), checked to decode to exactly its pixels, and timed; oxipng then re-compresses
/// that file (see ``OxipngBenchmark``). The table gives both sizes and times and their ratios, and the
/// medians of the ratios.
struct ReferenceSizeBenchmarks {
  let stopwatch: Stopwatch
  /// oxipng's side, or nil to show Pixelproof's figures alone.
  let oxipng: OxipngBenchmark?

  /// The repository's gallery references, found from this file's path at build time.
  static let galleryFolder = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("ReferenceImages/Gallery").path

  /// An image of the table.
  private struct Subject {
    let name: String
    let image: StraightBitmap
  }

  /// The gallery's references, decoded, by file name; then the phone screens, rendered: the benchmark's
  /// scene and ``ShadowCardsScreen``.
  private func subjects() throws -> [Subject] {
    let names = try FileManager.default.contentsOfDirectory(atPath: Self.galleryFolder)
      .filter { $0.hasSuffix(".png") }.sorted()
    var subjects = try names.map { name in
      Subject(
        name: "Gallery/" + name,
        image: try PNGCodec.decodeWithText(contentsOf: Self.galleryFolder + "/" + name).bitmap)
    }
    let scene = BenchmarkScene()
    let rendering = try ComponentRenderer.render(scene.component, in: scene.proposal, scale: scene.scale)
    subjects.append(Subject(name: "benchmark feedScreen@3x", image: rendering.bitmap.straightBitmap()))
    let cards = try ComponentRenderer.render(ShadowCardsScreen(), in: scene.proposal, scale: scene.scale)
    subjects.append(Subject(name: "benchmark shadowCards@3x", image: cards.bitmap.straightBitmap()))
    return subjects
  }

  /// One row of the table.
  private struct Row {
    let subject: Subject
    let bytes: Int
    let time: Measurement
    let oxipng: OxipngBenchmark.Outcome?
  }

  /// Encodes and times every image, runs oxipng on the files, and prints the table.
  ///
  /// - Throws: when an image cannot be read, encoded or rendered, or a file does not decode to exactly
  ///   the pixels it was written from.
  func run() throws {
    let subjects = try subjects()
    try BenchmarkScene().withTemporaryFolder { folder in
      var files: [String] = []
      var measured: [(Subject, [UInt8], Measurement)] = []
      for (index, subject) in subjects.enumerated() {
        let file = try PNGCodec.encode(subject.image)
        guard try PNGCodec.decode(file) == subject.image else {
          throw ValidationError("\(subject.name): the encoded file does not decode to the same pixels")
        }
        let time = try stopwatch.measure(subject.name) { try PNGCodec.encode(subject.image).middleByte }
        let path = folder + "/\(index).png"
        try Data(file).write(to: URL(fileURLWithPath: path))
        files.append(path)
        measured.append((subject, file, time))
      }
      let results = oxipng?.run(iterations: stopwatch.iterations, files: files)
      if let results { report(problemsOf: results) }
      let rows = zip(measured, files).map { entry, path in
        Row(subject: entry.0, bytes: entry.1.count, time: entry.2, oxipng: results?.outcomes[path])
      }
      printTable(rows)
    }
  }

  private func report(problemsOf results: OxipngBenchmark.Results) {
    if let launchError = results.launchError { print("oxipng: \(launchError)") }
    for line in results.unexpectedLines { print("oxipng printed: \(line)") }
    if results.exitStatus != 0 { print("oxipng exited with status \(results.exitStatus)") }
  }

  private func printTable(_ rows: [Row]) {
    let nameWidth = max(rows.map(\.subject.name.count).max() ?? 0, 5)
    func padded(_ text: String, _ width: Int, left: Bool = false) -> String {
      let padding = String(repeating: " ", count: max(0, width - text.count))
      return left ? text + padding : padding + text
    }
    print(
      "Reference files: Pixelproof's encoder against oxipng level 2 (medians of \(stopwatch.iterations) runs)"
    )
    print(
      padded("image", nameWidth, left: true)
        + "          px    bytes  oxipng B  bytes/oxipng    ms  oxipng ms  time/oxipng")
    var sizeRatios: [Double] = []
    var timeRatios: [Double] = []
    for row in rows {
      let size = "\(row.subject.image.width) x \(row.subject.image.height)"
      let ours = row.time.medianMilliseconds
      var line =
        padded(row.subject.name, nameWidth, left: true) + padded(size, 12) + padded("\(row.bytes)", 9)
      switch row.oxipng {
      case .compressed(let bytes, let seconds):
        let sizeRatio = Double(row.bytes) / Double(bytes)
        let timeRatio = ours / (seconds * 1000)
        sizeRatios.append(sizeRatio)
        timeRatios.append(timeRatio)
        line +=
          padded("\(bytes)", 10) + padded(String(format: "%.3fx", sizeRatio), 14)
          + padded(String(format: "%.1f", ours), 6) + padded(String(format: "%.1f", seconds * 1000), 11)
          + padded(String(format: "%.3fx", timeRatio), 13)
      case .failed(let reason):
        line += padded("failed: \(reason)", 24) + padded(String(format: "%.1f", ours), 6)
      case nil:
        line += padded("-", 10) + padded("", 14) + padded(String(format: "%.1f", ours), 6)
      }
      print(line)
    }
    guard !sizeRatios.isEmpty else { return }
    print(
      padded("median of the ratios", nameWidth + 31, left: true)
        + padded(String(format: "%.3fx", median(sizeRatios)), 14) + padded("", 17)
        + padded(String(format: "%.3fx", median(timeRatios)), 13))
    print(
      padded("worst", nameWidth + 31, left: true)
        + padded(String(format: "%.3fx", sizeRatios.max() ?? 0), 14) + padded("", 17)
        + padded(String(format: "%.3fx", timeRatios.max() ?? 0), 13))
    print("targets: bytes/oxipng at most 1.05x on every image, time/oxipng at most 0.50x")
  }
}
