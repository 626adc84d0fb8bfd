import Foundation

/// What a key pressed in `pixelproof review` asks for.
package enum ReviewAction: Sendable, Equatable {
  /// `a`: make the failed image (or text) the reference.
  case accept
  /// `r`: remove the failure's files and keep the reference.
  case reject
  /// `s`: leave the failure as it is and show the next.
  case skip
  /// `o`: write the HTML report and open it.
  case openReport
  /// `q`: stop, leaving the rest as they are.
  case quit
  /// Control-C, which arrives as a byte while the terminal is in raw mode.
  case interrupt
  /// Control-D, or the end of the input.
  case endOfInput

  /// The action of the bytes one read from a raw-mode terminal returned; nil for any other key. Only a
  /// lone byte counts: an arrow key sends `ESC [ A`, whose `A` must not pass for a key, and pasted
  /// text must not decide several failures at once.
  ///
  /// - Parameters:
  ///   - bytes: what one read returned.
  package init?(keys bytes: [UInt8]) {
    guard bytes.count == 1 else { return nil }
    switch bytes[0] {
    case UInt8(ascii: "a"): self = .accept
    case UInt8(ascii: "r"): self = .reject
    case UInt8(ascii: "s"): self = .skip
    case UInt8(ascii: "o"): self = .openReport
    case UInt8(ascii: "q"): self = .quit
    // ETX and EOT: what Control-C and Control-D send when the terminal does not act on them.
    case 0x03: self = .interrupt
    case 0x04: self = .endOfInput
    default: return nil
    }
  }

  /// The action of a line read when the input is not a terminal: one of the letters `a`, `r`, `s`,
  /// `o`, `q`, in either case, with any spaces around it; nil for any other line.
  ///
  /// - Parameters:
  ///   - line: the line, without its line break.
  package init?(line: String) {
    let letter = line.trimmingCharacters(in: .whitespaces).lowercased()
    guard letter.utf8.count == 1, let action = ReviewAction(keys: Array(letter.utf8)),
      action != .interrupt, action != .endOfInput
    else { return nil }
    self = action
  }
}
