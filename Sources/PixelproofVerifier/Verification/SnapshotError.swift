/// A snapshot assertion that cannot run as written.
public enum SnapshotError: Error, Equatable, CustomStringConvertible {
  /// `PIXELPROOF_RECORD` holds something other than a record mode.
  case invalidRecordMode(String)
  /// A suite, test or snapshot name that cannot be a file name inside the reference folder.
  case invalidName(String, reason: String)
  /// A reference's suite folder, or the longest file a snapshot writes, would have a name longer than a
  /// file system takes (``SnapshotReference/fileNameLimit`` bytes).
  case nameTooLong(fileName: String, bytes: Int)
  /// No `Package.swift` above the test file, so the default folders cannot be found.
  case packageRootNotFound(filePath: String)
  /// Two assertions in one run resolve to the same reference file.
  case duplicateReference(path: String)
  /// A tolerance share that is NaN or outside 0...1.
  case invalidTolerance(String)

  /// The message a test log shows: what is wrong and how to fix it.
  public var description: String {
    switch self {
    case .invalidRecordMode(let value):
      "PIXELPROOF_RECORD=\(DisplayText.escaped(value)) is not a record mode; use one of: "
        + RecordMode.allCases.map(\.rawValue).joined(separator: ", ")
    case .invalidName(let name, let reason):
      "snapshot name \"\(DisplayText.escaped(name))\" is not usable: \(reason)"
    case .nameTooLong(let fileName, let bytes):
      "the snapshot file name \"\(fileName)\" is \(bytes) bytes long, and file names are limited to "
        + "\(SnapshotReference.fileNameLimit) bytes; shorten the test or suite name, or the name given with "
        + "named:, by \(bytes - SnapshotReference.fileNameLimit) bytes or more"
    case .packageRootNotFound(let filePath):
      "no Package.swift found in any folder above \(DisplayText.escaped(filePath)); set "
        + "PIXELPROOF_REFERENCE_DIR and PIXELPROOF_DIFF_DIR to absolute paths"
    case .duplicateReference(let path):
      "two snapshot assertions in this run resolve to \(DisplayText.escaped(path)); give them different "
        + "names (named: …)"
    case .invalidTolerance(let reason): "invalid tolerance: \(reason)"
    }
  }
}
