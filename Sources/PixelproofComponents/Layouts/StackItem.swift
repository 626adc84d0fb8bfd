/// A child of a ``Stack`` with the properties that say how it flexes, aligns and is spaced.
///
/// Made by the modifiers on any component (`.flexGrow(1)`, `.alignSelf(.center)`, `.spacingBefore(4)`…);
/// modifiers on an item change that item rather than wrapping it again. Apply them last: a layout
/// modifier after them (`.flexGrow(1).inset(4)`) wraps the item, and the stack sees the wrapper with
/// default properties. Outside a stack an item lays out as its content.
public struct StackItem: Component {
  /// Where one child goes across the stack.
  public enum AlignSelf: Sendable, Hashable {
    /// The stack's alignItems.
    case auto
    /// At the start, whatever the stack's alignment.
    case start
    /// At the end.
    case end
    /// In the middle.
    case center
    /// As wide (vertical stack) or tall (horizontal stack) as the stack.
    case stretch
  }

  /// The child's component.
  public var content: any Component
  /// Extra space before this child (may be negative).
  public var spacingBefore: Double = 0
  /// Extra space after this child (may be negative).
  public var spacingAfter: Double = 0
  /// This child's share of space left over in the stack. 0 = it does not grow.
  public var flexGrow: Double = 0
  /// This child's share, weighted by its size, of space the stack lacks. 0 = it does not shrink.
  public var flexShrink: Double = 0
  /// The child's length along the stack before flexing; auto = its own.
  public var flexBasis: RelativeDimension = .auto
  /// Where this child goes across the stack; `.auto` follows the stack.
  public var alignSelf: AlignSelf = .auto

  /// The item itself if `component` is already an item, else an item with default properties.
  public init(wrapping component: any Component) {
    if let item = component as? StackItem {
      self = item
    } else {
      content = component
    }
  }

  /// The content's own size.
  public var size: ComponentSize { content.size }
  /// The content's kind, since an item adds no node of its own.
  public var kindName: String { content.kindName }

  /// Outside a stack, the content's layout.
  ///
  /// - Throws: what the content's layout throws.
  public func computeLayout(in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment)
    throws(LayoutError) -> Layout
  {
    try content.computeLayout(in: range, parentSize: parentSize, environment: environment)
  }

  func checkStackProperties() throws(LayoutError) {
    // Numbers first; names are only built for an error.
    guard spacingBefore.isFinite, spacingAfter.isFinite, flexGrow.isFinite, flexGrow >= 0, flexShrink.isFinite,
      flexShrink >= 0
    else {
      let numbers = [
        ("spacingBefore", spacingBefore), ("spacingAfter", spacingAfter), ("flexGrow", flexGrow),
        ("flexShrink", flexShrink),
      ]
      for (name, value) in numbers where !value.isFinite || (name.hasPrefix("flex") && value < 0) {
        throw LayoutError(
          component: content.kindName,
          reason: "\(name) is \(value) in a Stack; it must be finite\(name.hasPrefix("flex") ? " and not negative" : "")")
      }
      return
    }
    switch flexBasis {
    case .auto, .minContent, .maxContent, .fitContent, .stretch: break
    case .points(let value), .percent(let value):
      guard value.isFinite, value >= 0 else {
        throw LayoutError(
          component: content.kindName, reason: "flexBasis is \(flexBasis) in a Stack; it must be finite and not negative")
      }
    }
  }
}

extension Component {
  private func stackItem(_ change: (inout StackItem) -> Void) -> StackItem {
    var item = StackItem(wrapping: self)
    change(&item)
    return item
  }

  /// In a stack: this child's share of the space left over.
  public func flexGrow(_ value: Double) -> StackItem { stackItem { $0.flexGrow = value } }
  /// In a stack: this child's share, weighted by its size, of the space the stack lacks.
  public func flexShrink(_ value: Double) -> StackItem { stackItem { $0.flexShrink = value } }
  /// In a stack: this child's length along the stack before flexing.
  public func flexBasis(_ value: RelativeDimension) -> StackItem { stackItem { $0.flexBasis = value } }
  /// In a stack: how this child lines up across the stack, overriding the stack's alignItems.
  public func alignSelf(_ value: StackItem.AlignSelf) -> StackItem { stackItem { $0.alignSelf = value } }
  /// In a stack: extra space before this child.
  public func spacingBefore(_ value: Double) -> StackItem { stackItem { $0.spacingBefore = value } }
  /// In a stack: extra space after this child.
  public func spacingAfter(_ value: Double) -> StackItem { stackItem { $0.spacingAfter = value } }
}

extension StackItem {
  /// The item with its content given a size of its own; the item's stack properties are kept, so
  /// `.flexGrow(1).size(width: 40)` and `.size(width: 40).flexGrow(1)` mean the same.
  public func size(_ size: ComponentSize) -> StackItem {
    var copy = self
    copy.content = Sized(content, size: size)
    return copy
  }

  /// This stack child with a size of its own, keeping its stack properties.
  public func size(
    width: RelativeDimension = .auto, height: RelativeDimension = .auto,
    minWidth: RelativeDimension = .auto, minHeight: RelativeDimension = .auto,
    maxWidth: RelativeDimension = .auto, maxHeight: RelativeDimension = .auto
  ) -> StackItem {
    size(
      ComponentSize(
        width: width, height: height, minWidth: minWidth, minHeight: minHeight,
        maxWidth: maxWidth, maxHeight: maxHeight))
  }
}
