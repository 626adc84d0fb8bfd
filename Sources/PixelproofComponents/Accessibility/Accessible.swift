/// A component with ``AccessibilityAttributes`` that its layout node carries, so
/// ``Layout/accessibilityElements(direction:origin:)`` can read them with the frame layout gave. It adds no
/// node of its own and lays out exactly as its content; a Stack or Flexbox sees the item properties
/// written on either side of it.
///
/// Made by the accessibility modifiers on any component: `Label("Total").accessibilityTraits(.header)`.
public struct Accessible: Component {
  /// The component the attributes describe.
  public let content: any Component
  /// What the component tells assistive technology.
  public var accessibility: AccessibilityAttributes

  /// `content` with `accessibility` on its layout node.
  ///
  /// - Parameters:
  ///   - content: the component described.
  ///   - accessibility: its label, hint, traits, hiding and child behaviour.
  public init(_ content: any Component, accessibility: AccessibilityAttributes = AccessibilityAttributes()) {
    self.content = content
    self.accessibility = accessibility
  }

  /// The content's own size.
  public var size: ComponentSize { content.size }
  /// The content's kind, since the attributes add no node of their own.
  public var kindName: String { content.kindName }

  /// The content's layout, with the attributes on its node over any the content put there.
  ///
  /// - Throws: what the content's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    var layout = try content.computeLayout(in: range, parentSize: parentSize, environment: environment)
    layout.accessibility = accessibility.over(layout.accessibility)
    return layout
  }

  /// The component with `change` applied to its attributes.
  public func accessibility(_ change: (inout AccessibilityAttributes) -> Void) -> Accessible {
    var copy = self
    change(&copy.accessibility)
    return copy
  }

  /// The component read as `label`, as `accessibilityLabel`.
  public func accessibilityLabel(_ label: String) -> Accessible { accessibility { $0.label = label } }

  /// The component with `hint` read after its label, as `accessibilityHint`.
  public func accessibilityHint(_ hint: String) -> Accessible { accessibility { $0.hint = hint } }

  /// The component with `traits` in place of its default traits, as `accessibilityTraits`.
  public func accessibilityTraits(_ traits: AccessibilityTraits) -> Accessible {
    accessibility { $0.traits = traits }
  }

  /// The component and everything inside it left out of the elements when `hidden`.
  public func accessibilityHidden(_ hidden: Bool = true) -> Accessible {
    accessibility { $0.isHidden = hidden }
  }

  /// The component made one element from its children (`.combine`, `.ignore`) or a container of them
  /// (`.contain`).
  public func accessibilityElement(children: AccessibilityChildBehavior) -> Accessible {
    accessibility { $0.children = children }
  }
}

extension Component {
  /// The component with `change` applied to its accessibility attributes.
  public func accessibility(_ change: (inout AccessibilityAttributes) -> Void) -> Accessible {
    Accessible(self).accessibility(change)
  }

  /// The component read as `label`, as `accessibilityLabel`; any component with a label is an element.
  public func accessibilityLabel(_ label: String) -> Accessible { Accessible(self).accessibilityLabel(label) }

  /// The component with `hint` read after its label, as `accessibilityHint`.
  public func accessibilityHint(_ hint: String) -> Accessible { Accessible(self).accessibilityHint(hint) }

  /// The component with `traits` in place of its default traits (a ``Button``'s `.button`, a
  /// ``Label``'s `.staticText`), as setting `accessibilityTraits` replaces them.
  public func accessibilityTraits(_ traits: AccessibilityTraits) -> Accessible {
    Accessible(self).accessibilityTraits(traits)
  }

  /// The component and everything inside it left out of the elements when `hidden`, as
  /// `accessibilityElementsHidden`.
  public func accessibilityHidden(_ hidden: Bool = true) -> Accessible {
    Accessible(self).accessibilityHidden(hidden)
  }

  /// The component made one element from its children (`.combine`, `.ignore`) or a container of them
  /// (`.contain`).
  public func accessibilityElement(children: AccessibilityChildBehavior) -> Accessible {
    Accessible(self).accessibilityElement(children: children)
  }
}
