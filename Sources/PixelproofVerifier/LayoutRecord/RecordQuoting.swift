/// Strings in a layout record's text and in change descriptions: between double quotes, with a
/// backslash before `"` and `\`, and control characters written as escapes, so any identifier or text
/// (spaces, quotes, newlines) stays on one line and reads back unchanged.
enum RecordQuoting {
  /// `text` quoted: `"Hello \"you\"\n"`.
  static func quoted(_ text: String) -> String {
    var result = String.UnicodeScalarView()
    result.append("\"")
    for scalar in text.unicodeScalars {
      switch scalar {
      case "\"": result.append(contentsOf: #"\""#.unicodeScalars)
      case "\\": result.append(contentsOf: #"\\"#.unicodeScalars)
      case "\n": result.append(contentsOf: #"\n"#.unicodeScalars)
      case "\r": result.append(contentsOf: #"\r"#.unicodeScalars)
      case "\t": result.append(contentsOf: #"\t"#.unicodeScalars)
      case _ where needsEscape(scalar):
        result.append(contentsOf: "\\u{\(String(scalar.value, radix: 16, uppercase: true))}".unicodeScalars)
      default: result.append(scalar)
      }
    }
    result.append("\"")
    return String(result)
  }

  /// Control characters (C0, DEL, C1) and the Unicode line and paragraph separators: they would break
  /// the line or be invisible.
  private static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028
      || scalar.value == 0x2029
  }

  /// Reads the quoted string that starts at `index` (at its opening quote) and moves `index` past the
  /// closing quote.
  ///
  /// - Returns: the string, or nil when it is not closed, holds an unknown escape or a raw control
  ///   character.
  static func unquote(_ scalars: [Unicode.Scalar], from index: inout Int) -> String? {
    guard index < scalars.count, scalars[index] == "\"" else { return nil }
    var result = String.UnicodeScalarView()
    var position = index + 1
    while position < scalars.count {
      let scalar = scalars[position]
      position += 1
      switch scalar {
      case "\"":
        index = position
        return String(result)
      case "\\":
        guard position < scalars.count else { return nil }
        let escape = scalars[position]
        position += 1
        switch escape {
        case "\"", "\\": result.append(escape)
        case "n": result.append("\n")
        case "r": result.append("\r")
        case "t": result.append("\t")
        case "u":
          guard let escaped = unicodeEscape(scalars, from: &position) else { return nil }
          result.append(escaped)
        default: return nil
        }
      case _ where needsEscape(scalar):
        return nil
      default:
        result.append(scalar)
      }
    }
    return nil
  }

  /// `{hex}` after `\u`: 1 to 6 hexadecimal digits naming a Unicode scalar.
  private static func unicodeEscape(_ scalars: [Unicode.Scalar], from position: inout Int) -> Unicode.Scalar?
  {
    guard position < scalars.count, scalars[position] == "{" else { return nil }
    var value: UInt32 = 0
    var digits = 0
    position += 1
    while position < scalars.count, scalars[position] != "}" {
      guard digits < 6, let digit = hexDigit(scalars[position]) else { return nil }
      value = value * 16 + digit
      digits += 1
      position += 1
    }
    guard position < scalars.count, digits > 0 else { return nil }
    position += 1  // the closing brace
    return Unicode.Scalar(value)
  }

  private static func hexDigit(_ scalar: Unicode.Scalar) -> UInt32? {
    switch scalar.value {
    case 0x30...0x39: scalar.value - 0x30  // 0-9
    case 0x41...0x46: scalar.value - 0x41 + 10  // A-F
    case 0x61...0x66: scalar.value - 0x61 + 10  // a-f
    default: nil
    }
  }
}
