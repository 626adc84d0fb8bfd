/// A direction of text: left to right, as at even embedding levels, or right to left, as at odd ones.
enum BidiDirection: Equatable, Sendable {
  /// Left to right: embedding level 0.
  case leftToRight
  /// Right to left: embedding level 1.
  case rightToLeft

  /// The direction of an embedding level: odd levels are right to left.
  init(level: UInt8) {
    self = level & 1 == 0 ? .leftToRight : .rightToLeft
  }

  /// The paragraph embedding level of this direction.
  var level: UInt8 {
    self == .leftToRight ? 0 : 1
  }
}
