import PixelproofComponents

/// Lays `component` out with nothing around it: a root's auto size is its max-content size.
func layoutAlone(_ component: any Component) throws -> Layout {
  try component.layoutThatFits(.unconstrained, parentSize: .undefined, environment: LayoutEnvironment())
}

/// An empty flexbox of a fixed size.
func fixedBox(_ width: Double, _ height: Double) -> Flexbox {
  Flexbox(
    FlexStyle().with {
      $0.width = .points(width); $0.height = .points(height)
    }, children: [])
}
