import PixelproofVerifier
import Testing

/// Pictures drawn in half blocks, with escape codes worked out by hand.
@Suite struct HalfBlocksTests {
  /// ESC, which starts every escape code.
  private let esc = "\u{1B}"

  @Test func aTwoByFourImageIsTwoLinesOfTwoCellsUpperPixelInFrontLowerBehind() throws {
    let bitmap = try StraightBitmap(
      width: 2, height: 4,
      pixels: [
        255, 0, 0, 255, 0, 255, 0, 255,  // red, green
        0, 0, 255, 255, 255, 255, 255, 255,  // blue, white
        0, 0, 0, 255, 10, 20, 30, 255,  // black, a dark blue
        0, 0, 0, 0, 255, 0, 0, 128,  // transparent, half-transparent red
      ])
    let picture = try #require(TerminalPicture(bitmap))
    // Over white: transparent is white; red at alpha 128 is (255, 127, 127), as
    // (0 * 128 + 255 * 127 + 127) / 255 = 127.
    #expect(
      HalfBlocks.lines(of: picture) == [
        "\(esc)[38;2;255;0;0;48;2;0;0;255m▀\(esc)[38;2;0;255;0;48;2;255;255;255m▀\(esc)[0m",
        "\(esc)[38;2;0;0;0;48;2;255;255;255m▀\(esc)[38;2;10;20;30;48;2;255;127;127m▀\(esc)[0m",
      ])
  }

  @Test func anOddLastRowHasTheTerminalsOwnBackgroundBelowIt() throws {
    let picture = try #require(TerminalPicture(width: 1, height: 3, rgb: [1, 2, 3, 4, 5, 6, 7, 8, 9]))
    #expect(
      HalfBlocks.lines(of: picture) == [
        "\(esc)[38;2;1;2;3;48;2;4;5;6m▀\(esc)[0m", "\(esc)[38;2;7;8;9;49m▀\(esc)[0m",
      ])
  }

  @Test func aPictureNeedsPixelsAndThreeBytesForEach() throws {
    #expect(TerminalPicture(width: 0, height: 1, rgb: []) == nil)
    #expect(TerminalPicture(width: 1, height: 1, rgb: [1, 2]) == nil)
    let pixel = try #require(TerminalPicture(width: 1, height: 1, rgb: [1, 2, 3])).pixel(x: 0, y: 0)
    #expect([pixel.0, pixel.1, pixel.2] == [1, 2, 3])
  }
}
