import Foundation
import Testing

@testable import PixelproofText

/// The generated Script table, by hand-picked code points and against Scripts.txt itself.
@Suite struct UnicodeScriptTests {
  @Test func tableIsUnicode15() {
    #expect(UnicodeScript.unicodeVersion == "15.0.0")
  }

  @Test func scriptsOfHandPickedCharacters() {
    let expected: [(UInt32, String)] = [
      (0x41, "Latn"), (0x20, "Zyyy"), (0x30, "Zyyy"), (0x28, "Zyyy"), (0x0300, "Zinh"), (0x0391, "Grek"),
      (0x0416, "Cyrl"), (0x05D0, "Hebr"), (0x0627, "Arab"), (0x060C, "Zyyy"), (0x0640, "Zyyy"),
      (0x064B, "Zinh"), (0x0915, "Deva"), (0x0E01, "Thai"), (0x3042, "Hira"), (0x30A2, "Kana"),
      (0x30FC, "Zyyy"), (0x4E00, "Hani"), (0xAC00, "Hang"), (0x1F600, "Zyyy"), (0x200D, "Zinh"),
      (0x0378, "Zzzz"), (0x10FFFF, "Zzzz"),
    ]
    for (codePoint, code) in expected {
      #expect(UnicodeScript.of(codePoint).description == code, "U+\(String(codePoint, radix: 16))")
    }
  }

  /// Every range of Scripts.txt (Debian's unicode-data package) at both ends and inside, and the code
  /// point after each range that no other range holds, which is Unknown.
  @Test func everyRangeOfScriptsTxt() throws {
    let path = "/usr/share/unicode/Scripts.txt"
    try #require(FileManager.default.fileExists(atPath: path), "apt-get install unicode-data")
    var aliases: [String: String] = [:]
    for line in try String(contentsOfFile: "/usr/share/unicode/PropertyValueAliases.txt", encoding: .utf8)
      .split(separator: "\n") where line.hasPrefix("sc ")
    {
      let fields = line.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      aliases[fields[2]] = fields[1]
    }
    var listed: [ClosedRange<UInt32>: String] = [:]
    for line in try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n") {
      let content = line.split(separator: "#", maxSplits: 1, omittingEmptySubsequences: false)[0]
      let fields = content.split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
      guard fields.count == 2, let code = aliases[fields[1]] else { continue }
      let bounds = fields[0].split(separator: ".", omittingEmptySubsequences: true).compactMap {
        UInt32($0, radix: 16)
      }
      listed[bounds[0]...bounds[bounds.count - 1]] = code
    }
    #expect(listed.count > 2_000)
    var checked = 0
    for (range, code) in listed {
      for codePoint in [range.lowerBound, (range.lowerBound + range.upperBound) / 2, range.upperBound] {
        #expect(UnicodeScript.of(codePoint).description == code, "U+\(String(codePoint, radix: 16))")
        checked += 1
      }
      let after = range.upperBound + 1
      if !listed.keys.contains(where: { $0.contains(after) }) {
        #expect(UnicodeScript.of(after) == .unknown, "U+\(String(after, radix: 16))")
      }
    }
    #expect(checked == listed.count * 3)
  }
}
