import PixelproofComponents
import Testing

@Suite struct StackTests {
  // MARK: The checks written in docs/layout-rules.md

  @Test func growingSplitsTheFlooredShareAndGivesTheRemainderToTheFirstChild() throws {
    // 300 - (50 + 150 + 50) = 50 to share; floor(50 / 3) = 16 each; 50 - 48 = 2 to the first child.
    let stack = Stack(.horizontal) {
      box(50, 10).flexGrow(1)
      box(150, 10).flexGrow(1)
      box(50, 10).flexGrow(1)
    }
    let frames = childFrames(try layout(stack, range(minWidth: 300, maxWidth: 300)))
    #expect(frames.map(\.width) == [68, 166, 66])
    #expect(frames.map(\.minX) == [0, 68, 234])
  }

  @Test func shrinkingIsWeightedBySizeTimesShrink() throws {
    // 600 in 400: violation -200; weights 300x2, 100x1, 200x2 = 600, 100, 400 of 1100.
    let stack = Stack(.horizontal) {
      box(300, 10).flexShrink(2)
      box(100, 10).flexShrink(1)
      box(200, 10).flexShrink(2)
    }
    let frames = childFrames(try layout(stack, range(minWidth: 400, maxWidth: 400)))
    expectClose(frames[0].width, 300 - 200.0 * 600 / 1100)  // 190.91
    expectClose(frames[1].width, 100 - 200.0 * 100 / 1100)  // 81.82
    expectClose(frames[2].width, 200 - 200.0 * 400 / 1100)  // 127.27
    expectClose(frames[2].minX, frames[0].width + frames[1].width)
  }

  // MARK: Sizes, spacing and justification

  @Test func verticalByDefaultWithSpacingBetweenChildren() throws {
    let stack = Stack(spacing: 10) {
      box(50, 20)
      box(80, 30)
      box(60, 40)
    }
    let result = try layout(stack, .unconstrained)
    #expect(childFrames(result).map(\.minY) == [0, 30, 70])
    #expect(childFrames(result).map(\.minX) == [0, 0, 0])
    // Height: 20 + 30 + 40 + 2 x 10; width: the widest child.
    #expect(result.size == Size(width: 80, height: 110))
  }

  @Test func spacingBeforeAndAfterAddToSpacingAndMayBeNegative() throws {
    let stack = Stack(.horizontal, spacing: 5) {
      box(10, 10).spacingBefore(3)
      box(20, 10).spacingAfter(-4)
      box(30, 10).spacingBefore(2)
    }
    let result = try layout(stack, .unconstrained)
    // 3 | 10 | 5 | 20 | -4 | 5 + 2 | 30
    #expect(childFrames(result).map(\.minX) == [3, 18, 41])
    #expect(result.size.width == 71)
  }

