import Foundation

extension SnapshotResult {
  /// The files a person looks at for this result, which the test front ends attach to the test's
  /// result: for a failure, the failure files it left in `failureFolder` (for an image the reference
  /// copy, failed, diff and compare images and the summary; for a text the two texts), in that order;
  /// for a recording, the recorded reference first, with the failure files when it recorded over a
  /// difference. None for a result that passed.
  ///
  /// - Parameters:
  ///   - failureFolder: the failure folder the verification wrote to.
  package func reviewFiles(failureFolder: String) -> [String] {
    guard !passed else { return [] }
    let kind: ReferenceKind = referencePath.hasSuffix("." + ReferenceKind.text.fileExtension) ? .text : .image
    let fileName = (referencePath as NSString).lastPathComponent
    let baseName = String(fileName.dropLast(kind.fileExtension.count + 1))
    let artifacts = FailureFolder(failureFolder).artifacts(
      suite: SnapshotFiles.suite(referencePath: referencePath), baseName: baseName, kind: kind)
    let recorded = outcome == .recorded && FileManager.default.fileExists(atPath: referencePath)
    let written = artifacts.written
    // A recording's summary only lists the reference for the report: the summary goes with failure
    // files, which a recorded difference keeps and a recorded missing reference has none of.
    guard written.contains(where: { $0 != artifacts.summaryPath }) else {
      return recorded ? [referencePath] : []
    }
    return (recorded ? [referencePath] : []) + written
  }
}
