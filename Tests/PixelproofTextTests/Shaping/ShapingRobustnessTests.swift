import PixelproofTestSupport
import Testing

@testable import PixelproofText

/// Broken and hostile layout tables: shaping gives a FontError or some glyphs, never a crash or a hang.
@Suite struct ShapingRobustnessTests {
  static let strings = [
    "بسم الله الرحمن الرحيم", "مَدْرَسَةٌ", "لا‍ا", "office affine Tiếng Việt", "שָׁלוֹם", "น้ำใจ",
  ]

  /// The tables of a font file: (tag, offset, length).
  static func layoutTables(_ bytes: [UInt8]) -> [(offset: Int, length: Int)] {
    FontFiles.tables(bytes).filter { ["GSUB", "GPOS", "GDEF"].contains($0.tag) }.map {
      ($0.offset, $0.length)
    }
  }

  @Test(arguments: [
    "NotoSansArabic-Regular-Shaping", "NotoSans-Regular-Shaping", "NotoSansThai-Regular-Shaping",
  ])
  func corruptedLayoutTablesNeverCrash(font: String) throws {
    let original = try ShapingConformanceTests.read("Fonts/\(font).ttf")
    let tables = Self.layoutTables(original)
    var generator = SplitMix64(seed: 0x5EED)
    var shaped = 0, refused = 0
    for _ in 0..<150 {
      var bytes = original
      // A handful of bytes of one layout table set to random values, often to 0xFF (huge counts).
      let table = tables[Int(generator.next() % UInt64(tables.count))]
      for _ in 0..<(1 + Int(generator.next() % 8)) {
        let at = table.offset + Int(generator.next() % UInt64(table.length))
        bytes[at] = generator.next() % 3 == 0 ? 0xFF : UInt8(truncatingIfNeeded: generator.next())
      }
      guard let face = try? FontFace(data: bytes) else { continue }
      for (script, direction) in [
        (ShapingScript.arabic, ShapingDirection.rightToLeft), (.latin, .leftToRight),
      ] {
        do {
          let shaper = try TextShaper(face: face, script: script, direction: direction)
          for string in Self.strings { _ = try shaper.shape(Array(string.unicodeScalars)) }
          shaped += 1
        } catch {
          refused += 1
        }
      }
    }
    #expect(shaped + refused > 0)
  }

}
