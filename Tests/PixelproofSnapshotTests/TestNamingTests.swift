import Foundation
import PixelproofVerifier
import Testing
import XCTest

@testable import Pixelproof

/// Nested suites with the same inner name: their references must not share a folder.
enum FeedA {
  @Suite struct Header {
    @Test func card() throws {
      let naming = SwiftTestingName.current(filePath: #filePath, function: #function)
      #expect(naming.suite == "FeedA.Header")
      #expect(naming.identity?.description == "PixelproofSnapshotTests.FeedA/Header/card()")
      #expect(naming.identity?.filter == #"'^PixelproofSnapshotTests\.FeedA/Header/card\b'"#)
      #expect(naming.arguments == nil)
      #expect(
        try SnapshotReference(suite: naming.suite, test: naming.test, scale: 2).relativePath
          == "FeedA.Header/card@2x.png")
    }
  }
}

enum FeedB {
  @Suite struct Header {
    @Test func card() throws {
      let naming = SwiftTestingName.current(filePath: #filePath, function: #function)
      #expect(naming.suite == "FeedB.Header")
      #expect(
        try SnapshotReference(suite: naming.suite, test: naming.test, scale: 2).relativePath
          == "FeedB.Header/card@2x.png")
    }
  }
}

/// Parameterised tests: each case's arguments name its references.
@Suite struct ParameterisedNamingTests {
  enum Theme: String, CaseIterable, Sendable { case light, dark }

  @Test(arguments: Theme.allCases, [1, 2])
  func card(theme: Theme, columns: Int) {
    let naming = SwiftTestingName.current(filePath: #filePath, function: #function)
    #expect(naming.suite == "ParameterisedNamingTests")
    #expect(naming.test == "card(theme:columns:)")
    #expect(naming.arguments == "theme-\(theme.rawValue)_columns-\(columns)")
  }

  @Test(arguments: ["Hello World"])
  func unlabelled(_ title: String) {
    // The parameter's own name stands in for `_`; the space makes the text a hash (FNV-1a of "Hello World").
    #expect(SwiftTestingName.current(filePath: #filePath, function: #function).arguments == "title-hb3902527")
  }

  @Test func aPlainTestHasNoArguments() {
    #expect(SwiftTestingName.current(filePath: #filePath, function: #function).arguments == nil)
  }

  /// Each case of a parameterised test records its own reference, where one name for all would report the
  /// second case as a duplicate.
  @Test(arguments: Theme.allCases)
  func eachCaseHasAReferenceOfItsOwn(theme: Theme) throws {
    let root = FileManager.default.temporaryDirectory.appendingPathComponent(
      "pixelproof-naming-\(UUID().uuidString)"
    ).path
    defer { try? FileManager.default.removeItem(atPath: root) }
    let naming = SwiftTestingName.current(filePath: #filePath, function: #function)
    var request = SnapshotAssertion.Request(
      size: .range(.unconstrained), suite: naming.suite, test: naming.test, name: nil, scale: 1,
      variants: .default,
      record: .never, tolerance: nil, filePath: #filePath, filter: "", run: SnapshotRun(identifier: "naming"))
    request.arguments = naming.arguments
    request.testIdentity = naming.identity
    let reports = withSnapshotConfiguration(
      SnapshotConfiguration(referenceDirectory: root + "/refs", failureFolder: root + "/diffs")
    ) { SnapshotAssertion.run(View(.white).size(width: 2, height: 2), request) }
    let path =
      root + "/refs/ParameterisedNamingTests/eachCaseHasAReferenceOfItsOwn_theme-\(theme.rawValue)@1x.png"
    #expect(
      reports.first?.message.hasPrefix(
        "Snapshot ParameterisedNamingTests/eachCaseHasAReferenceOfItsOwn_theme-\(theme.rawValue)@1x "
          + "has no reference image at \(path)."
      ) == true)
    // The run manifest names the test as `swift test list` does.
    let entries = try RunManifest(path: root + "/diffs/.manifests/naming.tsv").entries()
    #expect(
      entries == [
        .init(
          outcome: .failed, path: path,
          test: "PixelproofSnapshotTests.ParameterisedNamingTests/eachCaseHasAReferenceOfItsOwn(theme:)")
      ])
  }
}

/// A helper method that asserts names the reference after the test that called it.
final class HelperNamingTests: XCTestCase {
  func testTheRunningTestNamesTheReference() {
    helper()
  }

  private func helper() {
    XCTAssertEqual(XCTestName.method(fromTestName: name), "testTheRunningTestNamesTheReference")
    XCTAssertEqual(
      XCTestName.identity(of: type(of: self), method: "testTheRunningTestNamesTheReference")?.description,
      "PixelproofSnapshotTests.HelperNamingTests/testTheRunningTestNamesTheReference")
  }

  func testBothXCTestNameFormsGiveTheMethod() {
    XCTAssertEqual(XCTestName.method(fromTestName: "CardTests.testCard"), "testCard")
    XCTAssertEqual(XCTestName.method(fromTestName: "-[CardTests testCard]"), "testCard")
    XCTAssertNil(XCTestName.method(fromTestName: "testCard"))
  }
}
