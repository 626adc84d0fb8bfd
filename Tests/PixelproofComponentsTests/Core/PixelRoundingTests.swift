import PixelproofComponents
import Testing

/// How frames meet the pixel grid at scales 1, 2 and 3 (docs/layout-rules.md):
/// ComponentKit's layouts floor or round only where their rules say, some to the pixel grid and some to
/// whole points; a Flexbox rounds every frame the way Chrome does. Expectations are in pixels, worked out
/// by hand in the comments: "floor to the grid" is floor(v x scale) / scale, "round" rounds halves away
/// from zero.
@Suite struct PixelRoundingTests {
  static let scales = [1.0, 2.0, 3.0]

  /// The example of most tests: a 50 x 4 view centred in exactly 101 x 11 points, which leaves an odd
  /// 51 points across and 7 down: half is 25.5 and 3.5.
  static let frame = exactly(101, 11)

  // MARK: Stack

  @Test(arguments: scales)
  func stackCenterJustificationFloorsToWholePointsAndCenterAlignmentToThePixelGrid(scale: Double) throws {
    let stack = Stack(.horizontal, justify: .center, align: .center) { box(50, 4) }
    let result = try layout(stack, Self.frame, scale: scale)
    // x = floor(51 / 2) = 25 points at every scale, so at 2x it is 50 px, not the 51 px of the middle.
    // y = (11 - 4) / 2 = 3.5 floored to the grid: 1x floor(3.5) = 3 px; 2x floor(7) = 7 px (3.5 pt);
    //     3x floor(10.5) = 10 px (3 1/3 pt).
    let expected: [Double: Rect] = [
      1: Rect(x: 25, y: 3, width: 50, height: 4),
      2: Rect(x: 50, y: 7, width: 100, height: 8),
      3: Rect(x: 75, y: 10, width: 150, height: 12),
    ]
    expectPixels(childFrames(result), scale: scale, [expected[scale]!])
  }

  @Test(arguments: scales)
  func stackCenterJustificationOfAFractionalLeftoverIsStillWholePoints(scale: Double) throws {
    // Leftover 101 - 49.5 = 51.5; floor(51.5 / 2) = floor(25.75) = 25 points. The child's right edge,
    // 25 + 49.5 = 74.5 pt, is left where it falls: mid-pixel at 1x and 3x (223.5 px), painted
    // anti-aliased.
    let stack = Stack(.horizontal, justify: .center) { box(49.5, 4) }
    let result = try layout(stack, Self.frame, scale: scale)
    expectPixels(
      childFrames(result), scale: scale, [Rect(x: 25 * scale, y: 0, width: 49.5 * scale, height: 4 * scale)])
  }

  @Test(arguments: scales)
  func stackGrowthIsFlooredToWholePointsWithTheRemainderToTheFirstChild(scale: Double) throws {
    // 100 pt shared by three children with flexGrow 1: floor(100 / 3) = 33 each, the remaining 1 to the
    // first: 34, 33, 33 at every scale, at x = 0, 34, 67.
    let stack = Stack(.horizontal) {
      box(0, 10).flexGrow(1)
      box(0, 10).flexGrow(1)
      box(0, 10).flexGrow(1)
    }
    let result = try layout(stack, exactly(100, 10), scale: scale)
    let points = [
      Rect(x: 0, y: 0, width: 34, height: 10), Rect(x: 34, y: 0, width: 33, height: 10),
      Rect(x: 67, y: 0, width: 33, height: 10),
    ]
    expectPixels(childFrames(result), scale: scale, points.map { $0.scaled(by: scale) })
  }

  // MARK: Center

  @Test(arguments: scales)
  func centerRoundsTheChildsOffsetToThePixelGrid(scale: Double) throws {
    let result = try layout(box(50, 4).centered(), Self.frame, scale: scale)
    // x = 25.5 rounded to the grid: 1x round(25.5) = 26 px; 2x 51 px (25.5 pt); 3x round(76.5) = 77 px.
    // y = 3.5 rounded to the grid: 1x round(3.5) = 4 px; 2x 7 px; 3x round(10.5) = 11 px.
    let expected: [Double: Rect] = [
      1: Rect(x: 26, y: 4, width: 50, height: 4),
      2: Rect(x: 51, y: 7, width: 100, height: 8),
      3: Rect(x: 77, y: 11, width: 150, height: 12),
    ]
    expectPixels(childFrames(result), scale: scale, [expected[scale]!])
  }

