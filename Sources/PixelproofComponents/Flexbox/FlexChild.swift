/// A child of a ``Flexbox`` read through its pass-through wrappers (see ``PassThrough``): its identifier,
/// the component the flexbox lays out, and the item properties written on it in any order.
///
/// Outermost wins: `.flexItem { $0.grow = 2 }.flexGrow(1)` grows by 1, as the last written value.
struct FlexChild {
  /// The outermost identifier outside any view attributes or size.
  var identifier: String?
  /// The child less its outer identifiers and item wrappers; view attributes and sizes stay, since
  /// they paint or size it.
  var inner: any Component
  /// The type ``inner``'s existential holds (``PassThrough/storedType(of:)``), found once here: the
  /// flexbox asks again for every child. For a class, the instance may be of a subclass.
  private(set) var innerType: ObjectIdentifier
  /// Whether item wrappers were taken off to reach ``inner``.
  var hadItemWrapper = false
  /// The style of the outermost `.flexItem { … }`, which already holds what was written inside it; or,
  /// for a flexbox inside view attributes or a size, which the parent lays out as a leaf, the leaf's
  /// size with the item properties of the flexbox's own style.
  var itemStyle: FlexStyle? { hasItemStyle ? found?.itemStyle : nil }
  /// Whether there is an ``itemStyle``.
  private(set) var hasItemStyle = false
  /// The outermost item outside that `.flexItem` with `.flexGrow`, `.flexShrink`, `.flexBasis` or
  /// `.alignSelf` written. It holds those of the items inside it too, as ``StackItem/init(wrapping:)``
  /// copies them.
  var flexingItem: StackItem? { hasFlexingItem ? found?.flexingItem : nil }
  /// Whether there is a ``flexingItem``.
  private(set) var hasFlexingItem = false
  /// The first item with `.spacingBefore` or `.spacingAfter`, which a Flexbox cannot apply.
  var spacedItem: StackItem? { hasSpacedItem ? found?.spacedItem : nil }
  /// Whether there is a ``spacedItem``.
  private(set) var hasSpacedItem = false

  /// The style and items found, which only children written with item properties have: held by
  /// reference, so that a plain child, the common case, is small to build and to hand back (inline,
  /// they made every child about 1.5 KB, copied several times).
  private var found: Found?

  private final class Found {
    var itemStyle: FlexStyle?
    var flexingItem: StackItem?
    var spacedItem: StackItem?
  }

  /// The ``found`` box, made on first use.
  private mutating func finding() -> Found {
    if let found { return found }
    let made = Found()
    found = made
    return made
  }

  /// Reads `component`; `identifier` is one its parent already found.
  ///
  /// The component is borrowed: an initializer takes its arguments owned, so the caller copied the
  /// component in, and the child built was copied out again.
  init(_ component: borrowing any Component, identifier: String? = nil) {
    // The types are the ones the existentials hold (`PassThrough.storedType(of:)`), not asked of the
    // runtime: a wrapper's or a flexbox's is its very type.
    let type = PassThrough.storedType(of: component)
    self.identifier = identifier
    inner = copy component
    innerType = type
    // A plain leaf or flexbox, the common case, costs six type comparisons.
    guard PassThrough.isWrapper(type) else { return }
    readWrappers(of: component, storedType: type)
  }

  /// Takes the wrappers off `component`, whose existential holds the type `type`, and notes what they say:
  /// the walk for a child written with wrappers, which a plain child does not take.
  private mutating func readWrappers(of component: any Component, storedType type: ObjectIdentifier) {
    var type = type
    // Each copy of a component retains it and each copy dropped releases it, so `current` starts from
    // the component only when the walk needs it.
    var current: any Component
    var stripping = true
    if type != ObjectIdentifier(Identified.self), type != ObjectIdentifier(FlexItem.self),
      type != ObjectIdentifier(StackItem.self)
    {
      // A view attribute or size is taken off here, once: a cast out of an existential costs hundreds
      // of instructions.
      guard let content = PassThrough.content(of: component, storedType: type) else { return }
      // On a plain leaf, as most leaves with a size or view attributes are, there is nothing more to read.
      let contentType = PassThrough.storedType(of: content)
      if !PassThrough.isWrapper(contentType), contentType != ObjectIdentifier(Flexbox.self) { return }
      stripping = false
      current = content
    } else {
      current = component
    }
    while true {
      type = PassThrough.storedType(of: current)
      // While stripping, `inner` is `current`.
      if stripping { innerType = type }
      if type == ObjectIdentifier(Identified.self), let identified = current as? Identified {
        if stripping { self.identifier = self.identifier ?? identified.identifier }
        current = identified.content
      } else if type == ObjectIdentifier(FlexItem.self), let item = current as? FlexItem {
        if !hasItemStyle {
          finding().itemStyle = item.style
          hasItemStyle = true
        }
        if stripping { hadItemWrapper = true }
        current = item.content
      } else if type == ObjectIdentifier(StackItem.self), let item = current as? StackItem {
        if !hasItemStyle, !hasFlexingItem, !item.written.isDisjoint(with: .flexing) {
          finding().flexingItem = item
          hasFlexingItem = true
        }
        if !hasSpacedItem, !item.written.isDisjoint(with: .spacing) {
          finding().spacedItem = item
          hasSpacedItem = true
        }
        if stripping { hadItemWrapper = true }
        current = item.content
      } else if let content = PassThrough.content(of: current, storedType: type) {
        stripping = false
        current = content
      } else {
        break
      }
      if stripping { inner = current }
    }
    // The loop ends at an iteration that took nothing off, so `type` is `current`'s.
    if !stripping, !hasItemStyle, type == ObjectIdentifier(Flexbox.self),
      let flexbox = current as? Flexbox
    {
      var style = FlexStyle.sized(like: inner.size)
      style.takeItemProperties(of: flexbox.style)
      finding().itemStyle = style
      hasItemStyle = true
    }
  }

  /// Writes the flexing properties written outside the `.flexItem` into `style`, in place: a style is
  /// large, and a flexbox does this for every child.
  func applyFlexing(to style: inout FlexStyle) {
    guard hasFlexingItem, let item = flexingItem else { return }
    if item.written.contains(.flexGrow) { style.grow = item.flexGrow }
    if item.written.contains(.flexShrink) { style.shrink = item.flexShrink }
    if item.written.contains(.flexBasis) { style.basis = item.flexBasis }
    if item.written.contains(.alignSelf) { style.alignSelf = item.alignSelf.flexAlignSelf }
  }
}
