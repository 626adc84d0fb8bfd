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
    content(of: component, storedType: storedType(of: component))
  }

  /// The content of `component`, whose existential holds the type `type` (``storedType(of:)``), when it
  /// is one of the pass-through wrappers, else nil: for a caller that has already read the type.
  static func content(of component: any Component, storedType type: ObjectIdentifier) -> (any Component)? {
    guard isWrapper(type) else { return nil }
    return content(ofOpened: component)
  }

  /// Whether `type` is one of the pass-through wrappers' types.
  static func isWrapper(_ type: ObjectIdentifier) -> Bool {
    type == ObjectIdentifier(Identified.self) || type == ObjectIdentifier(StackItem.self)
      || type == ObjectIdentifier(Styled.self) || type == ObjectIdentifier(Sized.self)
      || type == ObjectIdentifier(FlexItem.self) || type == ObjectIdentifier(Accessible.self)
  }

  /// The type `component`'s existential holds, to compare with a wrapper's or ``Flexbox``'s type.
  ///
  /// For a struct it is the component's very type. `Swift.type(of:)` asks the runtime instead (about 50
  /// instructions), since a class instance may be held as its superclass; no struct is a class, so both
  /// answer alike when compared with a struct's type.
  @inline(__always)
  static func storedType<Stored: Component>(of _: Stored) -> ObjectIdentifier {
    ObjectIdentifier(Stored.self)
  }

  /// The content of a wrapper, opened from its existential: a cast out of an existential first looks
  /// for the value inside it, which costs hundreds of instructions per child.
  private static func content<Wrapper: Component>(ofOpened wrapper: Wrapper) -> (any Component)? {
    let type = ObjectIdentifier(Wrapper.self)
    if type == ObjectIdentifier(Identified.self) { return same(wrapper, as: Identified.self).content }
    if type == ObjectIdentifier(StackItem.self) { return same(wrapper, as: StackItem.self).content }
    if type == ObjectIdentifier(Styled.self) { return same(wrapper, as: Styled.self).content }
    if type == ObjectIdentifier(Sized.self) { return same(wrapper, as: Sized.self).content }
    if type == ObjectIdentifier(FlexItem.self) { return same(wrapper, as: FlexItem.self).content }
    if type == ObjectIdentifier(Accessible.self) { return same(wrapper, as: Accessible.self).content }
    return nil
  }

  /// `value` as `Known`, which the caller has found to be its very type: a dynamic cast would ask the
  /// runtime to check what is already known.
  private static func same<Value, Known>(_ value: Value, as _: Known.Type) -> Known {
    unsafeBitCast(value, to: Known.self)
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
