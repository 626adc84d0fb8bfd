/// What a few layout nodes carry besides their size and children: an identifier, a label's baselines,
/// accessibility attributes.
///
/// A class holding immutable values, so a ``Layout`` keeps one reference for all three: most nodes have
/// none, and a wide stack's array of children is then half the size it would be with them inline.
final class LayoutAnnotations: Sendable {
  /// The annotations themselves.
  struct Values {
    var identifier: String?
    var ownBaselines: (first: Double, last: Double)?
    var accessibility: AccessibilityAttributes?

    /// Whether nothing is set, so a layout needs no annotations at all.
    var isEmpty: Bool { identifier == nil && ownBaselines == nil && accessibility == nil }
  }

  let values: Values

  var identifier: String? { values.identifier }
  var ownBaselines: (first: Double, last: Double)? { values.ownBaselines }
  var accessibility: AccessibilityAttributes? { values.accessibility }

  init(_ values: Values) {
    self.values = values
  }

  convenience init(identifier: String) {
    self.init(Values(identifier: identifier))
  }
}
