/// Lays out `content`, then puts `background` behind it at exactly the content's size.
public struct Background: Component {
  public let content: any Component
  public let background: any Component

  public init(_ content: any Component, background: any Component) {
    self.content = content
    self.background = background
  }

  public func computeLayout(in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment)
    throws(LayoutError) -> Layout
  {
    let main = try content.layoutThatFits(range, parentSize: parentSize, environment: environment)
    let behind = try background.layoutThatFits(
      SizeRange(exactly: main.size), parentSize: ParentSize(main.size), environment: environment)
    return Layout(
      component: self, size: main.size,
      children: [.init(position: .zero, layout: behind), .init(position: .zero, layout: main)])
  }
}

/// Lays out `content`, then puts `overlay` in front of it at exactly the content's size.
public struct Overlay: Component {
  public let content: any Component
  public let overlay: any Component

  public init(_ content: any Component, overlay: any Component) {
    self.content = content
    self.overlay = overlay
  }

  public func computeLayout(in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment)
    throws(LayoutError) -> Layout
  {
    let main = try content.layoutThatFits(range, parentSize: parentSize, environment: environment)
    let above = try overlay.layoutThatFits(
      SizeRange(exactly: main.size), parentSize: ParentSize(main.size), environment: environment)
    return Layout(
      component: self, size: main.size,
      children: [.init(position: .zero, layout: main), .init(position: .zero, layout: above)])
  }
}

extension Component {
  /// The component with `background` behind it, sized to match.
  public func background(_ background: () -> any Component) -> Background {
    Background(self, background: background())
  }

  /// The component on a plain view of `color` with `cornerRadius`.
  public func background(_ color: Color, cornerRadius: Double = 0) -> Background {
    Background(self, background: View(color).cornerRadius(cornerRadius))
  }

  /// The component with `overlay` in front of it, sized to match.
  public func overlay(_ overlay: () -> any Component) -> Overlay {
    Overlay(self, overlay: overlay())
  }
}
