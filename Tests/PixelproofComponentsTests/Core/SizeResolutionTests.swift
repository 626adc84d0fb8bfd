import PixelproofComponents
import Testing

@Suite struct SizeResolutionTests {
  @Test func percentagesRoundToWholePointsAndFallBackWhenTheParentIsUndefined() {
    #expect(RelativeDimension.percent(0.5).resolve(auto: 7, parent: 101) == 51)  // 50.5 rounds away from zero
    #expect(RelativeDimension.percent(0.333).resolve(auto: 7, parent: 100) == 33)
    #expect(RelativeDimension.percent(0.5).resolve(auto: 7, parent: nil) == 7)
    #expect(RelativeDimension.auto.resolve(auto: 7, parent: 100) == 7)
    #expect(RelativeDimension.points(12).resolve(auto: 7, parent: 100) == 12)
  }

  @Test func minimumBeatsMaximumAndMaximumBeatsExact() {
    let parent = ParentSize(width: 200, height: 100)
    // Exact 50 clamped into [60, 80] -> 60.
    let clampedUp = ComponentSize(width: 50, minWidth: 60, maxWidth: 80).resolve(parent)
    #expect(clampedUp.min.width == 60 && clampedUp.max.width == 60)
    // Exact 90 clamped into [60, 80] -> 80: the maximum beats the exact value.
    let clampedDown = ComponentSize(width: 90, minWidth: 60, maxWidth: 80).resolve(parent)
    #expect(clampedDown.min.width == 80 && clampedDown.max.width == 80)
    // Max 40 <= min 60 -> [60, 60] even with an exact value: the minimum beats the maximum.
    let inverted = ComponentSize(width: 50, minWidth: 60, maxWidth: 40).resolve(parent)
    #expect(inverted.min.width == 60 && inverted.max.width == 60)
    // No exact value -> [min, max]; auto min is 0 and auto max infinite.
    let open = ComponentSize(minHeight: .percent(0.25)).resolve(parent)
    #expect(open.min.height == 25 && open.max.height == .infinity)
    #expect(open.min.width == 0 && open.max.width == .infinity)
  }

  @Test func percentageExactValueAgainstUndefinedParentIsIgnored() {
    let resolved = ComponentSize(width: .percent(0.5), minWidth: 10, maxWidth: 90).resolve(.undefined)
    #expect(resolved.min.width == 10 && resolved.max.width == 90)
  }

  @Test func intersectionKeepsTheOverlapAndLetsTheReceiverWinWithout() {
    let receiver = range(minWidth: 10, minHeight: 10, maxWidth: 50, maxHeight: 50)
    let overlapping = receiver.intersect(range(minWidth: 20, minHeight: 0, maxWidth: 80, maxHeight: 30))
    #expect(overlapping == range(minWidth: 20, minHeight: 10, maxWidth: 50, maxHeight: 30))
    // The other range lies after the receiver in width (receiver's max wins) and before it in height
    // (receiver's min wins).
    let apart = receiver.intersect(range(minWidth: 70, minHeight: 0, maxWidth: 90, maxHeight: 5))
    #expect(apart == range(minWidth: 50, minHeight: 10, maxWidth: 50, maxHeight: 10))
  }

  @Test func clampLimitsEachDimension() {
    let limits = range(minWidth: 10, minHeight: 10, maxWidth: 50, maxHeight: 50)
    #expect(limits.clamp(Size(width: 5, height: 70)) == Size(width: 10, height: 50))
  }

  @Test func aLeafTakesTheMinimumOfItsRangeAndTheParentWins() throws {
    #expect(try layout(View(), .unconstrained).size == .zero)
    #expect(try layout(box(30, 40), .unconstrained).size == Size(width: 30, height: 40))
    // The constraint [0, 20] lies before the view's own 30: the constraint (the receiver) wins.
    #expect(try layout(box(30, 40), range(maxWidth: 20)).size == Size(width: 20, height: 40))
  }

  @Test func invalidSizesAreErrorsNamingTheComponent() {
    // Only a maximum may be infinite; a dimension prints as Swift prints the enum case.
    func error(_ written: String) -> LayoutError {
      LayoutError(component: "View", reason: written + "; sizes must be finite and not negative")
    }
    #expect(throws: error("width is points(nan)")) {
      try layout(View().size(width: .points(.nan)), .unconstrained)
    }
    #expect(throws: error("width is points(-4.0)")) { try layout(View().size(width: -4), .unconstrained) }
    #expect(throws: error("height is points(inf)")) {
      try layout(View().size(height: .points(.infinity)), .unconstrained)
    }
    #expect(throws: error("minWidth is points(-1.0)")) {
      try layout(View().size(minWidth: -1), .unconstrained)
    }
  }
}
