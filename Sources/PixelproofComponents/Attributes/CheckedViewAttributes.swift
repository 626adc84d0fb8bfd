/// View attributes and the verdict of ``ViewAttributes/invalidReason`` on them, kept together in one
/// immutable object.
///
/// A component that holds its attributes this way is one reference wide: it fits inside an
/// `any Component` without a box of its own, which every layout node would otherwise allocate and copy
/// the attributes into, and it is checked once however often it is laid out.
final class CheckedViewAttributes: Sendable {
  /// The attributes.
  let attributes: ViewAttributes
  /// A sentence naming the first attribute that cannot be painted, or nil.
  let invalidReason: String?

  init(_ attributes: ViewAttributes) {
    self.attributes = attributes
    invalidReason = attributes.invalidReason
  }
}
