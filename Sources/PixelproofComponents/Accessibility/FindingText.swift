// How findings write the text they quote, so that each finding stays one line.

/// `text` in double quotes, its line breaks written `\n` and tabs `\t`, so a finding about text of
/// several lines still takes one line.
func quotedForFinding(_ text: String) -> String {
  var quoted = "\""
  for character in text {
    switch character {
    case "\n", "\r\n", "\r", "\u{2028}", "\u{2029}": quoted += "\\n"
    case "\t": quoted += "\\t"
    default: quoted.append(character)
    }
  }
  return quoted + "\""
}
