/// The paragraph direction asked for: found from the text (rules P2–P3), or forced (higher-level protocol
/// HL1).
enum ParagraphDirection: Equatable, Sendable {
  /// P2–P3: the direction of the paragraph's first strong character (L, R or AL) outside isolates, or
  /// `default` when it has none.
  case fromText(default: BidiDirection)
  /// Paragraph embedding level 0, whatever the text.
  case leftToRight
  /// Paragraph embedding level 1, whatever the text.
  case rightToLeft

  /// P2–P3 with left to right for a paragraph without strong characters: the standard "auto-LTR".
  static let automatic = ParagraphDirection.fromText(default: .leftToRight)
}
