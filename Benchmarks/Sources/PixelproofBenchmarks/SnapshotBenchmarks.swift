import ArgumentParser
import Foundation
import GalleryExamples
import PixelproofVerifier

/// What one snapshot costs a test, end to end, on a card and on a phone screen: verifying an unchanged
/// snapshot (against a reference with a stored pixel digest, and one without, which is decoded),
/// recording a missing reference, and mismatch reports of one changed pixel and of every pixel changed
/// (the reference copy, the failed image, the diff and compare images, the regions and the layout
/// changes).
///
/// These are the figures a debug build (plain `swift test`) must keep within 4x of release:
/// `scripts/benchmark-debug.sh` runs them in both builds and prints them side by side.
struct SnapshotBenchmarks {
  /// A component, the space it is laid out in, and its scale.
  struct Scene {
    /// The scene's name in the table.
    let name: String
    let component: any Component
    let proposal: SizeProposal
    let scale: Int

    /// A news feed card, 375 pt wide at 2x.
    static let card = Scene(name: "card", component: NewsFeedCard(), proposal: .width(375), scale: 2)
    /// The benchmark's phone screen, 390 x 844 pt at 3x (1170 x 2532 px).
    static let screen = Scene(
      name: "screen", component: FeedScreen(), proposal: .fixed(width: 390, height: 844), scale: 3)
  }

  /// The scenes the command line names.
  enum SceneName: String, CaseIterable, ExpressibleByArgument {
    case card
    case screen

    var scene: Scene {
      switch self {
      case .card: .card
      case .screen: .screen
      }
    }
  }

  /// The figures the command line names.
  enum Figure: String, CaseIterable, ExpressibleByArgument {
    case verifyDigest = "verify-digest"
    case verifyDecode = "verify-decode"
    case record
    case mismatch
    case mismatchEverywhere = "mismatch-everywhere"
  }

  let stopwatch: Stopwatch
  /// The figures to measure (all of them in the table; fewer to profile one).
  var figures = Figure.allCases

  /// One measurement per figure and scene, in table order: each stage is named `<scene>: <figure>`.
  func measure(_ scenes: [SceneName]) throws -> [Measurement] {
    var measurements: [Measurement] = []
    for name in scenes {
      measurements += try measure(name.scene)
    }
    return measurements
  }

  private func measure(_ scene: Scene) throws -> [Measurement] {
    let layout = try ComponentRenderer.layout(scene.component, in: scene.proposal, scale: scene.scale)
    let image = try ComponentRenderer.render(scene.component, in: scene.proposal, scale: scene.scale).bitmap
      .straightBitmap()
    let reference = try SnapshotReference(suite: "Benchmark", test: scene.name, scale: scene.scale)
    let size = "\(image.width) x \(image.height) px"
    return try BenchmarkScene().withTemporaryFolder { folder in
      // STEP 1: the two references of the unchanged image: one recorded (with its pixel digest) and
      // one written as references recorded before digests are, which a verify decodes.
      let recorded = folder + "/recorded"
      let plain = folder + "/plain"
      let first = SnapshotVerifier.verify(
        scene.component, in: scene.proposal, as: reference,
        settings: Self.settings(recorded, record: .missing), run: SnapshotRun())
      guard first.outcome == .recorded else { throw ValidationError("recording: \(first.message)") }
      try FileManager.default.createDirectory(atPath: plain + "/Benchmark", withIntermediateDirectories: true)
      try Data(PNGCodec.encode(image, text: [LayoutRecord(layout).pngText()]))
        .write(to: URL(fileURLWithPath: plain + "/" + reference.relativePath))

      // STEP 2: verify, unchanged: render, then the digest (or the decode and comparison).
      func verify(_ stage: String, _ references: String) throws -> Measurement {
        try stopwatch.measure("\(scene.name) \(size): \(stage)") {
          let result = SnapshotVerifier.verify(
            scene.component, in: scene.proposal, as: reference, settings: Self.settings(references),
            run: SnapshotRun())
          guard result.outcome == .matched else { throw ValidationError("\(stage): \(result.message)") }
          return 1
        }
      }
      var measurements: [Measurement] = []
      if figures.contains(.verifyDigest) {
        measurements.append(try verify("verify, stored digest", recorded))
      }
      if figures.contains(.verifyDecode) { measurements.append(try verify("verify, full decode", plain)) }

      // STEP 3: record a missing reference: render, encode, write atomically.
      if figures.contains(.record) {
        let fresh = folder + "/fresh"
        let freshPath = fresh + "/" + reference.relativePath
        measurements.append(
          try stopwatch.measure(
            "\(scene.name) \(size): record",
            before: { try? FileManager.default.removeItem(atPath: freshPath) }
          ) {
            let result = SnapshotVerifier.verify(
              scene.component, in: scene.proposal, as: reference,
              settings: Self.settings(fresh, record: .missing), run: SnapshotRun())
            guard result.outcome == .recorded else { throw ValidationError("record: \(result.message)") }
            return 1
          })
      }

      // STEP 4: the mismatch reports of the image with its centre pixel changed, and with every pixel's
      // red channel changed (the worst case of the regions and the diff image), against the plain
      // reference (a digest would not match, so both references take this path alike).
      func mismatch(_ stage: String, _ changed: StraightBitmap, differing: Int) throws -> Measurement {
        try stopwatch.measure("\(scene.name) \(size): \(stage)") {
          let result = SnapshotVerifier.verify(
            changed, against: reference, settings: Self.settings(plain), run: SnapshotRun(), layout: layout)
          guard result.outcome == .failed, result.comparison?.differingPixels == differing else {
            throw ValidationError("\(stage) was \(result.outcome): \(result.message)")
          }
          return UInt64(result.message.utf8.count)
        }
      }
      if figures.contains(.mismatch) {
        measurements.append(try mismatch("mismatch report", image.changingCentrePixel(), differing: 1))
      }
      if figures.contains(.mismatchEverywhere) {
        var changed = image
        for index in stride(from: 0, to: changed.pixels.count, by: 4) { changed.pixels[index] ^= 0x10 }
        measurements.append(
          try mismatch("mismatch report, every pixel", changed, differing: image.width * image.height))
      }
      return measurements
    }
  }

