import Testing

@testable import PixelproofText

/// The memo of kerning values a face keeps: each ordered pair is looked up in the font once, and past its
/// capacity the memo starts again empty.
@Suite struct KerningMemoTests {
  /// A memo and a count of the look-ups it asked for.
  final class Counting: @unchecked Sendable {
    let memo = KerningMemo()
    var lookUps = 0

    func value(_ left: UInt16, _ right: UInt16, is value: Int) -> Int {
      memo.value(between: GlyphID(rawValue: left), and: GlyphID(rawValue: right)) {
        lookUps += 1
        return value
      }
    }
  }

  @Test func aPairIsLookedUpOnceThenAnsweredFromTheMemo() {
    let counting = Counting()
    #expect(counting.value(36, 57, is: -40) == -40)
    // The second answer comes from the memo: a different look-up result would show if it did not.
    #expect(counting.value(36, 57, is: 99) == -40)
    #expect(counting.lookUps == 1)
    // The pair in the other order is another pair.
    #expect(counting.value(57, 36, is: -12) == -12)
    #expect(counting.lookUps == 2)
  }

  @Test func pastItsCapacityTheMemoStartsAgain() {
    let counting = Counting()
    // Pairs (0, 0), (0, 1), … fill the memo to its capacity; each is looked up once.
    for index in 0..<KerningMemo.capacity {
      _ = counting.value(UInt16(index >> 16), UInt16(index & 0xFFFF), is: index % 7)
    }
    #expect(counting.lookUps == KerningMemo.capacity)
    #expect(counting.value(0, 5, is: 99) == 5 % 7)
    #expect(counting.lookUps == KerningMemo.capacity)
    // One more pair empties it first; the first pair is then looked up again, the new one is kept.
    #expect(counting.value(1, 0, is: 3) == 3)
    #expect(counting.value(0, 5, is: 99) == 99)
    #expect(counting.value(1, 0, is: 4) == 3)
    #expect(counting.lookUps == KerningMemo.capacity + 2)
  }
}