  // MARK: Ratio

  @Test(arguments: scales)
  func ratioFloorsTheHeightItDerivesToThePixelGrid(scale: Double) throws {
    // Height = 0.625 x 43 = 26.875, floored to the grid: 1x floor(26.875) = 26 px;
    // 2x floor(53.75) = 53 px (26.5 pt); 3x floor(80.625) = 80 px (26 2/3 pt). The width is 43.
    let result = try layout(View(.red).ratio(0.625), range(maxWidth: 43), scale: scale)
    let expected: [Double: Size] = [
      1: Size(width: 43, height: 26), 2: Size(width: 86, height: 53), 3: Size(width: 129, height: 80),
    ]
    expectPixels(
      [Rect(origin: .zero, size: result.size)], scale: scale, [Rect(origin: .zero, size: expected[scale]!)])
  }

  @Test(arguments: scales)
  func ratioFloorsTheWidthItDerivesToThePixelGrid(scale: Double) throws {
    // Width = 33 / 1.25 = 26.4, floored to the grid: 1x 26 px; 2x floor(52.8) = 52 px (26 pt);
    // 3x floor(79.2) = 79 px (26 1/3 pt). The height is 33.
    let result = try layout(View(.red).ratio(1.25), range(maxHeight: 33), scale: scale)
    let expected: [Double: Size] = [
      1: Size(width: 26, height: 33), 2: Size(width: 52, height: 66), 3: Size(width: 79, height: 99),
    ]
    expectPixels(
      [Rect(origin: .zero, size: result.size)], scale: scale, [Rect(origin: .zero, size: expected[scale]!)])
  }

  // MARK: Inset

  @Test(arguments: scales)
  func insetCentringRoundsTheGapToWholePoints(scale: Double) throws {
    // Both insets infinite on each axis: x = max - (round((max - child) / 2) + child)
    // = 101 - (round(25.5) + 50) = 101 - 76 = 25; y = 11 - (round(3.5) + 4) = 11 - 8 = 3. Whole points,
    // the rounded half on the trailing side, at every scale; a Center gives 26 and 4 at 1x.
    let inset = box(50, 4).inset(top: .infinity, left: .infinity, bottom: .infinity, right: .infinity)
    let result = try layout(inset, Self.frame, scale: scale)
    #expect(result.size == Size(width: 101, height: 11))  // an infinite inset fills the parent
    expectPixels(
      childFrames(result), scale: scale, [Rect(x: 25, y: 3, width: 50, height: 4).scaled(by: scale)])
  }

  @Test(arguments: scales)
  func anInsetInfiniteOnOneSideIsNotRounded(scale: Double) throws {
    // Top infinite, bottom 2: y = max - (bottom + child) = 11 - (2 + 4.5) = 4.5 pt, unrounded: 4.5 px at
    // 1x and 13.5 px at 3x fall mid-pixel. Left infinite, right 0.5: x = 101 - (0.5 + 50) = 50.5 pt.
    let inset = box(50, 4.5).inset(top: .infinity, left: .infinity, bottom: 2, right: 0.5)
    let result = try layout(inset, Self.frame, scale: scale)
    expectPixels(
      childFrames(result), scale: scale, [Rect(x: 50.5, y: 4.5, width: 50, height: 4.5).scaled(by: scale)])
  }

  // MARK: Percentages

  @Test(arguments: scales)
  func percentagesRoundToWholePoints(scale: Double) throws {
    // 33.5% of 100 = 33.5, rounded to 34 whole points at every scale (not 33.5 at 2x).
    let stack = Stack { View(.red).size(width: .percent(0.335), height: 10) }
    let result = try layout(stack, exactly(100, 10), scale: scale)
    expectPixels(
      childFrames(result), scale: scale, [Rect(x: 0, y: 0, width: 34, height: 10).scaled(by: scale)])
  }

  // MARK: Flexbox

  static func growingItems() -> Flexbox {
    Flexbox(
      FlexStyle(),
      children: [
        View(.red).flexItem { $0.grow = 1 }, View(.green).flexItem { $0.grow = 1 },
        View(.blue).flexItem { $0.grow = 1 },
      ])
  }

