import PixelproofVerifier
import Testing
import XCTest

/// Renders `component` and compares it with its reference image
/// `ReferenceImages/<Suite>/<test>[_<named>]@<scale>x.png`, recording an issue on a mismatch.
///
/// Under Swift Testing `<Suite>` is the suite path, nested suites joined with `.` (`FeedA.Header`; the
/// file name for a free test function), and `<test>` the test function; a parameterised test adds its
/// case's arguments, each parameter's label, `-` and the argument, joined with `_`
/// (`card_theme-dark@2x.png`). Outside Swift Testing the failure is reported through XCTest, with the
/// file name as the suite; inside an `XCTestCase`, the method of the same name uses the class name.
///
/// With `variants`, the component is rendered and verified once per variant, each against its own
/// reference named with the variant's suffix after `named` (`testCard_dark_rtl@3x.png`), and every
/// variant that fails records an issue of its own:
/// ```swift
/// assertSnapshot(of: card, variants: .lightAndDark)  // testCard@2x.png, testCard_dark@2x.png
/// ```
///
/// - Parameters:
///   - component: what to render.
///   - size: the space offered to the component, e.g. `.width(375)` or `.fixed(width: 320, height: 200)`.
///   - named: tells apart several snapshots in one test.
///   - scale: pixels per point: 1, 2 or 3, for every variant. Leave it out to use the scales `variants`
///     lists, or 2 when they list none; giving both fails the assertion.
///   - variants: the environments to render in: colour schemes, layout directions, text sizes and
///     scales. The default is one reference: light, left to right, the default text size.
///   - record: the record mode for this assertion; nil takes the scope's or the environment's.
///   - tolerance: how far the image may differ and still pass (FBSnapshotTestCase's per-pixel and
///     overall shares); nil takes the scope's, exact by default. A difference within it is reported as
///     a warning.
///   - accessibility: whether the rendering's accessibility is audited and what findings do: off,
///     warnings, or a failure; nil takes the scope's (`.accessibilityAudit(_:)` on the test or suite,
///     `withAccessibilityAudit`), ``/PixelproofVerifier/AccessibilityAudit/warn`` by default.
///     Variants that differ in text size are compared, each with the next smaller, for text that does
///     not grow. Findings never change the image's verdict.
///   - fileID: where an issue is recorded; leave the default, the caller's `#fileID`.
///   - filePath: the test file, leave the default (`#filePath`): the package root, and with it the
///     default reference and failure folders, is the nearest folder above it that holds `Package.swift`,
///     and a free test function's file name is its suite.
///   - line: where an issue is recorded; leave the default, the caller's `#line`.
///   - column: where an issue is recorded; leave the default, the caller's `#column`.
///   - function: the test function, leave the default (`#function`): it names the reference.
public func assertSnapshot(
  of component: any Component, size: SizeProposal = .range(.unconstrained), named: String? = nil,
  scale: Int? = nil, variants: SnapshotVariants = .default, record: RecordMode? = nil,
  tolerance: SnapshotTolerance? = nil, accessibility: AccessibilityAudit? = nil, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: Int = #line, column: Int = #column, function: String = #function
) {
  SnapshotAssertion.runInCurrentTest(
    size: size, named: named, scale: scale, variants: variants, record: record, tolerance: tolerance,
    accessibility: accessibility, fileID: fileID, filePath: filePath, line: line, column: column,
    function: function
  ) { SnapshotAssertion.run(component, $0) }
}

