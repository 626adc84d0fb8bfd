/// One thing a screen reader stops on: where it is on the screen and what is read for it.
public struct AccessibilityElement: Sendable, Hashable, CustomStringConvertible {
  /// The name of the layout node it came from, as descriptions show it (`Label#price`).
  public var name: String
  /// Its frame in points, in the coordinates of the layout it was collected from.
  public var frame: Rect
  /// The words read for it; nil when it has none (a button with only an image and no label).
  public var label: String?
  /// What it is and how it behaves.
  public var traits: AccessibilityTraits
  /// What activating it does, read after the label; nil for none.
  public var hint: String?

  /// An element named `name` at `frame`, read as `label`, `traits` and `hint`.
  ///
  /// - Parameters:
  ///   - name: the layout node's name, as `Label#price`.
  ///   - frame: its frame in points.
  ///   - label: the words read for it.
  ///   - traits: what it is and how it behaves.
  ///   - hint: what activating it does.
  public init(
    name: String, frame: Rect, label: String?, traits: AccessibilityTraits, hint: String? = nil
  ) {
    self.name = name
    self.frame = frame
    self.label = label
    self.traits = traits
    self.hint = hint
  }

  /// One line: the name, the frame, the label in quotes, the traits in brackets and the hint, as
  /// `Button#send (16.0, 8.0, 80.0, 44.0) "Send" [button] hint: "Sends the message"`.
  public var description: String {
    var text = "\(name) \(frame)"
    text += label.map { " \"\($0)\"" } ?? " (no label)"
    text += " [" + traits.names.joined(separator: ", ") + "]"
    if let hint { text += " hint: \"\(hint)\"" }
    return text
  }
}
