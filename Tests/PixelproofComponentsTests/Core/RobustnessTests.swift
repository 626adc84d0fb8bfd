import PixelproofComponents
import Testing

/// Trees 10,000 levels deep or 100,000 children wide, and NaN, infinite or negative numbers from user
/// code: each lays out with the right frames or fails with an error naming the component, never a crash.
///
/// Layout and painting run on ``ComponentRenderer``'s own thread with a 1 GiB stack. Releasing a tree of
/// values is recursive too, so the deep trees here are built, laid out and released inside layout, on
/// that thread (see ``Chain``); the test thread never holds one.
@Suite struct RobustnessTests {
  /// What a tree deeper than ``LayoutEnvironment/defaultMaximumDepth`` fails with, after the component's name.
  static let tooDeep =
    "the tree is deeper than 1000 levels here, counting each component laid out inside another; layout "
    + "stops rather than run out of stack. Flatten the tree: one Stack with many children instead of "
    + "stacks nested in stacks"

  static let leaf = View(.red).size(width: 1, height: 1)

  // MARK: Deep trees

  @Test func theDepthLimitIsAThousandLevelsByDefault() {
    #expect(LayoutEnvironment.defaultMaximumDepth == 1000)
    let environment = LayoutEnvironment(scale: 2)
    #expect(environment.maximumDepth == 1000)
    #expect(environment.depth == 0)
  }

  @Test func tenThousandNestedStacksFailWithTheDepthError() {
    // Levels: Chain 0, the stacks 1 ... 10,000. The stack at level 1000 is the first too deep.
    let chain = Chain(depth: 10_000) { Stack(children: [$0]) }
    expectError(LayoutError(component: "Stack", reason: Self.tooDeep)) {
      try ComponentRenderer.layout(chain, in: .width(100))
    }
    expectError(LayoutError(component: "Stack", reason: Self.tooDeep)) {
      try ComponentRenderer.render(chain, in: .width(100), scale: 2)
    }
  }

  @Test func tenThousandNestedInsetsFailWithTheDepthError() {
    let chain = Chain(depth: 10_000) { $0.inset(1) }
    expectError(LayoutError(component: "Inset", reason: Self.tooDeep)) {
      try ComponentRenderer.render(chain, in: .range(.unconstrained))
    }
  }

  @Test func tenThousandNestedCompositesFailWithTheDepthError() {
    // A Framed and its body (a Sized, named after its content: the next Framed) take a level each.
    let chain = Chain(depth: 10_000) { Framed(content: $0) }
    expectError(LayoutError(component: "Framed", reason: Self.tooDeep)) {
      try ComponentRenderer.layout(chain, in: .range(.unconstrained))
    }
  }

  @Test func aCompositeThatRecursesTenThousandTimesFailsWithTheDepthError() {
    // No deep tree of values here: each body is made as layout reaches it. Countdown(10_000) is at level
    // 0, its body at 1, Countdown(9_999) at 2, …, Countdown(10_000 - k) at 2k: level 1000 is
    // Countdown(9_500).
    expectError(LayoutError(component: "Countdown", reason: Self.tooDeep)) {
      try ComponentRenderer.render(Countdown(remaining: 10_000), in: .width(100))
    }
  }

  @Test func tenThousandNestedFlexboxesFailWithTheDepthError() {
    // A Flexbox lays out the flexboxes nested in it itself; each still counts a level, so the chain
    // stops at the limit like any other.
    let chain = Chain(depth: 10_000) { Flexbox(FlexStyle(), children: [$0]) }
    expectError(LayoutError(component: "Flexbox", reason: Self.tooDeep)) {
      try ComponentRenderer.layout(chain, in: .width(100))
    }
    expectError(LayoutError(component: "Flexbox", reason: Self.tooDeep)) {
      try ComponentRenderer.render(chain, in: .width(100))
    }
  }

  @Test func flexboxesAroundStacksCountEveryLevel() {
    // Chain at level 0, then flexboxes at odd levels, each holding a stack (even levels) that holds the
    // next flexbox: 1,200 levels. A stack a flexbox lays out as a leaf counts from the flexbox's level,
    // so the stack at level 1000 is the first too deep, though no renderer checks the result.
    let chain = Chain(depth: 600) { Flexbox(FlexStyle(), children: [Stack(children: [$0])]) }
    expectError(LayoutError(component: "Stack", reason: Self.tooDeep)) {
      try ComponentRenderer.layout(chain, in: .width(100))
    }
  }

