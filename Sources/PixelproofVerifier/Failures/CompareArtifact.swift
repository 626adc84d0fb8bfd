/// The `.compare.png` failure artifact: the reference, the diff and the actual image (`.failed.png`) side
/// by side, each under a label drawn by Pixelproof's own text engine, so it looks the same wherever it is
/// opened.
///
/// Each caption is the word of its file: "Reference", "Diff" and "Failed" (over what `.failed.png`
/// holds). The captions are drawn into the compare image kept as a reference in
/// `ReferenceImages/FailureReportTests`, so changing one means recording that again.
package enum CompareArtifact {
  static let gap = 16.0
  static let background = Color(red: 245, green: 245, blue: 247)
  static let frame = Color(red: 200, green: 200, blue: 206)
  static let titleColor = Color(red: 28, green: 28, blue: 30)
  static let detailColor = Color(red: 99, green: 99, blue: 102)

  /// Reference | diff | actual, at one image pixel per output pixel.
  ///
  /// - Throws: ``RenderError`` when the three side by side exceed ``BitmapLimits``.
  package static func make(
    reference: StraightBitmap, diff: StraightBitmap, actual: StraightBitmap, comparison: BitmapComparison
  )
    throws(RenderError) -> StraightBitmap
  {
    // Captions grow with the images, so a 3x screenshot's stay readable: 14 px up to 40 px.
    let fontSize = min(max(Double(max(reference.height, actual.height)) / 30, 14), 40).rounded()
    let differing =
      "\(comparison.differingPixels) of \(comparison.comparedPixels) px differ "
      + "(\(Percent.share(comparison.differingPixels, of: comparison.comparedPixels))%)"
    let row = Stack(.horizontal, spacing: gap) {
      panel("Reference", "\(reference.width) x \(reference.height) px", reference, fontSize: fontSize)
      panel("Diff", differing, diff, fontSize: fontSize)
      panel("Failed", "\(actual.width) x \(actual.height) px", actual, fontSize: fontSize)
    }
    .inset(gap)
    .background(background)
    return try ComponentRenderer.render(row, in: .range(.unconstrained), scale: 1).bitmap.straightBitmap()
  }

  /// A caption over an image on white (so transparent pixels show as white) in a one-pixel frame.
  private static func panel(
    _ title: String, _ detail: String, _ image: StraightBitmap, fontSize: Double
  )
    -> some Component
  {
    // Whole-pixel spacing keeps each image on the pixel grid, copied pixel for pixel.
    Stack(.vertical, spacing: (fontSize / 3).rounded()) {
      Label(title, font: .system(size: fontSize, weight: .bold), color: titleColor)
      Label(detail, font: .system(size: fontSize * 0.85), color: detailColor)
      Image(PremultipliedBitmap(image)).background(.white).inset(1).background(frame)
    }
  }
}
