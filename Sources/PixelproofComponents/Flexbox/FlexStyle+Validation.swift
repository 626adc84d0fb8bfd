extension FlexStyle {
  /// Throws a ``LayoutError`` naming `component` for a value layout cannot use: NaN or infinite
  /// lengths and factors, negative sizes, padding, borders, gaps or factors, or a ratio that is not
  /// positive. Margins and insets may be negative.
  func validate(for component: String) throws(LayoutError) {
    func fail(_ name: String, _ value: Any, _ rule: String) -> LayoutError {
      LayoutError(component: component, reason: "\(name) is \(value) in a Flexbox; it must be \(rule)")
    }
    func check(_ name: String, _ length: RelativeDimension, negativeAllowed: Bool = false, infinityAllowed: Bool = false)
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
    for (name, factor) in [("grow", grow), ("shrink", shrink)] {
      guard factor.isFinite, factor >= 0 else { throw fail(name, factor, "finite and not negative") }
    }
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
    for (name, length) in margin.all { try check("margin.\(name)", length, negativeAllowed: true) }
    for (name, length) in inset.all { try check("inset.\(name)", length, negativeAllowed: true) }
    for (name, length) in padding.all { try check("padding.\(name)", length) }
    for (name, length) in border.all { try check("border.\(name)", length) }
  }
}
