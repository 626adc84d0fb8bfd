/// A component with an identifier that its layout node carries, so descriptions and failure messages
/// can name it (`Label#title`). Made by ``Component/id(_:)``; it adds no node of its own.
public struct Identified: Component {
  public let content: any Component
  public let identifier: String

  public init(_ content: any Component, identifier: String) {
    self.content = content
    self.identifier = identifier
  }

  public var size: ComponentSize { content.size }
  public var kindName: String { content.kindName }

  public func computeLayout(in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment)
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
}
