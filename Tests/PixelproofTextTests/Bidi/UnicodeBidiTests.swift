import Foundation
import Testing

@testable import PixelproofText

/// The generated property tables, by hand-picked code points and against the UCD files themselves.
@Suite struct UnicodeBidiTests {
  @Test func tablesAreUnicode15() {
    #expect(UnicodeBidi.unicodeVersion == "15.0.0")
  }

  @Test func classesOfAssignedCharacters() {
    let expected: [(UInt32, BidiClass)] = [
      (0x41, .leftToRight), (0x05D0, .rightToLeft), (0x0627, .arabicLetter), (0x30, .europeanNumber),
      (0x2B, .europeanSeparator), (0x24, .europeanTerminator), (0x0660, .arabicNumber),
      (0x0600, .arabicNumber), (0x2C, .commonSeparator), (0x0300, .nonspacingMark),
      (0x200B, .boundaryNeutral), (0x2029, .paragraphSeparator), (0x0A, .paragraphSeparator),
      (0x0D, .paragraphSeparator), (0x09, .segmentSeparator), (0x20, .whiteSpace),
      (0x21, .otherNeutral), (0x202A, .leftToRightEmbedding), (0x202B, .rightToLeftEmbedding),
      (0x202C, .popDirectionalFormat), (0x202D, .leftToRightOverride), (0x202E, .rightToLeftOverride),
      (0x2066, .leftToRightIsolate), (0x2067, .rightToLeftIsolate), (0x2068, .firstStrongIsolate),
      (0x2069, .popDirectionalIsolate), (0x4E00, .leftToRight), (0x1F600, .otherNeutral),
    ]
    for (codePoint, bidiClass) in expected {
      #expect(UnicodeBidi.bidiClass(of: codePoint) == bidiClass, "U+\(String(codePoint, radix: 16))")
    }
  }

  @Test func unassignedCodePointsTakeTheirBlocksDefaults() {
    #expect(UnicodeBidi.bidiClass(of: 0x05FF) == .rightToLeft)  // Hebrew
    #expect(UnicodeBidi.bidiClass(of: 0x07BF) == .arabicLetter)  // Thaana
    #expect(UnicodeBidi.bidiClass(of: 0x20C1) == .europeanTerminator)  // Currency Symbols
    #expect(UnicodeBidi.bidiClass(of: 0x1EC70) == .arabicLetter)  // Indic Siyaq Numbers
    #expect(UnicodeBidi.bidiClass(of: 0x10D40) == .rightToLeft)
    #expect(UnicodeBidi.bidiClass(of: 0xFDD0) == .boundaryNeutral)  // a noncharacter
    #expect(UnicodeBidi.bidiClass(of: 0xE0001) == .boundaryNeutral)  // a tag
    #expect(UnicodeBidi.bidiClass(of: 0x0378) == .leftToRight)  // Greek, unassigned
    #expect(UnicodeBidi.bidiClass(of: 0x11_0000) == .leftToRight)  // not a code point
  }

  @Test func mirrorsAndBrackets() {
    #expect(UnicodeBidi.mirror(of: 0x28) == 0x29)
    #expect(UnicodeBidi.mirror(of: 0x29) == 0x28)
    #expect(UnicodeBidi.mirror(of: 0x2264) == 0x2265)  // ≤ ≥
    #expect(UnicodeBidi.mirror(of: 0x41) == nil)
    #expect(UnicodeBidi.mirror(of: 0x1_0000) == nil)
    #expect(UnicodeBidi.pairedBracket(of: 0x28)! == (0x29, true))
    #expect(UnicodeBidi.pairedBracket(of: 0x5D)! == (0x5B, false))
    #expect(UnicodeBidi.pairedBracket(of: 0x2329)! == (0x232A, true))
    #expect(UnicodeBidi.pairedBracket(of: 0x3009)! == (0x3008, false))
    #expect(UnicodeBidi.pairedBracket(of: 0x3C) == nil)  // mirrored, but not a paired bracket
    #expect(UnicodeBidi.pairedBracket(of: 0xFD3E) == nil)  // ornate parentheses do not pair
  }

