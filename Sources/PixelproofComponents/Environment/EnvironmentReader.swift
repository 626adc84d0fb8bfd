/// A component built from the environment it is laid out in: colours for the colour scheme, a layout
/// for the text size or writing direction, a hairline for the scale.
///
/// ```swift
/// EnvironmentReader { environment in
///   View(environment.colorScheme == .dark ? .black : .white).size(width: 40, height: 40)
/// }
/// ```
/// The built component is laid out in the reader's range and parent size, at (0, 0), as the body of a
/// ``CompositeComponent`` is, and its layout is the reader's only child, so painting needs no environment.
///
/// Layout calls `content` each time it lays the reader out (a flexbox may measure it several times), so
/// it must be a pure function of the environment: the same environment, the same component.
public struct EnvironmentReader: Component {
  /// Builds the component from the environment it is laid out in.
  public let content: @Sendable (LayoutEnvironment) -> any Component

  /// A component built by `content` from the environment it is laid out in.
  public init(_ content: @escaping @Sendable (LayoutEnvironment) -> any Component) {
    self.content = content
  }

  /// Lays out the component that `content` builds for `environment`, in its place.
  ///
  /// - Throws: what the built component's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    let built = content(environment)
    try rejectItemProperties(of: built)
    let child = try built.layoutThatFits(range, parentSize: parentSize, environment: environment)
    return Layout(component: self, size: child.size, children: [Layout.Child(position: .zero, layout: child)])
  }
}
