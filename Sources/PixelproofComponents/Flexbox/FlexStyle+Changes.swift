extension FlexStyle {
  /// A property of a style that differs from another style, with the modifier that says the same to a
  /// ``Stack``, when there is one.
  struct ChangedProperty {
    /// The property's name in ``FlexStyle``, e.g. `margin`.
    let name: String
    /// What a Stack child writes instead, e.g. `.flexGrow(1)`; nil when a Stack has no such property.
    let stackSpelling: String?
  }

  /// The properties whose values differ from `original`'s, in declaration order. Only built for an
  /// error message.
  func changedProperties(from original: FlexStyle) -> [ChangedProperty] {
    let size = ".size(…)"
    let candidates: [(String, Bool, String?)] = [
      ("display", display != original.display, nil),
      ("position", position != original.position, nil),
      ("layoutDirection", layoutDirection != original.layoutDirection, nil),
      ("direction", direction != original.direction, nil),
      ("wrap", wrap != original.wrap, nil),
      ("justifyContent", justifyContent != original.justifyContent, nil),
      ("alignItems", alignItems != original.alignItems, nil),
      ("alignContent", alignContent != original.alignContent, nil),
      ("safeAlignment", safeAlignment != original.safeAlignment, nil),
      ("balancesLines", balancesLines != original.balancesLines, nil),
      ("minimumLineCount", minimumLineCount != original.minimumLineCount, nil),
      ("rowGap", rowGap != original.rowGap, nil),
      ("columnGap", columnGap != original.columnGap, nil),
      ("grow", grow != original.grow, ".flexGrow(\(Spelling.number(grow)))"),
      ("shrink", shrink != original.shrink, ".flexShrink(\(Spelling.number(shrink)))"),
      ("basis", basis != original.basis, ".flexBasis(\(Spelling.dimension(basis)))"),
      ("alignSelf", alignSelf != original.alignSelf, alignSelf?.stackAlignSelf.map { ".alignSelf(.\($0))" }),
      ("width", width != original.width, size),
      ("height", height != original.height, size),
      ("minWidth", minWidth != original.minWidth, size),
      ("minHeight", minHeight != original.minHeight, size),
      ("maxWidth", maxWidth != original.maxWidth, size),
      ("maxHeight", maxHeight != original.maxHeight, size),
      ("aspectRatio", aspectRatio != original.aspectRatio, nil),
      ("boxSizing", boxSizing != original.boxSizing, nil),
      ("margin", margin != original.margin, ".spacingBefore/.spacingAfter"),
      ("padding", padding != original.padding, nil),
      ("border", border != original.border, nil),
      ("inset", inset != original.inset, nil),
      ("overflowX", overflowX != original.overflowX, nil),
      ("overflowY", overflowY != original.overflowY, nil),
    ]
    return candidates.filter(\.1).map { ChangedProperty(name: $0.0, stackSpelling: $0.2) }
  }
}

extension FlexStyle {
  /// The item properties that only a parent Flexbox reads (grow, shrink, basis, alignSelf) differ from
  /// the web's defaults.
  var hasItemProperties: Bool {
    grow != 0 || shrink != 1 || basis != .auto || alignSelf != nil
  }

  /// Those of the item properties that only a parent Flexbox reads that differ from the web's defaults.
  var changedItemProperties: [ChangedProperty] {
    var defaults = self
    (defaults.grow, defaults.shrink, defaults.basis, defaults.alignSelf) = (0, 1, .auto, nil)
    return changedProperties(from: defaults)
  }

  /// Copies the item properties of `other` that a parent Flexbox reads: how it flexes, aligns and is
  /// placed in its line.
  mutating func takeItemProperties(of other: FlexStyle) {
    (grow, shrink, basis, alignSelf) = (other.grow, other.shrink, other.basis, other.alignSelf)
    (margin, position, inset) = (other.margin, other.position, other.inset)
  }
}

extension FlexStyle.AlignItems {
  /// The Stack alignment with the same meaning, when there is one.
  var stackAlignSelf: StackItem.AlignSelf? {
    switch self {
    case .flexStart: .start
    case .flexEnd: .end
    case .center: .center
    case .stretch: .stretch
    case .start, .end, .selfStart, .selfEnd, .baseline: nil
    }
  }
}

extension StackItem.AlignSelf {
  /// The CSS `align-self` with the same meaning in a Flexbox; nil for the container's alignItems.
  var flexAlignSelf: FlexStyle.AlignItems? {
    switch self {
    case .auto: nil
    case .start: .flexStart
    case .end: .flexEnd
    case .center: .center
    case .stretch: .stretch
    }
  }
}