  /// Every code point's class against DerivedBidiClass.txt read here: its @missing defaults in order,
  /// then its listed ranges.
  @Test func everyCodePointMatchesDerivedBidiClass() throws {
    let lines = try BidiConformanceTests.lines(of: "extracted/DerivedBidiClass.txt")
    var expected = [BidiClass?](repeating: nil, count: 0x11_0000)
    let longNames: [(String, BidiClass)] = [
      ("Left_To_Right", .leftToRight), ("Right_To_Left", .rightToLeft),
      ("Arabic_Letter", .arabicLetter), ("European_Terminator", .europeanTerminator),
      ("Boundary_Neutral", .boundaryNeutral),
    ]
    func range(_ text: Substring) -> ClosedRange<Int> {
      let bounds = text.trimmingCharacters(in: .whitespaces).split(separator: ".", maxSplits: 2)
        .filter { !$0.isEmpty }.compactMap { Int($0, radix: 16) }
      return bounds[0]...bounds[bounds.count - 1]
    }
    for (_, line) in lines where line.hasPrefix("# @missing:") {
      let fields = line.dropFirst("# @missing:".count).split(separator: ";")
      let name = fields[1].trimmingCharacters(in: .whitespaces)
      let value = try #require(longNames.first { $0.0 == name }?.1, "unknown default \(name)")
      for codePoint in range(fields[0]) {
        expected[codePoint] = value
      }
    }
    for (_, line) in lines where !line.hasPrefix("#") && !line.isEmpty {
      let fields = line.split(separator: "#")[0].split(separator: ";")
      let name = fields[1].trimmingCharacters(in: .whitespaces)
      let value = try #require(BidiClass(shortName: Substring(name)), "unknown class \(name)")
      for codePoint in range(fields[0]) {
        expected[codePoint] = value
      }
    }
    var mismatches: [String] = []
    for codePoint in 0..<0x11_0000 where UnicodeBidi.bidiClass(of: UInt32(codePoint)) != expected[codePoint] {
      mismatches.append(String(codePoint, radix: 16))
    }
    #expect(mismatches.isEmpty, "first mismatches: \(mismatches.prefix(10))")
  }

  /// Every entry of BidiMirroring.txt and BidiBrackets.txt, and nothing else in the BMP.
  @Test func mirroringAndBracketsMatchTheirFiles() throws {
    var mirrors = [UInt32?](repeating: nil, count: 0x1_0000)
    for (_, line) in try BidiConformanceTests.lines(of: "BidiMirroring.txt")
    where !line.hasPrefix("#") && !line.isEmpty {
      let fields = line.split(separator: "#")[0].split(separator: ";").map {
        UInt32($0.trimmingCharacters(in: .whitespaces), radix: 16)
      }
      let codePoint = try #require(fields[0])
      mirrors[Int(codePoint)] = fields[1]
    }
    var brackets = [(pair: UInt32, isOpening: Bool)?](repeating: nil, count: 0x1_0000)
    for (_, line) in try BidiConformanceTests.lines(of: "BidiBrackets.txt")
    where !line.hasPrefix("#") && !line.isEmpty {
      let fields = line.split(separator: "#")[0].split(separator: ";").map {
        $0.trimmingCharacters(in: .whitespaces)
      }
      let codePoint = try #require(UInt32(fields[0], radix: 16))
      let pair = try #require(UInt32(fields[1], radix: 16))
      if fields[2] != "n" {
        brackets[Int(codePoint)] = (pair, fields[2] == "o")
      }
    }
    #expect(mirrors.compactMap { $0 }.count == 428)
    #expect(brackets.compactMap { $0 }.count == 128)
    for codePoint in 0..<0x1_0000 {
      #expect(UnicodeBidi.mirror(of: UInt32(codePoint)) == mirrors[codePoint])
      let found = UnicodeBidi.pairedBracket(of: UInt32(codePoint))
      #expect(found?.pair == brackets[codePoint]?.pair && found?.isOpening == brackets[codePoint]?.isOpening)
    }
  }
}
