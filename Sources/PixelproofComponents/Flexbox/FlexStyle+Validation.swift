extension FlexStyle {
  /// Throws a ``LayoutError`` naming `component` for a value layout cannot use: NaN or infinite
  /// lengths and factors, negative sizes, padding, borders, gaps or factors, or a ratio that is not
  /// positive. Margins and insets may be negative.
  func validate(for component: any Component) throws(LayoutError) {
    func fail(_ name: String, _ value: Any, _ rule: String) -> LayoutError {
      LayoutError(
        component: component.kindName, reason: "\(name) is \(value) in a Flexbox; it must be \(rule)")
    }
    func check(
      _ name: String, _ length: RelativeDimension, negativeAllowed: Bool = false,
      infinityAllowed: Bool = false
    )
      throws(LayoutError)
    {
      switch length {
      case .points(let value), .percent(let value):
        let finite = value.isFinite || (infinityAllowed && value == .infinity)
        guard finite, negativeAllowed || value >= 0 else {
          throw fail(name, length, negativeAllowed ? "finite" : "finite and not negative")
        }
      case .auto, .minContent, .maxContent, .fitContent, .stretch: break
      }
    }
    guard grow.isFinite, grow >= 0 else { throw fail("grow", grow, "finite and not negative") }
    guard shrink.isFinite, shrink >= 0 else { throw fail("shrink", shrink, "finite and not negative") }
    if let aspectRatio, !(aspectRatio.isFinite && aspectRatio > 0) {
      throw fail("aspectRatio", aspectRatio, "finite and greater than 0")
    }
    guard minimumLineCount >= 1 else { throw fail("minimumLineCount", minimumLineCount, "at least 1") }
    try check("basis", basis)
    try check("width", width)
    try check("height", height)
    try check("minWidth", minWidth)
    try check("minHeight", minHeight)
    try check("maxWidth", maxWidth, infinityAllowed: true)
    try check("maxHeight", maxHeight, infinityAllowed: true)
    try check("rowGap", rowGap)
    try check("columnGap", columnGap)
    guard margin != .zero || inset != .auto || padding != .zero || border != .zero else { return }
    for (name, length) in margin.all { try check("margin.\(name)", length, negativeAllowed: true) }
    for (name, length) in inset.all { try check("inset.\(name)", length, negativeAllowed: true) }
    for (name, length) in padding.all { try check("padding.\(name)", length) }
    for (name, length) in border.all { try check("border.\(name)", length) }
  }
}
