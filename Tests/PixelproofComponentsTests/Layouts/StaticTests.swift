import PixelproofComponents
import Testing

@Suite struct StaticTests {
  /// Two boxes: 20 x 10 at (5, 5) and 30 x 30 at (50, 40).
  let twoBoxes = Static {
    box(20, 10).positioned(x: 5, y: 5)
    box(30, 30).positioned(x: 50, y: 40)
  }

  // MARK: Own size

  @Test func aFiniteMaximumIsTheWholeSizeAndChildrenKeepTheirPositions() throws {
    let result = try layout(twoBoxes, range(maxWidth: 200, maxHeight: 100))
    #expect(result.size == Size(width: 200, height: 100))
    #expect(
      childFrames(result) == [
        Rect(x: 5, y: 5, width: 20, height: 10), Rect(x: 50, y: 40, width: 30, height: 30),
      ])
  }

  @Test func anUndefinedDimensionIsHowFarTheChildrenReach() throws {
    // Height undefined: max(0, 5 + 10, 40 + 30) = 70. Width: the finite maximum, 200.
    #expect(try layout(twoBoxes, range(maxWidth: 200)).size == Size(width: 200, height: 70))
    // Both undefined: width max(0, 5 + 20, 50 + 30) = 80.
    #expect(try layout(twoBoxes, .unconstrained).size == Size(width: 80, height: 70))
  }

  @Test func anUndefinedDimensionIsAtLeastTheMinimum() throws {
    // max(90, 15, 70) = 90 high; max(60, 25, 80) = 80 wide.
    let result = try layout(twoBoxes, range(minWidth: 60, minHeight: 90))
    #expect(result.size == Size(width: 80, height: 90))
  }

  @Test func noChildrenTakesTheMinimumWhereUndefined() throws {
    let result = try layout(Static(children: []), range(minWidth: 12, minHeight: 7, maxWidth: 50))
    #expect(result.size == Size(width: 50, height: 7))
  }

  // MARK: Children's ranges

  @Test func aChildGetsAtMostTheSpaceFromItsPositionToTheMaximum() throws {
    // At (150, 20) in 200 x 100 the child's range is capped at {200 - 150, 100 - 20} = {50, 80}, which
    // beats the box's own 100 x 100.
    let stat = Static { box(100, 100).positioned(x: 150, y: 20) }
    let result = try layout(stat, range(maxWidth: 200, maxHeight: 100))
    #expect(childFrames(result) == [Rect(x: 150, y: 20, width: 50, height: 80)])
  }

  @Test func anExplicitSizeRangeIsCappedToo() throws {
    // Exactly 120 x 30, capped at {50, 80}: [50, 50] x [30, 30].
    let exact = RelativeSizeRange(width: 120, height: 30)
    let stat = Static { View(.red).positioned(x: 150, y: 20, size: exact) }
    let result = try layout(stat, range(maxWidth: 200, maxHeight: 100))
    #expect(childFrames(result) == [Rect(x: 150, y: 20, width: 50, height: 30)])
  }

  @Test func aChildPastTheMaximumGetsNoSpace() throws {
    // x = 250 in 200 wide: max(0, 200 - 250) = 0.
    let stat = Static { box(30, 30).positioned(x: 250, y: 0) }
    let result = try layout(stat, range(maxWidth: 200, maxHeight: 100))
    #expect(childFrames(result) == [Rect(x: 250, y: 0, width: 0, height: 30)])
    #expect(result.size == Size(width: 200, height: 100))
  }

  @Test func negativePositionsPlaceChildrenPartlyOutside() throws {
    // Reach: -10 + 20 = 10 wide, -5 + 20 = 15 high.
    let stat = Static { box(20, 20).positioned(x: -10, y: -5) }
    let result = try layout(stat, .unconstrained)
    #expect(result.size == Size(width: 10, height: 15))
    #expect(childFrames(result) == [Rect(x: -10, y: -5, width: 20, height: 20)])
  }

  @Test func aMinimumSizeRangeMakesABareViewFillTheMaximum() throws {
    // Minimum 100% x 100% of 200 x 100, capped at {200 - 10, 100 - 10}: the view is 190 x 90.
    let fill = RelativeSizeRange(min: RelativeSize(width: .percent(1), height: .percent(1)))
    let stat = Static { View(.red).positioned(x: 10, y: 10, size: fill) }
    let result = try layout(stat, range(maxWidth: 200, maxHeight: 100))
    #expect(childFrames(result) == [Rect(x: 10, y: 10, width: 190, height: 90)])
  }

  @Test func aMinimumAboveTheMaximumWins() throws {
    // Min 60 wide, max 40 wide: the minimum wins, [60, 60].
    let size = RelativeSizeRange(min: RelativeSize(width: 60), max: RelativeSize(width: 40))
    let stat = Static { View(.red).positioned(x: 0, y: 0, size: size) }
    #expect(childFrames(try layout(stat, .unconstrained))[0].width == 60)
  }

  // MARK: Percentages

  @Test func percentSizeRangesResolveAgainstTheStaticsOwnSize() throws {
    // 50% x 25% of 200 x 100 = 100 x 25, within the cap {190, 90}.
    let size = RelativeSizeRange(width: .percent(0.5), height: .percent(0.25))
    let stat = Static { View(.red).positioned(x: 10, y: 10, size: size) }
    let result = try layout(stat, range(maxWidth: 200, maxHeight: 100))
    #expect(childFrames(result) == [Rect(x: 10, y: 10, width: 100, height: 25)])
  }

  @Test func percentagesOfAnUndefinedDimensionCountAsAuto() throws {
    // Height undefined: 25% of it is auto, [0, inf]; the bare view takes 0, so the static reaches 10 + 0.
    let size = RelativeSizeRange(width: .percent(0.5), height: .percent(0.25))
    let stat = Static { View(.red).positioned(x: 10, y: 10, size: size) }
    let result = try layout(stat, range(maxWidth: 200))
    #expect(childFrames(result) == [Rect(x: 10, y: 10, width: 100, height: 0)])
    #expect(result.size == Size(width: 200, height: 10))
  }

  @Test func aChildsOwnPercentagesResolveAgainstTheStaticsOwnSizeNotItsParent() throws {
    // The parent is 50 wide, but the static is 200 wide: 50% of it is 100.
    let stat = Static { View(.red).size(width: .percent(0.5), height: 10).positioned(x: 0, y: 0) }
    let result = try layout(stat, range(maxWidth: 200), parent: ParentSize(width: 50, height: nil))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 100, height: 10)])
  }

  // MARK: Building

  @Test(arguments: [false, true])
  func theBuilderTakesLoopsConditionsAndOptionals(showBadge: Bool) throws {
    let missing: Static.Child? = nil
    let stat = Static {
      for index in 0..<3 {
        box(10, 10).positioned(x: Double(index) * 20, y: 0)
      }
      if showBadge {
        box(5, 5).positioned(x: 60, y: 0)
      }
      if showBadge {
        box(4, 4).positioned(x: 0, y: 20)
      } else {
        box(6, 6).positioned(x: 0, y: 20)
      }
      missing
    }
    let result = try layout(stat, .unconstrained)
    // The loop's three boxes, the badge only when shown, then one branch of the if/else.
    let expected =
      [0.0, 20, 40].map { Rect(x: $0, y: 0, width: 10, height: 10) }
      + (showBadge
        ? [Rect(x: 60, y: 0, width: 5, height: 5), Rect(x: 0, y: 20, width: 4, height: 4)]
        : [Rect(x: 0, y: 20, width: 6, height: 6)])
    #expect(childFrames(result) == expected)
    // Width: the badge reaches 65, else the last box 50; height: 20 + 4 or 20 + 6.
    #expect(result.size == (showBadge ? Size(width: 65, height: 24) : Size(width: 50, height: 26)))
  }

  @Test func childrenArePaintedInOrder() throws {
    let stat = Static(children: [
      Static.Child(position: Point(x: 0, y: 0), box(10, 10)),
      Static.Child(position: Point(x: 5, y: 5), size: RelativeSizeRange(width: 4, height: 4), View(.red)),
    ])
    let result = try layout(stat, .unconstrained)
    #expect(
      result.description == """
        Static (0, 0, 10, 10)
          View (0, 0, 10, 10)
          View (5, 5, 4, 4)
        """)
    // The red view, second, is painted over the blue one where they overlap.
    let bitmap = try ComponentRenderer.render(stat, in: .range(.unconstrained)).bitmap
    #expect(bitmap.premultipliedPixel(x: 6, y: 6) == (255, 0, 0, 255))
    #expect(bitmap.premultipliedPixel(x: 2, y: 2) != (255, 0, 0, 255))
  }

  // MARK: Errors

  @Test(arguments: [Point(x: .nan, y: 0), Point(x: 0, y: .infinity), Point(x: -.infinity, y: 0)])
  func aNonFinitePositionIsAnError(position: Point) {
    let stat = Static { box(10, 10).positioned(x: position.x, y: position.y) }
    let error = LayoutError(
      component: "Static", reason: "a child's position is \(position); positions must be finite")
    #expect(throws: error) { try layout(stat, range(maxWidth: 100, maxHeight: 100)) }
  }

  // Only a maximum in points may be infinite; a dimension prints as Swift prints the enum case.
  @Test(arguments: [
    (RelativeSizeRange(min: RelativeSize(width: -1)), "minWidth is points(-1.0)"),
    (RelativeSizeRange(min: RelativeSize(height: .percent(.nan))), "minHeight is percent(nan)"),
    (RelativeSizeRange(min: RelativeSize(width: .points(.infinity))), "minWidth is points(inf)"),
    (RelativeSizeRange(max: RelativeSize(height: .percent(.infinity))), "maxHeight is percent(inf)"),
    (RelativeSizeRange(max: RelativeSize(width: .points(.nan))), "maxWidth is points(nan)"),
  ])
  func aSizeRangeThatIsNaNNegativeOrInfiniteIsAnError(size: RelativeSizeRange, bound: String) {
    let stat = Static { View(.red).positioned(x: 0, y: 0, size: size) }
    let reason = "a child's \(bound); sizes must be finite and not negative"
    #expect(throws: LayoutError(component: "Static", reason: reason)) {
      try layout(stat, range(maxWidth: 100, maxHeight: 100))
    }
  }

  @Test func anInfiniteMaximumInPointsIsNoLimit() throws {
    let size = RelativeSizeRange(min: RelativeSize(width: 30), max: RelativeSize(width: .points(.infinity)))
    let stat = Static { View(.red).positioned(x: 0, y: 0, size: size) }
    #expect(childFrames(try layout(stat, .unconstrained))[0].width == 30)
  }
}
