/// The files a failed snapshot leaves for a person to review, under
/// `<failure folder>/<Suite>/<test>[_<name>]@<scale>x`: `.reference.png`, `.failed.png` and `.diff.png`.
public struct FailureArtifacts: Sendable, Equatable {
  public let referencePath: String
  public let failedPath: String
  public let diffPath: String

  public init(reference: SnapshotReference, diffDirectory: String) {
    let base = diffDirectory + "/" + reference.suite + "/" + reference.baseName
    referencePath = base + ".reference.png"
    failedPath = base + ".failed.png"
    diffPath = base + ".diff.png"
  }

  public var paths: [String] { [referencePath, failedPath, diffPath] }

  /// Writes the trio, after removing any earlier one, so a partial write never mixes old and new files.
  /// The reference copy is the reference file's own bytes.
  func write(referenceFile: [UInt8], reference: RGBAImage, actual: RGBAImage) throws {
    removeAll()
    try AtomicFile.write(referenceFile, to: referencePath)
    try AtomicFile.write(try PNGCodec.encode(actual), to: failedPath)
    try AtomicFile.write(try PNGCodec.encode(DiffImage.make(reference: reference, actual: actual)), to: diffPath)
  }

  /// Writes only the failed image, when there is no readable reference to compare with.
  func writeFailedOnly(actual: RGBAImage) throws {
    removeAll()
    try AtomicFile.write(try PNGCodec.encode(actual), to: failedPath)
  }

  /// Removes artifacts of an earlier failure of the same snapshot, so the folder only shows current failures.
  func removeAll() {
    paths.forEach(AtomicFile.remove)
  }
}
