/// The legend of an accessibility overlay: how many elements there are and which way they were read,
/// then, for each number, the element's label, its traits and its hint, each wrapped to the legend's
/// width.
struct AccessibilityLegend {
  static let titleColor = Color(hex: 0x1C1C1E)
  static let detailColor = Color(hex: 0x5C5C60)

  /// The elements in reading order.
  let elements: [AccessibilityElement]
  /// The writing direction they were read in.
  let direction: LayoutDirection

  var body: some Component {
    Stack(.vertical, spacing: 10, align: .stretch) {
      Label(
        AccessibilityTranscript.summary(count: elements.count, direction: direction),
        font: .system(size: 13, weight: .bold), color: Self.titleColor
      )
      .numberOfLines(0)
      for (index, element) in elements.enumerated() {
        entry(number: index + 1, element)
      }
    }
  }

  /// The badge, then the label, the traits and the hint under one another.
  private func entry(number: Int, _ element: AccessibilityElement) -> some Component {
    let traits = element.traits.names
    return Stack(.horizontal, spacing: 8, align: .start) {
      AccessibilityBadge(number: number).body
      Stack(.vertical, spacing: 2, align: .stretch) {
        Label(element.label ?? "(no label)", font: .system(size: 13, weight: .medium), color: Self.titleColor)
          .numberOfLines(0)
        Label(
          traits.isEmpty ? "no traits" : "Traits: " + traits.joined(separator: ", "), font: .system(size: 11),
          color: Self.detailColor
        )
        .numberOfLines(0)
        if let hint = element.hint {
          Label("Hint: " + hint, font: .system(size: 11), color: Self.detailColor).numberOfLines(0)
        }
      }
      .flexShrink(1)
    }
  }
}
