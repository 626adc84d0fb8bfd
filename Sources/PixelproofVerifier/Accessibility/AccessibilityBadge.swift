/// An element's number in white on its palette colour, in a capsule at least ``size`` points wide and
/// exactly that tall: the mark on the element in the overlay and before its entry in the legend.
struct AccessibilityBadge {
  /// The badge's height and narrowest width, in points.
  static let size = 18.0

  /// The element's number, from 1 in reading order.
  let number: Int

  var body: some Component {
    Label("\(number)", font: .system(size: 11, weight: .bold), color: .white)
      .alignment(.center)
      .size(height: .points(Self.size), minWidth: .points(Self.size - 8))
      .inset(horizontal: 4)
      .background(AccessibilityPalette.color(number), cornerRadius: Self.size / 2)
  }
}
