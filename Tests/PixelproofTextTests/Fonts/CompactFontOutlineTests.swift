import Foundation
import PixelproofGraphics
import Testing

@testable import PixelproofText

/// CFF and CFF2 outlines, compared with what fontTools draws for the same glyphs of the same files
/// (`scripts/generate/make-cff-fixtures.py` made both): real fonts (name-keyed, CID-keyed with several font
/// DICTs, converted to CFF2) and fonts built to use every charstring operator and CFF2's blends.
@Suite struct CompactFontOutlineTests {
  static let fixtures = #filePath.split(separator: "/").dropLast().joined(separator: "/") + "/CFFFixtures"
  static let fonts = ["Cantarell", "TeXGyreHeros", "NotoSansCJK", "CantarellCFF2", "Operators", "Blend"]

  /// fontTools' outlines of `font`'s glyphs, y up as it draws them, turned y down as outlines are.
  func expectedOutlines(_ font: String) throws -> [Path] {
    let url = URL(fileURLWithPath: "/\(Self.fixtures)/\(font).outlines.json")
    let json = try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any]
    let glyphs = try #require(json?["glyphs"] as? [[String: Any]])
    return try glyphs.map { glyph in
      var path = Path()
      for op in try #require(glyph["path"] as? [[Any]]) {
        let numbers = op.dropFirst().compactMap { ($0 as? NSNumber)?.doubleValue }
        let points = stride(from: 0, to: numbers.count - 1, by: 2).map {
          Point(x: numbers[$0], y: -numbers[$0 + 1])
        }
        switch op.first as? String {
        case "M": path.move(to: points[0])
        case "L": path.line(to: points[0])
        case "C": path.cubicCurve(to: points[2], control1: points[0], control2: points[1])
        default: path.close()
        }
      }
      return path
    }
  }

  @Test(arguments: fonts) func everyGlyphIsOutlinedAsFontToolsDrawsIt(font: String) throws {
    let face = try FontFace(contentsOfFile: "/\(Self.fixtures)/\(font).otf")
    let expected = try expectedOutlines(font)
    #expect(face.glyphCount == expected.count)
    #expect(expected.contains { !$0.elements.isEmpty })
    for (index, outline) in expected.enumerated() {
      let glyph = GlyphID(rawValue: UInt16(index))
      #expect(try face.outline(of: glyph) == outline, "\(font) glyph \(index)")
    }
  }

  @Test func aCIDKeyedFontMapsAndOutlinesKanaHangulAndIdeographs() throws {
    // The characters reach their glyphs through cmap and have outlines. That each glyph runs with its
    // own font DICT's subroutines is what everyGlyphIsOutlinedAsFontToolsDrawsIt checks on this font.
    let face = try FontFace(contentsOfFile: "/\(Self.fixtures)/NotoSansCJK.otf")
    for character in ["永", "あ", "한"] {
      let glyph = try #require(face.glyph(for: Unicode.Scalar(character)!))
      #expect(try !face.outline(of: glyph).elements.isEmpty, "\(character)")
    }
  }

  @Test func aCFFFamilyDrawsText() throws {
    let face = try FontFace(contentsOfFile: "/\(Self.fixtures)/Cantarell.otf")
    let family = FontFamily(name: "Cantarell", regular: face)
    var style = TextStyle()
    style.numberOfLines = 0
    let layout = try TextLayout(
      [TextRun("Ag&", font: Font(family: family, size: 40))], style: style, width: 400)
    #expect(layout.missingCharacters.isEmpty)
    #expect(layout.size.width > 0)
  }
}

/// A charstring is run within fixed limits whatever it holds.
@Suite struct Type2CharstringLimitTests {
  /// An INDEX of the given objects, as CFF stores one (1-byte offsets; every object here is short).
  func index(_ objects: [[UInt8]]) throws -> CompactFontIndex {
    var offsets: [UInt8] = [1]
    var data: [UInt8] = []
    for object in objects {
      data += object
      offsets.append(UInt8(data.count + 1))
    }
    let bytes = [0, UInt8(objects.count), 1] + offsets + data
    return try CompactFontIndex(in: BinaryReader(bytes, table: "CFF "), at: 0)
  }

  func run(_ charstring: [UInt8], globalSubroutines: [[UInt8]] = []) throws {
    var interpreter = Type2Charstring(
      isCFF2: false, globalSubroutines: try index(globalSubroutines), localSubroutines: nil,
      regionCounts: [], variationStoreIndex: 0, table: "CFF ", glyph: 7)
    try interpreter.run(BinaryReader(charstring, table: "CFF "))
  }

  /// A one-byte charstring number: -107...107 as 139 more.
  func number(_ value: Int) -> UInt8 { UInt8(value + 139) }

  @Test func aSubroutineThatCallsItselfStopsAtTheNestingLimit() throws {
    // Global subroutine 0 (number -107 with the bias of 107) calls itself.
    let callsItself: [UInt8] = [number(-107), 29]
    #expect(
      throws: FontError.malformed(
        table: "CFF ", reason: "glyph 7's charstring cannot be run: subroutines nest deeper than 10")
    ) { try run([number(-107), 29], globalSubroutines: [callsItself]) }
  }

  @Test func subroutinesThatFanOutStopAtTheOperatorBudget() throws {
    // Subroutine i calls subroutine i + 1 twice, nine levels deep: 2^9 calls of a last subroutine of
    // 50 line operators, 25,600 operators in all, more than the 20,000 allowed.
    var subroutines: [[UInt8]] = (0..<9).map { level in
      [number(level + 1 - 107), 29, number(level + 1 - 107), 29]
    }
    subroutines.append(Array(repeating: [number(1), number(1), 5], count: 50).flatMap { $0 })
    #expect(
      throws: FontError.malformed(
        table: "CFF ", reason: "glyph 7's charstring cannot be run: it runs more than 20000 operators")
    ) { try run([number(0), number(0), 21, number(-107), 29], globalSubroutines: subroutines) }
  }

  @Test func moreThan48OperandsOverflowTheStack() throws {
    #expect(
      throws: FontError.malformed(
        table: "CFF ", reason: "glyph 7's charstring cannot be run: its operand stack overflows")
    ) { try run(Array(repeating: number(1), count: 49)) }
  }

  @Test func arithmeticOperatorsAreRefusedByName() throws {
    #expect(
      throws: FontError.malformed(
        table: "CFF ", reason: "glyph 7's charstring cannot be run: operator 12 10 is not supported")
    ) { try run([number(1), number(2), 12, 10]) }
  }

  @Test func aCallOutsideTheSubroutinesNamesTheNumber() throws {
    #expect(
      throws: FontError.malformed(
        table: "CFF ",
        reason: "glyph 7's charstring cannot be run: it calls subroutine 5, outside the 1 the font has")
    ) { try run([number(5), 29], globalSubroutines: [[11]]) }
  }
}
