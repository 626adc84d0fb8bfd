import Foundation

/// Where references and failure artifacts go, and when references are recorded: a
/// ``SnapshotConfiguration`` with every gap filled from the environment.
public struct VerificationSettings: Sendable, Equatable {
  public var record: RecordMode
  /// Why ``record`` has its value, for failure messages, e.g. "PIXELPROOF_RECORD=all".
  public var recordSource: String
  public var referenceDirectory: String
  public var diffDirectory: String

  public init(record: RecordMode, recordSource: String, referenceDirectory: String, diffDirectory: String) {
    self.record = record
    self.recordSource = recordSource
    self.referenceDirectory = referenceDirectory
    self.diffDirectory = diffDirectory
  }

  /// The environment variables that configure snapshots.
  public enum Variable {
    public static let record = "PIXELPROOF_RECORD"
    public static let referenceDirectory = "PIXELPROOF_REFERENCE_DIR"
    public static let diffDirectory = "PIXELPROOF_DIFF_DIR"
    public static let legacyReferenceDirectory = "FB_REFERENCE_IMAGE_DIR"
    public static let legacyDiffDirectory = "IMAGE_DIFF_DIR"
    public static let continuousIntegration = "CI"
  }

  /// Fills the gaps in `configuration` from `environment`.
  ///
  /// - Parameters:
  ///   - packageRoot: the folder holding `Package.swift`; default folders and relative paths start there.
  /// - Throws: ``SnapshotError/invalidRecordMode(_:)`` when `PIXELPROOF_RECORD` is set to something else
  ///   than a record mode.
  public static func resolve(
    _ configuration: SnapshotConfiguration, packageRoot: String,
    environment: [String: String] = ProcessInfo.processInfo.environment
  ) throws(SnapshotError) -> VerificationSettings {
    let (record, source) = try resolveRecordMode(configuration.record, environment: environment)
    func directory(_ explicit: String?, _ variables: [String], default name: String) -> String {
      let chosen = explicit ?? variables.lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? name
      return chosen.hasPrefix("/") ? chosen : packageRoot + "/" + chosen
    }
    return VerificationSettings(
      record: record, recordSource: source,
      referenceDirectory: directory(
        configuration.referenceDirectory, [Variable.referenceDirectory, Variable.legacyReferenceDirectory],
        default: "ReferenceImages"),
      diffDirectory: directory(
        configuration.diffDirectory, [Variable.diffDirectory, Variable.legacyDiffDirectory],
        default: "FailureDiffs"))
  }

  private static func resolveRecordMode(_ requested: RecordMode?, environment: [String: String])
    throws(SnapshotError) -> (RecordMode, String)
  {
    var fromEnvironment: RecordMode?
    if let value = environment[Variable.record], !value.isEmpty {
      guard let mode = RecordMode(rawValue: value.lowercased()) else { throw .invalidRecordMode(value) }
      fromEnvironment = mode
    }
    let onCI = environment[Variable.continuousIntegration].map { !$0.isEmpty && $0 != "false" && $0 != "0" } ?? false
    if onCI && fromEnvironment == nil {
      if let requested, requested != .never {
        return (.never, "CI is set (record: .\(requested) in code is ignored on CI; set \(Variable.record) to record)")
      }
      return (.never, "CI is set")
    }
    if let requested { return (requested, "record: .\(requested)") }
    if let fromEnvironment { return (fromEnvironment, "\(Variable.record)=\(fromEnvironment)") }
    return (.missing, "the default record mode")
  }
}
