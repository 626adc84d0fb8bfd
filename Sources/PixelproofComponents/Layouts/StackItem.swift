/// A child of a ``Stack`` with the properties that say how it flexes, aligns and is spaced.
///
/// Made by the modifiers on any component (`.flexGrow(1)`, `.alignSelf(.center)`, `.spacingBefore(4)`…);
/// modifiers on an item change that item rather than wrapping it again. An identifier, view attributes or
/// a size around an item keep its properties (`.flexGrow(1).id("a")` is `.id("a").flexGrow(1)`); any other
/// layout around it (`.flexGrow(1).inset(4)`) is an error, since only a Stack or Flexbox child can flex.
///
/// In a ``Flexbox``, `flexGrow`, `flexShrink`, `flexBasis` and `alignSelf` mean the same (CSS `flex-grow`,
/// `flex-shrink`, `flex-basis`, `align-self`; an unwritten one keeps the flexbox's default) and
/// `spacingBefore` and `spacingAfter` are an error: a flexbox spaces children with margins and gaps.
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

  /// The item properties a modifier or an assignment wrote, whatever their value.
  struct Properties: OptionSet, Sendable, Hashable {
    let rawValue: UInt8

    static let flexGrow = Properties(rawValue: 1)
    static let flexShrink = Properties(rawValue: 2)
    static let flexBasis = Properties(rawValue: 4)
    static let alignSelf = Properties(rawValue: 8)
    static let spacingBefore = Properties(rawValue: 16)
    static let spacingAfter = Properties(rawValue: 32)
    /// The properties a Flexbox child takes too.
    static let flexing: Properties = [.flexGrow, .flexShrink, .flexBasis, .alignSelf]
    static let spacing: Properties = [.spacingBefore, .spacingAfter]
  }

  /// The child's component.
  public var content: any Component {
    didSet { wrapsFlexboxParts = Self.holdsFlexboxParts(content) }
  }
  /// Extra space before this child (may be negative).
  public var spacingBefore: Double = 0 { didSet { written.insert(.spacingBefore) } }
  /// Extra space after this child (may be negative).
  public var spacingAfter: Double = 0 { didSet { written.insert(.spacingAfter) } }
  /// This child's share of space left over in the stack. 0 = it does not grow.
  public var flexGrow: Double = 0 { didSet { written.insert(.flexGrow) } }
  /// This child's share, weighted by its size, of space the stack lacks. 0 = it does not shrink.
  public var flexShrink: Double = 0 { didSet { written.insert(.flexShrink) } }
  /// The child's length along the stack before flexing; auto = its own.
  public var flexBasis: RelativeDimension = .auto { didSet { written.insert(.flexBasis) } }
  /// Where this child goes across the stack; `.auto` follows the stack.
  public var alignSelf: AlignSelf = .auto { didSet { written.insert(.alignSelf) } }
  /// Which properties were written: a Flexbox keeps its own defaults for the others, and a container
  /// that cannot apply one reports it.
  private(set) var written: Properties = []
  /// Whether a `.flexItem` or a ``Flexbox`` lies in the content's chain of pass-through wrappers, which
  /// ``checkStackProperties()`` must then look at. Found while the item is made, by the walk that looks
  /// for item properties anyway: a stack checks every child on every layout, and walking the wrappers
  /// (a cast per wrapper) was a third of a wide stack's layout.
  private var wrapsFlexboxParts = false

  /// The item itself if `component` is already an item; else an item with the properties of the
  /// outermost item inside the identifiers, view attributes and sizes that wrap `component`, if any,
  /// else with default properties.
  ///
  /// - Parameters:
  ///   - component: the child, with or without item properties.
  public init(wrapping component: any Component) {
    if let item = component as? StackItem {
      self = item
      return
    }
    content = component
    // One walk down the wrappers finds the outermost item inside (PassThrough.stackItem(in:)) and notes
    // any flexbox part on the way; an item found knows about the rest of the chain.
    var current = component
    while true {
      let type = ObjectIdentifier(Swift.type(of: current))
      if type == ObjectIdentifier(StackItem.self), let inner = current as? StackItem {
        (spacingBefore, spacingAfter, flexGrow, flexShrink) =
          (inner.spacingBefore, inner.spacingAfter, inner.flexGrow, inner.flexShrink)
        (flexBasis, alignSelf, written) = (inner.flexBasis, inner.alignSelf, inner.written)
        wrapsFlexboxParts = wrapsFlexboxParts || inner.wrapsFlexboxParts
        return
      }
      if type == ObjectIdentifier(FlexItem.self) || type == ObjectIdentifier(Flexbox.self) {
        wrapsFlexboxParts = true
      }
      guard let next = PassThrough.content(of: current) else { return }
      current = next
    }
  }

  /// Whether a `.flexItem` or a ``Flexbox`` lies in `component`'s chain of pass-through wrappers,
  /// `component` included.
  private static func holdsFlexboxParts(_ component: any Component) -> Bool {
    var current = component
    while true {
      let type = ObjectIdentifier(Swift.type(of: current))
      if type == ObjectIdentifier(FlexItem.self) || type == ObjectIdentifier(Flexbox.self) { return true }
      guard let next = PassThrough.content(of: current) else { return false }
      current = next
    }
  }

  /// The content's own size.
  public var size: ComponentSize { content.size }
  /// The content's kind, since an item adds no node of its own.
  public var kindName: String { content.kindName }

  /// Outside a stack, the content's layout.
  ///
  /// - Throws: what the content's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    try content.computeLayout(in: range, parentSize: parentSize, environment: environment)
  }

  /// Throws for a number a Stack cannot use, or for a `.flexItem { … }` in the content, which a Stack
  /// does not read.
  ///
  /// Kept out of ``Stack``'s own layout function, which recurses for nested stacks: what the checks
  /// hold would otherwise take stack space at every level.
  func checkStackProperties() throws(LayoutError) {
    // Most children have no property written, so the defaults, which are valid, and nothing to look for.
    if written.isEmpty && !wrapsFlexboxParts { return }
    if wrapsFlexboxParts { try checkFlexboxParts() }
    // Numbers first; names are only built for an error.
    guard spacingBefore.isFinite, spacingAfter.isFinite, flexGrow.isFinite, flexGrow >= 0,
      flexShrink.isFinite,
      flexShrink >= 0
    else {
      let numbers = [
        ("spacingBefore", spacingBefore), ("spacingAfter", spacingAfter), ("flexGrow", flexGrow),
        ("flexShrink", flexShrink),
      ]
      for (name, value) in numbers where !value.isFinite || (name.hasPrefix("flex") && value < 0) {
        throw LayoutError(
          component: content.kindName,
          reason:
            "\(name) is \(value) in a Stack; it must be finite\(name.hasPrefix("flex") ? " and not negative" : "")"
        )
      }
      return
    }
    switch flexBasis {
    case .auto, .minContent, .maxContent, .fitContent, .stretch: break
    case .points(let value), .percent(let value):
      guard value.isFinite, value >= 0 else {
        throw LayoutError(
          component: content.kindName,
          reason: "flexBasis is \(flexBasis) in a Stack; it must be finite and not negative")
      }
    }
  }

  /// Throws for a `.flexItem { … }`, or a flexbox with item properties, in the content's wrappers.
  private func checkFlexboxParts() throws(LayoutError) {
    // One walk down the pass-through wrappers finds a `.flexItem` or a flexbox with item properties.
    var current = content
    while true {
      let type = ObjectIdentifier(Swift.type(of: current))
      if type == ObjectIdentifier(FlexItem.self), let item = current as? FlexItem {
        throw .stackIgnores(item)
      }
      if type == ObjectIdentifier(Flexbox.self), let flexbox = current as? Flexbox {
        if flexbox.style.hasItemProperties { throw .stackIgnores(flexbox) }
        break
      }
      guard let next = PassThrough.content(of: current) else { break }
      current = next
    }
  }
}

