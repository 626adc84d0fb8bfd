import Foundation

extension RunManifest {
  /// Every `.png` below `referenceDirectory` that none of `manifests` names, sorted: references no test
  /// of those runs used. Paths are compared with symbolic links resolved.
  ///
  /// Only as complete as the runs: a reference used by a test those runs skipped (a filtered run, a test
  /// that crashed before verifying) looks orphaned, so pass the manifests of full runs, or of all recent
  /// runs (``all(in:)``) to be safe.
  ///
  /// - Throws: ``FileError`` when a manifest cannot be read, the folder cannot be listed, or no entry lies
  ///   in `referenceDirectory` (the runs used another reference folder, and every file would look
  ///   orphaned).
  public static func orphans(in referenceDirectory: String, manifests: [RunManifest]) throws(FileError)
    -> [String]
  {
    let root = resolved(referenceDirectory)
    var used = Set<String>()
    for manifest in manifests {
      for entry in try manifest.entries() { used.insert(resolved(entry.path)) }
    }
    guard used.contains(where: { $0.hasPrefix(root + "/") }) else {
      throw FileError(
        path: referenceDirectory,
        reason: "none of the \(manifests.count) run manifest(s) names a reference in this folder; the tests "
          + "used another reference folder (PIXELPROOF_REFERENCE_DIR?), so every file would look orphaned")
    }
    guard let walker = FileManager.default.enumerator(atPath: root) else {
      throw FileError(path: referenceDirectory, reason: "cannot list the reference folder")
    }
    var orphans: [String] = []
    while let relative = walker.nextObject() as? String {
      let path = root + "/" + relative
      if relative.hasSuffix(".png") && !used.contains(path) { orphans.append(path) }
    }
    return orphans.sorted()
  }

  /// `path` absolute, standardized, with symbolic links resolved.
  private static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
