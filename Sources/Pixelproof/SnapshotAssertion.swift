import Foundation
import PixelproofVerifier

/// The part shared by the XCTest and Swift Testing front ends: names, settings, and verification.
enum SnapshotAssertion {
  /// What one assertion tells the test: failures fail it, warnings (a difference a tolerance let
  /// pass) are shown without failing it.
  struct Report: Equatable {
    enum Kind { case failure, warning }
    let kind: Kind
    let message: String
    /// Where to report it instead of the assertion's own place: an earlier assertion that resolved to
    /// the same reference, whose verdict was already given, fails there.
    var site: AssertionSite? = nil
    /// The files a person looks at for a failure, which the front ends attach to the test's result:
    /// the failure files, the recorded reference of a recording, an update's changes image.
    var attachments: [String] = []
  }

  /// A failure for each earlier assertion that one of `results` fails (``SnapshotResult/alsoFails``),
  /// reported at that assertion's place.
  static func earlierAssertionFailures(_ results: [SnapshotResult?]) -> [Report] {
    results.compactMap { result in
      result.flatMap { result in
        result.alsoFails.map { Report(kind: .failure, message: result.message, site: $0) }
      }
    }
  }

  /// What the assertion was called with, besides the component.
  struct Request {
    var size: SizeProposal
    var suite: String
    var test: String
    var name: String?
    var scale: Int?
    var variants: SnapshotVariants
    var record: RecordMode?
    var tolerance: SnapshotTolerance?
    /// The accessibility audit asked for by the assertion; nil takes the scope's.
    var accessibility: AccessibilityAudit? = nil
    /// The test's `#filePath`, where the package root is looked for.
    var filePath: String
    /// `swift test --filter` text that selects this test.
    var filter: String
    /// The test as `swift test list` names it, recorded in the run manifest; nil when not known.
    var testIdentity: TestIdentity? = nil
    /// A parameterised test case's arguments as ``TestArguments/label(_:)`` writes them; they name the
    /// reference only when ``name`` is nil and no reference exists under the plain name, so tests that
    /// already tell their cases apart (with `named:` or the scale) keep their references.
    var arguments: String? = nil
    /// The run the verification belongs to: the process's, except in tests of the assertion itself.
    var run: SnapshotRun = .shared
    /// The assertion's test and place, named when another assertion resolves to the same reference.
    var site: AssertionSite? = nil
    /// The environment variables that configure snapshots: the process's, except in tests of the
    /// assertion itself, which must not depend on `CI` or `PIXELPROOF_RECORD` being set.
    var environment: [String: String] = ProcessInfo.processInfo.environment
  }

  /// Verifies `component` in each of the request's variants as snapshot `test`[`_name`]`<suffix>`@`scale`x
  /// of `suite`; returns a report for every variant that fails or passes only within tolerance (none
  /// when every variant matches exactly), then its accessibility findings as the audit's mode says
  /// (text that did not grow since the next smaller text size among the variants with it), or one
  /// failure when the assertion cannot run at all.
  static func run(_ component: any Component, _ request: Request) -> [Report] {
    do {
      let settings = try settings(for: request)
      let references = try variants(of: request).map { variant throws(SnapshotError) in
        try reference(for: request, variant: variant, settings: settings)
      }
      // Every variant is verified, so one run records or reports all of them; together, so that the
      // audit compares the variants' text sizes.
      let results = SnapshotVerifier.verify(
        component, in: request.size, as: references, settings: settings, run: request.run)
      return results.flatMap { result in
        let image: [Report]
        switch result.outcome {
        case .matched: image = []
        case .withinTolerance: image = [Report(kind: .warning, message: result.message)]
        case .recorded, .failed:
          image = [
            Report(
              kind: .failure, message: result.message,
              attachments: result.reviewFiles(failureFolder: settings.failureFolder))
          ]
        }
        return image + earlierAssertionFailures([result])
          + accessibilityReports(result, settings: settings, run: request.run)
      }
    } catch {
      return [Report(kind: .failure, message: "Snapshot assertion could not run: \(error)")]
    }
  }

