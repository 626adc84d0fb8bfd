extension FlexStyle {
  /// A value layout cannot use, found without a component to name: the error is made at layout, when
  /// the component is known, with ``error(for:)``.
  struct Problem: Sendable, Equatable {
    /// The property, e.g. `margin.top`.
    let name: String
    /// The value as written, described.
    let value: String
    /// What the value must be, e.g. `finite and not negative`.
    let rule: String

    /// The ``LayoutError`` naming `component`.
    func error(for component: any Component) -> LayoutError {
      LayoutError(
        component: component.kindName, reason: "\(name) is \(value) in a Flexbox; it must be \(rule)")
    }
  }

  /// Throws a ``LayoutError`` naming `component` for a value layout cannot use: NaN or infinite
  /// lengths and factors, negative sizes, padding, borders, gaps or factors, or a ratio that is not
  /// positive. Margins and insets may be negative.
  func validate(for component: any Component) throws(LayoutError) {
    if let problem { throw problem.error(for: component) }
  }

  /// The first value layout cannot use (see ``validate(for:)``), or nil.
  var problem: Problem? {
    func fail(_ name: String, _ value: Any, _ rule: String) -> Problem {
      Problem(name: name, value: "\(value)", rule: rule)
    }
    func check(
      _ name: String, _ length: RelativeDimension, negativeAllowed: Bool = false,
      infinityAllowed: Bool = false
    ) -> Problem? {
      switch length {
      case .points(let value), .percent(let value):
        let finite = value.isFinite || (infinityAllowed && value == .infinity)
        guard finite, negativeAllowed || value >= 0 else {
          return fail(name, length, negativeAllowed ? "finite" : "finite and not negative")
        }
      case .auto, .minContent, .maxContent, .fitContent, .stretch: break
      }
      return nil
    }
    guard grow.isFinite, grow >= 0 else { return fail("grow", grow, "finite and not negative") }
    guard shrink.isFinite, shrink >= 0 else { return fail("shrink", shrink, "finite and not negative") }
    if let aspectRatio, !(aspectRatio.isFinite && aspectRatio > 0) {
      return fail("aspectRatio", aspectRatio, "finite and greater than 0")
    }
    guard minimumLineCount >= 1 else { return fail("minimumLineCount", minimumLineCount, "at least 1") }
    // `??` evaluates its right side only when the left is nil, so the first problem wins.
    let length =
      check("basis", basis) ?? check("width", width) ?? check("height", height)
      ?? check("minWidth", minWidth) ?? check("minHeight", minHeight)
      ?? check("maxWidth", maxWidth, infinityAllowed: true)
      ?? check("maxHeight", maxHeight, infinityAllowed: true) ?? check("rowGap", rowGap)
      ?? check("columnGap", columnGap)
    if let length { return length }
    guard margin != .zero || inset != .auto || padding != .zero || border != .zero else { return nil }
    for (name, length) in margin.all {
      if let problem = check("margin.\(name)", length, negativeAllowed: true) { return problem }
    }
    for (name, length) in inset.all {
      if let problem = check("inset.\(name)", length, negativeAllowed: true) { return problem }
    }
    for (name, length) in padding.all {
      if let problem = check("padding.\(name)", length) { return problem }
    }
    for (name, length) in border.all {
      if let problem = check("border.\(name)", length) { return problem }
    }
    return nil
  }

  /// Whether a style with nothing but the web's defaults besides its six sizes (as
  /// ``sized(like:)`` makes for a leaf) is valid: checked here without building names or arrays,
  /// since every leaf of every layout asks. False sends the caller to ``validate(for:)`` for the error.
  var hasOnlyValidSizes: Bool {
    func valid(_ length: RelativeDimension, infinityAllowed: Bool = false) -> Bool {
      switch length {
      case .points(let value), .percent(let value):
        (value.isFinite || (infinityAllowed && value == .infinity)) && value >= 0
      case .auto, .minContent, .maxContent, .fitContent, .stretch: true
      }
    }
    return valid(width) && valid(height) && valid(minWidth) && valid(minHeight)
      && valid(maxWidth, infinityAllowed: true) && valid(maxHeight, infinityAllowed: true)
  }
}

/// A flex style and its ``FlexStyle/problem``, found once when the style is set, kept together in one
/// immutable object.
///
/// A ``Flexbox`` that holds its style this way is two words wide, so it fits inside an `any Component`
/// without a box of its own, and a layout neither copies nor checks the style again for each flexbox.
final class CheckedFlexStyle: Sendable {
  /// The style.
  let style: FlexStyle
  /// The first value in it that layout cannot use, or nil.
  let problem: FlexStyle.Problem?

  init(_ style: FlexStyle) {
    self.style = style
    problem = style.problem
  }
}