  @Test(arguments: scales)
  func flexboxRoundsPositionsAndTakesSizesFromRoundedEdges(scale: Double) throws {
    // Three items of basis 0 share 100 pt: 100 / 3 = 33.333 each, at x = 0, 33.333, 66.667 (their
    // height stretches to the row's 10). Each x is rounded to the grid; each width is
    // round(x + width) - round(x), so edges that touch still touch and the widths add up to 100.
    // 1x: x = 0, round(33.333) = 33, round(66.667) = 67; widths 33 - 0 = 33, 67 - 33 = 34, 100 - 67 = 33.
    // 2x: x = 0, round(66.667) = 67 px, round(133.333) = 133 px; widths 67, 133 - 67 = 66, 200 - 133 = 67 px.
    // 3x: x = 0, 100, 200 px; widths 100 px each: thirds of a point land on the grid.
    let result = try layout(Self.growingItems(), exactly(100, 10), scale: scale)
    let expected: [Double: [Rect]] = [
      1: [
        Rect(x: 0, y: 0, width: 33, height: 10), Rect(x: 33, y: 0, width: 34, height: 10),
        Rect(x: 67, y: 0, width: 33, height: 10),
      ],
      2: [
        Rect(x: 0, y: 0, width: 67, height: 20), Rect(x: 67, y: 0, width: 66, height: 20),
        Rect(x: 133, y: 0, width: 67, height: 20),
      ],
      3: [
        Rect(x: 0, y: 0, width: 100, height: 30), Rect(x: 100, y: 0, width: 100, height: 30),
        Rect(x: 200, y: 0, width: 100, height: 30),
      ],
    ]
    expectPixels(childFrames(result), scale: scale, expected[scale]!)
  }

  @Test(arguments: scales)
  func flexboxCentringRoundsHalvesAwayFromZero(scale: Double) throws {
    // justify-content and align-items center: x = (101 - 50) / 2 = 25.5, y = (11 - 4) / 2 = 3.5, both
    // rounded to the grid as in a Center (and unlike a Stack): 1x (26, 4); 2x (51, 7) px; 3x
    // round(76.5) = 77, round(10.5) = 11 px. Sizes from the rounded edges: 1x round(75.5) - 26 = 50,
    // round(7.5) - 4 = 4; 2x 151 - 51 = 100, 15 - 7 = 8 px; 3x round(226.5) - 77 = 150,
    // round(22.5) - 11 = 12 px.
    let centred = Flexbox(
      FlexStyle().with {
        $0.justifyContent = .center
        $0.alignItems = .center
      }
    ) { box(50, 4) }
    let result = try layout(centred, Self.frame, scale: scale)
    let expected: [Double: Rect] = [
      1: Rect(x: 26, y: 4, width: 50, height: 4),
      2: Rect(x: 51, y: 7, width: 100, height: 8),
      3: Rect(x: 77, y: 11, width: 150, height: 12),
    ]
    expectPixels(childFrames(result), scale: scale, [expected[scale]!])
  }

  /// At 1x this row rounds differently; see ``nestedPositionsRoundRelativeToTheParentAsChromeDoes()``.
  @Test(arguments: [2.0, 3.0])
  func nestedFlexboxEdgesLandOnTheirRoundedAbsoluteEdges(scale: Double) throws {
    // A 10.4 pt view, then a nested flexbox holding a 5.2 pt view and a growing one, in 30 x 10 pt.
    // Unrounded, in the root's coordinates: the first view spans x 0 ... 10.4, the nested box 10.4 ... 30,
    // in it the 5.2 pt view 10.4 ... 15.6 and the growing one 15.6 ... 30; all 10 pt tall.
    // Here rounding each position relative to its parent and each edge absolutely agree, so touching
    // boxes still touch:
    // 2x: 0 ... 21 (round(20.8)) | 21 ... 60, in it 21 ... 31 (round(31.2)) | 31 ... 60 px.
    // 3x: 0 ... 31 (round(31.2)) | 31 ... 90, in it 31 ... 47 (round(46.8)) | 47 ... 90 px.
    let nested = Flexbox(FlexStyle().with { $0.grow = 1 }) {
      box(5.2, 10)
      View(.green).flexItem { $0.grow = 1 }
    }
    let row = Flexbox(FlexStyle()) {
      box(10.4, 10)
      nested
    }
    let painted = try layout(row, exactly(30, 10), scale: scale).flattened().map(\.frame)
    // The row, the first view, the nested box, the 5.2 pt view, the growing view; in pixels.
    let expected: [Double: [Rect]] = [
      2: [
        Rect(x: 0, y: 0, width: 60, height: 20), Rect(x: 0, y: 0, width: 21, height: 20),
        Rect(x: 21, y: 0, width: 39, height: 20), Rect(x: 21, y: 0, width: 10, height: 20),
        Rect(x: 31, y: 0, width: 29, height: 20),
      ],
      3: [
        Rect(x: 0, y: 0, width: 90, height: 30), Rect(x: 0, y: 0, width: 31, height: 30),
        Rect(x: 31, y: 0, width: 59, height: 30), Rect(x: 31, y: 0, width: 16, height: 30),
        Rect(x: 47, y: 0, width: 43, height: 30),
      ],
    ]
    expectPixels(painted, scale: scale, expected[scale]!)
  }

