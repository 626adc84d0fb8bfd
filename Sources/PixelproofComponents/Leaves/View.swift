/// A leaf that shows a rectangle: a background colour, rounded corners, a border drawn inside its bounds,
/// and an alpha applied to all of that as one layer.
///
/// With no size of its own a view is as small as its range allows, so give it one:
/// `View(.blue).cornerRadius(8).size(width: 40, height: 40)`, or stretch it in a Stack, or use it as a
/// `.background { … }`.
public struct View: Component {
  public var backgroundColor: Color?
  public var cornerRadius: Double = 0
  public var border: Border?
  /// 0 (invisible) ... 1 (opaque).
  public var alpha: Double = 1

  /// A border drawn inside the view's bounds, following its corner radius.
  public struct Border: Sendable, Hashable {
    public var width: Double
    public var color: Color

    public init(width: Double, color: Color) {
      self.width = width
      self.color = color
    }
  }

  public init(_ backgroundColor: Color? = nil) {
    self.backgroundColor = backgroundColor
  }

  /// The view with its corners rounded to `radius` points (at most half the shorter side).
  public func cornerRadius(_ radius: Double) -> View {
    var copy = self
    copy.cornerRadius = radius
    return copy
  }

  /// The view with a border of `width` points inside its bounds.
  public func border(_ color: Color, width: Double = 1) -> View {
    var copy = self
    copy.border = Border(width: width, color: color)
    return copy
  }

  /// The view drawn at `alpha` (0...1), background and border together as one layer.
  public func alpha(_ alpha: Double) -> View {
    var copy = self
    copy.alpha = alpha
    return copy
  }

  public func computeLayout(in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment)
    throws(LayoutError) -> Layout
  {
    for (name, value) in [("cornerRadius", cornerRadius), ("border width", border?.width ?? 0)] {
      guard value.isFinite, value >= 0 else {
        throw LayoutError(component: kindName, reason: "\(name) is \(value); it must be finite and not negative")
      }
    }
    guard alpha >= 0, alpha <= 1 else {
      throw LayoutError(component: kindName, reason: "alpha is \(alpha); it must be between 0 and 1")
    }
    return Layout(component: self, size: range.min)
  }

  public func paint(in frame: Rect, into list: inout DisplayList) {
    guard !frame.isEmpty, alpha > 0 else { return }
    list.group(opacity: alpha) { list in
      if let backgroundColor {
        if cornerRadius > 0 {
          list.fill(Path.roundedRect(frame, radius: cornerRadius), with: backgroundColor)
        } else {
          list.fill(frame, with: backgroundColor)
        }
      }
      if let border, border.width > 0 {
        list.fill(Self.ring(frame, radius: cornerRadius, width: border.width), with: border.color)
      }
    }
  }

  /// The band between the outline and the outline inset by `width`, whose corners keep the same centres.
  static func ring(_ frame: Rect, radius: Double, width: Double) -> Path {
    let clampedRadius = max(0, min(radius, frame.width / 2, frame.height / 2))
    var ring = Path.roundedRect(frame, radius: clampedRadius)
    let inner = frame.insetBy(width)
    if !inner.isEmpty {
      ring.append(Path.roundedRect(inner, radius: max(0, clampedRadius - width), reversed: true))
    }
    return ring
  }
}
