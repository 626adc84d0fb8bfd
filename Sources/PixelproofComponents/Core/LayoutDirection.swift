/// Left-to-right or right-to-left writing, which decides where a row starts.
public enum LayoutDirection: Sendable, Hashable, CaseIterable {
  case leftToRight
  case rightToLeft
}
