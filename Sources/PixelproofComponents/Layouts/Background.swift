/// Lays out `content`, then puts `background` behind it at exactly the content's size.
public struct Background: Component {
  /// The component whose size both take.
  public let content: any Component
  /// The component behind the content, at exactly the content's size.
  public let background: any Component

  /// `content` with `background` behind it.
  public init(_ content: any Component, background: any Component) {
    self.content = content
    self.background = background
  }

  /// Lays the content out in the range, then the background at exactly the content's size.
  ///
  /// - Throws: what either layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    try layoutDecorated(self, content, with: background, behind: true, range, parentSize, environment)
  }
}

/// Lays out `content`, then puts `overlay` in front of it at exactly the content's size.
public struct Overlay: Component {
  /// The component whose size both take.
  public let content: any Component
  /// The component in front of the content, at exactly the content's size.
  public let overlay: any Component

  /// `content` with `overlay` in front of it.
  public init(_ content: any Component, overlay: any Component) {
    self.content = content
    self.overlay = overlay
  }

  /// Lays the content out in the range, then the overlay at exactly the content's size.
  ///
  /// - Throws: what either layout throws.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    try layoutDecorated(self, content, with: overlay, behind: false, range, parentSize, environment)
  }
}

/// The layout of Background and Overlay: the content in the given range, the decoration in exactly the
/// content's size with the content's size as its parent, both at the origin, the decoration first
/// (painted below) or last (painted above).
private func layoutDecorated(
  _ component: any Component, _ content: any Component, with decoration: any Component, behind: Bool,
  _ range: SizeRange, _ parentSize: ParentSize, _ environment: LayoutEnvironment
) throws(LayoutError) -> Layout {
  try component.rejectItemProperties(of: content)
  try component.rejectItemProperties(of: decoration)
  let main = try content.layoutThatFits(range, parentSize: parentSize, environment: environment)
  let extra = try decoration.layoutThatFits(
    SizeRange(exactly: main.size), parentSize: ParentSize(main.size), environment: environment)
  let children = [Layout.Child(position: .zero, layout: main), Layout.Child(position: .zero, layout: extra)]
  return Layout(component: component, size: main.size, children: behind ? children.reversed() : children)
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
