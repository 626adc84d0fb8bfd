/// The text of an accessibility snapshot: what the overlay image shows, one line per element, so a
/// reference can be compared exactly and a change read as a line diff.
///
/// ```
/// 2 elements, read left to right
/// 1. "Settings" [header] at (16, 20, 120, 24) pt
/// 2. "Wi-Fi" [button] hint: "Opens the Wi-Fi settings" at (0, 60, 375, 44) pt
/// ```
/// Labels and hints are quoted, with `"`, `\` and control characters escaped, so every element stays on
/// its own line whatever its text holds; an element without a label reads `(no label)`, one without
/// traits `[]`. The file ends with a line break.
public enum AccessibilityTranscript {
  /// The transcript of `elements`, numbered in the order given (their reading order).
  ///
  /// - Parameters:
  ///   - elements: the elements in reading order, as
  ///     ``/PixelproofComponents/Layout/accessibilityElements(direction:origin:)`` gives them.
  ///   - direction: the writing direction they were ordered in, named on the first line.
  public static func text(of elements: [AccessibilityElement], direction: LayoutDirection) -> String {
    var lines = [summary(count: elements.count, direction: direction)]
    lines += elements.enumerated().map { index, element in line(number: index + 1, element) }
    return lines.joined(separator: "\n") + "\n"
  }

  /// `3 elements, read right to left`.
  static func summary(count: Int, direction: LayoutDirection) -> String {
    let counted =
      switch count {
      case 0: "No elements"
      case 1: "1 element"
      default: "\(count) elements"
      }
    return counted + ", read " + directionName(direction)
  }

  /// `left to right` or `right to left`.
  static func directionName(_ direction: LayoutDirection) -> String {
    direction == .leftToRight ? "left to right" : "right to left"
  }

  /// `2. "Wi-Fi" [button, selected] hint: "Opens the Wi-Fi settings" at (0, 60, 375, 44) pt`.
  static func line(number: Int, _ element: AccessibilityElement) -> String {
    var text = "\(number). " + (element.label.map(RecordQuoting.quoted) ?? "(no label)")
    text += " [" + element.traits.names.joined(separator: ", ") + "]"
    if let hint = element.hint { text += " hint: " + RecordQuoting.quoted(hint) }
    return text + " at \(element.frame) pt"
  }
}
