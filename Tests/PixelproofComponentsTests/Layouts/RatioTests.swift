import PixelproofComponents
import Testing

@Suite struct RatioTests {
  // MARK: The check written in docs/layout-rules.md

  @Test func theHeightCandidateWinsWhenItIsCloserToTheRatio() throws {
    // Ratio 7 in {0, 0} ... {100, 100}. Width candidate: (100, floor(700)) clamped -> 100 x 100, h/w = 1.
    // Height candidate: (floor(100 / 7) = floor(14.29) = 14, 100), h/w = 7.14: closer to 7.
    let result = try layout(View(.red).ratio(7), range(maxWidth: 100, maxHeight: 100))
    #expect(result.size == Size(width: 14, height: 100))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 14, height: 100)])
  }

  // MARK: Candidates

  @Test func theWidthCandidateWinsWhenItIsCloserToTheRatio() throws {
    // Ratio 0.5: width candidate (100, 50), h/w = 0.5 exactly; height candidate (200, 100) clamped ->
    // 100 x 100, h/w = 1.
    let result = try layout(View(.red).ratio(0.5), range(maxWidth: 100, maxHeight: 100))
    #expect(result.size == Size(width: 100, height: 50))
  }

  @Test func aZeroByZeroWidthCandidateWinsOverAnInfinitelyFarHeightCandidate() throws {
    // Ratio 1 in {0, 0} ... {0, 50}. Width candidate (0, floor(0)) = 0 x 0, distance |0 / 0 - 1| = NaN;
    // height candidate (50, 50) clamped -> 0 x 50, distance |50 / 0 - 1| = infinity. The height candidate
    // must be strictly closer, and infinity < NaN is false, so the width candidate wins.
    let result = try layout(View(.red).ratio(1), range(maxWidth: 0, maxHeight: 50))
    #expect(result.size == Size(width: 0, height: 0))
  }

  @Test func candidatesAreClampedToTheRangeBeforeTheyAreCompared() throws {
    // Ratio 0.5 in {0, 80} ... {100, 100}. Width candidate (100, 50) clamped -> (100, 80), h/w = 0.8,
    // 0.3 away; height candidate (200, 100) clamped -> (100, 100), h/w = 1, 0.5 away.
    let result = try layout(View(.red).ratio(0.5), range(minHeight: 80, maxWidth: 100, maxHeight: 100))
    #expect(result.size == Size(width: 100, height: 80))
  }

  @Test func theChosenSizeOverridesTheChildsOwnSize() throws {
    // Ratio 2 in 100 x 100: width candidate 100 x 100 (h/w 1), height candidate (50, 100) (h/w 2).
    // The child's range is exactly 50 x 100, which beats its own 30 x 30.
    let result = try layout(box(30, 30).ratio(2), range(maxWidth: 100, maxHeight: 100))
    #expect(result.size == Size(width: 50, height: 100))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 50, height: 100)])
  }

  @Test(arguments: zip([1.0, 2, 3], [40, 40.5, 122.0 / 3]))
  func aFiniteWidthAloneGivesTheHeightFlooredToThePixelGrid(scale: Double, height: Double) throws {
    // 0.407 x 100 = 40.7: floor(40.7) = 40 at 1x; floor(81.4) / 2 = 40.5 at 2x; floor(122.1) / 3 at 3x.
    let result = try layout(View(.red).ratio(0.407), range(maxWidth: 100), scale: scale)
    #expect(result.size.width == 100)
    expectClose(result.size.height, height)
  }

  @Test(arguments: zip([1.0, 2, 3], [80, 80.5, 242.0 / 3]))
  func aFiniteHeightAloneGivesTheWidthFlooredToThePixelGrid(scale: Double, width: Double) throws {
    // 101 / 1.25 = 80.8: floor(80.8) = 80 at 1x; floor(161.6) / 2 = 80.5 at 2x; floor(242.4) / 3 at 3x.
    let result = try layout(View(.red).ratio(1.25), range(maxHeight: 101), scale: scale)
    expectClose(result.size.width, width)
    #expect(result.size.height == 101)
  }

  @Test func withNoFiniteMaximumTheRangePassesThrough() throws {
    // No candidate: the child lays out in {0, 0} ... {inf, inf} and keeps its own 30 x 40.
    let result = try layout(box(30, 40).ratio(2), .unconstrained)
    #expect(result.size == Size(width: 30, height: 40))
    #expect(childFrames(result) == [Rect(x: 0, y: 0, width: 30, height: 40)])
  }

  @Test func withNoCandidateTheChildsParentIsUndefined() throws {
    // As ComponentKit: with no candidate there is nothing to resolve percentages against, so the 50%
    // width is ignored (not 50% of the 200 x 200 parent) and the bare view is 0 wide.
    let child = View(.red).size(width: .percent(0.5), height: 10)
    let result = try layout(child.ratio(2), .unconstrained, parent: ParentSize(width: 200, height: 200))
    #expect(result.size == Size(width: 0, height: 10))
  }

  @Test func theChildsParentIsTheChosenSize() throws {
    // Ratio 0.5 in 100 x 100 picks 100 x 50. The inset fills that and its child's percentages resolve
    // against it: 50% x 50% = 50 x 25 (not 150 x 150 of the 300 x 300 parent), centred by the infinite
    // insets: x = 100 - (round(25) + 50) = 25, y = 50 - (round(12.5) + 25) = 12.
    let child = View(.red).size(width: .percent(0.5), height: .percent(0.5))
      .inset(top: .infinity, left: .infinity, bottom: .infinity, right: .infinity)
    let result = try layout(
      child.ratio(0.5), range(maxWidth: 100, maxHeight: 100), parent: ParentSize(width: 300, height: 300))
    #expect(result.size == Size(width: 100, height: 50))
    #expect(childFrames(result.children[0].layout) == [Rect(x: 25, y: 12, width: 50, height: 25)])
  }

  @Test func onATieTheWidthBasedCandidateWins() throws {
    // Ratio 1 in at most 3 x 1.5: from the width, 3 x floor(3) = 3 x 3, clamped to 3 x 1.5, is
    // |1.5 / 3 - 1| = 0.5 from the ratio; from the height, floor(1.5) x 1.5 = 1 x 1.5 is |1.5 - 1| = 0.5
    // too. Only a strictly closer height candidate would win, so 3 x 1.5.
    let result = try layout(View(.red).ratio(1), range(maxWidth: 3, maxHeight: 1.5))
    #expect(result.size == Size(width: 3, height: 1.5))
  }

  // MARK: Errors

  @Test func aRatioThatGivesNoFiniteSizeIsAnErrorNamingRatio() {
    // From a 100 pt maximum height, the smallest positive ratio asks for a width of 100 / 5e-324, which
    // overflows to infinity.
    let reason =
      "ratio 5e-324 in {0 x 0} ... {inf x 100} gives inf x 100, which is not a finite size; "
      + "give it a finite maximum in both dimensions or a less extreme ratio"
    #expect(throws: LayoutError(component: "Ratio", reason: reason)) {
      try layout(View(.red).ratio(.leastNonzeroMagnitude), range(maxHeight: 100))
    }
  }

  @Test(arguments: [0, -1, Double.nan, .infinity, -.infinity])
  func aRatioThatIsNotFiniteAndPositiveIsAnError(ratio: Double) {
    let error = LayoutError(
      component: "Ratio", reason: "ratio is \(ratio); it must be finite and more than 0")
    #expect(throws: error) {
      try layout(View(.red).ratio(ratio), range(maxWidth: 100, maxHeight: 100))
    }
  }
}
