/// A component that carries ``ViewAttributes``: a ``View``, or any component wrapped by ``Styled``.
///
/// Modifiers on such a component change its attributes and return the same kind of component; on any
/// other component they wrap it in a ``Styled`` first.
public protocol ViewAttributed: Component {
  var attributes: ViewAttributes { get set }
}

extension ViewAttributed {
  /// The component with `change` applied to its attributes.
  public func viewAttributes(_ change: (inout ViewAttributes) -> Void) -> Self {
    var copy = self
    change(&copy.attributes)
    return copy
  }

  public func backgroundColor(_ color: Color?) -> Self { viewAttributes { $0.backgroundColor = color } }

  public func backgroundGradient(_ gradient: BackgroundGradient?) -> Self {
    viewAttributes { $0.backgroundGradient = gradient }
  }

  /// Every corner rounded to `radius` points (scaled down together when they do not fit).
  public func cornerRadius(_ radius: Double) -> Self {
    viewAttributes { $0.cornerRadii = CornerRadii(radius) }
  }

  public func cornerRadii(_ radii: CornerRadii) -> Self { viewAttributes { $0.cornerRadii = radii } }

  /// A border of `width` points inside the bounds; `dashes` (dash and gap lengths) make it dashed.
  public func border(_ color: Color, width: Double = 1, dashes: [Double] = []) -> Self {
    viewAttributes { $0.border = Border(width: width, color: color, dashes: dashes) }
  }

  /// The view and its children drawn at `alpha` (0...1) as one layer.
  public func alpha(_ alpha: Double) -> Self { viewAttributes { $0.alpha = alpha } }

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

  public func rotation(degrees: Double) -> Self { transform(.rotation(degrees: degrees)) }

  /// The view scaled by `factor` about its centre (named as in SwiftUI, apart from an image's own scale).
  public func scaleEffect(_ factor: Double) -> Self { transform(.scale(factor)) }

  public func offset(x: Double, y: Double) -> Self { transform(.translation(x: x, y: y)) }
}

extension Component {
  /// The component inside a view with `change` applied to its attributes.
  public func viewAttributes(_ change: (inout ViewAttributes) -> Void) -> Styled {
    Styled(self).viewAttributes(change)
  }

  public func backgroundColor(_ color: Color?) -> Styled { Styled(self).backgroundColor(color) }

  public func backgroundGradient(_ gradient: BackgroundGradient?) -> Styled {
    Styled(self).backgroundGradient(gradient)
  }

  public func cornerRadius(_ radius: Double) -> Styled { Styled(self).cornerRadius(radius) }

  public func cornerRadii(_ radii: CornerRadii) -> Styled { Styled(self).cornerRadii(radii) }

  public func border(_ color: Color, width: Double = 1, dashes: [Double] = []) -> Styled {
    Styled(self).border(color, width: width, dashes: dashes)
  }

  public func alpha(_ alpha: Double) -> Styled { Styled(self).alpha(alpha) }

  public func clipsToBounds(_ clips: Bool = true) -> Styled { Styled(self).clipsToBounds(clips) }

  public func shadow(
    _ color: Color, offset: Point = Point(x: 0, y: 2), blur: Double = 4, spread: Double = 0
  ) -> Styled {
    Styled(self).shadow(color, offset: offset, blur: blur, spread: spread)
  }

  public func transform(_ transform: Transform) -> Styled { Styled(self).transform(transform) }

  public func rotation(degrees: Double) -> Styled { Styled(self).rotation(degrees: degrees) }

  public func scaleEffect(_ factor: Double) -> Styled { Styled(self).scaleEffect(factor) }

  public func offset(x: Double, y: Double) -> Styled { Styled(self).offset(x: x, y: y) }
}
