/// The failures `pixelproof review` steps through, in the order `pixelproof failures` lists them:
/// images by name, then texts by name.
package enum ReviewQueue {
  /// The failures waiting in `failureFolder` (``PendingFailure/waiting(in:referenceDirectory:kind:)``)
  /// whose name contains `filter`; a snapshot that passed within its tolerance only when `tolerated`.
  ///
  /// - Parameters:
  ///   - failureFolder: the failure folder.
  ///   - referenceDirectory: the reference folder the failures' tests used.
  ///   - filter: text the names must contain; nil for every failure.
  ///   - tolerated: whether snapshots that passed within their tolerance are reviewed too.
  package static func failures(
    in failureFolder: String, referenceDirectory: String, filter: String?, tolerated: Bool
  ) -> [PendingFailure] {
    let images = PendingFailure.waiting(in: failureFolder, referenceDirectory: referenceDirectory)
      .filter { tolerated || $0.summary?.outcome != .withinTolerance }
    let texts = PendingFailure.waiting(
      in: failureFolder, referenceDirectory: referenceDirectory, kind: .text)
    return (images + texts).filter { failure in filter.map(failure.name.contains) ?? true }
  }
}
