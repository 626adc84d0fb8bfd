// Names of earlier versions, kept so that code written against them still compiles: the failure folder
// was `diffDirectory` in code, the image the test rendered `failed` in some places, and a text reference's
// files had a type of their own.

extension SnapshotConfiguration {
  /// The failure folder.
  @available(*, deprecated, renamed: "failureFolder")
  public var diffDirectory: String? {
    get { failureFolder }
    set { failureFolder = newValue }
  }

  /// A configuration that sets only what is given.
  ///
  /// - Parameters:
  ///   - record: when references are written.
  ///   - referenceDirectory: the folder of reference images; relative paths start at the package root.
  ///   - diffDirectory: the failure folder; relative paths start at the package root.
  ///   - tolerance: how far an image may differ and still pass.
  ///   - accessibility: whether and how the rendering's accessibility is audited.
  @available(*, deprecated, renamed: "init(record:referenceDirectory:failureFolder:tolerance:accessibility:)")
  public init(
    record: RecordMode? = nil, referenceDirectory: String? = nil, diffDirectory: String?,
    tolerance: SnapshotTolerance? = nil, accessibility: AccessibilityAudit? = nil
  ) {
    self.init(
      record: record, referenceDirectory: referenceDirectory, failureFolder: diffDirectory,
      tolerance: tolerance, accessibility: accessibility)
  }
}

extension VerificationSettings {
  /// The absolute path of the failure folder.
  @available(*, deprecated, renamed: "failureFolder")
  public var diffDirectory: String {
    get { failureFolder }
    set { failureFolder = newValue }
  }

  /// Settings that are already resolved, for tools that decide every folder themselves.
  ///
  /// - Parameters:
  ///   - record: when references are written.
  ///   - recordSource: where `record` came from, for failure messages.
  ///   - referenceDirectory: the folder of reference images.
  ///   - diffDirectory: the failure folder.
  ///   - tolerance: how far an image may differ and still pass.
  ///   - accessibility: whether and how each rendering's accessibility is audited; none unless given.
  @available(
    *, deprecated,
    renamed: "init(record:recordSource:referenceDirectory:failureFolder:tolerance:accessibility:)"
  )
  public init(
    record: RecordMode, recordSource: RecordModeSource, referenceDirectory: String, diffDirectory: String,
    tolerance: SnapshotTolerance = .exact, accessibility: AccessibilityAudit = .off
  ) {
    self.init(
      record: record, recordSource: recordSource, referenceDirectory: referenceDirectory,
      failureFolder: diffDirectory, tolerance: tolerance, accessibility: accessibility)
  }
}

extension VerificationSettings.Variable {
  /// `PIXELPROOF_DIFF_DIR`: the failure folder.
  @available(*, deprecated, renamed: "failureFolder")
  public static var diffDirectory: String { failureFolder }
  /// `IMAGE_DIFF_DIR`: the failure folder as FBSnapshotTestCase names it.
  @available(*, deprecated, renamed: "legacyFailureFolder")
  public static var legacyDiffDirectory: String { legacyFailureFolder }
}

extension FailureArtifacts {
  /// The image files of `reference` in the failure folder `diffDirectory`.
  @available(*, deprecated, renamed: "init(reference:failureFolder:)")
  public init(reference: SnapshotReference, diffDirectory: String) {
    self.init(reference: reference, failureFolder: diffDirectory)
  }

  /// The failure folder the files go to.
  @available(*, deprecated, renamed: "failureFolder")
  public var diffDirectory: String { failureFolder }

  /// The copy of the reference file, `.reference.png`.
  @available(*, deprecated, renamed: "referenceCopyPath")
  public var referencePath: String { referenceCopyPath }

  /// The image the test rendered, `.failed.png`.
  @available(*, deprecated, renamed: "actualPath")
  public var failedPath: String { actualPath }
}

/// Where a text reference and its failure files go: `<reference folder>/<Suite>/<base name>.txt`, and on
/// a mismatch `<failure folder>/<Suite>/<base name>.reference.txt` and `.failed.txt`.
@available(*, deprecated, message: "FailureArtifacts names a text's failure files as an image's")
public struct TextReferenceFiles: Sendable, Equatable {
  /// The reference file.
  public let referencePath: String
  /// The copy of the reference in the failure folder.
  public let referenceCopyPath: String
  /// The text made now, in the failure folder.
  public let failedPath: String

  /// The files of `reference` under the folders of `settings`.
  ///
  /// - Parameters:
  ///   - reference: names the text's files, as it names an image's.
  ///   - settings: the reference and failure folders.
  public init(reference: SnapshotReference, settings: VerificationSettings) {
    let artifacts = settings.files.artifacts(for: reference, kind: .text)
    referencePath = settings.files.referencePath(for: reference, kind: .text)
    referenceCopyPath = artifacts.referenceCopyPath
    failedPath = artifacts.actualPath
  }
}
