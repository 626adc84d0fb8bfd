extension Layout {
  /// The buttons and links of the laid-out tree smaller than `minimum` in either dimension, in reading
  /// order.
  ///
  /// An element counts when it has the ``AccessibilityTraits/button`` or ``AccessibilityTraits/link``
  /// trait, disabled or not; what is not an element (hidden, or inside another element) is never
  /// reported, as a screen reader never stops on it. A frame exactly the minimum's size passes.
  ///
  /// - Parameters:
  ///   - minimum: the guideline to meet, Apple's 44 × 44 points unless given.
  ///   - direction: the writing direction each row is read in.
  ///   - origin: where the root's top-left corner is.
  public func touchTargetFindings(
    minimum: TouchTargetGuideline = .apple, direction: LayoutDirection = .leftToRight,
    origin: Point = .zero
  ) -> [TouchTargetFinding] {
    accessibilityElements(direction: direction, origin: origin).compactMap { element in
      guard !element.traits.isDisjoint(with: [.button, .link]) else { return nil }
      let narrow = element.frame.width < minimum.minimum.width
      let short = element.frame.height < minimum.minimum.height
      let shortfall: TouchTargetShortfall
      switch (narrow, short) {
      case (true, true): shortfall = .both
      case (true, false): shortfall = .width
      case (false, true): shortfall = .height
      case (false, false): return nil
      }
      return TouchTargetFinding(element: element, guideline: minimum, shortfall: shortfall)
    }
  }
}
