/// What a component tells assistive technology, as a `UIView`'s accessibility properties: each is nil
/// until set, and then replaces the component's default (as setting `accessibilityTraits` replaces a
/// `UIButton`'s).
public struct AccessibilityAttributes: Sendable, Hashable {
  /// The words read for the element, as `accessibilityLabel`.
  public var label: String?
  /// What activating the element does, read after a pause, as `accessibilityHint`.
  public var hint: String?
  /// What the element is and how it behaves, as `accessibilityTraits`.
  public var traits: AccessibilityTraits?
  /// Whether the component and everything inside it are left out, as `accessibilityElementsHidden`.
  public var isHidden = false
  /// Whether the component is one element made from its children, or a container of them.
  public var children: AccessibilityChildBehavior?

  /// No attribute set: the component keeps its defaults.
  public init() {}

  /// These attributes over `inner`, those of a wrapper further in: what these set wins, as the
  /// outermost modifier does elsewhere.
  func over(_ inner: AccessibilityAttributes?) -> AccessibilityAttributes {
    guard let inner else { return self }
    var merged = self
    merged.label = label ?? inner.label
    merged.hint = hint ?? inner.hint
    merged.traits = traits ?? inner.traits
    merged.isHidden = isHidden || inner.isHidden
    merged.children = children ?? inner.children
    return merged
  }
}
