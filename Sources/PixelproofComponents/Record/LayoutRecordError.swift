/// Why a layout record's text could not be read, or its nodes do not make a tree.
public struct LayoutRecordError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The line of the text where the problem is, counting from 1; nil when it is not on one line.
  public let line: Int?
  public let reason: String

  public init(line: Int?, reason: String) {
    self.line = line
    self.reason = reason
  }

  public var description: String {
    "unreadable layout record" + (line.map { " (line \($0))" } ?? "") + ": " + reason
  }
}
