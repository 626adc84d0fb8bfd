/// What an element made by ``Component/accessibilityElement(children:)`` does with the elements inside it.
public enum AccessibilityChildBehavior: Sendable, Hashable {
  /// One element whose label joins its children's labels with ", ", whose traits are all of theirs and
  /// whose hints are joined the same way, each unless set on it; the children are not elements.
  case combine
  /// Not an element itself: its children stay elements, read together in their own reading order as
  /// one group placed by the container's frame (as `UIAccessibilityContainer`).
  case contain
  /// One element with only the label, traits and hint set on it (or its own component's defaults);
  /// the children are not read.
  case ignore
}
