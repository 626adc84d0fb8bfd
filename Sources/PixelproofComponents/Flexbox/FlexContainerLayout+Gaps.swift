extension FlexContainerLayout {
  /// The gaps between items and between lines, percentages of the content box.
  ///
  /// css-align-3 §8.3: a percentage gap of a size that is indefinite for the children's percentages
  /// resolves against zero, as in Chrome, even where the parent fixed that size (a flexed size that
  /// css-flexbox-1 §9.8 leaves indefinite) or the container's min-height and max-height alone give it.
  mutating func resolveGaps() {
    let basis = forChildren(innerSize)
    let columnGap = style.columnGap.flexResolve(basis.width ?? 0) ?? 0
    let rowGap = style.rowGap.flexResolve(basis.height ?? 0) ?? 0
    mainGap = axes.isRow ? columnGap : rowGap
    crossGap = axes.isRow ? rowGap : columnGap
  }
}
