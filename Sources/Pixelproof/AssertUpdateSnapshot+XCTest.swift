import XCTest

extension XCTestCase {
  /// Verifies an update of a component tree whose cells carry identifiers (`.id("Row#42")`): renders the
  /// state before and the state after, compares each with a reference of its own
  /// (`ReferenceImages/<TestClass>/<testMethod>[_<named>]_before@<scale>x.png` and `…_after@<scale>x.png`),
  /// and writes a changes image, the two side by side with the moved, inserted, deleted and updated cells
  /// marked, to `FailureDiffs/<TestClass>/<testMethod>[_<named>]@<scale>x.changes.png` on every run.
  ///
  /// When either state does not match its reference (or was recorded), one failure lists the changes
  /// between the states (`moved Row#42 from 3 to 0`, `inserted Row#77 at 5`), the changes image, then
  /// each state's own message. Repeated identifiers among siblings fail the assertion, naming them and
  /// their positions, before anything is verified.
  ///
  /// - Parameters:
  ///   - before: the state before the update.
  ///   - after: the state after it.
  ///   - size: the space offered to both states, e.g. `.width(375)`.
  ///   - named: tells apart several snapshots in one test.
  ///   - scale: pixels per point: 1, 2 or 3. Leave it out to use the scales `variants` lists, or 2.
  ///   - variants: the environments to render in, each with its own references and changes image.
  ///   - record: the record mode for this assertion; nil takes the scope's or the environment's.
  ///   - tolerance: how far each state's image may differ and still pass; nil takes the scope's.
  ///   - accessibility: whether each state's accessibility is audited and what findings do; nil takes
  ///     the scope's, ``/PixelproofVerifier/AccessibilityAudit/warn`` by default.
  ///   - file: the test file, leave the default (`#filePath`): failures are reported there, and the
  ///     package root is the nearest folder above it that holds `Package.swift`.
  ///   - line: where a failure is reported; leave the default, the caller's `#line`.
  ///   - function: the calling function, leave the default (`#function`); the running test method names
  ///     the references when the assertion is in a helper it calls.
  public func assertSnapshot(
    of before: any Component, updatedTo after: any Component, size: SizeProposal = .range(.unconstrained),
    named: String? = nil, scale: Int? = nil, variants: SnapshotVariants = .default,
    record: RecordMode? = nil, tolerance: SnapshotTolerance? = nil, accessibility: AccessibilityAudit? = nil,
    file: StaticString = #filePath, line: UInt = #line, function: String = #function
  ) {
    runSnapshotAssertion(
      size: size, named: named, scale: scale, variants: variants, record: record, tolerance: tolerance,
      accessibility: accessibility, file: file, line: line, function: function
    ) { SnapshotAssertion.runUpdate(from: before, to: after, $0) }
  }
}
