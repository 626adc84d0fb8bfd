import XCTest

extension XCTestCase {
  /// Renders `component` and compares it with its reference image
  /// `ReferenceImages/<TestClass>/<testMethod>[_<named>]@<scale>x.png`, failing the test on a mismatch.
  ///
  /// - Parameters:
  ///   - component: what to render.
  ///   - size: the space offered to the component, e.g. `.width(375)` or `.fixed(width: 320, height: 200)`.
  ///   - named: tells apart several snapshots in one test.
  ///   - scale: pixels per point: 1, 2 or 3.
  ///   - record: the record mode for this assertion; nil takes the scope's or the environment's.
  public func assertSnapshot(
    of component: any Component, size: SizeProposal = .range(.unconstrained), named: String? = nil,
    scale: Int = 2, record: RecordMode? = nil, file: StaticString = #filePath, line: UInt = #line,
    function: String = #function
  ) {
    let message = SnapshotAssertion.run(
      component, size: size, suite: String(describing: type(of: self)), test: function, name: named,
      scale: scale, record: record, filePath: "\(file)")
    if let message { XCTFail(message, file: file, line: line) }
  }
}
