import PixelproofVerifier
import Testing

/// What names a Swift Testing test's references: its suite path, function and case arguments.
struct SwiftTestingName: Equatable {
  /// The reference folder: the suite path joined with `.`, or the file's name for a free function.
  let suite: String
  /// The test function, e.g. `card(theme:)`.
  let test: String
  /// The test as `swift test list` names it; nil outside a Swift Testing test.
  let identity: TestIdentity?
  /// A parameterised case's arguments (``TestArguments/label(_:)``), nil for a plain test.
  let arguments: String?

  /// The running test's names; outside Swift Testing, the file's name and `function`.
  static func current(filePath: String, function: String) -> SwiftTestingName {
    let test = Test.current
    let identity = test.map { test in
      TestIdentity(
        module: test.id.moduleName, suites: Array(test.id.nameComponents.dropLast()),
        function: test.id.nameComponents.last ?? test.name)
    }
    return SwiftTestingName(
      suite: identity?.suiteFolder ?? SnapshotAssertion.fileStem(filePath), test: test?.name ?? function,
      identity: identity, arguments: CurrentTestCase.argumentsLabel())
  }
}
