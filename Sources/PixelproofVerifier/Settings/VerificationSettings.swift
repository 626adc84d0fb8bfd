import Foundation

/// Where references and failure artifacts go, and when references are recorded: a
/// ``SnapshotConfiguration`` with every gap filled from the environment.
public struct VerificationSettings: Sendable, Equatable {
  /// When references are written.
  public var record: RecordMode
  /// Where ``record`` came from, so failure messages can say how to change it.
  public var recordSource: RecordModeSource
  /// The absolute path of the folder that holds one subfolder of references per suite.
  public var referenceDirectory: String
  /// The absolute path of the failure folder, which failure artifacts go to, one subfolder per suite.
  public var failureFolder: String
  /// ``SnapshotTolerance/exact`` unless code set one.
  public var tolerance: SnapshotTolerance
  /// The shell command that runs this snapshot again, e.g. `swift test --filter CardTests/testCard`;
  /// failure messages give it, with the record variable, as the way to record. Nil: they say to run
  /// the test again.
  public var rerunCommand: String?
  /// The test that verifies, as `swift test list` names it (`Cards.FeedA/Header/card(theme:)`), or a
  /// tool's own name (`pixelproof-gallery/<example>`); the run manifest records it so
  /// `pixelproof orphans` can tell whether a reference's test still exists. Nil: not known.
  public var test: String?
  /// Whether and how each rendering's accessibility is audited: ``AccessibilityAudit/warn`` when
  /// resolved from a configuration that sets none; ``AccessibilityAudit/off`` for settings a tool
  /// builds itself, which then pay for no audit they did not ask for.
  public var accessibility: AccessibilityAudit = .off
  /// The assertion that verifies, named when another assertion of the run resolves to the same
  /// reference; nil when not known.
  public var site: AssertionSite?

  /// Settings that are already resolved, for tools that decide every folder themselves.
  ///
  /// - Parameters:
  ///   - record: when references are written.
  ///   - recordSource: where `record` came from, for failure messages.
  ///   - referenceDirectory: the folder of reference images.
  ///   - failureFolder: the folder failure artifacts go to.
  ///   - tolerance: how far an image may differ and still pass.
  ///   - accessibility: whether and how each rendering's accessibility is audited; none unless given.
  public init(
    record: RecordMode, recordSource: RecordModeSource, referenceDirectory: String, failureFolder: String,
    tolerance: SnapshotTolerance = .exact, accessibility: AccessibilityAudit = .off
  ) {
    self.record = record
    self.recordSource = recordSource
    self.referenceDirectory = referenceDirectory
    self.failureFolder = failureFolder
    self.tolerance = tolerance
    self.accessibility = accessibility
  }

  /// The file of `reference` in the reference folder.
  public func referencePath(for reference: SnapshotReference) -> String {
    files.referencePath(for: reference)
  }

  /// The reference folder and the failure folder, which make every path below them.
  package var files: SnapshotFiles {
    SnapshotFiles(referenceDirectory: referenceDirectory, failureFolder: failureFolder)
  }

  /// The environment variables that configure snapshots.
  public enum Variable {
    /// `PIXELPROOF_RECORD`: the record mode, `missing`, `all`, `failed` or `never`.
    public static let record = "PIXELPROOF_RECORD"
    /// `PIXELPROOF_REFERENCE_DIR`: the reference folder.
    public static let referenceDirectory = "PIXELPROOF_REFERENCE_DIR"
    /// `PIXELPROOF_DIFF_DIR`: the failure folder.
    public static let failureFolder = "PIXELPROOF_DIFF_DIR"
    /// `FB_REFERENCE_IMAGE_DIR`: the reference folder as FBSnapshotTestCase names it, used when
    /// `PIXELPROOF_REFERENCE_DIR` is not set.
    public static let legacyReferenceDirectory = "FB_REFERENCE_IMAGE_DIR"
    /// `IMAGE_DIFF_DIR`: the failure folder as FBSnapshotTestCase names it, used when `PIXELPROOF_DIFF_DIR`
    /// is not set.
    public static let legacyFailureFolder = "IMAGE_DIFF_DIR"
    /// `CI`: set (to anything but `false` or `0`) on continuous integration, where only
    /// `PIXELPROOF_RECORD` can make snapshots record.
    public static let continuousIntegration = "CI"
  }

