/// One difference between a reference's layout and the current one, about one node.
public struct LayoutChange: Sendable, Equatable, CustomStringConvertible {
  /// What changed.
  public enum Detail: Sendable, Equatable {
    /// The node is new, at `frame` in the root's coordinates. `parent` is the new tree's name of its
    /// parent (nil for a new root); `nodesInside` more new nodes lie inside it and are not listed on
    /// their own.
    case inserted(parent: String?, frame: Rect, nodesInside: Int)
    /// The node is gone; it was at `frame` in the reference root's coordinates. `parent` is the
    /// reference's name of its parent; `nodesInside` more nodes went with it and are not listed on their
    /// own.
    case removed(parent: String?, frame: Rect, nodesInside: Int)
    /// The node is under another parent: the reference's name of the old one, the new tree's name of the
    /// new one (nil for the root position).
    case movedToParent(from: String?, to: String?)
    /// The node has the same parent but is in another place among its siblings, which moved less (of a
    /// run of siblings that kept their order, none is listed).
    case movedAmongSiblings(parent: String, from: Int, to: Int)
    /// The frame, in points in the root's coordinates; listed only when it changed relative to the
    /// parent, so a parent that moved does not list every descendant.
    case frame(from: Rect, to: Rect)
    /// The frame relative to the parent, when the node moved within its parent exactly as far as its
    /// parent moved the other way, so that its frame in the root's coordinates is unchanged.
    case frameWithinParent(from: Rect, to: Rect)
    /// The solid colours the node paints itself.
    case colors(from: [Color], to: [Color])
    /// The recorded content, such as a label's text.
    case content(from: String?, to: String?)
    /// The code points the node drew as missing-glyph boxes.
    case missingGlyphs(from: [Unicode.Scalar], to: [Unicode.Scalar])
  }

  /// The node's name (see ``LayoutChanges``): the reference's for a removed node, else the new tree's.
  public let node: String
  /// What changed about the node.
  public let detail: Detail

  /// A change of `detail` to the node named `node`.
  public init(node: String, detail: Detail) {
    self.node = node
    self.detail = detail
  }

  /// One line for a failure message, e.g. `Label#title: frame (16, 8, 200, 20) -> (16, 8, 210, 20)`.
  public var description: String {
    node + ": " + Self.describe(detail)
  }

  private static func describe(_ detail: Detail) -> String {
    switch detail {
    case .inserted(let parent, let frame, let inside):
      (parent.map { "inserted in \($0)" } ?? "inserted as the root") + " at \(frame)" + nodes(inside)
    case .removed(let parent, let frame, let inside):
      (parent.map { "removed from \($0)" } ?? "removed as the root") + " at \(frame)" + nodes(inside)
    case .movedToParent(let from, let to):
      "moved from \(from ?? "the root position") to \(to ?? "the root position")"
    case .movedAmongSiblings(let parent, let from, let to):
      "moved from index \(from) to \(to) in \(parent)"
    case .frame(let from, let to):
      "frame \(from) -> \(to)"
    case .frameWithinParent(let from, let to):
      "frame within its parent \(from) -> \(to)"
    case .colors(let from, let to):
      "colours \(colors(from)) -> \(colors(to))"
    case .content(let from, let to):
      "text \(from.map(RecordQuoting.quoted) ?? "none") -> \(to.map(RecordQuoting.quoted) ?? "none")"
    case .missingGlyphs(let from, let to):
      "missing glyphs \(codePoints(from)) -> \(codePoints(to))"
    }
  }

  private static func nodes(_ count: Int) -> String {
    switch count {
    case 0: ""
    case 1: ", with 1 node inside"
    default: ", with \(count) nodes inside"
    }
  }

  private static func codePoints(_ scalars: [Unicode.Scalar]) -> String {
    scalars.isEmpty ? "none" : scalars.map(ContentDescription.codePoint).joined(separator: " ")
  }

  private static func colors(_ colors: [Color]) -> String {
    colors.isEmpty ? "none" : colors.map(\.description).joined(separator: ", ")
  }
}