extension Component {
  private func stackItem(_ change: (inout StackItem) -> Void) -> StackItem {
    var item = StackItem(wrapping: self)
    change(&item)
    return item
  }

  /// In a Stack or Flexbox: this child's share of the space left over (CSS `flex-grow`).
  public func flexGrow(_ value: Double) -> StackItem { stackItem { $0.flexGrow = value } }
  /// In a Stack or Flexbox: this child's share, weighted by its size, of the space the container lacks
  /// (CSS `flex-shrink`). Unwritten, a Stack child does not shrink and a Flexbox child does.
  public func flexShrink(_ value: Double) -> StackItem { stackItem { $0.flexShrink = value } }
  /// In a Stack or Flexbox: this child's length along the container before flexing (CSS `flex-basis`; a
  /// Stack rounds a percentage to whole points and reads a content keyword as `auto`).
  public func flexBasis(_ value: RelativeDimension) -> StackItem { stackItem { $0.flexBasis = value } }
  /// In a Stack or Flexbox: how this child lines up across the container, overriding its alignItems
  /// (in a Flexbox, start and end are CSS `flex-start` and `flex-end`).
  public func alignSelf(_ value: StackItem.AlignSelf) -> StackItem { stackItem { $0.alignSelf = value } }
  /// In a Stack: extra space before this child. A Flexbox child takes a margin instead (`.flexItem`).
  public func spacingBefore(_ value: Double) -> StackItem { stackItem { $0.spacingBefore = value } }
  /// In a Stack: extra space after this child. A Flexbox child takes a margin instead (`.flexItem`).
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