  @Test func justificationUsesTheViolationOfTheStacksRange() throws {
    func xs(_ justify: Stack.Justify, _ range: SizeRange) throws -> [Double] {
      let stack = Stack(.horizontal, justify: justify) {
        box(40, 10)
        box(70, 10)
      }
      return childFrames(try layout(stack, range)).map(\.minX)
    }
    let exact = range(minWidth: 200, maxWidth: 200)
    #expect(try xs(.start, exact) == [0, 40])
    #expect(try xs(.center, exact) == [45, 85])  // floor(90 / 2)
    #expect(try xs(.end, exact) == [90, 130])
    // Within [0, 200] the children fit, the violation is 0 and the stack is as long as they are.
    #expect(try xs(.center, range(maxWidth: 200)) == [0, 40])
    #expect(
      try layout(Stack(.horizontal, justify: .center) { box(40, 10) }, range(maxWidth: 200)).size.width == 40)
    // An odd violation floors: 201 - 110 = 91 -> 45.
    #expect(try xs(.center, range(minWidth: 201, maxWidth: 201)) == [45, 85])
  }

  @Test func overflowingChildrenSpillPastBothEdgesWhenCenteredAndTheLeadingEdgeAtEnd() throws {
    func xs(_ justify: Stack.Justify) throws -> [Double] {
      let stack = Stack(.horizontal, justify: justify) {
        box(60, 10)
        box(100, 10)
      }
      return childFrames(try layout(stack, range(minWidth: 100, maxWidth: 100))).map(\.minX)
    }
    #expect(try xs(.center) == [-30, 30])
    #expect(try xs(.end) == [-60, 0])
  }

  // MARK: Cross-axis alignment

  @Test func crossAlignmentPlacesChildrenWithinTheLargestChild() throws {
    func x(_ align: Stack.Alignment, width: Double, scale: Double = 1) throws -> Double {
      let stack = Stack(align: align) {
        box(80, 10)
        box(width, 10)
      }
      return childFrames(try layout(stack, .unconstrained, scale: scale))[1].minX
    }
    #expect(try x(.start, width: 50) == 0)
    #expect(try x(.end, width: 50) == 30)
    #expect(try x(.center, width: 50) == 15)
    // (80 - 61) / 2 = 9.5: floored to the pixel grid, 9 at 1x and 9.5 at 2x.
    #expect(try x(.center, width: 61) == 9)
    #expect(try x(.center, width: 61, scale: 2) == 9.5)
  }

  @Test func crossSizeIsClampedToTheStacksCrossRange() throws {
    let stack = Stack(.horizontal, align: .end) { box(20, 40) }
    let result = try layout(stack, range(minHeight: 100, maxHeight: 200))
    #expect(result.size.height == 100)
    #expect(childFrames(result)[0].minY == 60)
  }

  @Test func stretchGivesChildrenTheLargestCrossSizeUnlessTheyHaveTheirOwn() throws {
    let stack = Stack(align: .stretch) {
      View(.red).size(height: 20)  // no width of its own: stretched
      box(80, 10)
      box(50, 10)  // exact width: keeps it
      box(50, 10).alignSelf(.center)
    }
    let frames = childFrames(try layout(stack, .unconstrained))
    #expect(frames.map(\.width) == [80, 80, 50, 50])
    #expect(frames.map(\.minX) == [0, 0, 0, 15])
  }

  @Test func stretchedChildrenStartAtTheStacksCrossMinimum() throws {
    let stack = Stack(.horizontal, align: .stretch) { View(.red).size(width: 20) }
    let frames = childFrames(try layout(stack, range(minHeight: 60, maxHeight: 60)))
    #expect(frames[0].height == 60)
  }

  @Test func alignSelfStretchInAStartStack() throws {
    let stack = Stack(.horizontal) {
      box(10, 40)
      View(.red).size(width: 10).alignSelf(.stretch)
    }
    #expect(childFrames(try layout(stack, .unconstrained))[1].height == 40)
  }

  // MARK: Flexing

  @Test func remainderGoesToTheFirstChildThatFlexed() throws {
    // 151 - 100 = 51 to share between two growers: 25 each, remainder 1 to the first that grew.
    let stack = Stack(.horizontal) {
      box(40, 10)
      box(30, 10).flexGrow(1)
      box(30, 10).flexGrow(1)
    }
    let frames = childFrames(try layout(stack, range(minWidth: 151, maxWidth: 151)))
    #expect(frames.map(\.width) == [40, 56, 55])
  }

  @Test func growthMultipliesBeforeDividing() throws {
    // 110 - 20 = 90 shared 3 : 7 -> floor(90 x 3 / 10) = 27 and floor(90 x 7 / 10) = 63, no remainder.
    let stack = Stack(.horizontal) {
      box(10, 10).flexGrow(3)
      box(10, 10).flexGrow(7)
    }
    #expect(childFrames(try layout(stack, range(minWidth: 110, maxWidth: 110))).map(\.width) == [37, 73])
  }

  @Test func verticalStacksFlexAlongTheirHeight() throws {
    // 200 - (40 + 60) = 100 shared 1 : 1 -> 50 each; the grower without a height of its own starts at 0.
    let stack = Stack(spacing: 0) {
      View(.red).size(width: 10, height: 40).flexGrow(1)
      View(.red).size(width: 10).flexGrow(1)
      box(10, 60)
    }
    let frames = childFrames(try layout(stack, range(minHeight: 200, maxHeight: 200)))
    #expect(frames.map(\.height) == [90, 50, 60])
    #expect(frames.map(\.minY) == [0, 90, 140])
  }

  @Test func aGrowthTooSmallToShareLeavesEveryChildAsItWas() throws {
    // Growing 1 pt among three growers of 0 / 1 / 1: floor(1 x 1 / 2) = 0 each, so no child flexes and
    // the remainder has no first flexed child to go to.
    let stack = Stack(.horizontal) {
      box(10, 10)
      box(10, 10).flexGrow(1)
      box(10, 10).flexGrow(1)
    }
    #expect(childFrames(try layout(stack, range(minWidth: 31, maxWidth: 31))).map(\.width) == [10, 10, 10])
  }

  @Test func nanInAStackChildIsAnErrorNotACrash() {
    // The child is named by its innermost kind; a dimension prints as Swift prints the enum case.
    let basis = LayoutError(
      component: "View", reason: "flexBasis is points(nan) in a Stack; it must be finite and not negative")
    #expect(throws: basis) {
      try layout(Stack(.horizontal) { box(10, 10).flexBasis(.points(.nan)) }, range(maxWidth: 100))
    }
    let minWidth = LayoutError(
      component: "View", reason: "minWidth is points(nan); sizes must be finite and not negative")
    #expect(throws: minWidth) {
      try layout(Stack(align: .stretch) { View().size(minWidth: .points(.nan)) }, range(maxWidth: 100))
    }
  }

  @Test func growthIsProportionalToFlexGrow() throws {
    // 100 to share 1 : 3 -> 25 and 75.
    let stack = Stack(.horizontal) {
      box(0, 10).flexGrow(1)
      box(0, 10).flexGrow(3)
    }
    #expect(childFrames(try layout(stack, range(minWidth: 100, maxWidth: 100))).map(\.width) == [25, 75])
  }

  @Test func childrenWithoutFlexKeepTheirSizeAndNothingFlexesWithinTheRange() throws {
    let stack = Stack(.horizontal) {
      box(40, 10)
      box(30, 10).flexGrow(1)
    }
    // Within [0, 500] there is no violation: the grower stays 30.
    let open = try layout(stack, range(maxWidth: 500))
    #expect(childFrames(open).map(\.width) == [40, 30])
    #expect(open.size.width == 70)
  }

  @Test func flexBasisSetsTheLengthBeforeFlexing() throws {
    let stack = Stack(.horizontal) {
      View(.red).size(height: 10).flexBasis(100)
      View(.red).size(height: 10).flexBasis(.percent(0.25))
      box(40, 10)
    }
    // Basis 100 and 25% of the exact 200 = 50; 190 < 200 but nothing grows.
    #expect(
      childFrames(try layout(stack, range(minWidth: 200, maxWidth: 200))).map(\.width) == [100, 50, 40])
  }

  @Test func aLoneChildThatGrowsAndShrinksInAnExactStackIsSizedByFlexingAlone() throws {
    // The shortcut skips the 250 pt child: 100 + 0 leaves 200 to grow into.
    let stack = Stack(.horizontal) {
      box(100, 10).flexShrink(1)
      box(250, 10).flexGrow(1).flexShrink(1)
    }
    let exact = childFrames(try layout(stack, range(minWidth: 300, maxWidth: 300)))
    #expect(exact.map(\.width) == [100, 200])
    #expect(exact.map(\.minX) == [0, 100])
    // Without an exact width there is no shortcut: 350 in at most 300 shrinks both by size x shrink.
    let open = childFrames(try layout(stack, range(maxWidth: 300)))
    expectClose(open[0].width, 100 - 50.0 * 100 / 350)
    expectClose(open[1].width, 250 - 50.0 * 250 / 350)
  }

  @Test func theSkippedChildIsLaidOutAtZeroWhenNothingIsLeftToGrow() throws {
    let stack = Stack(.horizontal) {
      box(300, 10)
      box(250, 10).flexGrow(1).flexShrink(1)
    }
    let frames = childFrames(try layout(stack, range(minWidth: 300, maxWidth: 300)))
    #expect(frames.map(\.width) == [300, 0])
  }

  @Test func flexedChildrenOverrideTheirOwnSizeButNeverGoBelowZero() throws {
    let stack = Stack(.horizontal) {
      box(10, 10).flexShrink(1)
      box(100, 10)
    }
    // 110 in 50: the only shrinker absorbs -60 and is clamped at 0.
    #expect(childFrames(try layout(stack, range(minWidth: 50, maxWidth: 50))).map(\.width) == [0, 100])
  }

  // MARK: Children

  @Test func absentChildrenAreDropped() throws {
    let missing: View? = nil
    let showBadge = false
    let stack = Stack(.horizontal) {
      box(10, 10)
      missing
      if showBadge { box(99, 99) }
      box(20, 10)
    }
    #expect(stack.children.count == 2)
    #expect(try layout(stack, .unconstrained).size == Size(width: 30, height: 10))
  }

  @Test func percentagesInChildrenResolveOnlyAgainstAnExactStack() throws {
    let stack = Stack { View(.red).size(width: .percent(0.5), height: 10) }
    #expect(childFrames(try layout(stack, range(minWidth: 200, maxWidth: 200)))[0].width == 100)
    #expect(childFrames(try layout(stack, range(maxWidth: 200)))[0].width == 0)
  }

  @Test func stackSizeIsTheSumAndCrossSizeClampedToTheRange() throws {
    let stack = Stack { box(30, 30) }
    #expect(try layout(stack, range(minWidth: 50, minHeight: 40)).size == Size(width: 50, height: 40))
    #expect(try layout(stack, range(maxWidth: 20, maxHeight: 20)).size == Size(width: 20, height: 20))
  }

  @Test func negativeFlexFactorsAreErrors() {
    let error = LayoutError(
      component: "View", reason: "flexGrow is -1.0 in a Stack; it must be finite and not negative")
    #expect(throws: error) {
      try layout(Stack { box(10, 10).flexGrow(-1) }, .unconstrained)
    }
  }
}
