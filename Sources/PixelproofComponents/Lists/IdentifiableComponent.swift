/// A component that carries its own identity, as Carbon's `IdentifiableComponent`: placed in a
/// ``Section`` (or straight in a ``List``) without `.id(_:)`, the cell's id is `String(describing:)` of
/// ``id``.
///
/// ```swift
/// struct HelloMessage: IdentifiableComponent, CompositeComponent {
///   var name: String
///   var id: String { name }
///   var body: some Component { Label("Hello \(name)").inset(16) }
/// }
/// ```
/// An `.id(_:)` given where the cell is listed wins over ``id``. The id is read from the cell as it is
/// listed, or from inside the wrappers that add no layout of their own (`.size`, `.accessibility…`); a
/// cell wrapped in a layout (`.inset(16)`) needs `.id(_:)` on the outside.
public protocol IdentifiableComponent: Component {
  /// The type of the identity.
  associatedtype ID: Hashable
  /// The identity, unique among the list's cells.
  var id: ID { get }
}

extension IdentifiableComponent where Self: Hashable {
  /// The component itself, as Carbon identifies a `Hashable` component by its value.
  public var id: Self { self }
}
