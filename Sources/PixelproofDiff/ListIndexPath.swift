/// The place of an item in sectioned data: its section and its index within the section.
///
/// UIKit's `IndexPath(item:section:)` without Foundation; ordered by section, then item.
public struct ListIndexPath: Hashable, Comparable, Sendable, CustomStringConvertible {
  /// The item's index within its section.
  public var item: Int
  /// The section's index in the list.
  public var section: Int

  /// The place of item `item` in section `section`.
  ///
  /// - Parameters:
  ///   - item: the index within the section.
  ///   - section: the index of the section.
  public init(item: Int, section: Int) {
    self.item = item
    self.section = section
  }

  /// Whether `lhs` comes before `rhs`: an earlier section, or the same section and an earlier item.
  ///
  /// - Parameters:
  ///   - lhs: one place.
  ///   - rhs: another place.
  /// - Returns: whether `lhs` sorts first.
  public static func < (lhs: ListIndexPath, rhs: ListIndexPath) -> Bool {
    (lhs.section, lhs.item) < (rhs.section, rhs.item)
  }

  /// `item 2 in section 0`, the way error messages and change lists name a place.
  public var description: String { "item \(item) in section \(section)" }
}
