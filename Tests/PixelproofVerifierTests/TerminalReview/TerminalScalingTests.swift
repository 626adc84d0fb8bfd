import PixelproofVerifier
import Testing

/// Shrinking pictures with a box filter, and fitting them side by side into a terminal.
@Suite struct TerminalScalingTests {
  /// A grey picture `width` wide whose pixels hold `values`, row by row, in all three channels.
  private func grey(_ values: [UInt8], width: Int) throws -> TerminalPicture {
    try #require(
      TerminalPicture(width: width, height: values.count / width, rgb: values.flatMap { [$0, $0, $0] }))
  }

  @Test func eachNewPixelIsTheRoundedMeanOfItsBox() throws {
    let picture = try grey([0, 1, 10, 20, 2, 4, 30, 41], width: 4)
    // Boxes of 2 x 2: (0 + 1 + 2 + 4) / 4 = 1.75 -> 2; (10 + 20 + 30 + 41) / 4 = 25.25 -> 25.
    #expect(picture.shrunk(toWidth: 2, height: 1) == (try grey([2, 25], width: 2)))
  }

  @Test func columnsFallIntoBoxesByIntegerDivisionSoUnevenBoxesNeverOverlap() throws {
    // Three columns into two: x * 2 / 3 puts columns 0 and 1 in the first box, column 2 in the second.
    let picture = try grey([10, 21, 200], width: 3)
    #expect(picture.shrunk(toWidth: 2, height: 1) == (try grey([16, 200], width: 2)))
  }

  @Test func aPictureIsNeverEnlargedNorShrunkBelowOnePixel() throws {
    let picture = try grey([1, 2, 3, 4], width: 2)
    #expect(picture.shrunk(toWidth: 10, height: 10) == picture)
    #expect(picture.shrunk(toWidth: 0, height: -1) == (try grey([3], width: 1)))
  }

  @Test func allPanelsShrinkByTheRatioThatFitsTheWidestIntoItsThirdOfTheTerminal() throws {
    let picture = try grey([UInt8](repeating: 128, count: 232 * 145), width: 232)
    let panels = ["reference", "failed", "diff"].map { SideBySide.Panel(caption: $0, picture: picture) }
    // 160 columns less two gaps of 2, in three: 52 columns each; 145 * 52 / 232 = 32.5 -> 32 pixels.
    let layout = SideBySide(panels, columns: 160, lines: 34)
    #expect(layout.panelWidth == 52)
    #expect((layout.numerator, layout.denominator) == (52, 232))
    #expect(layout.shrunk(picture).width == 52)
    #expect(layout.shrunk(picture).height == 32)
    #expect(layout.lines().count == 1 + 16)
  }

  @Test func aTallPictureShrinksToTheLinesItMayTakeAndASmallOneKeepsItsPixels() throws {
    let tall = try grey([UInt8](repeating: 0, count: 20 * 100), width: 20)
    let fitted = SideBySide([SideBySide.Panel(caption: "", picture: tall)], columns: 160, lines: 10)
    #expect((fitted.numerator, fitted.denominator) == (20, 100))
    #expect(fitted.shrunk(tall).width == 4)
    #expect(fitted.shrunk(tall).height == 20)
    let small = try grey([UInt8](repeating: 0, count: 10 * 10), width: 10)
    let kept = SideBySide([SideBySide.Panel(caption: "", picture: small)], columns: 160, lines: 10)
    #expect((kept.numerator, kept.denominator) == (1, 1))
  }

  @Test func panelsArePaddedToTheirWidthAndSeparatedByTheGap() throws {
    let black = try grey([0, 0, 0, 0], width: 2)
    let white = try grey([255, 255, 255, 255], width: 2)
    let layout = SideBySide(
      [
        SideBySide.Panel(caption: "before", picture: black),
        SideBySide.Panel(caption: "after", picture: white),
      ],
      columns: 10, lines: 5)
    // (10 - 2) / 2 = 4 columns each: each caption is cut to 4, the first picture padded to 4.
    let blackCells = String(repeating: "\u{1B}[38;2;0;0;0;48;2;0;0;0m▀", count: 2)
    let whiteCells = String(repeating: "\u{1B}[38;2;255;255;255;48;2;255;255;255m▀", count: 2)
    #expect(
      layout.lines() == [
        "befo  " + "afte", blackCells + "\u{1B}[0m" + "  " + "  " + whiteCells + "\u{1B}[0m",
      ])
  }
}
