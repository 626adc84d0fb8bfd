/// What a rendering's text is compared with to find text that does not grow with the text size: the
/// same component laid out at a smaller text size, with the sizes of both.
public struct TextSizeComparison: Sendable {
  /// The text size the rendering was laid out at.
  public var textSize: TextSize
  /// The same component laid out at ``smallerTextSize``, in the same scale, colour scheme and writing
  /// direction.
  public var smallerLayout: Layout
  /// A text size smaller than ``textSize``.
  public var smallerTextSize: TextSize

  /// A comparison of a rendering at `textSize` with `smallerLayout`, laid out at `smallerTextSize`.
  ///
  /// - Parameters:
  ///   - textSize: the text size the rendering was laid out at.
  ///   - smallerLayout: the same component laid out at `smallerTextSize`.
  ///   - smallerTextSize: a text size smaller than `textSize`.
  public init(textSize: TextSize, smallerLayout: Layout, smallerTextSize: TextSize) {
    self.textSize = textSize
    self.smallerLayout = smallerLayout
    self.smallerTextSize = smallerTextSize
  }
}