  @Test func nestedStacksLayOutUpToTheLimitAndNotOneLevelMore() throws {
    // Levels: Chain 0, stacks 1 ... n, the leaf's Sized n + 1 and its View n + 2. The deepest allowed
    // level is 999, so n = 997 lays out and n = 998 puts the View at level 1000.
    let rendering = try ComponentRenderer.render(
      Chain(depth: 997) { Stack(children: [$0]) }, in: .range(.unconstrained))
    let nodes = rendering.layout.flattened()
    #expect(nodes.count == 999)  // Chain, 997 stacks, the View (Sized adds no node)
    #expect(nodes.allSatisfy { $0.frame == Rect(x: 0, y: 0, width: 1, height: 1) })
    #expect(nodes.last?.depth == 998)
    #expect(rendering.bitmap.premultipliedPixel(x: 0, y: 0) == (255, 0, 0, 255))

    expectError(LayoutError(component: "View", reason: Self.tooDeep)) {
      try ComponentRenderer.layout(Chain(depth: 998) { Stack(children: [$0]) }, in: .range(.unconstrained))
    }
  }

  @Test func nestedFlexboxesLayOutUpToTheLimitAndNotOneLevelMore() throws {
    // Counted as for stacks: Chain 0, flexboxes 1 ... n, the leaf's Sized n + 1 and its View n + 2. The
    // deepest allowed level is 999, so n = 997 lays out and n = 998 puts the View at level 1000.
    let rendering = try ComponentRenderer.render(
      Chain(depth: 997) { Flexbox(FlexStyle(), children: [$0]) }, in: .range(.unconstrained))
    let nodes = rendering.layout.flattened()
    #expect(nodes.count == 999)  // Chain, 997 flexboxes, the View (Sized adds no node)
    #expect(nodes.allSatisfy { $0.frame == Rect(x: 0, y: 0, width: 1, height: 1) })
    #expect(rendering.bitmap.premultipliedPixel(x: 0, y: 0) == (255, 0, 0, 255))

    expectError(LayoutError(component: "View", reason: Self.tooDeep)) {
      try ComponentRenderer.layout(
        Chain(depth: 998) { Flexbox(FlexStyle(), children: [$0]) }, in: .range(.unconstrained))
    }
  }

  @Test func layoutThatFitsCountsLevelsInTheEnvironment() throws {
    // The stacks are at depths 0 and 1 and the probe at 2; a computeLayout gets the environment of the
    // component's children, one deeper.
    let probe = DepthProbe()
    _ = try Stack(children: [Stack(children: [probe])]).layoutThatFits(
      .unconstrained, parentSize: .undefined, environment: LayoutEnvironment())
    #expect(probe.depths.values == [3])
  }

  // MARK: Wide trees

  static let hundredThousandLeaves: [any Component] = Array(repeating: leaf, count: 100_000)

