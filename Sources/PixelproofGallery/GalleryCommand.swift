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
      Updates are verified after the examples as update snapshots: each state against its own
      reference (<name>_before, <name>_after), and the changes image written to the failure folder.
      An example shown in locales is verified in each against its own reference (<name>_<locale>);
      under a pseudo-locale's line (en-XA), the labels its longer text cuts are listed, as the
      accessibility audit finds them. Accessibility findings never fail an example.
      """)

  @Option(help: "Record mode for this run, as PIXELPROOF_RECORD: missing, all, failed or never.")
  var record: String?

  @Option(help: "Only the examples whose name contains this text (or any of several, separated by commas).")
  var filter: String?

  @Flag(help: "--filter names whole examples: newsFeedCard is not also newsFeedCardRead.")
  var exact = false

  @Flag(help: "List the examples and exit.")
  var list = false

  @Flag(
    help: """
      List each example's accessibility findings under its line (contrast at AA, Apple's touch targets,
      truncated text, missing glyphs, unlabelled images); without it each line gives only their count.
      """)
  var accessibility = false

  mutating func run() throws {
    let wanted = filter.map { $0.split(separator: ",").map(String.init) }
    func isWanted(_ name: String) -> Bool {
      wanted.map { $0.contains { exact ? name == $0 : name.contains($0) } } ?? true
    }
    let examples = Gallery.examples.filter { isWanted($0.name) }
    let updates = Gallery.updates.filter { isWanted($0.name) }
    if list {
      (examples.map(\.name) + updates.map(\.name)).forEach { print($0) }
      return
    }
    guard !examples.isEmpty || !updates.isEmpty else {
      throw ValidationError("no example matches \(filter ?? "")")
    }
    // --record means the same as PIXELPROOF_RECORD for this run, and failure messages say so.
    var environment = ProcessInfo.processInfo.environment
    if let record {
      guard RecordMode(rawValue: record) != nil else {
        throw ValidationError(
          "--record must be one of: \(RecordMode.allCases.map(\.rawValue).joined(separator: ", "))")
      }
      environment[VerificationSettings.Variable.record] = record
    }
    // Every example is audited, as a test's snapshot is; findings never fail an example.
    let settings = try VerificationSettings.resolve(
      SnapshotConfiguration(accessibility: GalleryAccessibility.audit),
      packageRoot: try PackageRoot.containing(#filePath),
      environment: environment)

    var verified = 0
    var failures = 0
    // An example in locales is verified once per locale, each a line of its own.
    for example in examples {
      for reference in try example.references() {
        let started = DispatchTime.now().uptimeNanoseconds
        let result = SnapshotVerifier.verify(
          example.component, in: example.size, as: reference, settings: settings.running(example.name))
        let timing = Self.timing(since: started)
        let findings = result.accessibilityFindings
        let details = "\(timing), \(GalleryAccessibility.summary(findings.count))"
        switch result.outcome {
        case .matched: print("ok        \(reference)  (\(details))")
        case .withinTolerance:
          print("ok        \(reference)  (\(details), within tolerance)\n\(result.message)")
        case .recorded: print("recorded  \(reference)  (\(details))\n\(result.message)")
        case .failed: print("FAILED    \(reference)  (\(details))\n\(result.message)")
        }
        // A pseudo-locale is there to show what a longer language cuts: said whether or not findings
        // are listed, and not listed twice when they are.
        let section = GalleryPseudoLocalization.truncationSection(
          locale: reference.variant.locale, findings: findings)
        section.forEach { print($0) }
        if accessibility {
          let listed = section.isEmpty ? [] : GalleryPseudoLocalization.truncationFindings(findings)
          findings.filter { !listed.contains($0) }.forEach { print("  accessibility: \($0.description)") }
        }
        verified += 1
        if !result.passed { failures += 1 }
      }
    }
    for update in updates {
      let reference = try SnapshotReference(suite: "Gallery", test: update.name, scale: update.scale)
      let started = DispatchTime.now().uptimeNanoseconds
      let result = SnapshotVerifier.verifyUpdate(
        from: update.before, to: update.after, in: update.size, as: reference,
        settings: settings.running(update.name))
      let timing = Self.timing(since: started)
      var findings: [(state: String, line: String)] = []
      for state in [result.before, result.after].compactMap({ $0 }) {
        findings += state.accessibilityFindings.map { (state.snapshotName, $0.description) }
      }
      print(
        Self.report(
          result, of: reference, details: "\(timing), \(GalleryAccessibility.summary(findings.count))"))
      if accessibility { findings.forEach { print("  accessibility (\($0.state)): \($0.line)") } }
      verified += 1
      if !result.passed { failures += 1 }
    }
    print("gallery: \(verified - failures) passed, \(failures) failed")
    if failures > 0 { throw ExitCode.failure }
  }

  /// The milliseconds since `started`, as the gallery's lines show them.
  private static func timing(since started: UInt64) -> String {
    String(format: "%.1f ms", Double(DispatchTime.now().uptimeNanoseconds - started) / 1_000_000)
  }

  /// An update's lines, as an example's: its outcome, name and `details` (timing and findings), then
  /// where its changes image is when it passed (a failure's message says where it is).
  private static func report(
    _ result: UpdateSnapshotResult, of reference: SnapshotReference, details: String
  ) -> String {
    let states = [result.before, result.after]
    if result.passed {
      let tolerated = states.contains { $0?.outcome == .withinTolerance }
      let changes = result.changesImagePath.map { "\n  changes:   \($0)" } ?? ""
      return tolerated
        ? "ok        \(reference)  (\(details), within tolerance)\(changes)\n"
          + result.warnings.joined(separator: "\n")
        : "ok        \(reference)  (\(details))\(changes)"
    }
    let recordedOnly = states.allSatisfy { $0?.outcome == .recorded || $0?.passed == true }
    return (recordedOnly ? "recorded  " : "FAILED    ") + "\(reference)  (\(details))\n\(result.message)"
  }
}

extension VerificationSettings {
  /// The settings for the gallery's example or update `name`: its command to run it again, and its
  /// name for the run's manifest.
  fileprivate func running(_ name: String) -> VerificationSettings {
    var settings = self
    settings.rerunCommand = "swift run pixelproof-gallery --exact --filter \(name)"
    // Not a `swift test list` name: pixelproof orphans takes the gallery's word for its references.
    settings.test = "pixelproof-gallery/\(name)"
    return settings
  }
}
