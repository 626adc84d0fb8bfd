// Rules L1–L2 for one line of a paragraph: trailing whitespace and separators go back to the paragraph
// level, then runs of characters at or above each level are reversed. L3 (combining marks) and L4
// (mirroring, with `UnicodeBidi.mirror(of:)` at odd levels) are left to the layout.

extension BidiParagraph {
  /// L1: the levels of the characters in `range`, one line of the paragraph (paragraph indices).
  ///
  /// Segment and paragraph separators, and every run of whitespace and isolate formatting characters
  /// before one or at the end of the line, get the paragraph level. The characters that X9 removed count
  /// as whitespace here (UAX #9, section 5.2), as in the reference implementations.
  func lineLevels(_ range: Range<Int>) -> [UInt8] {
    var result = Array(levels[range])
    var whitespaceStart: Int?
    for offset in result.indices {
      let bidiClass = classes[range.lowerBound + offset]
      if bidiClass == .segmentSeparator || bidiClass == .paragraphSeparator {
        // L1 1–3: the separator and the whitespace before it.
        for reset in (whitespaceStart ?? offset)...offset {
          result[reset] = baseLevel
        }
        whitespaceStart = nil
      } else if bidiClass.isTrailingWhitespaceForL1 {
        whitespaceStart = whitespaceStart ?? offset
      } else {
        whitespaceStart = nil
      }
    }
    // L1 4: whitespace at the end of the line.
    if let start = whitespaceStart {
      for reset in start..<result.count {
        result[reset] = baseLevel
      }
    }
    return result
  }

  /// L2: the paragraph indices of the characters in `range`, one line, in visual order from left to
  /// right.
  ///
  /// With `omittingRemoved`, the characters that X9 removed are left out, as BidiCharacterTest.txt
  /// lists orders; otherwise they are in place among their neighbours (they have their neighbours'
  /// levels), which a layout that keeps every character's cluster wants.
  func visualOrder(_ range: Range<Int>, omittingRemoved: Bool = false) -> [Int] {
    let order = Self.visualOrder(levels: lineLevels(range))
    var result: [Int] = []
    result.reserveCapacity(order.count)
    for offset in order where !(omittingRemoved && classes[range.lowerBound + offset].isRemovedByX9) {
      result.append(range.lowerBound + offset)
    }
    return result
  }

  /// L2 on a line's levels (after L1): offsets into `levels` in visual order.
  ///
  /// From the highest level down to the lowest odd level, every maximal run of characters at that level
  /// or higher is reversed. That is done on runs of equal level rather than characters, and a run's
  /// own characters are reversed once at the end if the run was reversed an odd number of times (once
  /// for each level from the lowest odd one up to its own): at most 126 passes over the runs, then one
  /// over the characters.
  static func visualOrder(levels: [UInt8]) -> [Int] {
    guard let highest = levels.max() else { return [] }
    var lowestOdd = UInt8.max
    for level in levels where level & 1 == 1 && level < lowestOdd {
      lowestOdd = level
    }
    guard lowestOdd <= highest else {
      // No odd level: reversals at each even level and the odd one below it cancel out.
      return Array(levels.indices)
    }

    var runs: [(range: Range<Int>, level: UInt8)] = []
    var start = 0
    for offset in levels.indices where offset + 1 == levels.count || levels[offset + 1] != levels[offset] {
      runs.append((start..<offset + 1, levels[offset]))
      start = offset + 1
    }
    for level in stride(from: highest, through: lowestOdd, by: -1) {
      var first = 0
      while first < runs.count {
        guard runs[first].level >= level else {
          first += 1
          continue
        }
        var end = first + 1
        while end < runs.count && runs[end].level >= level {
          end += 1
        }
        runs[first..<end].reverse()
        first = end
      }
    }

    var order: [Int] = []
    order.reserveCapacity(levels.count)
    for run in runs {
      if run.level >= lowestOdd && (run.level - lowestOdd) & 1 == 0 {
        order.append(contentsOf: run.range.reversed())
      } else {
        order.append(contentsOf: run.range)
      }
    }
    return order
  }
}