  @Test func aStackOfAHundredThousandViewsLaysOutEachOnePointFurther() throws {
    let layout = try ComponentRenderer.layout(Stack(children: Self.hundredThousandLeaves), in: .width(1))
    #expect(layout.size == Size(width: 1, height: 100_000))  // 100,000 x 1 pt, no spacing
    #expect(layout.children.count == 100_000)
    let misplaced = misplacedChildren(layout) { index in Rect(x: 0, y: Double(index), width: 1, height: 1) }
    #expect(misplaced.isEmpty, "children \(misplaced.prefix(5)) are not at (0, index, 1, 1)")

    // 100,000 px tall is past BitmapLimits: a clear error, before any bitmap is allocated.
    #expect {
      try ComponentRenderer.render(Stack(children: Self.hundredThousandLeaves), in: .width(1))
    } throws: { error in
      guard case .unrenderableSize(let points, 1) = error as? RenderError else { return false }
      return points == Size(width: 1, height: 100_000)
    }
  }

  @Test func aRowStackOfAHundredThousandViewsRendersThoseInsideIt() throws {
    // The stack is held to 1000 x 1: the children past x = 1000 overflow it and are clipped away.
    let rendering = try ComponentRenderer.render(
      Stack(.horizontal, children: Self.hundredThousandLeaves), in: .fixed(width: 1000, height: 1))
    #expect(rendering.layout.children.last?.position == Point(x: 99_999, y: 0))
    #expect(rendering.bitmap.width == 1000 && rendering.bitmap.height == 1)
    #expect((0..<1000).allSatisfy { rendering.bitmap.premultipliedPixel(x: $0, y: 0) == (255, 0, 0, 255) })
  }

  @Test func aFlexColumnOfAHundredThousandViewsLaysOutEachOnePointFurther() throws {
    let column = Flexbox(FlexStyle().with { $0.direction = .column }, children: Self.hundredThousandLeaves)
    let layout = try ComponentRenderer.layout(column, in: .width(1))
    #expect(layout.size == Size(width: 1, height: 100_000))
    let misplaced = misplacedChildren(layout) { index in Rect(x: 0, y: Double(index), width: 1, height: 1) }
    #expect(misplaced.isEmpty, "children \(misplaced.prefix(5)) are not at (0, index, 1, 1)")
  }

  @Test func aWrappingFlexRowOfAHundredThousandViewsRendersAThousandByAHundred() throws {
    // 1000 items of 1 pt fill each 1000 pt line exactly: item i is at (i mod 1000, i div 1000).
    let row = Flexbox(FlexStyle().with { $0.wrap = .wrap }, children: Self.hundredThousandLeaves)
    let rendering = try ComponentRenderer.render(row, in: .width(1000))
    let layout = rendering.layout
    #expect(layout.size == Size(width: 1000, height: 100))
    let misplaced = misplacedChildren(layout) { index in
      Rect(x: Double(index % 1000), y: Double(index / 1000), width: 1, height: 1)
    }
    #expect(misplaced.isEmpty, "children \(misplaced.prefix(5)) are misplaced")
    let bitmap = rendering.bitmap
    #expect(bitmap.width == 1000 && bitmap.height == 100)
    #expect(bitmap.pixels == Array([[UInt8]](repeating: [255, 0, 0, 255], count: 100_000).joined()))
  }

  // MARK: NaN, infinite and negative numbers

  @Test(arguments: [
    (View(.red).size(width: .points(.nan), height: 1), "width is points(nan)"),
    (View(.red).size(width: 1, height: .points(-1)), "height is points(-1.0)"),
    (View(.red).size(width: .points(.infinity), height: 1), "width is points(inf)"),
    (View(.red).size(width: .percent(.nan)), "width is percent(nan)"),
    (View(.red).size(minWidth: .points(.infinity)), "minWidth is points(inf)"),
    (View(.red).size(maxHeight: .points(-.infinity)), "maxHeight is points(-inf)"),
  ])
  func badViewSizesNameTheView(view: Sized, problem: String) {
    expectError(LayoutError(component: "View", reason: "\(problem); sizes must be finite and not negative")) {
      try ComponentRenderer.layout(Stack { view }, in: .fixed(width: 100, height: 100))
    }
  }

  @Test func badViewPropertiesNameTheView() {
    let cases: [(View, String)] = [
      (View(.red).cornerRadius(.nan), "cornerRadius is nan; it must be finite and not negative"),
      (View(.red).cornerRadius(-2), "cornerRadius is -2.0; it must be finite and not negative"),
      (View(.red).border(.blue, width: .infinity), "border width is inf; it must be finite and not negative"),
      (View(.red).alpha(.nan), "alpha is nan; it must be between 0 and 1"),
    ]
    for (view, reason) in cases {
      expectError(LayoutError(component: "View", reason: reason)) {
        try ComponentRenderer.render(view.size(width: 10, height: 10).inset(2), in: .range(.unconstrained))
      }
    }
  }

  @Test func aViewIsCheckedWithTheAttributesItWasLastGiven() throws {
    var view = View(.red).cornerRadius(-2)
    view.attributes.cornerRadii = CornerRadii(4)
    let layout = try ComponentRenderer.layout(view.size(width: 10, height: 10), in: .range(.unconstrained))
    #expect(layout.size == Size(width: 10, height: 10))
    view.attributes.alpha = 2
    expectError(LayoutError(component: "View", reason: "alpha is 2.0; it must be between 0 and 1")) {
      try ComponentRenderer.layout(view.size(width: 10, height: 10), in: .width(100))
    }
  }

  @Test(arguments: [Double.nan, .infinity, -.infinity])
  func aStackSpacingThatIsNotFiniteNamesTheStack(spacing: Double) {
    expectError(LayoutError(component: "Stack", reason: "spacing is \(spacing); it must be finite")) {
      try ComponentRenderer.layout(
        Stack(spacing: spacing) {
          Self.leaf; Self.leaf
        }.inset(4), in: .width(100))
    }
  }

  @Test func stackItemNumbersThatAreNotFiniteNameTheChild() {
    expectError(LayoutError(component: "View", reason: "spacingBefore is nan in a Stack; it must be finite"))
    {
      try ComponentRenderer.layout(Stack { Self.leaf.spacingBefore(.nan) }, in: .width(100))
    }
    expectError(
      LayoutError(
        component: "View", reason: "flexGrow is -1.0 in a Stack; it must be finite and not negative")
    ) {
      try ComponentRenderer.layout(Stack { Self.leaf.flexGrow(-1) }, in: .width(100))
    }
  }

  @Test(arguments: [Double.nan, -.infinity])
  func anInsetThatIsNaNOrMinusInfinityNamesTheInset(inset: Double) {
    expectError(
      LayoutError(component: "Inset", reason: "an inset is \(inset); insets are numbers or +infinity")
    ) {
      try ComponentRenderer.render(Self.leaf.inset(top: 1, left: inset), in: .width(100))
    }
  }

  @Test func anInfiniteInsetWithNothingToFillNamesTheInset() {
    // An infinite inset fills the parent, but an unconstrained root has no parent size.
    expectError(
      LayoutError(
        component: "Inset",
        reason: "an infinite inset fills the parent, but the parent's width is undefined and the maximum "
          + "width is infinite")
    ) {
      try ComponentRenderer.layout(Self.leaf.inset(left: .infinity), in: .range(.unconstrained))
    }
  }

  @Test func aProposalThatIsNaNOrNegativeIsRefused() {
    for proposal in [SizeProposal.width(.nan), .fixed(width: -1, height: 10), .width(.infinity)] {
      #expect {
        try ComponentRenderer.layout(Self.leaf, in: proposal)
      } throws: { error in
        guard case .invalidProposal(let refused) = error as? RenderError else { return false }
        return "\(refused)" == "\(proposal)"  // NaN is not equal to itself
      }
    }
  }
}

