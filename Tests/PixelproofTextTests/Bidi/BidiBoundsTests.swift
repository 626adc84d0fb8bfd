import Testing

@testable import PixelproofText

/// Hostile input: deep nesting far past the 125-level limit, and long paragraphs. These only have to run
/// in bounded time and give sane results; the time limit catches a quadratic pass.
@Suite struct BidiBoundsTests {
  static let rle: UInt32 = 0x202B
  static let lre: UInt32 = 0x202A
  static let pdf: UInt32 = 0x202C
  static let rli: UInt32 = 0x2067
  static let fsi: UInt32 = 0x2068
  static let pdi: UInt32 = 0x2069

  /// Checks what every paragraph must satisfy: one level per character, none above 126, and a line's
  /// visual order that is a permutation of its indices.
  func checkShape(_ paragraph: BidiParagraph, count: Int) {
    #expect(paragraph.levels.count == count)
    #expect(paragraph.levels.allSatisfy { $0 <= 126 })
    let line = paragraph.lineLevels(0..<count)
    #expect(line.count == count)
    let order = paragraph.visualOrder(0..<count)
    #expect(order.count == count)
    var seen = [Bool](repeating: false, count: count)
    for index in order where index >= 0 && index < count {
      seen[index] = true
    }
    #expect(seen.allSatisfy { $0 })
  }

  @Test(.timeLimit(.minutes(1))) func thousandsOfNestedControlsInAHundredThousandCharacters() {
    var text: [UInt32] = []
    // 1,000 alternating RLE and LRE: levels 1, 2, 3, ... up to 125, then overflow; "a" sits at 125.
    for nesting in 0..<1000 {
      text.append(nesting % 2 == 0 ? Self.rle : Self.lre)
    }
    let a = text.count
    text.append(0x61)
    text += repeatElement(Self.pdf, count: 1000)
    let b = text.count
    text.append(0x62)
    // 1,000 nested RLIs: 63 valid ones (levels 1, 3, ..., 125), then overflow.
    text += repeatElement(Self.rli, count: 1000)
    let c = text.count
    text.append(0x63)
    text += repeatElement(Self.pdi, count: 1000)
    let d = text.count
    text.append(0x64)
    // 1,000 nested FSIs: each one's first strong character outside nested isolates is missing, so each
    // is LTR (levels 2, 4, ..., 124, then overflow), and the Hebrew letter is R at level 124.
    text += repeatElement(Self.fsi, count: 1000)
    let alef = text.count
    text.append(0x05D0)
    text += repeatElement(Self.pdi, count: 1000)
    // 1,000 unclosed LREs and RLIs, then filler to 100,000 characters.
    text += repeatElement(Self.lre, count: 500)
    text += repeatElement(Self.rli, count: 500)
    let filler = Array("abc אבג 123 (x) [ד] ".unicodeScalars.map(\.value))
    while text.count < 100_000 {
      text.append(filler[text.count % filler.count])
    }

    let paragraph = BidiParagraph(scalars: text, direction: .leftToRight)
    checkShape(paragraph, count: 100_000)
    #expect(paragraph.levels[a] == 126)  // L at the deepest odd level, 125
    #expect(paragraph.levels[b] == 0)  // every PDF matched, overflowed ones included
    #expect(paragraph.levels[c] == 126)
    #expect(paragraph.levels[d] == 0)
    #expect(paragraph.levels[alef] == 125)
    #expect(paragraph.levels[text.count - 1] >= 1)  // inside the unclosed embeddings
  }

  @Test(.timeLimit(.minutes(1))) func longRunsOfBracketsAndAlternatingDirections() {
    // 30,000 opening brackets: BD16 gives up at the 64th, so none pair, and nothing is slow.
    let unpaired =
      [UInt32](repeating: 0x28, count: 30_000) + [0x05D0]
      + [UInt32](repeating: 0x29, count: 30_000)
    checkShape(BidiParagraph(scalars: unpaired, direction: .leftToRight), count: 60_001)
    // 25,000 pairs, each enclosing R in an LTR paragraph after R: each pair is R (N0 c.1).
    let pairs = [UInt32](repeating: 0, count: 25_000).flatMap { _ in [0x28, 0x05D0, 0x29, 0x20] as [UInt32] }
    let paired = BidiParagraph(scalars: [0x05D1] + pairs, direction: .leftToRight)
    checkShape(paired, count: 100_001)
    #expect(paired.levels[1] == 1 && paired.levels[3] == 1)
    // 50,000 alternations of L and R: 100,000 level runs for L2.
    let alternating = [UInt32](repeating: 0, count: 50_000).flatMap { _ in [0x61, 0x05D0] as [UInt32] }
    let mixed = BidiParagraph(scalars: alternating, direction: .rightToLeft)
    checkShape(mixed, count: 100_000)
    // "a" is at level 2 and the Hebrew letter at 1: the line reads right to left, one letter a run.
    #expect(mixed.visualOrder(0..<4) == [3, 2, 1, 0])
  }
}
