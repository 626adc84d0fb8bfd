import Testing
import XCTest

/// Verifies the accessibility snapshot of `component`, as AccessibilitySnapshot does on iOS: an image
/// of the render with every accessibility element tinted, outlined and numbered in reading order, and a
/// legend of each number's label, traits and hint beside it (below a render wider than tall),
/// compared with `ReferenceImages/<Suite>/<test>[_<named>]_accessibility@<scale>x.png` like any
/// reference image; and the same as text, one line per element, compared exactly with the text file of
/// the same name (`…_accessibility@<scale>x.txt`):
/// ```
/// 2 elements, read left to right
/// 1. "Settings" [header] at (16, 20, 120, 24) pt
/// 2. "Wi-Fi" [button] hint: "Opens the Wi-Fi settings" at (0, 60, 375, 44) pt
/// ```
/// Elements are read row by row, top to bottom, each row in the variant's writing direction (see
/// ``/PixelproofComponents/Layout/accessibilityElements(direction:origin:)``). A text that differs shows
/// its changed lines in the issue (`- ` the reference's, `+ ` the new text's), and both texts are left
/// in `FailureDiffs/<Suite>/` as `….reference.txt` and `….failed.txt`. Record modes apply to both files
/// as to images: a missing one is recorded and the test fails once.
///
/// Names, variants, record modes and tolerances (for the image) work as in
/// ``assertSnapshot(of:size:named:scale:variants:record:tolerance:accessibility:fileID:filePath:line:column:function:)``.
///
/// - Parameters:
///   - component: what to render.
///   - size: the space offered to the component, e.g. `.width(375)`.
///   - named: tells apart several snapshots in one test.
///   - scale: pixels per point: 1, 2 or 3. Leave it out to use the scales `variants` lists, or 2.
///   - variants: the environments to render in, each with its own image and text; a right-to-left
///     variant reads the elements right to left.
///   - record: the record mode for this assertion; nil takes the scope's or the environment's.
///   - tolerance: how far the image may differ and still pass; nil takes the scope's. The text is
///     always compared exactly.
///   - fileID: where an issue is recorded; leave the default, the caller's `#fileID`.
///   - filePath: the test file, leave the default (`#filePath`): the package root is the nearest folder
///     above it that holds `Package.swift`.
///   - line: where an issue is recorded; leave the default, the caller's `#line`.
///   - column: where an issue is recorded; leave the default, the caller's `#column`.
///   - function: the test function, leave the default (`#function`): it names the references.
public func assertAccessibilitySnapshot(
  of component: any Component, size: SizeProposal = .range(.unconstrained), named: String? = nil,
  scale: Int? = nil, variants: SnapshotVariants = .default, record: RecordMode? = nil,
  tolerance: SnapshotTolerance? = nil, fileID: String = #fileID, filePath: StaticString = #filePath,
  line: Int = #line, column: Int = #column, function: String = #function
) {
  SnapshotAssertion.runInCurrentTest(
    size: size, named: named, scale: scale, variants: variants, record: record, tolerance: tolerance,
    // The snapshot shows the elements for review; it is not audited as a picture of the screen.
    accessibility: .off,
    fileID: fileID, filePath: filePath, line: line, column: column, function: function
  ) { SnapshotAssertion.runAccessibility(component, $0) }
}
