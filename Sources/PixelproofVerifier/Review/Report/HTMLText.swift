import Foundation

/// Text made safe for an HTML page: every string the report takes from files goes through here.
enum HTMLText {
  /// `text` with `&`, `<`, `>`, `"` and `'` written as character references, safe in element content
  /// and in quoted attribute values alike.
  static func escaped(_ text: String) -> String {
    var result = ""
    result.reserveCapacity(text.utf8.count)
    for character in text {
      switch character {
      case "&": result += "&amp;"
      case "<": result += "&lt;"
      case ">": result += "&gt;"
      case "\"": result += "&quot;"
      case "'": result += "&#39;"
      default: result.append(character)
      }
    }
    return result
  }

  /// `text` as one shell word in single quotes, so a command copied from the report runs as shown.
  static func shellQuoted(_ text: String) -> String {
    "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }
}
