import PixelproofComponents
import Testing

/// Rules about sizes and flex bases that sizing keywords give, each worked out by hand from the spec
/// section in its comment and checked against Chromium.
extension FlexboxChromiumRulesTests {
  @Test func anAbsoluteChildsMinContentHeightIsIndefiniteForItsChildren() throws {
    // The absolutely positioned row's `min-content` height is its content's, 50, from the 50 tall box;
    // the 50% height beside it would make that cyclic, so it behaves as auto (css-sizing-3 §5.2.1):
    // an empty box, 0 tall, and not stretched either, since its height is not auto (css-flexbox-1
    // §9.4 step 11). With a height of 60 of its own, the same box is 50% of 60 = 30 tall.
    for (height, expected) in [(RelativeDimension.minContent, 0.0), (60, 30)] {
      let child = Flexbox(
        FlexStyle().with {
          $0.position = .absolute; $0.width = 40; $0.height = height
        },
        children: [
          Flexbox(
            FlexStyle().with {
              $0.width = 10; $0.height = .percent(0.5)
            }, children: []),
          fixedBox(10, 50),
        ])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 100; $0.height = 100
        }, children: [child])
      let result = try layoutAlone(root)
      #expect(
        childFrames(result.children[0].layout) == [
          Rect(x: 0, y: 0, width: 10, height: expected), Rect(x: 10, y: 0, width: 10, height: 50),
        ])
    }
  }

  @Test func aRowItemsKeywordHeightIsMeasuredAtItsFlexedWidth() throws {
    // The item, a wrapping row holding two 30 × 10 boxes, has a flex basis of its max-content width,
    // 60, and shrinks to the root's 40 (its automatic minimum is 30). Its `min-content`,
    // `max-content` or `fit-content` height is its content's at that width (css-flexbox-1 §9.4 step
    // 7, css-sizing-3 §5.1): at 40 the boxes take a line each, 10 + 10 = 20, not the one line of 10
    // its max-content width would give.
    for keyword in [RelativeDimension.minContent, .maxContent, .fitContent] {
      let item = Flexbox(
        FlexStyle().with {
          $0.wrap = .wrap; $0.height = keyword
        },
        children: [fixedBox(30, 10), fixedBox(30, 10)])
      let root = Flexbox(
        FlexStyle().with {
          $0.width = 40; $0.alignItems = .flexStart
        }, children: [item])
      let result = try layoutAlone(root)
      #expect(result.size == Size(width: 40, height: 20))
      #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 40, height: 20)])
      #expect(
        childFrames(result.children[0].layout) == [
          Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 0, y: 10, width: 30, height: 10),
        ])
    }
  }

  @Test func aContentKeywordFlexBasisIsNotADefiniteOne() throws {
    // The item, a column with a `max-content` flex basis in a root column of auto height, holds a 20
    // tall box and one 50% tall. Its basis is its content's height, 20 (the 50% of an indefinite
    // height behaves as auto: 0). Neither the root's height nor that basis is definite, so neither is
    // the item's flexed height (css-flexbox-1 §9.8): the 50% stays auto, the boxes 20 and 0 tall at
    // y = 0 and 20, where 50% of a definite 20 would be 10 and make both shrink.
    for basis in [RelativeDimension.maxContent, .minContent, .fitContent] {
      let item = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.basis = basis
        },
        children: [
          fixedBox(100, 20),
          Flexbox(
            FlexStyle().with {
              $0.width = 100; $0.height = .percent(0.5)
            }, children: []),
        ])
      let root = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.width = 100
        }, children: [item])
      let result = try layoutAlone(root)
      #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 100, height: 20)])
      #expect(
        childFrames(result.children[0].layout) == [
          Rect(x: 0, y: 0, width: 100, height: 20), Rect(x: 0, y: 20, width: 100, height: 0),
        ])
    }
  }

  @Test func aColumnItemsKeywordHeightFlexedInADefiniteColumnIsDefinite() throws {
    // The item, growing in a column 200 tall, has a `fit-content` (or `max-content`) height, its
    // content's, 0: it grows to 200. That flexed height is definite, since the column's height is
    // (css-flexbox-1 §9.8), so its child's 50% height resolves against it: 100, not auto (0), as
    // it would against the keyword alone (css-sizing-3 §5.2.1).
    for keyword in [RelativeDimension.fitContent, .maxContent] {
      let item = Flexbox(
        FlexStyle().with {
          $0.grow = 1; $0.height = keyword
        },
        children: [
          Flexbox(
            FlexStyle().with {
              $0.width = 10; $0.height = .percent(0.5)
            }, children: [])
        ])
      let root = Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.width = 50; $0.height = 200
        }, children: [item])
      let result = try layoutAlone(root)
      #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 50, height: 200)])
      #expect(childFrames(result.children[0].layout) == [Rect(x: 0, y: 0, width: 10, height: 100)])
    }
  }

  @Test func aKeywordBasisIsIndefiniteForTheItemsChildrensPercentages() throws {
    // css-flexbox-1 §9.8 makes a flexed main size definite when the container's main size is; a
    // basis from the item's content (`flex-basis: max-content`) is not definite on its own, as a
    // percentage of it would be cyclic (css-sizing-3 §5.2.1). The item, in a column of auto height,
    // holds a 10 × 50% box and a 10 × 40 box in a row: it is 40 tall, from its content, even with
    // height 30, and the 50% behaves as auto, 0 tall. In a column 100 tall the item's flexed height,
    // 40, is definite, and the 50% is 20.
    func children(containerHeight: Double?, itemHeight: Double?) throws -> [Rect] {
      let item = Flexbox(
        FlexStyle().with {
          $0.basis = .maxContent
          if let itemHeight { $0.height = .points(itemHeight) }
        },
        children: [
          Flexbox(
            FlexStyle().with {
              $0.width = 10; $0.height = .percent(0.5)
            }, children: []),
          fixedBox(10, 40),
        ])
      let root = Flexbox(
        FlexStyle().with {
          $0.direction = .column
          if let containerHeight { $0.height = .points(containerHeight) }
        }, children: [item])
      return childFrames(try layoutAlone(root).children[0].layout)
    }
    let autoHeight = [Rect(x: 0, y: 0, width: 10, height: 0), Rect(x: 10, y: 0, width: 10, height: 40)]
    #expect(try children(containerHeight: nil, itemHeight: nil) == autoHeight)
    #expect(try children(containerHeight: nil, itemHeight: 30) == autoHeight)
    #expect(
      try children(containerHeight: 100, itemHeight: nil)
        == [Rect(x: 0, y: 0, width: 10, height: 20), Rect(x: 10, y: 0, width: 10, height: 40)])
  }
}
