import ArgumentParser
import Foundation
import GalleryExamples
import PixelproofVerifier

/// Renders the example gallery and verifies each example against `ReferenceImages/Gallery/`, through
/// the same verifier the tests use.
@main
struct GalleryCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "pixelproof-gallery",
    abstract: "Render the example gallery and verify it against its reference images.",
    discussion: """
      Record mode, reference folder and failure folder come from the environment as in tests
      (PIXELPROOF_RECORD, PIXELPROOF_REFERENCE_DIR, PIXELPROOF_DIFF_DIR; CI=true records nothing).
      """)

  @Option(help: "Record mode for this run, as PIXELPROOF_RECORD: missing, all, failed or never.")
  var record: String?

  @Option(help: "Only the examples whose name contains this text (or any of several, separated by commas).")
  var filter: String?

  @Flag(help: "--filter names whole examples: newsFeedCard is not also newsFeedCardRead.")
  var exact = false

  @Flag(help: "List the examples and exit.")
  var list = false

  mutating func run() throws {
    let wanted = filter.map { $0.split(separator: ",").map(String.init) }
    let examples = Gallery.examples.filter { example in
      wanted.map { $0.contains { exact ? example.name == $0 : example.name.contains($0) } } ?? true
    }
    if list {
      examples.forEach { print($0.name) }
      return
    }
    guard !examples.isEmpty else { throw ValidationError("no example matches \(filter ?? "")") }
    // --record means the same as PIXELPROOF_RECORD for this run, and failure messages say so.
    var environment = ProcessInfo.processInfo.environment
    if let record {
      guard RecordMode(rawValue: record) != nil else {
        throw ValidationError(
          "--record must be one of: \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      environment[VerificationSettings.Variable.record] = record
    }
    let settings = try VerificationSettings.resolve(
      SnapshotConfiguration(), packageRoot: try PackageRoot.containing(#filePath), environment: environment)

    var failures = 0
    for example in examples {
      let reference = try SnapshotReference(suite: "Gallery", test: example.name, scale: example.scale)
      let started = DispatchTime.now().uptimeNanoseconds
      var settings = settings
      settings.rerunCommand = "swift run pixelproof-gallery --exact --filter \(example.name)"
      // Not a `swift test list` name: pixelproof orphans takes the gallery's word for its references.
      settings.test = "pixelproof-gallery/\(example.name)"
      let result = SnapshotVerifier.verify(
        example.component, in: example.size, as: reference, settings: settings)
      let milliseconds = Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000
      let timing = String(format: "%.1f ms", milliseconds)
      switch result.outcome {
      case .matched: print("ok        \(reference)  (\(timing))")
      case .withinTolerance: print("ok        \(reference)  (\(timing), within tolerance)\n\(result.message)")
      case .recorded: print("recorded  \(reference)  (\(timing))\n\(result.message)")
      case .failed: print("FAILED    \(reference)  (\(timing))\n\(result.message)")
      }
      if !result.passed { failures += 1 }
    }
    print("gallery: \(examples.count - failures) passed, \(failures) failed")
    if failures > 0 { throw ExitCode.failure }
  }
}
