/// Settings for snapshot assertions, set per assertion or for a scope of code (see
/// ``withSnapshotConfiguration(_:operation:)-3cn1k``). Anything left nil comes from the environment:
///
/// | setting | environment variables (first one set wins) | default |
/// |---|---|---|
/// | record mode | `PIXELPROOF_RECORD` (`missing`, `all`, `failed`, `never`) | `missing`; `never` when `CI` is set |
/// | reference folder | `PIXELPROOF_REFERENCE_DIR`, `FB_REFERENCE_IMAGE_DIR` | `ReferenceImages` at the package root |
/// | failure folder | `PIXELPROOF_DIFF_DIR`, `IMAGE_DIFF_DIR` | `FailureDiffs` at the package root |
///
/// When `CI` is set and `PIXELPROOF_RECORD` is not, nothing is recorded, even where code asks for a
/// record mode: a forgotten `record: .all` cannot rewrite references on CI.
public struct SnapshotConfiguration: Sendable, Equatable {
  /// When references are written; nil leaves it to the enclosing scope or `PIXELPROOF_RECORD`.
  public var record: RecordMode?
  /// The folder that holds one subfolder of references per suite; relative paths are taken from the
  /// package root.
  public var referenceDirectory: String?
  /// The failure folder, which failure artifacts go into, one subfolder per suite; relative paths are
  /// taken from the package root.
  public var failureFolder: String?
  /// How far an image may differ and still pass; nil leaves it to the enclosing scope, and exact
  /// comparison where none sets one. Set only in code: no environment variable loosens a comparison.
  public var tolerance: SnapshotTolerance?
  /// Whether and how the rendering's accessibility is audited; nil leaves it to the enclosing scope, and
  /// ``AccessibilityAudit/warn`` where none sets one.
  public var accessibility: AccessibilityAudit?
  /// The locales every assertion in the scope renders for when its variants list none: one reference per
  /// locale (``SnapshotVariants/locales``); nil leaves it to the enclosing scope, and no locale.
  public var locales: [LocaleIdentifier]?

  /// A configuration that sets only what is given; everything left nil comes from the enclosing scope
  /// or the environment.
  ///
  /// - Parameters:
  ///   - record: when references are written.
  ///   - referenceDirectory: the folder of reference images; relative paths start at the package root.
  ///   - failureFolder: the folder failure artifacts go to; relative paths start at the package root.
  ///   - tolerance: how far an image may differ and still pass.
  ///   - accessibility: whether and how the rendering's accessibility is audited.
  ///   - locales: the locales to render for where an assertion's variants list none.
  public init(
    record: RecordMode? = nil, referenceDirectory: String? = nil, failureFolder: String? = nil,
    tolerance: SnapshotTolerance? = nil, accessibility: AccessibilityAudit? = nil,
    locales: [LocaleIdentifier]? = nil
  ) {
    self.record = record
    self.referenceDirectory = referenceDirectory
    self.failureFolder = failureFolder
    self.tolerance = tolerance
    self.accessibility = accessibility
    self.locales = locales
  }

  /// The configuration in force for the current task.
  @TaskLocal public static var current = SnapshotConfiguration()

  /// This configuration with every setting `other` gives replacing this one's.
  public func merging(_ other: SnapshotConfiguration) -> SnapshotConfiguration {
    SnapshotConfiguration(
      record: other.record ?? record,
      referenceDirectory: other.referenceDirectory ?? referenceDirectory,
      failureFolder: other.failureFolder ?? failureFolder,
      tolerance: other.tolerance ?? tolerance, accessibility: other.accessibility ?? accessibility,
      locales: other.locales ?? locales)
  }
}

/// Runs `operation` with `configuration` applied on top of the current one, for every snapshot assertion
/// inside it (including in tasks it starts).
public func withSnapshotConfiguration<R>(
  _ configuration: SnapshotConfiguration, operation: () throws -> R
) rethrows -> R {
  try SnapshotConfiguration.$current.withValue(
    SnapshotConfiguration.current.merging(configuration), operation: operation)
}

/// Runs `operation` with `configuration` applied on top of the current one (async version).
public func withSnapshotConfiguration<R>(
  _ configuration: SnapshotConfiguration, operation: () async throws -> R
) async rethrows -> R {
  try await SnapshotConfiguration.$current.withValue(
    SnapshotConfiguration.current.merging(configuration), operation: operation)
}
