/// A component that carries ``ViewAttributes``: a ``View``, or any component wrapped by ``Styled``.
///
/// Modifiers on such a component change its attributes and return the same kind of component; on any
/// other component they wrap it in a ``Styled`` first.
public protocol ViewAttributed: Component {
  /// The attributes the component is shown with.
  var attributes: ViewAttributes { get set }
}

extension ViewAttributed {
  /// The component with `change` applied to its attributes.
  public func viewAttributes(_ change: (inout ViewAttributes) -> Void) -> Self {
    var copy = self
    change(&copy.attributes)
    return copy
  }

  /// The component with a background of `color`, inside its rounded corners; nil for none.
  public func backgroundColor(_ color: Color?) -> Self { viewAttributes { $0.backgroundColor = color } }

  /// The component with a gradient background over its background colour, placed relative to its bounds
  /// (`.linear(gradient, start: .top, end: .bottom)`); nil for none.
  public func backgroundGradient(_ gradient: BackgroundGradient?) -> Self {
    viewAttributes { $0.backgroundGradient = gradient }
  }

  /// Every corner rounded to `radius` points (scaled down together when they do not fit).
  public func cornerRadius(_ radius: Double) -> Self {
    viewAttributes { $0.cornerRadii = CornerRadii(radius) }
  }

  /// The component with each corner rounded to its own radius, scaled down together when they do not fit.
  public func cornerRadii(_ radii: CornerRadii) -> Self { viewAttributes { $0.cornerRadii = radii } }

  /// A border of `width` points inside the bounds; `dashes` (dash and gap lengths) make it dashed.
  public func border(_ color: Color, width: Double = 1, dashes: [Double] = []) -> Self {
    viewAttributes { $0.border = Border(width: width, color: color, dashes: dashes) }
  }

  /// The view and its children drawn at `alpha` (0...1) as one layer.
  public func alpha(_ alpha: Double) -> Self { viewAttributes { $0.alpha = alpha } }

  /// The component with its children clipped to its bounds and rounded corners, anti-aliased.
  public func clipsToBounds(_ clips: Bool = true) -> Self { viewAttributes { $0.clipsToBounds = clips } }

  /// A shadow of the view's rounded shape: `blur` is the CSS blur radius in points.
  public func shadow(
    _ color: Color, offset: Point = Point(x: 0, y: 2), blur: Double = 4, spread: Double = 0
  ) -> Self {
    viewAttributes { $0.shadow = Shadow(color: color, offset: offset, blur: blur, spread: spread) }
  }

  /// `transform` applied about the view's centre, after any transform it already has.
  public func transform(_ transform: Transform) -> Self {
    viewAttributes {
      $0.transform = $0.transform.isIdentity ? transform : $0.transform.concatenating(transform)
    }
  }

  /// The component rotated clockwise by `degrees` about its centre; its layout frame is unchanged.
  public func rotation(degrees: Double) -> Self { transform(.rotation(degrees: degrees)) }

  /// The view scaled by `factor` about its centre (named as in SwiftUI, apart from an image's own scale).
  public func scaleEffect(_ factor: Double) -> Self { transform(.scale(factor)) }

  /// The component moved by `x` and `y` points when painted; its layout frame is unchanged.
  public func offset(x: Double, y: Double) -> Self { transform(.translation(x: x, y: y)) }
}

extension Component {
  /// The component inside a view with `change` applied to its attributes.
  public func viewAttributes(_ change: (inout ViewAttributes) -> Void) -> Styled {
    Styled(self).viewAttributes(change)
  }

  /// The component in a view with a background of `color`; nil for none.
  public func backgroundColor(_ color: Color?) -> Styled { Styled(self).backgroundColor(color) }

  /// The component in a view with a gradient background, placed relative to its bounds; nil for none.
  public func backgroundGradient(_ gradient: BackgroundGradient?) -> Styled {
    Styled(self).backgroundGradient(gradient)
  }

  /// The component in a view with every corner rounded to `radius` points.
  public func cornerRadius(_ radius: Double) -> Styled { Styled(self).cornerRadius(radius) }

  /// The component in a view with each corner rounded to its own radius.
  public func cornerRadii(_ radii: CornerRadii) -> Styled { Styled(self).cornerRadii(radii) }

  /// The component in a view with a border of `width` points inside its bounds, above the children;
  /// `dashes` (dash and gap lengths) make it dashed.
  public func border(_ color: Color, width: Double = 1, dashes: [Double] = []) -> Styled {
    Styled(self).border(color, width: width, dashes: dashes)
  }

  /// The component and its children drawn at `alpha` (0...1) as one layer.
  public func alpha(_ alpha: Double) -> Styled { Styled(self).alpha(alpha) }

  /// The component in a view that clips it to its bounds and rounded corners.
  public func clipsToBounds(_ clips: Bool = true) -> Styled { Styled(self).clipsToBounds(clips) }

  /// The component in a view with a shadow of its rounded shape, with CSS `box-shadow` meanings: `blur` is
  /// the blur radius in points, `spread` grows the shape.
  public func shadow(
    _ color: Color, offset: Point = Point(x: 0, y: 2), blur: Double = 4, spread: Double = 0
  ) -> Styled {
    Styled(self).shadow(color, offset: offset, blur: blur, spread: spread)
  }

  /// The component in a view transformed by `transform` about its centre; its layout frame is unchanged.
  public func transform(_ transform: Transform) -> Styled { Styled(self).transform(transform) }

  /// The component in a view rotated clockwise by `degrees` about its centre.
  public func rotation(degrees: Double) -> Styled { Styled(self).rotation(degrees: degrees) }

  /// The component in a view scaled by `factor` about its centre.
  public func scaleEffect(_ factor: Double) -> Styled { Styled(self).scaleEffect(factor) }

  /// The component in a view moved by `x` and `y` points when painted.
  public func offset(x: Double, y: Double) -> Styled { Styled(self).offset(x: x, y: y) }
}
