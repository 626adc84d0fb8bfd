/// A picture drawn in text: each character cell shows two pixels, one above the other, as the upper
/// half block `▀` in the upper pixel's colour on a background of the lower pixel's, both 24-bit
/// (`ESC [ 38;2;r;g;b ; 48;2;r;g;b m`). A terminal's cells are about twice as tall as they are wide, so
/// the pixels come out square.
package enum HalfBlocks {
  /// The upper half block, U+2580.
  package static let upperHalf = "\u{2580}"
  /// Ends a line's colours (SGR 0), so the next text is drawn in the terminal's own colours.
  package static let reset = "\u{1B}[0m"

  /// One line of text per two rows of `picture`, each cell coloured on its own and each line ending in
  /// ``reset``. An odd last row has the terminal's own background (SGR 49) below it.
  package static func lines(of picture: TerminalPicture) -> [String] {
    stride(from: 0, to: picture.height, by: 2).map { top in
      var line = ""
      for x in 0..<picture.width {
        let upper = picture.pixel(x: x, y: top)
        line += "\u{1B}[38;2;\(upper.0);\(upper.1);\(upper.2)"
        if top + 1 < picture.height {
          let lower = picture.pixel(x: x, y: top + 1)
          line += ";48;2;\(lower.0);\(lower.1);\(lower.2)m"
        } else {
          line += ";49m"
        }
        line += upperHalf
      }
      return line + reset
    }
  }
}
