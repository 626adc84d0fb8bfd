/// The direction text is written in, as `NSWritingDirection`: what a paragraph with no strong character
/// of its own (digits, punctuation) takes, and so how it is ordered and where `.natural` aligns it.
public enum WritingDirection: Sendable, Hashable {
  /// Left to right: English, Russian, Chinese.
  case leftToRight
  /// Right to left: Arabic, Hebrew.
  case rightToLeft
}
