import Foundation

/// A test as `swift test list` names it: `<Module>.<Suite>/<Nested>/<function>` for Swift Testing
/// (`Cards.FeedA/Header/card(theme:)`), `<Module>.<Class>/<method>` for XCTest, `<Module>.<function>`
/// for a free test function. Run manifests record it beside each reference, and `pixelproof orphans`
/// compares it with the package's current tests.
package struct TestIdentity: Sendable, Hashable, CustomStringConvertible {
  /// The test target's module.
  package let module: String
  /// The suite types from outermost to innermost; empty for a free test function.
  package let suites: [String]
  /// The test function or method as listed, with its argument labels: `card(theme:)`, `testCard`.
  package let function: String

  /// - Parameters:
  ///   - module: the test target's module.
  ///   - suites: the suite types from outermost to innermost; empty for a free test function.
  ///   - function: the test function or method as listed.
  package init(module: String, suites: [String], function: String) {
    self.module = module
    self.suites = suites
    self.function = function
  }

  /// A line of `swift test list`, or nil when the line names no test (build progress, a blank line).
  ///
  /// - Parameters:
  ///   - line: one line of the output; spaces around it are ignored.
  package init?(listed line: String) {
    let text = line.trimmingCharacters(in: .whitespaces)
    guard let dot = text.firstIndex(of: "."), !text.contains(" ") else { return nil }
    let module = text[..<dot]
    guard !module.isEmpty, module.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
    let parts = text[text.index(after: dot)...].split(separator: "/", omittingEmptySubsequences: false)
    guard let function = parts.last, !function.isEmpty, !parts.contains(where: \.isEmpty) else { return nil }
    self.init(module: String(module), suites: parts.dropLast().map(String.init), function: String(function))
  }

  /// The name `swift test list` prints.
  package var description: String { module + "." + (suites + [function]).joined(separator: "/") }

  /// The test's folder in the reference folder: the suite path joined with `.` (`FeedA.Header`, and for a
  /// top-level suite just its name); nil for a free test function, whose folder is its file's name.
  package var suiteFolder: String? { suites.isEmpty ? nil : suites.joined(separator: ".") }

  /// The function without its argument labels: the first part of its references' file names.
  package var testName: String { SnapshotReference.strippingArguments(function) }

  /// `swift test --filter` text that selects exactly this test, quoted for a shell: the whole identity
  /// anchored at the start, regular-expression characters escaped, and a word boundary after the name,
  /// so `Cards.FeedB/Header/card` selects neither `Cards.FeedA/Header/card` nor `cardDark`.
  package var filter: String {
    let pattern =
      "^" + Self.regexEscaped(module + ".")
      + Self.regexEscaped(
        (suites + [testName]).joined(separator: "/")) + "\\b"
    return "'" + pattern.replacingOccurrences(of: "'", with: "'\\''") + "'"
  }

  /// `text` with every regular-expression character escaped with a backslash.
  static func regexEscaped(_ text: String) -> String {
    var result = ""
    for character in text {
      if "\\^$.|?*+()[]{}".contains(character) { result.append("\\") }
      result.append(character)
    }
    return result
  }
}
