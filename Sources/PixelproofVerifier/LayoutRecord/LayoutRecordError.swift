/// Why a layout record's text could not be read, or its nodes do not make a tree.
public struct LayoutRecordError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line of the text where the problem is, counting from 1; nil when it is not on one line.
  public let line: Int?
  /// What is wrong, as a sentence.
  public let reason: String

  /// An error about `line` of the text (nil for none) saying `reason`.
  public init(line: Int?, reason: String) {
    self.line = line
    self.reason = reason
  }

  /// The reason, after its line number when it has one.
  public var description: String {
    "unreadable layout record" + (line.map { " (line \($0))" } ?? "") + ": " + reason
  }
}
