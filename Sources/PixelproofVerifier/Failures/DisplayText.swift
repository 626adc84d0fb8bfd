/// Text from names and paths made safe to print inside a message.
package enum DisplayText {
  /// `text` with control characters written as Swift writes them in a literal (`\n`, `\r`, `\t`, and
  /// `\u{0}`, `\u{1B}` for the rest), so a NUL or a line break in a name can neither cut a message nor
  /// pass for a second line of it.
  ///
  /// - Parameters:
  ///   - text: a name or path to print.
  package static func escaped(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: isControl) else { return text }
    var result = String.UnicodeScalarView()
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\n": result.append(contentsOf: "\\n".unicodeScalars)
      case "\r": result.append(contentsOf: "\\r".unicodeScalars)
      case "\t": result.append(contentsOf: "\\t".unicodeScalars)
      case _ where isControl(scalar):
        result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      default: result.append(scalar)
      }
    }
    return String(result)
  }

  /// The C0 controls, DEL and the C1 controls.
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
  }

  /// Each line of a message escaped on its own, so the message's own line breaks stay.
  static func escapedLines(_ lines: [String]) -> String {
    lines.map(escaped).joined(separator: "\n")
  }
}
