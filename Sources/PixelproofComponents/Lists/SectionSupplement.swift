/// What a section shows above or below its cells: a title drawn in the list's style, or a component of
/// the user's.
public enum SectionSupplement: Sendable {
  /// Text set as the ``ListStyle`` sets section titles (uppercased in a grouped header).
  case title(String)
  /// A component laid out at the list's full width, as a custom header view.
  case component(any Component)
}
