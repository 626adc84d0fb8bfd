import Testing
import XCTest

/// Verifies an update of a component tree whose cells carry identifiers (`.id("Row#42")`): renders the
/// state before and the state after, compares each with a reference of its own
/// (`ReferenceImages/<Suite>/<test>[_<named>]_before@<scale>x.png` and `…_after@<scale>x.png`), and
/// writes a changes image, the two side by side with the moved, inserted, deleted and updated cells
/// marked, to `FailureDiffs/<Suite>/<test>[_<named>]@<scale>x.changes.png` on every run.
///
/// When either state does not match its reference (or was recorded), one issue lists the changes
/// between the states, then each state's own message:
/// ```
/// Update snapshot FeedTests/reorder@2x, before -> after: 1 moved, 1 inserted
///   moved Row#42 from 3 to 0
///   inserted Row#77 at 5
///   changes:   /…/FailureDiffs/FeedTests/reorder@2x.changes.png
/// ```
/// Identifiers need only be unique among siblings (the identified nodes under the same nearest
/// identified ancestor); repeated ones fail the assertion, naming them and their positions, before
/// anything is verified. See ``/PixelproofVerifier/UpdateChanges`` for what counts as a change.
///
/// Names, variants, record modes and tolerances work as in
/// ``assertSnapshot(of:size:named:scale:variants:record:tolerance:accessibility:fileID:filePath:line:column:function:)``.
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
///   - accessibility: whether each state's accessibility is audited and what findings do; nil takes the
///     scope's, ``/PixelproofVerifier/AccessibilityAudit/warn`` by default.
///   - fileID: where an issue is recorded; leave the default, the caller's `#fileID`.
///   - filePath: the test file, leave the default (`#filePath`): the package root is the nearest folder
///     above it that holds `Package.swift`.
///   - line: where an issue is recorded; leave the default, the caller's `#line`.
///   - column: where an issue is recorded; leave the default, the caller's `#column`.
///   - function: the test function, leave the default (`#function`): it names the references.
public func assertSnapshot(
  of before: any Component, updatedTo after: any Component, size: SizeProposal = .range(.unconstrained),
  named: String? = nil, scale: Int? = nil, variants: SnapshotVariants = .default, record: RecordMode? = nil,
  tolerance: SnapshotTolerance? = nil, accessibility: AccessibilityAudit? = nil, fileID: String = #fileID,
  filePath: StaticString = #filePath, line: Int = #line, column: Int = #column, function: String = #function
) {
  SnapshotAssertion.runInCurrentTest(
    size: size, named: named, scale: scale, variants: variants, record: record, tolerance: tolerance,
    accessibility: accessibility, fileID: fileID, filePath: filePath, line: line, column: column,
    function: function
  ) { SnapshotAssertion.runUpdate(from: before, to: after, $0) }
}
