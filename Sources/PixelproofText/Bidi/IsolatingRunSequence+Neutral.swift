// Rules N1–N2: neutrals and isolate formatting characters take the direction of the strong text around
// them, or the embedding direction.

extension IsolatingRunSequence {
  /// N1–N2 on each maximal run of neutral and isolate formatting characters (NI).
  mutating func resolveNeutralTypes() {
    let count = types.count
    var position = 0
    while position < count {
      guard types[position].isNeutralOrIsolate else {
        position += 1
        continue
      }
      var end = position + 1
      while end < count && types[end].isNeutralOrIsolate {
        end += 1
      }
      // N1: between strong types of one direction (EN and AN count as R; sos and eos at the edges), the
      // run takes that direction. N2: otherwise the embedding direction.
      let before = position == 0 ? sos : Self.strongTypeForN1(types[position - 1])
      let after = end == count ? eos : Self.strongTypeForN1(types[end])
      let direction = before == after ? before : embeddingDirection
      for neutral in position..<end {
        types[neutral] = direction
      }
      position = end
    }
  }

  /// The direction that N1 reads from a resolved non-neutral type: L for L, R for R, EN and AN (W1–W7
  /// leave no other types outside NI).
  private static func strongTypeForN1(_ type: BidiClass) -> BidiClass {
    type == .leftToRight ? .leftToRight : .rightToLeft
  }
}
