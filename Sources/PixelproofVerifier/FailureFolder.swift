import Foundation

/// The failure folder (`FailureDiffs/` by default) as a place for files nobody commits: failure images
/// and run manifests.
enum FailureFolder {
  /// What a `.gitignore` written into a new failure folder holds: everything in it, itself included, so
  /// `git add -A` never picks up failure images or run manifests.
  static let ignoreEverything =
    "# Written by Pixelproof: failure images and run manifests are not committed.\n*\n"

  /// Creates `folder` when it does not exist, with a `.gitignore` that ignores everything in it.
  /// Returns what went wrong in the user's words, or nil; an existing folder is left as it is.
  static func create(_ folder: String) -> String? {
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) {
      return isFolder.boolValue ? nil : notAFolder(folder)
    }
    if let blocking = AtomicFile.fileInTheWay(of: (folder as NSString).deletingLastPathComponent) {
      return notAFolder(blocking)
    }
    do {
      try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    } catch {
      return "the failure folder \(folder) could not be created: \(error.localizedDescription)"
    }
    // Without it the folder still works; only `git add -A` would see its files.
    try? AtomicFile.write(Array(ignoreEverything.utf8), to: folder + "/.gitignore")
    return nil
  }

  private static func notAFolder(_ path: String) -> String { "\(path) is a file, not a folder" }

  /// A failure folder that cannot be made, in the user's words.
  struct Problem: Error, CustomStringConvertible {
    let description: String
  }
}
