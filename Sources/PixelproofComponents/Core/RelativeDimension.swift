/// A length that is automatic, a number of points, or a share of the parent's length.
public enum RelativeDimension: Sendable, Hashable, ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral {
  case auto
  case points(Double)
  /// A fraction of the parent: 0.5 is 50%.
  case percent(Double)

  public init(integerLiteral value: Int) { self = .points(Double(value)) }
  public init(floatLiteral value: Double) { self = .points(value) }

  /// The length in points: `auto` gives `autoValue`, a percentage gives `round(fraction x parent)` in whole
  /// points, or `autoValue` when the parent's length is undefined.
  public func resolve(auto autoValue: Double, parent: Double?) -> Double {
    switch self {
    case .auto: autoValue
    case .points(let value): value
    case .percent(let fraction): parent.map { (fraction * $0).rounded() } ?? autoValue
    }
  }

  /// The length in points, or nil when it is `auto` or a percentage of an undefined parent.
  func resolve(parent: Double?) -> Double? {
    switch self {
    case .auto: nil
    case .points(let value): value
    case .percent(let fraction): parent.map { (fraction * $0).rounded() }
    }
  }
}
