import ArgumentParser
import BenchmarkLibPNG
import Foundation
import Glibc
import PixelproofVerifier

/// The verify path against its floor: verifying the phone screen against a reference that carries a
/// pixel digest and one that does not (as references recorded before digests do), and with the
/// accessibility audit that assertions run by default (its findings taken from the reference that
/// stores them, and run against the one that does not), next to reading the reference file, decoding it
/// with libpng and comparing with `memcmp`; and the first verification in a new process next to a warm
/// one, each process spawned from this executable.
struct VerifyBenchmarks {
  let scene: BenchmarkScene
  let stopwatch: Stopwatch
  let image: StraightBitmap
  let layout: Layout

  /// Rows: the floor, the pixel digest, verify with and without a stored digest, and the cold start.
  func rows(coldStartProcesses: Int) throws -> [BenchmarkRow] {
    try scene.withTemporaryFolder { folder in
      let reference = try SnapshotReference(suite: "Benchmark", test: "feedScreen", scale: scene.scale)
      let withDigest = folder + "/digest"
      let withoutDigest = folder + "/plain"
      // STEP 1: the two references, the first recorded with the audit, as an assertion records it by
      // default (so it stores the audit's findings); the second as a reference recorded before digests.
      var recording = Self.settings(withDigest, record: .missing)
      recording.accessibility = .warn
      let recorded = SnapshotVerifier.verify(
        scene.component, in: scene.proposal, as: reference, settings: recording, run: SnapshotRun())
      guard recorded.outcome == .recorded else { throw ValidationError("recording: \(recorded.message)") }
      let plainPath = withoutDigest + "/" + reference.relativePath
      try FileManager.default.createDirectory(
        atPath: withoutDigest + "/Benchmark", withIntermediateDirectories: true)
      try Data(PNGCodec.encode(image, text: [LayoutRecord(layout).pngText()]))
        .write(to: URL(fileURLWithPath: plainPath))

      // STEP 2: the floor: read the file, decode it with libpng, compare with the rendered pixels.
      let floor = try stopwatch.measure("floor: read + libpng decode + memcmp") {
        let bytes = [UInt8](try Data(contentsOf: URL(fileURLWithPath: plainPath)))
        let decoded = try LibPNGDecoder.decode(bytes)
        let equal = decoded.pixels.withUnsafeBytes { left in
          image.pixels.withUnsafeBytes { right in
            guard let left = left.baseAddress, let right = right.baseAddress else { return Int32(1) }
            return memcmp(left, right, image.pixels.count)
          }
        }
        guard equal == 0 else { throw ValidationError("libpng decoded other pixels") }
        return 1
      }
      let digest = stopwatch.measure("pixel digest of the bitmap") {
        ContentDigest(pixelsOf: image).words[0]
      }
      let verifyDigest = try measureVerify("verify (match, stored digest)", folder: withDigest)
      let verifyPlain = try measureVerify("verify (match, no digest: full decode)", folder: withoutDigest)
      // The audit assertions run by default: the same verification, findings as warnings, taken from
      // the reference that stores them; then against the reference without them, so the audit runs.
      let verifyAudited = try measureVerify(
        "verify (match, stored digest) + accessibility audit", folder: withDigest, audit: .warn)
      let verifyAuditRuns = try measureVerify(
        "verify (match, no digest) + accessibility audit run", folder: withoutDigest, audit: .warn)

      // STEP 3: the cold start, in fresh processes of this executable.
      var rows: [BenchmarkRow] = [
        (floor, nil), (digest, ("floor", floor)), (verifyDigest, ("floor", floor)),
        (verifyPlain, ("floor", floor)), (verifyAudited, ("verify, stored digest", verifyDigest)),
        (verifyAuditRuns, ("verify, no digest", verifyPlain)),
      ]
      if coldStartProcesses > 0 {
        let (first, warm) = try coldStart(folder: withDigest, processes: coldStartProcesses)
        rows += [(warm, ("floor", floor)), (first, ("warm verify, same processes", warm))]
      }
      return rows
    }
  }

  private static func settings(_ folder: String, record: RecordMode = .never) -> VerificationSettings {
    VerificationSettings(
      record: record, recordSource: .code, referenceDirectory: folder, failureFolder: folder + "/diffs")
  }

  private func measureVerify(
    _ stage: String, folder: String, audit: AccessibilityAudit = .off
  ) throws -> Measurement {
    let reference = try SnapshotReference(suite: "Benchmark", test: "feedScreen", scale: scene.scale)
    var settings = Self.settings(folder)
    settings.accessibility = audit
    return try stopwatch.measure(stage) {
      let result = SnapshotVerifier.verify(
        scene.component, in: scene.proposal, as: reference, settings: settings, run: SnapshotRun())
      guard result.outcome == .matched else { throw ValidationError("\(stage): \(result.message)") }
      return 1
    }
  }

  /// The first verification and the median of the warm ones in each of `processes` new processes.
  private func coldStart(folder: String, processes: Int) throws -> (first: Measurement, warm: Measurement) {
    var firsts: [UInt64] = []
    var warms: [UInt64] = []
    for _ in 0..<processes {
      let process = Process()
      process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL
      process.arguments = ["--verify-in-new-process", folder]
      let output = Pipe()
      process.standardOutput = output
      try process.run()
      let data = output.fileHandleForReading.readDataToEndOfFile()
      process.waitUntilExit()
      let fields = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isWhitespace)
      guard process.terminationStatus == 0, fields.count == 2, let first = UInt64(fields[0]),
        let warm = UInt64(fields[1])
      else {
        throw ValidationError("the verifying process printed: \(String(decoding: data, as: UTF8.self))")
      }
      firsts.append(first)
      warms.append(warm)
    }
    return (
      Measurement(stage: "first verify in a new process", samples: firsts.sorted(), digest: 0),
      Measurement(stage: "warm verify in those processes", samples: warms.sorted(), digest: 0)
    )
  }

  /// Verifies the phone screen against the reference in `folder` `count` times, and returns the first
  /// one's nanoseconds and the median of the others (0 for none): the child side of the cold start.
  static func verifyInThisProcess(folder: String, count: Int = 6) throws -> (UInt64, UInt64) {
    let clock = ContinuousClock()
    var samples: [UInt64] = []
    for _ in 0..<count {
      let start = clock.now
      let scene = BenchmarkScene()
      let reference = try SnapshotReference(suite: "Benchmark", test: "feedScreen", scale: scene.scale)
      let result = SnapshotVerifier.verify(
        scene.component, in: scene.proposal, as: reference, settings: settings(folder, record: .missing),
        run: SnapshotRun())
      let (seconds, attoseconds) = start.duration(to: clock.now).components
      guard result.outcome != .withinTolerance else {
        throw ValidationError("verification was \(result.outcome): \(result.message)")
      }
      samples.append(UInt64(seconds) * 1_000_000_000 + UInt64(attoseconds / 1_000_000_000))
    }
    let warm = samples.dropFirst().sorted()
    return (samples.first ?? 0, warm.isEmpty ? 0 : warm[warm.count / 2])
  }
}

/// A solid-colour PNG of `size` x `size` px: a small file that declares a huge image, as a hostile or
/// mistaken reference can.
func writeSolidPNG(to path: String, size: Int) throws {
  let image = try StraightBitmap(width: size, height: size, filledWith: (200, 40, 40, 255))
  try Data(PNGCodec.encode(image)).write(to: URL(fileURLWithPath: path))
}
