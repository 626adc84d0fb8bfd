/// Where a snapshot assertion is: its test and its place in the source, so that a message about two
/// assertions can name both.
public struct AssertionSite: Sendable, Hashable, Comparable, CustomStringConvertible {
  /// The test, as `swift test list` names it; nil when not known.
  public let test: String?
  /// The file as `#fileID` names it, `Module/CardTests.swift`.
  public let fileID: String
  /// The file's full path, `#filePath`.
  public let filePath: String
  /// The line of the assertion.
  public let line: Int
  /// The column of the assertion.
  public let column: Int

  /// - Parameters:
  ///   - test: the test, as `swift test list` names it; nil when not known.
  ///   - fileID: the file as `#fileID` names it.
  ///   - filePath: the file's full path, `#filePath`.
  ///   - line: the assertion's line.
  ///   - column: the assertion's column.
  public init(test: String?, fileID: String, filePath: String, line: Int, column: Int) {
    self.test = test
    self.fileID = fileID
    self.filePath = filePath
    self.line = line
    self.column = column
  }

  /// `Cards.CardTests/testCard() at Cards/CardTests.swift:12`, or the place alone when the test is not
  /// known.
  public var description: String {
    (test.map { $0 + " at " } ?? "the assertion at ") + "\(fileID):\(line)"
  }

  /// By file, line, column, then test: the order messages list sites in, whichever ran first.
  public static func < (lhs: AssertionSite, rhs: AssertionSite) -> Bool {
    (lhs.fileID, lhs.line, lhs.column, lhs.test ?? "") < (rhs.fileID, rhs.line, rhs.column, rhs.test ?? "")
  }
}
