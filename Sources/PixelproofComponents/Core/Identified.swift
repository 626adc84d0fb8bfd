/// A component with an identifier that its layout node carries, so descriptions and failure messages
/// can name it (`Label#title`). Made by ``Component/id(_:)``; it adds no node of its own.
public struct Identified: Component {
  /// The component that carries the identifier.
  public let content: any Component
  /// The name layout descriptions and failure messages show after the kind, as in `Label#title`.
  public let identifier: String

  /// `content` with `identifier` on its layout node.
  public init(_ content: any Component, identifier: String) {
    self.content = content
    self.identifier = identifier
  }

  /// The content's own size.
  public var size: ComponentSize { content.size }
  /// The content's kind, since an identifier adds no node of its own.
  public var kindName: String { content.kindName }

  /// The content's layout, with the identifier on its node.
  ///
  /// - Throws: what the content's layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    var layout = try content.computeLayout(in: range, parentSize: parentSize, environment: environment)
    layout.identifier = identifier
    return layout
  }
}

extension Component {
  /// The component with an identifier its layout node carries, e.g. `.id("title")`.
  public func id(_ identifier: String) -> Identified {
    Identified(self, identifier: identifier)
  }

  /// The component with an identifier its layout node carries (Carbon's spelling of ``id(_:)``).
  public func identified(by identifier: String) -> Identified {
    Identified(self, identifier: identifier)
  }

  /// The component identified by one of its own properties, as Carbon's `identified(by: \.title)`:
  /// the identifier is `String(describing:)` of the value, so the integer 42 becomes `"42"`.
  ///
  /// - Parameters:
  ///   - keyPath: the property whose value identifies the component, e.g. `\.title`.
  /// - Returns: the component with that identifier on its layout node.
  public func identified<ID: Hashable>(by keyPath: KeyPath<Self, ID>) -> Identified {
    Identified(self, identifier: String(describing: self[keyPath: keyPath]))
  }
}
