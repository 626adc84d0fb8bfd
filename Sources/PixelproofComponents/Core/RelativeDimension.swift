/// A length that is automatic, a number of points, or a share of the parent's length.
public enum RelativeDimension: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  /// Decided by the component or its layout.
  case auto
  /// A length in points.
  case points(Double)
  /// A fraction of the parent: 0.5 is 50%.
  case percent(Double)
  /// In a ``Flexbox``: the content's smallest size (CSS `min-content`). Elsewhere it means `auto`.
  case minContent
  /// In a ``Flexbox``: the content's natural size (CSS `max-content`). Elsewhere it means `auto`.
  case maxContent
  /// In a ``Flexbox``: the available space, but at least min-content and at most max-content
  /// (CSS `fit-content`). Elsewhere it means `auto`.
  case fitContent
  /// In a ``Flexbox``: all the available space less margins (CSS `stretch`). Elsewhere it means `auto`.
  case stretch

  /// A whole number of points: `.size(width: 40)`.
  public init(integerLiteral value: Int) { self = .points(Double(value)) }
  /// A number of points: `.size(width: 40.5)`.
  public init(floatLiteral value: Double) { self = .points(value) }

  /// Whether a size may be this length: points or a percentage that is finite and not negative, only
  /// `.points(.infinity)` where `infinityAllowed` (a maximum); any keyword.
  func isValidSize(infinityAllowed: Bool = false) -> Bool {
    switch self {
    case .points(let value):
      !value.isNaN && value >= 0 && (value.isFinite || (infinityAllowed && value == .infinity))
    case .percent(let fraction): fraction.isFinite && fraction >= 0
    case .auto, .minContent, .maxContent, .fitContent, .stretch: true
    }
  }

  /// Whether the length is a content-sizing keyword (min-content, max-content, fit-content, stretch).
  public var isKeyword: Bool {
    switch self {
    case .minContent, .maxContent, .fitContent, .stretch: true
    case .auto, .points, .percent: false
    }
  }

  /// The length in points: `auto` (and a keyword) gives `autoValue`, a percentage gives `round(fraction x parent)` in whole
  /// points, or `autoValue` when the parent's length is undefined.
  public func resolve(auto autoValue: Double, parent: Double?) -> Double {
    switch self {
    case .auto, .minContent, .maxContent, .fitContent, .stretch: autoValue
    case .points(let value): value
    case .percent(let fraction): parent.map { (fraction * $0).rounded() } ?? autoValue
    }
  }

  /// The length in points, or nil when it is `auto` or a percentage of an undefined parent.
  func resolve(parent: Double?) -> Double? {
    switch self {
    case .auto, .minContent, .maxContent, .fitContent, .stretch: nil
    case .points(let value): value
    case .percent(let fraction): parent.map { (fraction * $0).rounded() }
    }
  }
}