extension SnapshotAssertion {
  /// Runs an assertion named after the current Swift Testing test (or the XCTest method calling a free
  /// function) and records each of its reports where the caller asked: an issue in Swift Testing, with
  /// the failure's files attached, an `XCTFail` under XCTest, a warning in either.
  static func runInCurrentTest(
    size: SizeProposal, named: String?, scale: Int?, variants: SnapshotVariants, record: RecordMode?,
    tolerance: SnapshotTolerance?, accessibility: AccessibilityAudit?, fileID: String, filePath: StaticString,
    line: Int, column: Int, function: String, _ run: (Request) -> [Report]
  ) {
    let path = "\(filePath)"
    let test = Test.current
    let naming = SwiftTestingName.current(filePath: path, function: function)
    var request = Request(
      size: size, suite: naming.suite, test: naming.test, name: named, scale: scale, variants: variants,
      record: record, tolerance: tolerance, filePath: path,
      filter: filter(suite: naming.identity?.suiteFolder, test: naming.test))
    request.testIdentity = naming.identity
    request.arguments = naming.arguments
    request.accessibility = accessibility
    request.site = AssertionSite(
      test: naming.identity?.description, fileID: fileID, filePath: path, line: line, column: column)
    let reports = run(request)
    let location = SourceLocation(fileID: fileID, filePath: path, line: line, column: column)
    for report in reports {
      // An earlier assertion that this one fails is reported at its own place (XCTest takes only
      // compile-time file names, so there the message names it).
      // A source location's preconditions (a module in the file ID, positive line and column) are
      // checked first: a site that breaks them is reported at this assertion's own place.
      let place = report.site.flatMap { site -> SourceLocation? in
        guard site.fileID.contains("/"), site.line > 0, site.column > 0 else { return nil }
        return SourceLocation(
          fileID: site.fileID, filePath: site.filePath, line: site.line, column: site.column)
      }
      switch (report.kind, test != nil) {
      case (.failure, true):
        Issue.record(Comment(rawValue: report.message), sourceLocation: place ?? location)
        SnapshotAttachments.record(report.attachments, at: place ?? location)
      case (.failure, false): XCTFail(report.message, file: filePath, line: UInt(line))
      case (.warning, true): SnapshotWarning.record(report.message, at: location)
      case (.warning, false): SnapshotWarning.print(report.message, file: path, line: line)
      }
    }
  }
}

/// A Swift Testing trait that applies a snapshot configuration to a test or a whole suite:
/// `@Test(.snapshots(record: .all))`, `@Suite(.snapshots(referenceDirectory: "/tmp/refs"))`.
public struct SnapshotTrait: TestTrait, SuiteTrait, TestScoping {
  /// The settings the trait applies, on top of those of the enclosing scope.
  public let configuration: SnapshotConfiguration

  /// True: on a suite, the trait applies to every test and nested suite in it.
  public var isRecursive: Bool { true }

  /// Runs a test, or every test of a suite, with ``configuration`` applied.
  ///
  /// - Parameters:
  ///   - test: the test or suite the trait is on.
  ///   - testCase: the test case being run, or nil when the scope is a suite's.
  ///   - function: what runs in the scope: the test, or the suite's tests.
  /// - Throws: whatever `function` throws.
  public func provideScope(
    for test: Test, testCase: Test.Case?, performing function: @Sendable () async throws -> Void
  ) async throws {
    try await withSnapshotConfiguration(configuration, operation: function)
  }
}

extension Trait where Self == SnapshotTrait {
  /// Snapshot settings for the test or suite; unset ones come from the enclosing scope or the environment.
  ///
  /// `@Suite(.snapshots(locales: ["en", "de", "ar"]))` renders every assertion of the suite whose
  /// variants list no locales once per locale.
  public static func snapshots(
    record: RecordMode? = nil, referenceDirectory: String? = nil, failureFolder: String? = nil,
    tolerance: SnapshotTolerance? = nil, locales: [LocaleIdentifier]? = nil
  ) -> SnapshotTrait {
    SnapshotTrait(
      configuration: SnapshotConfiguration(
        record: record, referenceDirectory: referenceDirectory, failureFolder: failureFolder,
        tolerance: tolerance, locales: locales))
  }

  /// Snapshot settings for the test or suite, the failure folder named as earlier versions named it.
  @available(*, deprecated, renamed: "snapshots(record:referenceDirectory:failureFolder:tolerance:locales:)")
  public static func snapshots(
    record: RecordMode? = nil, referenceDirectory: String? = nil, diffDirectory: String?,
    tolerance: SnapshotTolerance? = nil
  ) -> SnapshotTrait {
    snapshots(
      record: record, referenceDirectory: referenceDirectory, failureFolder: diffDirectory,
      tolerance: tolerance)
  }
}
