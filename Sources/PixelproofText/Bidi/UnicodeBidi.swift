// Lookups of the character properties that the bidirectional algorithm reads, from the tables that
// make-unicode-tables.py generates (UnicodeBidiTables.swift). Swift's own Unicode.Scalar.Properties are not
// used: their Unicode version follows the toolchain, and these tables pin one.

/// The Unicode properties of the bidirectional algorithm: Bidi_Class, Bidi_Mirroring_Glyph and the paired
/// brackets.
enum UnicodeBidi {
  /// The Bidi_Class of a code point; values past U+10FFFF are `.leftToRight`, Unicode's default.
  static func bidiClass(of codePoint: UInt32) -> BidiClass {
    guard codePoint < 0x11_0000 else { return .leftToRight }
    // A buffer pointer rather than a copy of the array: no reference counting per lookup.
    let raw = classTable.withUnsafeBufferPointer { table in
      let block = Int(table[Int(codePoint >> classBlockShift)])
      return table[classStage1Count + (block << classBlockShift) + Int(codePoint & classBlockMask)]
    }
    // The generator writes only raw values of BidiClass, so the fallback is never taken.
    return BidiClass(rawValue: raw) ?? .leftToRight
  }

  /// The Bidi_Mirroring_Glyph of a code point (rule L4): the character whose glyph is the mirror image
  /// of this one's, if there is one.
  static func mirror(of codePoint: UInt32) -> UInt32? {
    pairedValue(of: codePoint, in: mirroringPairs)
  }

  /// The Bidi_Paired_Bracket of a code point (rule N0) and whether it opens the pair, or `nil` when the
  /// code point is not a paired bracket.
  static func pairedBracket(of codePoint: UInt32) -> (pair: UInt32, isOpening: Bool)? {
    if let closing = pairedValue(of: codePoint, in: openingBrackets) {
      return (closing, true)
    }
    if let opening = pairedValue(of: codePoint, in: closingBrackets) {
      return (opening, false)
    }
    return nil
  }

  /// The low bits of a code point that index into its block of stage 2.
  private static let classBlockMask = UInt32(1 << classBlockShift - 1)

  /// Stage 1 and stage 2 of the Bidi_Class table, decoded once on first use.
  private static let classTable: [UInt8] = decodeBase64(classTableBase64)

  /// The low 16 bits of the entry of `pairs` whose high 16 bits are `codePoint`, by binary search.
  private static func pairedValue(of codePoint: UInt32, in pairs: [UInt32]) -> UInt32? {
    guard codePoint <= 0xFFFF else { return nil }
    var low = 0
    var high = pairs.count
    while low < high {
      let middle = (low + high) / 2
      let key = pairs[middle] >> 16
      if key == codePoint { return pairs[middle] & 0xFFFF }
      if key < codePoint {
        low = middle + 1
      } else {
        high = middle
      }
    }
    return nil
  }

  /// The bytes of standard base64 text; characters outside the alphabet (newlines, padding) are skipped.
  ///
  /// Read from the text's UTF-8 in place: the tables decoded here are about 110 KB of text, read once per
  /// process by its first label, and walking them through `String.UTF8View` and appending to an array
  /// took 2.6 times the instructions (2.75 M against 1.04 M, the benchmark's first verify).
  static func decodeBase64(_ text: String) -> [UInt8] {
    var text = text
    return text.withUTF8 { utf8 in
      [UInt8](unsafeUninitializedCapacity: utf8.count / 4 * 3 + 3) { bytes, count in
        var accumulator: UInt32 = 0
        var bitCount = 0
        count = 0
        for character in utf8 {
          let value: UInt8
          switch character {
          case UInt8(ascii: "A")...UInt8(ascii: "Z"): value = character - UInt8(ascii: "A")
          case UInt8(ascii: "a")...UInt8(ascii: "z"): value = character - UInt8(ascii: "a") + 26
          case UInt8(ascii: "0")...UInt8(ascii: "9"): value = character - UInt8(ascii: "0") + 52
          case UInt8(ascii: "+"): value = 62
          case UInt8(ascii: "/"): value = 63
          default: continue
          }
          accumulator = accumulator << 6 | UInt32(value)
          bitCount += 6
          if bitCount >= 8 {
            bitCount -= 8
            bytes[count] = UInt8(truncatingIfNeeded: accumulator >> UInt32(bitCount))
            count += 1
          }
        }
      }
    }
  }
}
