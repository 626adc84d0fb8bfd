/// The wrappers that lay their content out as it is and add no layout of their own: an identifier
/// (``Identified``), accessibility attributes (``Accessible``), view attributes (``Styled``), a size
/// (``Sized``) and item properties (``StackItem``, ``FlexItem``). A Stack or Flexbox looks through them for its child's item properties, so
/// `.flexGrow(1).id("a")` and `.id("a").flexGrow(1)` mean the same.
enum PassThrough {
  /// The content of `component` when it is one of the pass-through wrappers, else nil.
  ///
  /// The type is compared before any cast, so a plain leaf is never copied out of its existential:
  /// containers call this for every child on every layout.
  static func content(of component: any Component) -> (any Component)? {
    let type = ObjectIdentifier(Swift.type(of: component))
    guard
      type == ObjectIdentifier(Identified.self) || type == ObjectIdentifier(StackItem.self)
        || type == ObjectIdentifier(Styled.self) || type == ObjectIdentifier(Sized.self)
        || type == ObjectIdentifier(FlexItem.self) || type == ObjectIdentifier(Accessible.self)
    else { return nil }
    return content(ofOpened: component)
  }

  /// The content of a wrapper, cast from its own type: the runtime casts a value of a known type to
  /// the same type directly, while a cast out of an existential first looks for the value inside it,
  /// which costs hundreds of instructions per child.
  private static func content<Wrapper: Component>(ofOpened wrapper: Wrapper) -> (any Component)? {
    let type = ObjectIdentifier(Wrapper.self)
    if type == ObjectIdentifier(Identified.self) { return (wrapper as? Identified)?.content }
    if type == ObjectIdentifier(StackItem.self) { return (wrapper as? StackItem)?.content }
    if type == ObjectIdentifier(Styled.self) { return (wrapper as? Styled)?.content }
    if type == ObjectIdentifier(Sized.self) { return (wrapper as? Sized)?.content }
    if type == ObjectIdentifier(FlexItem.self) { return (wrapper as? FlexItem)?.content }
    if type == ObjectIdentifier(Accessible.self) { return (wrapper as? Accessible)?.content }
    return nil
  }

  /// The outermost ``StackItem`` in `component`'s chain of pass-through wrappers, `component` included.
  static func stackItem(in component: any Component) -> StackItem? {
    var current = component
    while true {
      if ObjectIdentifier(Swift.type(of: current)) == ObjectIdentifier(StackItem.self) {
        return current as? StackItem
      }
      guard let content = content(of: current) else { return nil }
      current = content
    }
  }

  /// The component inside all of `component`'s pass-through wrappers, or `component` itself.
  static func innermost(_ component: any Component) -> any Component {
    var current = component
    while let content = content(of: current) { current = content }
    return current
  }

  /// The ``Flexbox`` that `component` is, or wraps in pass-through wrappers.
  static func flexbox(in component: any Component) -> Flexbox? {
    let current = innermost(component)
    guard ObjectIdentifier(Swift.type(of: current)) == ObjectIdentifier(Flexbox.self) else { return nil }
    return current as? Flexbox
  }

  /// The outermost ``FlexItem`` in `component`'s chain of pass-through wrappers, `component` included.
  static func flexItem(in component: any Component) -> FlexItem? {
    var current = component
    while true {
      if ObjectIdentifier(Swift.type(of: current)) == ObjectIdentifier(FlexItem.self) {
        return current as? FlexItem
      }
      guard let content = content(of: current) else { return nil }
      current = content
    }
  }
}
