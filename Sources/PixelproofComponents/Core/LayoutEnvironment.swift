/// What layout may depend on besides the component tree: the display scale, for rounding to pixels,
/// the writing direction, the colour scheme and the text size. The last three are the
/// ``EnvironmentTraits`` a tree is rendered under; an ``EnvironmentReader`` reads any of them.
public struct LayoutEnvironment: Sendable, Hashable {
  /// The scale and how lengths are rounded to its pixels; every rounding to the grid goes through it.
  public var pixelGrid: PixelGrid
  /// Pixels per point: 1, 2 or 3 (``pixelGrid``'s scale).
  public var scale: Double {
    get { pixelGrid.scale }
    set { pixelGrid = PixelGrid(scale: newValue) }
  }
  /// Where rows start: the left in left-to-right writing, the right in right-to-left.
  public var layoutDirection: LayoutDirection
  /// Light or dark; components that look different in the dark read it through an ``EnvironmentReader``.
  public var colorScheme: ColorScheme
  /// The reader's preferred text size; a ``Label`` scales its fonts by it.
  public var textSize: TextSize
  /// The locale the tree is rendered for; a pseudo-locale's ``PseudoLocalization`` rewrites every
  /// ``Label``'s text. Nil when none is given.
  public var locale: LocaleIdentifier?
  /// How deep in the tree the components laid out in this environment are: 0 for the root.
  /// ``Component/layoutThatFits(_:parentSize:environment:)`` hands a component's `computeLayout` the
  /// environment of its children, one level deeper.
  public internal(set) var depth = 0
  /// How many levels deep layout may go: ``Component/layoutThatFits(_:parentSize:environment:)`` throws for
  /// a component at depth `maximumDepth` or deeper. Every component laid out inside another counts a
  /// level, wrappers such as a size or a composite's body included.
  ///
  /// Layout is recursive, and so are releasing a ``Layout`` and a tree of components, so an unbounded
  /// depth would end in a stack overflow. The default, ``defaultMaximumDepth``, keeps layout within the
  /// stack of ``ComponentRenderer``'s layout thread and releasing the result within that of any thread.
  /// Raise it only to lay out directly on a thread with a stack to match.
  public var maximumDepth: Int

  /// 1,000 levels.
  public static let defaultMaximumDepth = 1_000

  /// An environment for laying out at `scale` under the given traits.
  ///
  /// - Parameters:
  ///   - scale: pixels per point, for rounding to the pixel grid.
  ///   - layoutDirection: where rows start.
  ///   - colorScheme: light or dark.
  ///   - textSize: the reader's preferred text size.
  ///   - locale: the locale the tree is rendered for.
  ///   - maximumDepth: how many levels deep layout may go.
  public init(
    scale: Double = 1, layoutDirection: LayoutDirection = .leftToRight, colorScheme: ColorScheme = .light,
    textSize: TextSize = .default, locale: LocaleIdentifier? = nil,
    maximumDepth: Int = LayoutEnvironment.defaultMaximumDepth
  ) {
    pixelGrid = PixelGrid(scale: scale)
    self.layoutDirection = layoutDirection
    self.colorScheme = colorScheme
    self.textSize = textSize
    self.locale = locale
    self.maximumDepth = maximumDepth
  }

  /// The layout direction, colour scheme, text size and locale together.
  public var traits: EnvironmentTraits {
    get {
      EnvironmentTraits(
        layoutDirection: layoutDirection, colorScheme: colorScheme, textSize: textSize, locale: locale)
    }
    set {
      layoutDirection = newValue.layoutDirection
      colorScheme = newValue.colorScheme
      textSize = newValue.textSize
      locale = newValue.locale
    }
  }

  /// The same environment for a component at `depth`.
  func at(depth: Int) -> LayoutEnvironment {
    var copy = self
    copy.depth = depth
    return copy
  }

  /// The environment of a component's children, one level deeper.
  ///
  /// - Throws: ``LayoutError`` naming `component` when the component itself is at ``maximumDepth`` or
  ///   deeper.
  func nested(in component: @autoclosure () -> String) throws(LayoutError) -> LayoutEnvironment {
    guard depth < maximumDepth else { throw tooDeep(component()) }
    var nested = self
    nested.depth += 1
    return nested
  }

  /// The error for a tree deeper than ``maximumDepth``, found at `component`.
  func tooDeep(_ component: String) -> LayoutError {
    LayoutError(
      component: component,
      reason: "the tree is deeper than \(maximumDepth) levels here, counting each component laid out "
        + "inside another; layout stops rather than run out of stack. Flatten the tree: one Stack with "
        + "many children instead of stacks nested in stacks")
  }
}