  /// The request's variants, with the scope's locales where they list none.
  static func variants(of request: Request) throws(SnapshotVariantError) -> [SnapshotVariant] {
    try request.variants.withLocales(SnapshotConfiguration.current.locales).variants(scale: request.scale)
  }

  /// The scope's settings with the request's record mode and tolerance, the rerun command and the test.
  static func settings(for request: Request) throws(SnapshotError) -> VerificationSettings {
    let configuration = SnapshotConfiguration.current.merging(
      SnapshotConfiguration(
        record: request.record, tolerance: request.tolerance, accessibility: request.accessibility))
    let packageRoot = { () throws(SnapshotError) in try PackageRoot.containing(request.filePath) }
    var settings = try VerificationSettings.resolve(
      configuration, packageRoot: packageRoot, environment: request.environment)
    settings.rerunCommand = "swift test --filter \(request.testIdentity?.filter ?? request.filter)"
    settings.test = request.testIdentity?.description
    settings.site = request.site
    return settings
  }

  /// The settings and one reference per variant of an assertion of a kind newer than names with
  /// arguments (update and accessibility snapshots), so no reference of theirs predates those names.
  static func newerKindOfSnapshot(_ request: Request) throws -> (VerificationSettings, [SnapshotReference]) {
    let settings = try settings(for: request)
    let references = try variants(of: request).map { variant throws(SnapshotError) in
      try SnapshotReference(
        suite: request.suite, test: request.test, arguments: request.arguments, name: request.name,
        variant: variant)
    }
    return (settings, references)
  }

  /// The reference of one variant: named with the case's arguments when the test is parameterised and
  /// gives no `named:`, except that a reference recorded under the plain name before arguments named
  /// references keeps its name, so no existing reference moves.
  private static func reference(
    for request: Request, variant: SnapshotVariant, settings: VerificationSettings
  ) throws(SnapshotError) -> SnapshotReference {
    let plain = try SnapshotReference(
      suite: request.suite, test: request.test, name: request.name, variant: variant)
    guard request.name == nil, let arguments = request.arguments,
      !FileManager.default.fileExists(atPath: settings.referencePath(for: plain))
    else { return plain }
    return try SnapshotReference(
      suite: request.suite, test: request.test, arguments: arguments, name: nil, variant: variant)
  }

  /// `result`'s accessibility findings as the audit's mode in `settings` reports them: none when off, a
  /// warning each, or one failure that lists them all; they never change what the image's verdict
  /// reported. Warnings are also kept for `run` (``AccessibilityWarnings``), so that `pixelproof
  /// failures` and the report count them once for the whole run.
  static func accessibilityReports(
    _ result: SnapshotResult, settings: VerificationSettings, run: SnapshotRun
  ) -> [Report] {
    let lines = AccessibilityAuditMessage.lines(
      result.accessibilityFindings, of: result.snapshotName, mode: settings.accessibility.mode)
    var reports =
      lines.warnings.map { Report(kind: .warning, message: $0) }
      + (lines.failure.map { [Report(kind: .failure, message: $0)] } ?? [])
    if !lines.warnings.isEmpty,
      let problem = AccessibilityWarnings(run: run, failureFolder: settings.failureFolder).append(
        result.accessibilityFindings, referencePath: result.referencePath, test: settings.test)
    {
      // Like a manifest that cannot be written, it never changes the verdict; but it is not silent.
      reports.append(
        Report(kind: .warning, message: "The run's accessibility warnings could not be kept: \(problem)"))
    }
    return reports
  }

  /// The file name without folder and extension, the suite name of a free test function.
  static func fileStem(_ filePath: String) -> String {
    let file = filePath.split(separator: "/").last.map(String.init) ?? filePath
    return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
  }

  /// `swift test --filter` text for `test` of `suite`, quoted for a shell: both names when the suite is
  /// a type (test identifiers read `Module.Suite/test`), only the test's for a free function, and a
  /// word boundary after the test, so `testCard` does not also select `testCardDark`.
  static func filter(suite: String?, test: String) -> String {
    let name = SnapshotReference.strippingArguments(test)
    return "'" + (suite.map { "\($0)/\(name)" } ?? name) + "\\b'"
  }
}
