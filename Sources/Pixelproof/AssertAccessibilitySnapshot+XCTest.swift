import XCTest

extension XCTestCase {
  /// Verifies the accessibility snapshot of `component`: an image of the render with every
  /// accessibility element tinted, outlined and numbered in reading order, with a legend of each
  /// number's label, traits and hint, compared with
  /// `ReferenceImages/<TestClass>/<testMethod>[_<named>]_accessibility@<scale>x.png` like any reference
  /// image; and the same as text, one line per element, compared exactly with the `.txt` file of the
  /// same name. A text that differs shows its changed lines in the failure (`- ` the reference's, `+ `
  /// the new text's), and both texts are left in the failure folder.
  ///
  /// - Parameters:
  ///   - component: what to render.
  ///   - size: the space offered to the component, e.g. `.width(375)`.
  ///   - named: tells apart several snapshots in one test.
  ///   - scale: pixels per point: 1, 2 or 3. Leave it out to use the scales `variants` lists, or 2.
  ///   - variants: the environments to render in, each with its own image and text.
  ///   - record: the record mode for this assertion; nil takes the scope's or the environment's.
  ///   - tolerance: how far the image may differ and still pass; nil takes the scope's. The text is
  ///     always compared exactly.
  ///   - file: the test file, leave the default (`#filePath`): failures are reported there, and the
  ///     package root is the nearest folder above it that holds `Package.swift`.
  ///   - line: where a failure is reported; leave the default, the caller's `#line`.
  ///   - function: the calling function, leave the default (`#function`); the running test method names
  ///     the references when the assertion is in a helper it calls.
  public func assertAccessibilitySnapshot(
    of component: any Component, size: SizeProposal = .range(.unconstrained), named: String? = nil,
    scale: Int? = nil, variants: SnapshotVariants = .default, record: RecordMode? = nil,
    tolerance: SnapshotTolerance? = nil, file: StaticString = #filePath, line: UInt = #line,
    function: String = #function
  ) {
    runSnapshotAssertion(
      size: size, named: named, scale: scale, variants: variants, record: record, tolerance: tolerance,
      // The snapshot shows the elements for review; it is not audited as a picture of the screen.
      accessibility: .off,
      file: file, line: line, function: function
    ) { SnapshotAssertion.runAccessibility(component, $0) }
  }
}