  /// Fills the gaps in `configuration` from `environment`.
  ///
  /// - Parameters:
  ///   - configuration: the settings code gave; those left nil are filled.
  ///   - packageRoot: the folder holding `Package.swift`, where default folders and relative paths start;
  ///     asked for only when a folder is not an absolute path.
  ///   - environment: the environment variables to read, the process's by default.
  /// - Throws: ``SnapshotError/invalidRecordMode(_:)`` when `PIXELPROOF_RECORD` is set to something else
  ///   than a record mode, ``SnapshotError/invalidTolerance(_:)`` for a tolerance outside 0...1, or what
  ///   `packageRoot` throws.
  public static func resolve(
    _ configuration: SnapshotConfiguration, packageRoot: () throws(SnapshotError) -> String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SnapshotError) -> VerificationSettings {
    let (record, source) = try resolveRecordMode(configuration.record, environment: environment)
    func directory(
      _ explicit: String?, _ variables: [String], default name: String
    ) throws(SnapshotError)
      -> String
    {
      let chosen = explicit ?? variables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? name
      return chosen.hasPrefix("/") ? chosen : try packageRoot() + "/" + chosen
    }
    return VerificationSettings(
      record: record, recordSource: source,
      referenceDirectory: try directory(
        configuration.referenceDirectory, [Variable.referenceDirectory, Variable.legacyReferenceDirectory],
        default: SnapshotFiles.defaultReferenceFolderName),
      failureFolder: try directory(
        configuration.failureFolder, [Variable.failureFolder, Variable.legacyFailureFolder],
        default: FailureFolder.defaultName),
      tolerance: try (configuration.tolerance ?? .exact).validated(),
      accessibility: configuration.accessibility ?? .warn)
  }

  /// ``resolve(_:packageRoot:environment:)`` with a package root that is already known.
  public static func resolve(
    _ configuration: SnapshotConfiguration, packageRoot: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SnapshotError) -> VerificationSettings {
    try resolve(configuration, packageRoot: { packageRoot }, environment: environment)
  }

  /// On CI only `PIXELPROOF_RECORD` decides, so a record mode left in code never rewrites references
  /// there. Elsewhere code (per assertion or scope) beats the environment, which beats the default.
  private static func resolveRecordMode(
    _ requested: RecordMode?, environment: [String: String]
  )
    throws(SnapshotError) -> (RecordMode, RecordModeSource)
  {
    var fromEnvironment: RecordMode?
    if let value = environment[Variable.record], !value.isEmpty {
      guard let mode = RecordMode(rawValue: value.lowercased()) else { throw .invalidRecordMode(value) }
      fromEnvironment = mode
    }
    let onCI =
      environment[Variable.continuousIntegration].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
    if onCI {
      if let fromEnvironment { return (fromEnvironment, .environment) }
      return (.never, .continuousIntegration(ignoredFromCode: requested.flatMap { $0 == .never ? nil : $0 }))
    }
    if let requested { return (requested, .code) }
    if let fromEnvironment { return (fromEnvironment, .environment) }
    return (.missing, .defaultMode)
  }
}

/// Where a record mode came from.
public enum RecordModeSource: Sendable, Equatable, CustomStringConvertible {
  /// `record:` on the assertion, a scope, or a trait.
  case code
  /// `PIXELPROOF_RECORD`.
  case environment
  /// `CI` is set and `PIXELPROOF_RECORD` is not: nothing is recorded, whatever code asked for.
  case continuousIntegration(ignoredFromCode: RecordMode?)
  /// Nothing set a mode.
  case defaultMode

  /// Where the mode came from, as a failure message says it: `set in code`, `from PIXELPROOF_RECORD`.
  public var description: String {
    switch self {
    case .code: "set in code"
    case .environment: "from \(VerificationSettings.Variable.record)"
    case .continuousIntegration(let ignored):
      "CI is set" + (ignored.map { "; record: .\($0) in code is ignored on CI" } ?? "")
    case .defaultMode: "the default"
    }
  }
}
