/// A component made of other components, the way to build UI from parts without subclassing.
///
/// ```swift
/// struct Avatar: CompositeComponent {
///   var color: Color
///   var body: some Component { View(color).cornerRadius(20).size(width: 40, height: 40) }
/// }
/// ```
/// The body gets the composite's range and parent size unchanged and sits at (0, 0).
public protocol CompositeComponent: Component {
  /// The type of component the body is.
  associatedtype Body: Component
  /// The components this one is made of, laid out in its place.
  var body: Body { get }
}

extension CompositeComponent {
  /// Lays the body out in the composite's range and parent size, at (0, 0); the composite takes its size.
  ///
  /// - Throws: what the body's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    let body = body
    try rejectItemProperties(of: body)
    let child = try body.layoutThatFits(range, parentSize: parentSize, environment: environment)
    return Layout(component: self, size: child.size, children: [.init(position: .zero, layout: child)])
  }
}
