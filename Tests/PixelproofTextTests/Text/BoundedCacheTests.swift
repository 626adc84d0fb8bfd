import Testing

@testable import PixelproofText

/// The cache behind glyph outlines, colour glyph images and kerning: a key is computed once, a failed
/// computation caches nothing, and past its capacity the cache starts again empty.
@Suite struct BoundedCacheTests {
  /// A cache and a count of the computations it asked for.
  final class Counting: @unchecked Sendable {
    let cache: BoundedCache<UInt32, Int>
    var computed = 0

    init(capacity: Int) { cache = BoundedCache(capacity: capacity) }

    func value(_ key: UInt32, is value: Int) -> Int {
      cache.value(for: key) {
        computed += 1
        return value
      }
    }
  }

  @Test func aKeyIsComputedOnceThenFoundInTheCache() {
    let counting = Counting(capacity: 8)
    #expect(counting.value(36 << 16 | 57, is: -40) == -40)
    // The second answer comes from the cache: a different computed value would show if it did not.
    #expect(counting.value(36 << 16 | 57, is: 99) == -40)
    #expect(counting.computed == 1)
    #expect(counting.value(57 << 16 | 36, is: -12) == -12)
    #expect(counting.computed == 2)
    #expect(counting.cache.count == 2)
  }

  struct Unreadable: Error, Equatable {}

  @Test func aComputationThatThrowsCachesNothing() {
    let cache = BoundedCache<Int, String>(capacity: 8)
    #expect(throws: Unreadable()) {
      try cache.value(for: 1) { () throws(Unreadable) -> String in throw Unreadable() }
    }
    #expect(cache.count == 0)
    #expect(cache.value(for: 1) { "read" } == "read")
  }

  @Test func pastItsCapacityTheCacheStartsAgain() {
    // The capacity kerning uses: keys 0 … 65,535 fill it, each computed once.
    let counting = Counting(capacity: 65_536)
    for key in 0..<UInt32(65_536) { _ = counting.value(key, is: Int(key % 7)) }
    #expect(counting.computed == 65_536)
    #expect(counting.value(5, is: 99) == 5)
    #expect(counting.computed == 65_536)
    // One more key empties it first; the first key is then computed again, the new one is kept.
    #expect(counting.value(1 << 16, is: 3) == 3)
    #expect(counting.cache.count == 1)
    #expect(counting.value(5, is: 99) == 99)
    #expect(counting.value(1 << 16, is: 4) == 3)
    #expect(counting.computed == 65_538)
  }
}
