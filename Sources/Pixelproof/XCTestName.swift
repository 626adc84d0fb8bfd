import PixelproofVerifier

/// The running XCTest method, from `XCTestCase.name`.
enum XCTestName {
  /// `testCard` from `CardTests.testCard` (swift-corelibs-xctest) or `-[CardTests testCard]` (Apple's
  /// XCTest); nil when the name has neither form.
  static func method(fromTestName name: String) -> String? {
    if name.hasPrefix("-["), name.hasSuffix("]"), let space = name.lastIndex(of: " ") {
      let method = name[name.index(after: space)..<name.index(before: name.endIndex)]
      return method.isEmpty ? nil : String(method)
    }
    guard let dot = name.lastIndex(of: "."), !name.contains(" ") else { return nil }
    let method = name[name.index(after: dot)...]
    return method.isEmpty ? nil : String(method)
  }

  /// The test as `swift test list` names it, `<Module>.<Class>/<method>`; nil when the class's
  /// qualified name has no module part.
  static func identity(of testClass: AnyClass, method: String) -> TestIdentity? {
    let qualified = String(reflecting: testClass)
    guard let dot = qualified.firstIndex(of: ".") else { return nil }
    return TestIdentity(
      module: String(qualified[..<dot]), suites: [String(qualified[qualified.index(after: dot)...])],
      function: method)
  }
}
