import PixelproofVerifier
import XCTest

extension XCTestCase {
  /// Renders `component` and compares it with its reference image
  /// `ReferenceImages/<TestClass>/<testMethod>[_<named>]@<scale>x.png`, failing the test on a mismatch.
  /// `<testMethod>` is the running test method, also when the assertion is in a helper it calls.
  ///
  /// With `variants`, the component is rendered and verified once per variant, each against its own
  /// reference named with the variant's suffix after `named` (`testCard_dark_rtl@3x.png`), and every
  /// variant that fails is a failure of its own.
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
  ///     overall shares); nil takes the scope's, exact by default. A difference within it is printed
  ///     as a warning.
  ///   - accessibility: whether the rendering's accessibility is audited and what findings do: off,
  ///     warnings, or a failure; nil takes the scope's (`withAccessibilityAudit`, around one test or
  ///     around `super.invokeTest()` for a whole class), ``/PixelproofVerifier/AccessibilityAudit/warn``
  ///     by default. Variants that differ in text size are compared, each with the next smaller, for
  ///     text that does not grow. Findings never change the image's verdict.
  ///   - file: the test file, leave the default (`#filePath`): failures are reported there, and the
  ///     package root, with the default reference and failure folders, is the nearest folder above it
  ///     that holds `Package.swift`.
  ///   - line: where a failure is reported; leave the default, the caller's `#line`.
  ///   - function: the calling function, leave the default (`#function`); the running test method names
  ///     the reference when the assertion is in a helper it calls.
  public func assertSnapshot(
    of component: any Component, size: SizeProposal = .range(.unconstrained), named: String? = nil,
    scale: Int? = nil, variants: SnapshotVariants = .default, record: RecordMode? = nil,
    tolerance: SnapshotTolerance? = nil, accessibility: AccessibilityAudit? = nil,
    file: StaticString = #filePath, line: UInt = #line, function: String = #function
  ) {
    runSnapshotAssertion(
      size: size, named: named, scale: scale, variants: variants, record: record, tolerance: tolerance,
      accessibility: accessibility, file: file, line: line, function: function
    ) { SnapshotAssertion.run(component, $0) }
  }
}

extension XCTestCase {
  /// Runs an assertion named after the running test method (not a helper it calls) and reports each
  /// failure with `XCTFail` (its files attached, on Apple platforms) and each warning as a
  /// `file:line: warning:` line.
  func runSnapshotAssertion(
    size: SizeProposal, named: String?, scale: Int?, variants: SnapshotVariants, record: RecordMode?,
    tolerance: SnapshotTolerance?, accessibility: AccessibilityAudit?, file: StaticString, line: UInt,
    function: String, _ run: (SnapshotAssertion.Request) -> [SnapshotAssertion.Report]
  ) {
    let suite = String(describing: type(of: self))
    // A helper method's `#function` is the helper; the running test is what names the references.
    let test = XCTestName.method(fromTestName: name) ?? function
    var request = SnapshotAssertion.Request(
      size: size, suite: suite, test: test, name: named, scale: scale, variants: variants,
      record: record, tolerance: tolerance, filePath: "\(file)",
      filter: SnapshotAssertion.filter(suite: suite, test: test))
    request.testIdentity = XCTestName.identity(of: type(of: self), method: test)
    request.accessibility = accessibility
    let path = "\(file)"
    // XCTest has no `#fileID`: the file's folder stands for its module, as a test target's folder
    // usually is named.
    let folder = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
    request.site = AssertionSite(
      test: request.testIdentity?.description,
      fileID: folder + "/" + (path as NSString).lastPathComponent, filePath: path, line: Int(line),
      column: 1)
    for report in run(request) {
      switch report.kind {
      case .failure:
        XCTFail(report.message, file: file, line: line)
        SnapshotAttachments.add(report.attachments, to: self)
      case .warning: SnapshotWarning.print(report.message, file: "\(file)", line: Int(line))
      }
    }
  }
}
