/// Which reference image an assertion compares against:
/// `<Suite>/<test>[_<arguments>][_<name>][_dark][_rtl][_text<size>]@<scale>x.png`, the parts after the
/// name being the variant's ``SnapshotVariant/nameSuffix`` (nothing for the default variant).
public struct SnapshotReference: Sendable, Hashable, CustomStringConvertible {
  /// The XCTest class or Swift Testing suite path, nested suites joined with `.` (`FeedA.Header`); the
  /// file name for free test functions.
  public let suite: String
  /// The test method or function, without parentheses.
  public let test: String
  /// A parameterised test case's arguments: each parameter's label, `-` and the argument, joined with
  /// `_` (`theme-dark_size-2`); nil for a test without arguments.
  public let arguments: String?
  /// Tells apart several snapshots in one test.
  public let name: String?
  /// The environment the snapshot is rendered in.
  public let variant: SnapshotVariant

  /// Pixels per point, the variant's.
  public var scale: Int { variant.scale }

  /// A reference in the default variant at `scale`: light, left to right, default text size.
  ///
  /// - Throws: ``SnapshotError/invalidName(_:reason:)`` when a part is empty or could leave its folder
  ///   (a `/`, a `\`, `..`, or a control character).
  public init(suite: String, test: String, name: String? = nil, scale: Int) throws(SnapshotError) {
    try self.init(suite: suite, test: test, name: name, variant: SnapshotVariant(scale: scale))
  }

  /// The longest file name a file system takes, in bytes.
  public static let fileNameLimit = 255

  /// A reference for one variant of a snapshot.
  ///
  /// - Parameters:
  ///   - suite: the suite's folder name: the XCTest class, or the Swift Testing suite path.
  ///   - test: the test method or function; anything from its `(` on is dropped.
  ///   - arguments: a parameterised test case's arguments, written as ``arguments`` shows them.
  ///   - name: tells apart several snapshots in one test.
  ///   - variant: the environment the snapshot is rendered in.
  /// - Throws: ``SnapshotError/invalidName(_:reason:)`` when a part is empty or could leave its folder
  ///   (a `/`, a `\`, `..`, or a control character); ``SnapshotError/nameTooLong(fileName:bytes:)``
  ///   when the suite folder or a file of the snapshot would have a name over 255 bytes.
  public init(
    suite: String, test: String, arguments: String? = nil, name: String? = nil, variant: SnapshotVariant
  ) throws(SnapshotError) {
    self.suite = try Self.checked(suite)
    self.test = try Self.checked(Self.strippingArguments(test))
    self.arguments = try arguments.map { arguments throws(SnapshotError) in try Self.checked(arguments) }
    self.name = try name.map { name throws(SnapshotError) in try Self.checked(name) }
    self.variant = variant
    // Checked before anything is written: the longest name is the failure folder's reference copy.
    for fileName in [self.suite, baseName + FailureArtifacts.longestSuffix]
    where fileName.utf8.count > Self.fileNameLimit {
      throw .nameTooLong(fileName: fileName, bytes: fileName.utf8.count)
    }
  }

  /// The file name without extension: `card_theme-dark@2x` for a parameterised test, `testCard_dark@2x`
  /// for the default variant of snapshot `dark`,
  /// `testCard_header_dark_rtl@3x` for snapshot `header` in dark, right to left, at 3x.
  public var baseName: String {
    test + (arguments.map { "_" + $0 } ?? "") + (name.map { "_" + $0 } ?? "") + variant.nameSuffix
      + "@\(scale)x"
  }

  /// The reference's path below the reference folder.
  public var relativePath: String {
    SnapshotFiles.relativePath(suite: suite, baseName: baseName, kind: .image)
  }

  /// The suite and the base name, `CardTests/testCard_dark@2x`, as messages name a snapshot.
  public var description: String { SnapshotFiles.snapshotName(suite: suite, baseName: baseName) }

  /// `testCard()` or `card(theme:)` to `testCard` or `card`.
  public static func strippingArguments(_ function: String) -> String {
    function.firstIndex(of: "(").map { String(function[..<$0]) } ?? function
  }

  private static func checked(_ part: String) throws(SnapshotError) -> String {
    if part.isEmpty { throw .invalidName(part, reason: "it is empty") }
    if part == "." || part.contains("..") { throw .invalidName(part, reason: "it contains \"..\"") }
    if part.contains("/") || part.contains("\\") {
      throw .invalidName(part, reason: "it contains a path separator")
    }
    if part.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
      throw .invalidName(part, reason: "it contains a control character")
    }
    return part
  }
}