  private static func settings(_ folder: String, record: RecordMode = .never) -> VerificationSettings {
    VerificationSettings(
      record: record, recordSource: .code, referenceDirectory: folder, failureFolder: folder + "/diffs")
  }

  /// Whether this executable was built in debug (SwiftPM defines `DEBUG` there).
  static var isDebugBuild: Bool {
    #if DEBUG
      true
    #else
      false
    #endif
  }

  /// Prints `measurements` as lines of the stage, a tab and its median in milliseconds: what
  /// ``medians(ofDebugBuild:arguments:)`` reads from the debug build.
  static func printTabSeparated(_ measurements: [Measurement]) {
    for measurement in measurements {
      print("\(measurement.stage)\t\(measurement.medianMilliseconds)")
    }
  }

  /// Runs `debugExecutable` (a debug build of this benchmark) with `arguments`, which include
  /// `--tab-separated`, and reads each figure's median in milliseconds from what it prints.
  ///
  /// - Throws: when the debug build cannot be run, fails, or prints something else.
  static func medians(ofDebugBuild debugExecutable: String, arguments: [String]) throws -> [String: Double] {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: debugExecutable).standardizedFileURL
    process.arguments = arguments
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    let text = String(decoding: data, as: UTF8.self)
    guard process.terminationStatus == 0 else {
      throw ValidationError("the debug build exited with \(process.terminationStatus): \(text)")
    }
    var debug: [String: Double] = [:]
    for line in text.split(separator: "\n") {
      let fields = line.split(separator: "\t")
      guard fields.count == 2, let milliseconds = Double(fields[1]) else {
        throw ValidationError("the debug build printed an unexpected line: \(line)")
      }
      debug[String(fields[0])] = milliseconds
    }
    return debug
  }

  /// Prints one table: each figure's median in debug, in this build, and the ratio. With several rounds
  /// (one entry of `release` and `debug` each), a build's figure is the median of its rounds' medians.
  ///
  /// - Throws: when a debug round did not report a figure of `release`.
  static func printSideBySide(release rounds: [[Measurement]], debug debugRounds: [[String: Double]]) throws {
    let release = rounds[0]
    let stageWidth = release.map(\.stage.count).max() ?? 0
    func padded(_ text: String, _ width: Int) -> String {
      String(repeating: " ", count: max(0, width - text.count)) + text
    }
    let header = "stage".padding(toLength: stageWidth, withPad: " ", startingAt: 0)
    print(header + "   debug ms  release ms   debug / release")
    var worst = 0.0
    for (index, measurement) in release.enumerated() {
      var debugTimes: [Double] = []
      for round in debugRounds {
        guard let time = round[measurement.stage] else {
          throw ValidationError("the debug build did not report \(measurement.stage)")
        }
        debugTimes.append(time)
      }
      let debugTime = median(debugTimes)
      let releaseTime = median(rounds.map { $0[index].medianMilliseconds })
      let ratio = debugTime / releaseTime
      worst = max(worst, ratio)
      print(
        measurement.stage.padding(toLength: stageWidth, withPad: " ", startingAt: 0)
          + padded(String(format: "%.1f", debugTime), 11)
          + padded(String(format: "%.1f", releaseTime), 12)
          + padded(String(format: "%.2fx", ratio), 18))
    }
    print(String(format: "largest ratio: %.2fx (target: at most 4x)", worst))
  }
}
