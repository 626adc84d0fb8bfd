import PixelproofComponents
import Testing

/// Siblings with the same style share it, and a flexbox sizes the second from the first where the style
/// alone decides: never where a sibling's content does.
@Suite struct FlexboxAlikeSiblingsTests {
  static let texts = ["Short", "A much longer line of text", "Mid length"]

  /// Each text laid out alone, with room for one line: its max-content size.
  static func sizesAlone() throws -> [Size] {
    let alone = try texts.map { try layout(Label($0), range(maxWidth: 400)).size }
    #expect(Set(alone.map(\.width)).count == 3)
    return alone
  }

  /// The frames of labels of ``texts`` in a row that aligns them at the top, each styled by `style`.
  static func rowFrames(_ style: @escaping (inout FlexStyle) -> Void) throws -> [Rect] {
    let row = Flexbox(FlexStyle().with { $0.alignItems = .flexStart }) {
      for text in texts { Label(text).flexItem(style) }
    }
    return childFrames(try layout(row, exactly(400, 100)))
  }

  /// Frames side by side from the left, each of its size.
  static func sideBySide(_ sizes: [Size]) -> [Rect] {
    var left = 0.0
    return sizes.map { size in
      defer { left += size.width }
      return Rect(x: left, y: 0, width: size.width, height: size.height)
    }
  }

  /// `width: max-content` is each item's own content's.
  @Test func alikeSiblingsWithKeywordSizesTakeTheirOwnContents() throws {
    #expect(try Self.rowFrames { $0.width = .maxContent } == Self.sideBySide(try Self.sizesAlone()))
  }

  /// `flex-basis: max-content` is each item's own content's too.
  @Test func alikeSiblingsWithKeywordBasesTakeTheirOwnContents() throws {
    #expect(try Self.rowFrames { $0.basis = .maxContent } == Self.sideBySide(try Self.sizesAlone()))
  }

  /// Labels with no style of their own are alike, and each is as large as its own text.
  @Test func alikeSiblingsSizedByTheirContentTakeTheirOwn() throws {
    let row = Flexbox(FlexStyle().with { $0.alignItems = .flexStart }) {
      for text in Self.texts { Label(text) }
    }
    #expect(childFrames(try layout(row, exactly(400, 100))) == Self.sideBySide(try Self.sizesAlone()))
  }
}
