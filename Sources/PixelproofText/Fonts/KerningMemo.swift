import Synchronization

/// Kerning values a face has already looked up, by pair of glyphs.
///
/// A query walks the font's coverage and class tables, several binary searches through its bytes, and
/// text repeats the same few hundred pairs, so a face answers each pair from here after the first time
/// (a debug build spent about a tenth of a card's verification on those searches). A value is a pure
/// function of the face's bytes and the pair, and the memo is only looked up, never iterated.
final class KerningMemo: Sendable {
  private let values = Mutex<[UInt32: Int]>([:])

  /// Past this many pairs the memo starts again empty, which bounds its memory.
  static let capacity = 65_536

  /// The value for the pair: remembered, or found by `lookUp` and remembered.
  func value(between left: GlyphID, and right: GlyphID, lookUp: () -> Int) -> Int {
    let key = UInt32(left.rawValue) << 16 | UInt32(right.rawValue)
    if let known = values.withLock({ $0[key] }) { return known }
    let value = lookUp()
    values.withLock { values in
      if values.count >= Self.capacity { values.removeAll(keepingCapacity: true) }
      values[key] = value
    }
    return value
  }
}
