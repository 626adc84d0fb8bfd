/// Left-to-right or right-to-left writing, which decides where a row starts.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
  /// Rows start at the left, the default.
  case leftToRight
  /// Rows start at the right, as in Arabic and Hebrew.
  case rightToLeft
}
