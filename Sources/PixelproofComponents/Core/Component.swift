/// An immutable description of a piece of UI: how it sizes itself, where its children go, and what it
/// paints. Components are values; a new look is a new value, never a mutated one.
///
/// Write a new component by composing existing ones (``CompositeComponent``). Implement this protocol
/// directly only for a new kind of layout or leaf.
public protocol Component: Sendable {
  /// The component's own size. The parent's constraint wins where the two conflict.
  var size: ComponentSize { get }

  /// Lays the component out in `range`, which already includes the component's own ``size``.
  ///
  /// Call ``layoutThatFits(_:parentSize:environment:)`` instead: it resolves ``size`` first.
  /// - Parameters:
  ///   - range: the sizes the result may have.
  ///   - parentSize: what percentages resolve against.
  ///   - environment: the scale and anything else layout may depend on.
  func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout

  /// Adds what this component itself shows below its children to `list`, in `frame` (the root's
  /// coordinates, points). It may open a clip, transform or group that ``paintAboveChildren(in:into:)``
  /// closes.
  func paint(in frame: Rect, into list: inout DisplayList)

  /// Adds what this component shows above its children, after they are painted, and closes whatever
  /// ``paint(in:into:)`` opened.
  func paintAboveChildren(in frame: Rect, into list: inout DisplayList)

  /// The text the component shows and the characters it drew without a glyph, for layout descriptions
  /// and a reference's layout record; nil for a component that shows no text. Keep it the same on
  /// every machine.
  var contentDescription: ContentDescription? { get }

  /// The component's name as layout descriptions and errors show it, e.g. `Stack`. Wrappers that add no
  /// node of their own (such as a size or stack properties) give their content's name.
  var kindName: String { get }
}

extension Component {
  /// No size of its own: every dimension automatic.
  public var size: ComponentSize { .auto }

  /// Paints nothing below the children.
  public func paint(in frame: Rect, into list: inout DisplayList) {}

  /// Paints nothing above the children.
  public func paintAboveChildren(in frame: Rect, into list: inout DisplayList) {}

  /// No text shown.
  public var contentDescription: ContentDescription? { nil }

  /// The type's name without generic arguments, e.g. `Stack`.
  public var kindName: String {
    // `_typeName` gives what `String(describing:)` gives for a type, without the reflection and failed
    // conformance look-ups `String(describing:)` goes through first: every node of a layout record is
    // named.
    let name = _typeName(type(of: self), qualified: false)
    return name.firstIndex(of: "<").map { String(name[..<$0]) } ?? name
  }

  /// Lays the component out in `constrained`, intersected with its own ``size`` resolved against
  /// `parentSize`.
  ///
  /// - Throws: ``LayoutError`` when a size is NaN or negative, the component lies deeper than
  ///   `environment`'s ``LayoutEnvironment/maximumDepth``, or the layout cannot be computed.
  public func layoutThatFits(
    _ constrained: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  ) throws(LayoutError) -> Layout {
    let childEnvironment = try environment.nested(in: kindName)
    // Read once: for a wrapper, `size` is a call on its content.
    let ownSize = size
    let resolved: SizeRange
    if ownSize.isAuto {
      // Most components have no size of their own, which is valid and resolves to the unconstrained
      // range against any parent: nothing to check or resolve.
      resolved = constrained.intersect(SizeRange())
    } else {
      try checkOwnSize(ownSize)
      resolved = constrained.intersect(ownSize.resolve(parentSize))
    }
    let layout = try computeLayout(in: resolved, parentSize: parentSize, environment: childEnvironment)
    let result = layout.size
    guard result.width.isFinite, result.height.isFinite, result.width >= 0, result.height >= 0 else {
      throw LayoutError(
        component: layout.component.kindName,
        reason: "laid out to \(result), which is not a finite, non-negative size; give it a finite size "
          + "or place it in a container with a finite maximum")
    }
    return layout
  }

  private func checkOwnSize(_ size: ComponentSize) throws(LayoutError) {
    // The common case costs six checks; names are only built for an error.
    guard
      !(size.width.isValidSize() && size.height.isValidSize() && size.minWidth.isValidSize()
        && size.minHeight.isValidSize() && size.maxWidth.isValidSize(infinityAllowed: true)
        && size.maxHeight.isValidSize(infinityAllowed: true))
    else { return }
    for (name, dimension) in size.specifiedLengths {
      guard dimension.isValidSize(infinityAllowed: name.hasPrefix("max")) else {
        // View attributes report their content's size, so the error names the content.
        throw LayoutError(
          component: PassThrough.innermost(self).kindName,
          reason: "\(name) is \(dimension); sizes must be finite and not negative")
      }
    }
  }
}
