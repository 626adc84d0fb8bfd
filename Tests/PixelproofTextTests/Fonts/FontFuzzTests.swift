import PixelproofGraphics
import Testing

@testable import PixelproofText

/// Truncated and corrupted copies of the bundled fonts give values or a FontError: never a crash or a
/// hang. Positions and values come from a fixed linear congruential generator, so every run reads the
/// same files.
@Suite struct FontFuzzTests {
  /// Knuth's MMIX constants; the high bits are the well-mixed ones.
  private struct Generator {
    var state: UInt64
    mutating func next(below bound: Int) -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int((state >> 33) % UInt64(bound))
    }
  }

  private struct Outcomes {
    var opened = 0, refused = 0, outlines = 0, outlineErrors = 0
  }

  /// Opens the bytes and asks every kind of question of a fixed set of glyphs.
  private func exercise(_ bytes: [UInt8], into outcomes: inout Outcomes) {
    let face: FontFace
    do {
      face = try FontFace(data: bytes)
    } catch {
      outcomes.refused += 1
      return
    }
    outcomes.opened += 1
    let last = GlyphID(rawValue: UInt16(truncatingIfNeeded: face.glyphCount - 1))
    var glyphs = [FontFace.missingGlyph, GlyphID(rawValue: 1), last]
    for scalar in "AVTo é—…中。Ａ\u{FFFF}\u{10FFFF}".unicodeScalars {
      if let glyph = face.glyph(for: scalar) { glyphs.append(glyph) }
    }
    for left in glyphs {
      _ = face.advance(of: left)
      for right in glyphs.prefix(6) { _ = face.kerning(between: left, and: right) }
      do {
        let path = try face.outline(of: left)
        _ = path.controlPointBounds
        outcomes.outlines += 1
      } catch {
        outcomes.outlineErrors += 1
      }
    }
  }

  @Test(.timeLimit(.minutes(1)), arguments: FontFiles.names)
  func damagedFontsGiveValuesOrErrors(name: String) throws {
    var bytes = try FontFiles.bytes(name)
    let tables = FontFiles.tables(bytes)
    var random = Generator(state: 0x5EED)
    var outcomes = Outcomes()

    // Truncations: inside the header, at every field of every directory entry, at the start, second
    // byte, middle and last byte of every table, and at random places.
    var lengths = Array(0..<12)
    for index in tables.indices { lengths += [0, 4, 8, 12, 15].map { 12 + index * 16 + $0 } }
    for table in tables { lengths += [0, 1, table.length / 2, table.length - 1].map { table.offset + $0 } }
    for _ in 0..<100 { lengths.append(random.next(below: bytes.count)) }
    for length in lengths where length >= 0 && length < bytes.count {
      exercise(Array(bytes[0..<length]), into: &outcomes)
    }

    // Corruptions, one byte at a time and put back: half in the directory and table headers (the first
    // 64 bytes of a table, where its offsets and counts are), half anywhere.
    for round in 0..<2000 {
      let at: Int
      if round % 2 == 0 {
        let table = tables[random.next(below: tables.count)]
        let region = 12 + tables.count * 16
        at =
          random.next(below: 4) == 0
          ? random.next(below: region) : table.offset + random.next(below: max(1, min(64, table.length)))
      } else {
        at = random.next(below: bytes.count)
      }
      let original = bytes[at]
      bytes[at] = UInt8(truncatingIfNeeded: random.next(below: 255) + 1) ^ original  // always a change
      exercise(bytes, into: &outcomes)
      bytes[at] = original
    }

    // Both outcomes happen: the damage was read, and not everything was refused.
    #expect(outcomes.opened > 0 && outcomes.refused > 0 && outcomes.outlines > 0)
  }
}
