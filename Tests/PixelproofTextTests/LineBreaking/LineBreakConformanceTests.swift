import Foundation
import Testing

@testable import PixelproofText

/// Every line of Unicode 15.0's LineBreakTest.txt, read from Debian's unicode-data package at test time
/// (`apt-get install unicode-data`), through the rules alone: a line passes when every boundary between
/// its code points is a break where the file has "÷" and none where it has "×". The file's own tailoring
/// of numbers (Example 7) is the rules'; the layout's tailorings are not applied here.
@Suite struct LineBreakConformanceTests {
  static let path = "/usr/share/unicode/auxiliary/LineBreakTest.txt"

  @Test func everyLineOfLineBreakTestPasses() throws {
    try #require(FileManager.default.fileExists(atPath: Self.path), "apt-get install unicode-data")
    var passed = 0
    var total = 0
    var failures: [String] = []
    for line in try String(contentsOfFile: Self.path, encoding: .utf8).split(separator: "\n") {
      let data = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let fields = data.split(whereSeparator: { $0 == " " || $0 == "\t" })
      guard fields.count >= 3 else { continue }
      var codePoints: [UInt32] = []
      var expected: [Bool] = []  // a break after each code point but the last
      for field in fields.dropFirst() {
        if field == "÷" || field == "×" {
          expected.append(field == "÷")
        } else if let value = UInt32(field, radix: 16) {
          codePoints.append(value)
        }
      }
      expected.removeLast()
      total += 1
      let found = LineBreakRules.opportunities(codePoints.map(UnicodeLineBreak.entry(of:))).dropLast()
        .map { $0 != .prohibited }
      if found == expected {
        passed += 1
      } else if failures.count < 20 {
        failures.append(String(line.prefix(160)))
      }
    }
    print("line breaking conformance: \(passed)/\(total)")
    #expect(total > 7_000)
    #expect(passed == total, "\(failures.joined(separator: "\n"))")
  }
}
