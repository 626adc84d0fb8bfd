import Foundation
import PixelproofVerifier
import Testing

/// Names that cannot collide: full suite paths, parameterised cases, and the filter that reruns one test.
@Suite struct SnapshotNamingTests {
  @Test func swiftTestListLinesAreTestIdentities() throws {
    let nested = try #require(TestIdentity(listed: "Cards.FeedA/Header/card(theme:size:)"))
    #expect(
      nested == TestIdentity(module: "Cards", suites: ["FeedA", "Header"], function: "card(theme:size:)"))
    #expect(nested.suiteFolder == "FeedA.Header")
    #expect(nested.testName == "card")
    #expect(nested.description == "Cards.FeedA/Header/card(theme:size:)")
    let xctest = try #require(TestIdentity(listed: "Cards.CardTests/testBadge"))
    #expect(xctest.suiteFolder == "CardTests")
    #expect(xctest.testName == "testBadge")
    let free = try #require(TestIdentity(listed: "  Cards.freeCard()  "))
    #expect(free == TestIdentity(module: "Cards", suites: [], function: "freeCard()"))
    #expect(free.suiteFolder == nil)
    for noise in [
      "", "Building for debugging...", "[12/40] Compiling Cards Card.swift", "Build complete! (3.11s)",
    ] {
      #expect(TestIdentity(listed: noise) == nil)
    }
  }

  /// The filter as `swift test --filter` reads it: a regular expression matched against listed names.
  private func selects(_ identity: TestIdentity, _ listed: String) throws -> Bool {
    var pattern = identity.filter
    #expect(pattern.hasPrefix("'") && pattern.hasSuffix("'"))
    pattern = String(pattern.dropFirst().dropLast())
    let regex = try NSRegularExpression(pattern: pattern)
    return regex.firstMatch(in: listed, range: NSRange(listed.startIndex..., in: listed)) != nil
  }

  @Test func theRerunFilterSelectsExactlyOneTest() throws {
    let feedB = TestIdentity(module: "Cards", suites: ["FeedB", "Header"], function: "card(theme:)")
    #expect(feedB.filter == #"'^Cards\.FeedB/Header/card\b'"#)
    #expect(try selects(feedB, "Cards.FeedB/Header/card(theme:)"))
    #expect(try !selects(feedB, "Cards.FeedA/Header/card(theme:)"))
    #expect(try !selects(feedB, "Cards.Outer/FeedB/Header/card(theme:)"))
    #expect(try !selects(feedB, "Cards.FeedB/Header/cardDark()"))
    #expect(try !selects(feedB, "CardsX.FeedB/Header/card(theme:)"))
    let xctest = TestIdentity(module: "Cards", suites: ["CardTests"], function: "testCard")
    #expect(xctest.filter == #"'^Cards\.CardTests/testCard\b'"#)
    #expect(try selects(xctest, "Cards.CardTests/testCard"))
    #expect(try !selects(xctest, "Cards.CardTests/testCardDark"))
    let free = TestIdentity(module: "Cards", suites: [], function: "card()")
    #expect(free.filter == #"'^Cards\.card\b'"#)
    // A quote in a raw identifier leaves the shell quoting and comes back escaped.
    #expect(TestIdentity(module: "M", suites: [], function: "it's()").filter == #"'^M\.it'\''s\b'"#)
  }

  @Test func argumentsAreReadableWhenSafeAndAStableHashOtherwise() {
    #expect(TestArguments.label([("theme", "dark"), ("size", "2")]) == "theme-dark_size-2")
    #expect(TestArguments.label([("scale", "-1.5")]) == "scale--1.5")
    // FNV-1a (32 bit) of the UTF-8 text, computed by the published algorithm: offset 0x811C9DC5, prime
    // 0x01000193; its test vectors give "a" -> e40c292c, "foobar" -> bf9cf968.
    #expect(TestArguments.label([("title", "Hello World")]) == "title-hb3902527")
    #expect(TestArguments.label([("path", "a..b")]) == "path-h91beab8e")
    #expect(
      TestArguments.label([("s", String(repeating: "a", count: 24))]) == "s-"
        + String(repeating: "a", count: 24))
    #expect(TestArguments.label([("s", "abcdefghijklmnopqrstuvwxy")]) == "s-h7e661acc")
    #expect(
      TestArguments.label([("letter", "a"), ("word", "foobar ")]) != TestArguments.label([("letter", "a")]))
  }

  @Test func argumentsNameTheReferenceAfterTheTest() throws {
    let reference = try SnapshotReference(
      suite: "FeedA.Header", test: "card(theme:)", arguments: "theme-dark", name: "wide",
      variant: SnapshotVariant(scale: 2))
    #expect(reference.relativePath == "FeedA.Header/card_theme-dark_wide@2x.png")
    // Without arguments the name is what it always was.
    #expect(
      try SnapshotReference(suite: "CardTests", test: "testCard()", scale: 2).relativePath
        == "CardTests/testCard@2x.png")
  }

  @Test func aNameOverTheFileSystemsLimitIsRefusedBeforeAnythingIsWritten() throws {
    // The longest file is the failure folder's copy: "@2x" and ".reference.png" add 3 + 14 = 17 bytes.
    #expect(throws: Never.self) {
      try SnapshotReference(suite: "S", test: String(repeating: "a", count: 238), scale: 2)
    }
    let long = String(repeating: "a", count: 300)
    let error = SnapshotError.nameTooLong(fileName: long + "@2x.reference.png", bytes: 317)
    #expect(throws: error) { try SnapshotReference(suite: "S", test: long, scale: 2) }
    #expect(
      error.description
        == "the snapshot file name \"\(long)@2x.reference.png\" is 317 bytes long, and file names are "
        + "limited "
        + "to 255 bytes; shorten the test or suite name, or the name given with named:, by 62 bytes or more")
    let suite = String(repeating: "S", count: 256)
    #expect(throws: SnapshotError.nameTooLong(fileName: suite, bytes: 256)) {
      try SnapshotReference(suite: suite, test: "t", scale: 1)
    }
    // Bytes, not characters: "é" is two.
    #expect(
      throws: SnapshotError.nameTooLong(
        fileName: String(repeating: "é", count: 120) + "@2x.reference.png", bytes: 257)
    ) {
      try SnapshotReference(suite: "S", test: String(repeating: "é", count: 120), scale: 2)
    }
  }
}