// MARK: Helpers

/// Expects `body` to fail with exactly `expected` as its layout error.
private func expectError<Value>(
  _ expected: LayoutError, sourceLocation: SourceLocation = #_sourceLocation,
  _ body: () throws -> Value
) {
  do {
    _ = try body()
    Issue.record("no error; expected \(expected)", sourceLocation: sourceLocation)
  } catch {
    guard case .layout(let error)? = error as? RenderError else {
      Issue.record("\(error); expected \(expected)", sourceLocation: sourceLocation)
      return
    }
    #expect(error == expected, sourceLocation: sourceLocation)
  }
}

/// `depth` applications of `wrap` around a 1 x 1 red view, built, laid out and released inside its own
/// layout, so on the renderer's thread. Its layout has the chain's as its one child.
private struct Chain: Component {
  let depth: Int
  let wrap: @Sendable (any Component) -> any Component

  init(depth: Int, _ wrap: @escaping @Sendable (any Component) -> any Component) {
    self.depth = depth
    self.wrap = wrap
  }

  func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    var chain: any Component = RobustnessTests.leaf
    for _ in 0..<depth {
      chain = wrap(chain)
    }
    let child = try chain.layoutThatFits(range, parentSize: parentSize, environment: environment)
    return Layout(component: self, size: child.size, children: [.init(position: .zero, layout: child)])
  }
}

/// A composite that shows its content with a size of its own (here none): two levels per composite.
private struct Framed: CompositeComponent {
  let content: any Component
  var body: Sized { content.size(.auto) }
}

/// A composite whose body holds the next one, down to a view: a deep tree made only as layout goes.
private struct Countdown: CompositeComponent {
  let remaining: Int
  var body: Sized {
    Sized(remaining == 0 ? RobustnessTests.leaf : Countdown(remaining: remaining - 1), size: .auto)
  }
}

/// A leaf that records the depth of the environment its computeLayout is given.
private struct DepthProbe: Component {
  final class Depths: @unchecked Sendable {
    var values: [Int] = []
  }
  let depths = Depths()

  func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    depths.values.append(environment.depth)
    return Layout(component: self, size: range.min)
  }
}

/// The indices of the children of `layout` whose frame is not `expected(index)`.
private func misplacedChildren(_ layout: Layout, expected: (Int) -> Rect) -> [Int] {
  zip(childFrames(layout), layout.children.indices).filter { frame, index in frame != expected(index) }.map(
    \.1)
}
