import Foundation
import PixelproofComponents
import Testing

/// A flexbox keeps the node tree of its last layout for its next one. Laid out again, in another
/// environment, after a change, or on two threads at once, it must give what a first layout gives. The
/// Chrome fixtures are laid out twice each in ``FlexboxConformanceTests``; these are the other cases.
@Suite struct FlexboxLaidOutAgainTests {
  /// A row of two leaves 10.4 points wide, in a row 100 points wide.
  static let row = Flexbox(FlexStyle()) {
    View(.blue).size(width: .points(10.4), height: .points(10))
    View(.red).size(width: .points(10.4), height: .points(10))
  }

  static func layout(
    _ flexbox: Flexbox, scale: Double = 1, direction: LayoutDirection = .leftToRight
  ) throws -> Layout {
    try flexbox.layoutThatFits(
      exactly(100, 10), parentSize: ParentSize(width: 100, height: 10),
      environment: LayoutEnvironment(scale: scale, layoutDirection: direction))
  }

  /// Edges are rounded to the pixel grid: at scale 1 the first leaf's right edge, 10.4, rounds to 10 and
  /// the second's, 20.8, to 21; at scale 2 they round to 10.5 and 21. Right to left, the leaves start at
  /// 100: edges 89.6 and 79.2 round to 90 and 79.
  @Test func aFlexboxLaidOutInTurnInOtherEnvironmentsGivesEachItsOwnLayout() throws {
    let row = Self.row
    let leftToRight = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 11, height: 10)]
    let doubled = [Rect(x: 0, y: 0, width: 10.5, height: 10), Rect(x: 10.5, y: 0, width: 10.5, height: 10)]
    let rightToLeft = [Rect(x: 90, y: 0, width: 10, height: 10), Rect(x: 79, y: 0, width: 11, height: 10)]
    #expect(childFrames(try Self.layout(row)) == leftToRight)
    #expect(childFrames(try Self.layout(row, scale: 2)) == doubled)
    #expect(childFrames(try Self.layout(row, direction: .rightToLeft)) == rightToLeft)
    #expect(childFrames(try Self.layout(row)) == leftToRight)
    #expect(childFrames(try Self.layout(row, direction: .rightToLeft)) == rightToLeft)
    #expect(childFrames(try Self.layout(row, scale: 2)) == doubled)
  }

  /// Text measured at one text size is measured again at the next: a flexbox laid out for a text size
  /// comparison gives at each size the frames of a flexbox laid out for the first time.
  @Test func aFlexboxLaidOutAtAnotherTextSizeMeasuresItsTextAgain() throws {
    let style = FlexStyle().with { $0.direction = .column }
    let column = Flexbox(style) { Label("Laid out again") }
    func frames(_ flexbox: Flexbox, _ textSize: TextSize) throws -> [Rect] {
      childFrames(
        try flexbox.layoutThatFits(
          range(maxWidth: 300), parentSize: ParentSize(width: 300, height: nil),
          environment: LayoutEnvironment(scale: 2, textSize: textSize)))
    }
    let sizes: [TextSize] = [.large, .accessibilityLarge, .large, .extraSmall]
    let again = try sizes.map { try frames(column, $0) }
    let first = try sizes.map { try frames(Flexbox(style, children: column.children), $0) }
    #expect(again == first)
    #expect(first[1][0].height > first[0][0].height)
    #expect(first[3][0].height < first[0][0].height)
  }

  /// A copy changed after the original was laid out is laid out with its own children and style.
  @Test func aChangedCopyIsLaidOutAsItIsNow() throws {
    let row = Self.row
    _ = try Self.layout(row)
    var longer = row
    longer.children.append(View(.green).size(width: .points(20), height: .points(10)))
    #expect(
      childFrames(try Self.layout(longer)) == [
        Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 11, height: 10),
        Rect(x: 21, y: 0, width: 20, height: 10),
      ])
    let ended = row.styled { $0.justifyContent = .flexEnd }
    // The leaves end at 100: edges 79.2 and 89.6 round to 79 and 90.
    #expect(
      childFrames(try Self.layout(ended)) == [
        Rect(x: 79, y: 0, width: 11, height: 10), Rect(x: 90, y: 0, width: 10, height: 10),
      ])
    #expect(childFrames(try Self.layout(row)).count == 2)
    #expect(childFrames(try Self.layout(row))[1] == Rect(x: 10, y: 0, width: 11, height: 10))
  }

  /// A leaf 10 points square that cannot be laid out at scale 3.
  struct NotAtScale3: Component {
    var size: ComponentSize { .auto }

    func computeLayout(
      in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
    ) throws(LayoutError) -> Layout {
      guard environment.scale != 3 else { throw LayoutError(component: "NotAtScale3", reason: "scale 3") }
      return Layout(component: self, size: range.clamp(Size(width: 10, height: 10)))
    }
  }

  /// A tree is kept only for the depth limit it was checked against, and a layout that throws half-way
  /// leaves the next one whole.
  @Test func aLayoutThatThrowsLeavesTheNextWhole() throws {
    let column = Flexbox(FlexStyle().with { $0.direction = .column }) {
      Flexbox(FlexStyle().with { $0.direction = .column }) { box(10, 10) }
      NotAtScale3()
    }
    func layout(_ environment: LayoutEnvironment) throws -> Layout {
      try column.layoutThatFits(
        range(maxWidth: 50), parentSize: ParentSize(width: 50, height: nil), environment: environment)
    }
    // Each flexbox is a level and each leaf one more: the box is at level 2, which a limit of 2 refuses.
    // The column is as wide as its widest child (its fit-content width, under the 50 allowed), and its
    // children are stretched to that.
    let expected = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 0, y: 10, width: 10, height: 10)]
    #expect(childFrames(try layout(LayoutEnvironment(scale: 1))) == expected)
    #expect(
      throws: LayoutError(
        component: "View",
        reason: "the tree is deeper than 2 levels here, counting each component laid out inside another; "
          + "layout stops rather than run out of stack. Flatten the tree: one Stack with many children "
          + "instead of stacks nested in stacks")
    ) {
      try layout(LayoutEnvironment(scale: 1, maximumDepth: 2))
    }
    #expect(throws: LayoutError(component: "NotAtScale3", reason: "scale 3")) {
      try layout(LayoutEnvironment(scale: 3))
    }
    let again = try layout(LayoutEnvironment(scale: 1))
    #expect(again.size == Size(width: 10, height: 20))
    #expect(childFrames(again) == expected)
    #expect(childFrames(again.children[0].layout) == [Rect(x: 0, y: 0, width: 10, height: 10)])
  }

  /// A leaf that holds an object, to see when the leaf is freed.
  struct Holding: Component {
    final class Token: Sendable {}
    let token: Token
    var size: ComponentSize { ComponentSize(width: .points(10), height: .points(10)) }

    func computeLayout(
      in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
    ) throws(LayoutError) -> Layout {
      Layout(component: self, size: range.clamp(Size(width: 10, height: 10)))
    }
  }

  /// The tree a flexbox keeps goes when the flexbox and its layouts go: it holds the flexbox's
  /// components, and they must not keep it.
  @Test func aFlexboxAndItsKeptTreeAreFreedTogether() throws {
    weak var token: Holding.Token?
    do {
      let made = Holding.Token()
      token = made
      let inner = Flexbox(FlexStyle()) { Holding(token: made) }
      let outer = Flexbox(FlexStyle().with { $0.direction = .column }) { inner }
      // The inner flexbox keeps a tree of its own here, and the outer one a tree holding the inner.
      _ = try Self.layout(inner)
      _ = try Self.layout(outer)
      _ = try Self.layout(outer)
    }
    #expect(token == nil)
  }

  /// Two threads laying one flexbox out at once each get the whole layout: one takes the kept tree, the
  /// other builds its own.
  @Test func twoThreadsLayingOneFlexboxOutGetTheSameFrames() async throws {
    let row = Self.row
    let expected = [Rect(x: 0, y: 0, width: 10, height: 10), Rect(x: 10, y: 0, width: 11, height: 10)]
    let frames = try await withThrowingTaskGroup(of: [[Rect]].self) { group in
      for _ in 0..<2 {
        group.addTask {
          try (0..<200).map { _ in childFrames(try Self.layout(row)) }
        }
      }
      return try await group.reduce(into: []) { $0 += $1 }
    }
    #expect(frames.count == 400)
    #expect(frames.allSatisfy { $0 == expected })
  }
}
