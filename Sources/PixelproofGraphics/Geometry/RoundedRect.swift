/// A rectangle with rounded corners: a view's shape, for its background, border, clip and shadow.
public struct RoundedRect: Sendable, Hashable {
  /// The rectangle before its corners are rounded.
  public var rect: Rect
  /// Radii larger than the sides allow are scaled down together when the shape is drawn.
  public var cornerRadii: CornerRadii

  /// `rect` with each corner rounded to its own radius.
  public init(_ rect: Rect, cornerRadii: CornerRadii = .zero) {
    self.rect = rect
    self.cornerRadii = cornerRadii
  }

  /// `rect` with every corner rounded to `cornerRadius`.
  public init(_ rect: Rect, cornerRadius: Double) {
    self.init(rect, cornerRadii: CornerRadii(cornerRadius))
  }

  /// The radii that are drawn: scaled down to fit the sides.
  public var fittedRadii: CornerRadii { cornerRadii.fitted(to: rect.size) }

  /// The outline, with the fitted radii.
  public var path: Path { Path.roundedRect(rect, cornerRadii: fittedRadii) }

  /// The shape moved inwards by `amount` on every side, each corner keeping its centre (radius minus
  /// `amount`, at least 0), as the inner edge of a border; negative amounts grow it, as a shadow's spread.
  public func inset(by amount: Double) -> RoundedRect {
    inset(by: amount, fittedRadii: fittedRadii)
  }

  /// ``inset(by:)`` from radii a caller has already fitted (``fittedRadii``), so it fits them once.
  func inset(by amount: Double, fittedRadii fitted: CornerRadii) -> RoundedRect {
    RoundedRect(rect.insetBy(amount), cornerRadii: fitted.map { $0 > 0 ? max(0, $0 - amount) : 0 })
  }
}
