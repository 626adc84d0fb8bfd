import Testing

/// How a difference that a tolerance let pass reaches the person running the tests: never silently.
enum SnapshotWarning {
  /// A Swift Testing issue of warning severity, which the test log shows without failing the test;
  /// printed where the compiler's Swift Testing has no severities.
  static func record(_ message: String, at location: SourceLocation) {
    #if compiler(>=6.3)
      Issue.record(Comment(rawValue: message), severity: .warning, sourceLocation: location)
    #else
      print(message, file: location.fileID, line: location.line)
    #endif
  }

  /// A line on standard output in the `file:line: warning:` form compilers and IDEs pick up.
  static func print(_ message: String, file: String, line: Int) {
    Swift.print("\(file):\(line): warning: \(message)")
  }
}
