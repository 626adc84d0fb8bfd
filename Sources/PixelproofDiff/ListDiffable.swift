/// A value a list diff can pair across two states: an identity that says which item it is, and a content
/// equality that says whether the item changed.
///
/// IGListKit calls these `diffIdentifier` and `isEqual(toDiffableObject:)`, DifferenceKit
/// `differenceIdentifier` and `isContentEqual(to:)`. Two items with the same identity are the same item;
/// when their content differs, the item was updated. A type that is `Identifiable` and `Equatable` gets
/// both for free: its `id` and `==`.
public protocol ListDiffable {
  /// The type of the identity.
  associatedtype DiffIdentifier: Hashable

  /// The identity of the item: the same in the old and the new state of the same item, unique in a list.
  var diffIdentifier: DiffIdentifier { get }

  /// Whether the item shows the same content as `other`, an item with the same identity.
  ///
  /// - Parameter other: the item with the same identity in the other state.
  /// - Returns: `false` when the item was updated.
  func isContentEqual(to other: Self) -> Bool
}

extension ListDiffable where Self: Identifiable, Self: Equatable {
  /// The item's `id`.
  public var diffIdentifier: ID { id }

  /// Whether the item equals `other` (`==`).
  ///
  /// - Parameter other: the item with the same identity in the other state.
  /// - Returns: `self == other`.
  public func isContentEqual(to other: Self) -> Bool { self == other }
}

extension String: ListDiffable {
  /// The string itself: a string is its own identity, so it is never updated, only inserted or deleted.
  public var diffIdentifier: String { self }

  /// Whether the strings are equal; always true for two strings with the same identity.
  ///
  /// - Parameter other: the string with the same identity in the other state.
  /// - Returns: `self == other`.
  public func isContentEqual(to other: String) -> Bool { self == other }
}

extension Int: ListDiffable {
  /// The number itself: a number is its own identity, so it is never updated, only inserted or deleted.
  public var diffIdentifier: Int { self }

  /// Whether the numbers are equal; always true for two numbers with the same identity.
  ///
  /// - Parameter other: the number with the same identity in the other state.
  /// - Returns: `self == other`.
  public func isContentEqual(to other: Int) -> Bool { self == other }
}

/// Plain data made diffable: an identity and a content, equal when their content is.
///
/// For values that are not ``ListDiffable`` themselves, in sectioned data or a ``ListState``:
/// `DiffableValue(id: cell.id, content: cell.text)`.
public struct DiffableValue<ID: Hashable, Content: Equatable>: ListDiffable, Equatable {
  /// The identity.
  public var id: ID
  /// What is compared to tell an update.
  public var content: Content

  /// A value with an identity and a content.
  ///
  /// - Parameters:
  ///   - id: the identity, the same in both states.
  ///   - content: what is compared to tell an update.
  public init(id: ID, content: Content) {
    self.id = id
    self.content = content
  }

  /// The identity.
  public var diffIdentifier: ID { id }

  /// Whether the contents are equal.
  ///
  /// - Parameter other: the value with the same identity in the other state.
  /// - Returns: `content == other.content`.
  public func isContentEqual(to other: DiffableValue) -> Bool { content == other.content }
}

extension DiffableValue: Sendable where ID: Sendable, Content: Sendable {}
