import ArgumentParser
import Foundation
import PixelproofVerifier

/// Where a command takes the package's tests from: `swift test list`, or a file holding its output.
struct TestListOptions: ParsableArguments {
  @Option(help: "A file holding `swift test list` output, instead of running it.")
  var testsFrom: String?

  /// The package's tests and where they came from; never empty.
  ///
  /// - Parameters:
  ///   - root: the package root, where `swift test list` runs.
  ///   - emptyMeans: what an empty list would make of every reference or test, for its error.
  func tests(root: String, emptyMeans: String) throws -> (tests: [TestIdentity], source: String) {
    let (listing, source) = try testList(root: root)
    let tests = listing.split(whereSeparator: \.isNewline).compactMap { TestIdentity(listed: String($0)) }
    guard !tests.isEmpty else { throw ValidationError("\(source) names no tests; \(emptyMeans)") }
    return (tests, source)
  }

  /// The `swift test list` output, and where it came from.
  private func testList(root: String) throws -> (String, String) {
    if let testsFrom {
      guard let data = FileManager.default.contents(atPath: testsFrom) else {
        throw ValidationError("cannot read --tests-from \(testsFrom)")
      }
      return (String(decoding: data, as: UTF8.self), testsFrom)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "test", "list"]
    process.currentDirectoryURL = URL(fileURLWithPath: root)
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ValidationError(
        "`swift test list` failed (exit status \(process.terminationStatus)); fix the build, or pass "
          + "--tests-from <file> with its output")
    }
    return (String(decoding: data, as: UTF8.self), "swift test list")
  }
}