  @Test func nestedPositionsRoundRelativeToTheParentAsChromeDoes() throws {
    // Chrome (and the conformance fixtures rounding_fractial_input_6 and _7) round a position relative
    // to its parent and a size from the absolute edges, so a nested edge can differ by a pixel from its
    // absolute rounding. The row of the test above, at 1x:
    // the nested box is at round(10.4) = 10, width round(30) - round(10.4) = 20;
    // its 5.2 pt view at 0, width round(15.6) - round(10.4) = 16 - 10 = 6;
    // the growing view at 10 + round(5.2) = 15, width round(30) - round(15.6) = 30 - 16 = 14.
    let nested = Flexbox(FlexStyle().with { $0.grow = 1 }) {
      box(5.2, 10)
      View(.green).flexItem { $0.grow = 1 }
    }
    let row = Flexbox(FlexStyle()) {
      box(10.4, 10)
      nested
    }
    let frames = try layout(row, exactly(30, 10), scale: 1).flattened().map(\.frame)
    expectPixels(
      frames, scale: 1,
      [
        Rect(x: 0, y: 0, width: 30, height: 10), Rect(x: 0, y: 0, width: 10, height: 10),
        Rect(x: 10, y: 0, width: 20, height: 10), Rect(x: 10, y: 0, width: 6, height: 10),
        Rect(x: 15, y: 0, width: 14, height: 10),
      ])
  }

  // MARK: Shape

  @Test func aShapesPathIsCheckedAgainstThePixelLimitAtTheScaleItIsRenderedAt() throws {
    // The rasterizer takes points up to 2^20 = 1,048,576 px from the origin. A line to x = 400,000 pt is
    // 400,000 px at 1x, within it, and 1,200,000 px at 3x, beyond it: layout says so at 3x, in points'
    // terms, rather than painting failing on a display list item.
    var path = Path()
    path.move(to: Point(x: 0, y: 0))
    path.line(to: Point(x: 400_000, y: 1))
    let shape = Shape(path).stroke(.black, width: 1)
    let rendering = try ComponentRenderer.render(shape, in: .fixed(width: 4, height: 2), scale: 1)
    #expect(rendering.bitmap.width == 4 && rendering.bitmap.height == 2)
    let error = #expect(throws: RenderError.self) {
      try ComponentRenderer.render(shape, in: .fixed(width: 4, height: 2), scale: 3)
    }
    let expected = LayoutError(
      component: "Shape",
      reason: "the path has a point that is NaN, infinite, or farther than 1048576 px from the origin "
        + "at scale 3")
    guard case .layout(let layoutError) = error else {
      Issue.record("expected a layout error, got \(String(describing: error))")
      return
    }
    #expect(layoutError == expected)
  }
}

/// Checks `frames` against `expected`, given in pixels at `scale`: each coordinate within 1e-9 of it.
private func expectPixels(
  _ frames: [Rect], scale: Double, _ expected: [Rect], sourceLocation: SourceLocation = #_sourceLocation
) {
  let pixels = frames.map { $0.scaled(by: scale) }
  let matches =
    pixels.count == expected.count
    && zip(pixels, expected).allSatisfy { actual, wanted in
      zip(
        [actual.minX, actual.minY, actual.width, actual.height],
        [wanted.minX, wanted.minY, wanted.width, wanted.height]
      ).allSatisfy { abs($0 - $1) < 1e-9 }
    }
  #expect(
    matches, "at \(scale)x the frames in pixels are \(pixels), expected \(expected)",
    sourceLocation: sourceLocation)
}
