import PixelproofComponents
import Testing

@Suite struct CenterTests {
  /// The range of the check in docs/layout-rules.md: {100, 120} ... {320, 160}.
  let docRange = range(minWidth: 100, minHeight: 120, maxWidth: 320, maxHeight: 160)

  // MARK: The check written in docs/layout-rules.md

  @Test func centeringBothAxesPutsTheChildInTheMiddleOfTheMaximum() throws {
    let result = try layout(box(70, 100).centered(.xy), docRange)
    #expect(result.size == Size(width: 320, height: 160))  // the finite maximum
    // ((320 - 70) / 2, (160 - 100) / 2)
    #expect(childFrames(result) == [Rect(x: 125, y: 30, width: 70, height: 100)])
  }

  // MARK: Centering options

  @Test func centeringNoAxisKeepsTheChildAtTheOriginWithTheRangesMinimum() throws {
    // The child's range is {100, 120} ... {320, 160}; the range beats the box's own 70 x 100.
    let result = try layout(box(70, 100).centered(.none), docRange)
    #expect(result.size == Size(width: 320, height: 160))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 100, height: 120)])
  }

  @Test func centeringXOnlyFreesTheChildsMinimumWidthButNotItsHeight() throws {
    // Child range {0, 120} ... {320, 160}: 70 wide, and 120 high (the minimum beats its own 100).
    let result = try layout(box(70, 100).centered(.x), docRange)
    #expect(childFrames(result) == [Rect(x: 125, y: 0, width: 70, height: 120)])  // x = (320 - 70) / 2
  }

  @Test func centeringYOnlyFreesTheChildsMinimumHeightButNotItsWidth() throws {
    // Child range {100, 0} ... {320, 160}: 100 wide (the minimum beats its own 70), 100 high.
    let result = try layout(box(70, 100).centered(.y), docRange)
    #expect(childFrames(result) == [Rect(x: 0, y: 30, width: 100, height: 100)])  // y = (160 - 100) / 2
  }

  @Test func centeredDefaultsToBothAxesAndDefaultSizing() throws {
    let center = box(70, 100).centered()
    #expect(center.centering == .xy)
    #expect(center.sizing == .default)
    #expect(
      try layout(center, docRange).description == """
        Center (0, 0, 320, 160)
          View (125, 30, 70, 100)
        """)
  }

  // MARK: Sizing options

  @Test func minimumXShrinksTheWidthToTheChildAsFarAsTheMinimumAllows() throws {
    let result = try layout(box(70, 100).centered(.xy, sizing: .minimumX), docRange)
    // Width: min(320, 70) = 70, clamped to [100, 320] -> 100; x = (100 - 70) / 2.
    #expect(result.size == Size(width: 100, height: 160))
    #expect(childFrames(result) == [Rect(x: 15, y: 30, width: 70, height: 100)])
  }

  @Test func minimumYShrinksTheHeightToTheChildAsFarAsTheMinimumAllows() throws {
    let result = try layout(box(70, 100).centered(.xy, sizing: .minimumY), docRange)
    // Height: min(160, 100) = 100, clamped to [120, 160] -> 120; y = (120 - 100) / 2.
    #expect(result.size == Size(width: 320, height: 120))
    #expect(childFrames(result) == [Rect(x: 125, y: 10, width: 70, height: 100)])
  }

  @Test func minimumXYShrinksBothAxes() throws {
    let result = try layout(box(70, 100).centered(.xy, sizing: .minimumXY), docRange)
    #expect(result.size == Size(width: 100, height: 120))  // as in the two tests above
    #expect(childFrames(result) == [Rect(x: 15, y: 10, width: 70, height: 100)])
  }

  @Test func minimumSizingWithNoMinimumFitsTheChildExactly() throws {
    let result = try layout(box(70, 100).centered(sizing: .minimumXY), range(maxWidth: 320, maxHeight: 160))
    #expect(result.size == Size(width: 70, height: 100))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 70, height: 100)])
  }

  // MARK: Unbounded ranges and percentages

  @Test func anInfiniteMaximumTakesTheChildsSizeClampedToTheMinimum() throws {
    // Width: the child's 70, clamped to [100, inf] -> 100, so x = (100 - 70) / 2. Height: 100, y = 0.
    let result = try layout(box(70, 100).centered(), range(minWidth: 100, minHeight: 50))
    #expect(result.size == Size(width: 100, height: 100))
    #expect(childFrames(result) == [Rect(x: 15, y: 0, width: 70, height: 100)])
  }

  @Test func percentagesResolveAgainstTheFiniteMaximumNotTheParent() throws {
    // The parent is 50 x 80, but the child's parent is the finite maximum: 200 wide, height undefined.
    // Width: 50% of 200 = 100. Height: 50% of undefined is ignored, so the bare view is 0 high.
    let child = View(.red).size(width: .percent(0.5), height: .percent(0.5))
    let result = try layout(child.centered(), range(maxWidth: 200), parent: ParentSize(width: 50, height: 80))
    #expect(result.size == Size(width: 200, height: 0))
    #expect(childFrames(result) == [Rect(x: 50, y: 0, width: 100, height: 0)])  // x = (200 - 100) / 2
  }

  // MARK: Pixel grid

  @Test(arguments: zip([1.0, 2, 3], [35, 34.5, 104.0 / 3]))
  func theChildsPositionIsRoundedToThePixelGrid(scale: Double, expected: Double) throws {
    // (100 - 31) / 2 = 34.5: at 1x round(34.5) = 35; at 2x round(69) / 2 = 34.5;
    // at 3x round(103.5) / 3 = 104 / 3.
    let result = try layout(box(31, 31).centered(), exactly(100, 100), scale: scale)
    expectClose(childFrames(result)[0].minX, expected)
    expectClose(childFrames(result)[0].minY, expected)
  }

  // MARK: Errors

  @Test func aChildsLayoutErrorReachesTheCaller() {
    let error = LayoutError(
      component: "View", reason: "width is points(-1.0); sizes must be finite and not negative")
    #expect(throws: error) {
      try layout(View(.red).size(width: -1).centered(), docRange)
    }
  }
}
