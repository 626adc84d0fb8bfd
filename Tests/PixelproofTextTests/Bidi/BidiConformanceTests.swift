import Foundation
import Testing

@testable import PixelproofText

/// Every case of Unicode's two conformance files for UAX #9, read from Debian's unicode-data package at
/// test time (`apt-get install unicode-data`).
///
/// BidiTest.txt counts one case per data line and paragraph direction in its bitset (auto, LTR, RTL); a
/// case checks the levels after L1 (with "x", for characters X9 removes) and the visual order after L2
/// (without them). BidiCharacterTest.txt counts one case per line and checks the paragraph level, the
/// levels and the order the same way.
@Suite struct BidiConformanceTests {
  static let directory = "/usr/share/unicode"

  /// How a run of one file went: cases passed, cases run, descriptions of the first failures, and the
  /// time spent in the algorithm (BidiParagraph's initializer, lineLevels and visualOrder) alone.
  struct Outcome {
    var passed = 0
    var total = 0
    var failures: [String] = []
    var algorithmTime = Duration.zero

    mutating func record(_ failure: String?) {
      total += 1
      if let failure {
        if failures.count < 10 {
          failures.append(failure)
        }
      } else {
        passed += 1
      }
    }
  }

  @Test func bothConformanceFilesPass() throws {
    let clock = ContinuousClock()
    let start = clock.now
    let bidiTest = try Self.runBidiTest()
    let characterTest = try Self.runBidiCharacterTest()
    let elapsed = clock.now - start
    print(
      "bidi conformance: \(bidiTest.passed)/\(bidiTest.total) BidiTest, "
        + "\(characterTest.passed)/\(characterTest.total) BidiCharacterTest")
    let algorithm = bidiTest.algorithmTime + characterTest.algorithmTime
    print("bidi conformance took \(elapsed) in all, \(algorithm) of it in the algorithm")
    for failure in bidiTest.failures + characterTest.failures {
      print("  " + failure)
    }
    #expect(bidiTest.total > 0 && characterTest.total > 0, "no cases were read")
    #expect(
      bidiTest.passed == bidiTest.total,
      "BidiTest.txt failures, the first ones: \(bidiTest.failures.joined(separator: "\n"))")
    #expect(
      characterTest.passed == characterTest.total,
      "BidiCharacterTest.txt failures, the first ones: \(characterTest.failures.joined(separator: "\n"))")
  }

  /// The lines of a file of the Unicode Character Database, with their 1-based numbers.
  static func lines(of name: String) throws -> [(number: Int, text: Substring)] {
    let path = directory + "/" + name
    guard let data = FileManager.default.contents(atPath: path) else {
      throw ConformanceFileMissing(path: path)
    }
    let text = String(decoding: data, as: UTF8.self)
    return text.split(separator: "\n", omittingEmptySubsequences: false).enumerated().map {
      ($0.offset + 1, $0.element)
    }
  }

  struct ConformanceFileMissing: Error, CustomStringConvertible {
    let path: String
    var description: String { "\(path) is missing: apt-get install unicode-data" }
  }

  /// Levels as the files write them: a number, or nil for "x".
  static func parseLevels(_ text: Substring) -> [UInt8?] {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0 == "x" ? nil : UInt8($0) }
  }

  static func parseIndices(_ text: Substring) -> [Int] {
    text.split(whereSeparator: { $0 == " " || $0 == "\t" }).compactMap { Int($0) }
  }

  /// The mismatch between a paragraph's line results and the expected ones, or nil when they agree.
  static func mismatch(
    _ paragraph: BidiParagraph, expectedLevels: [UInt8?], expectedOrder: [Int],
    algorithmTime: inout Duration
  ) -> String? {
    let count = paragraph.classes.count
    let clock = ContinuousClock()
    let start = clock.now
    let levels = paragraph.lineLevels(0..<count)
    let order = paragraph.visualOrder(0..<count, omittingRemoved: true)
    algorithmTime += clock.now - start
    let shown = (0..<count).map { paragraph.classes[$0].isRemovedByX9 ? nil : levels[$0] }
    if shown != expectedLevels {
      return "levels \(describe(shown)), expected \(describe(expectedLevels))"
    }
    if order != expectedOrder {
      return "order \(order.map(String.init).joined(separator: " ")), expected "
        + expectedOrder.map(String.init).joined(separator: " ")
    }
    return nil
  }

  static func describe(_ levels: [UInt8?]) -> String {
    levels.map { $0.map(String.init) ?? "x" }.joined(separator: " ")
  }

  static func runBidiTest() throws -> Outcome {
    var outcome = Outcome()
    var expectedLevels: [UInt8?] = []
    var expectedOrder: [Int] = []
    for (number, line) in try lines(of: "BidiTest.txt") {
      if line.isEmpty || line.hasPrefix("#") { continue }
      if line.hasPrefix("@Levels:") {
        expectedLevels = parseLevels(line.dropFirst("@Levels:".count))
        continue
      }
      if line.hasPrefix("@Reorder:") {
        expectedOrder = parseIndices(line.dropFirst("@Reorder:".count))
        continue
      }
      if line.hasPrefix("@") { continue }
      let fields = line.split(separator: ";", omittingEmptySubsequences: false)
      let names = fields[0].split(whereSeparator: { $0 == " " || $0 == "\t" })
      let classes = names.compactMap(BidiClass.init(shortName:))
      let bitset = Int(fields[1].trimmingCharacters(in: .whitespaces), radix: 16) ?? 0
      if classes.count != names.count || bitset == 0 {
        outcome.record("BidiTest.txt:\(number): cannot parse \(line)")
        continue
      }
      let directions: [(bit: Int, direction: ParagraphDirection, name: String)] = [
        (1, .automatic, "auto"), (2, .leftToRight, "LTR"), (4, .rightToLeft, "RTL"),
      ]
      for (bit, direction, name) in directions where bitset & bit != 0 {
        let start = ContinuousClock.now
        let paragraph = BidiParagraph(classes: classes, direction: direction)
        outcome.algorithmTime += ContinuousClock.now - start
        let failure = mismatch(
          paragraph, expectedLevels: expectedLevels, expectedOrder: expectedOrder,
          algorithmTime: &outcome.algorithmTime)
        outcome.record(failure.map { "BidiTest.txt:\(number) \(fields[0]) (\(name)): \($0)" })
      }
    }
    return outcome
  }

  static func runBidiCharacterTest() throws -> Outcome {
    var outcome = Outcome()
    for (number, line) in try lines(of: "BidiCharacterTest.txt") {
      if line.isEmpty || line.hasPrefix("#") { continue }
      let fields = line.split(separator: ";", omittingEmptySubsequences: false)
      guard fields.count == 5 else {
        outcome.record("BidiCharacterTest.txt:\(number): cannot parse \(line)")
        continue
      }
      let scalars = fields[0].split(separator: " ").compactMap { UInt32($0, radix: 16) }
      let direction: ParagraphDirection
      switch fields[1] {
      case "0": direction = .leftToRight
      case "1": direction = .rightToLeft
      default: direction = .automatic
      }
      let start = ContinuousClock.now
      let paragraph = BidiParagraph(scalars: scalars, direction: direction)
      outcome.algorithmTime += ContinuousClock.now - start
      var failure: String?
      if String(paragraph.baseLevel) != fields[2] {
        failure = "paragraph level \(paragraph.baseLevel), expected \(fields[2])"
      } else {
        failure = mismatch(
          paragraph, expectedLevels: parseLevels(fields[3]), expectedOrder: parseIndices(fields[4]),
          algorithmTime: &outcome.algorithmTime)
      }
      outcome.record(failure.map { "BidiCharacterTest.txt:\(number) \(fields[0]);\(fields[1]): \($0)" })
    }
    return outcome
  }
}
