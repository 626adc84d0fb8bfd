import Foundation

/// The folder of this module's resources (the fonts), found once per process.
///
/// SwiftPM's `Bundle.module` looks first for the resource bundle beside the executable, then where the
/// build put it. Its first look makes Foundation's `Bundle.main` and a `Bundle` for the folder: 1.28 M
/// instructions of a new process's first verification, about a millisecond (docs/performance.md). So the
/// folder beside the executable is tried first, from the path the system gives for it (`/proc/self/exe`,
/// where there is one): 0.33 M instructions. `Bundle.module` is asked only when that folder is not there.
enum ResourceFolder {
  /// The resource bundle's folder, as SwiftPM names it: the package's name, then the module's.
  static let bundleName = "Pixelproof_PixelproofText.resources"

  /// The folder's path, or nil when `Bundle.module` has no path for it.
  static let path: String? = besideExecutable() ?? inBundle()

  /// The folder as SwiftPM's accessor finds it.
  static func inBundle() -> String? { Bundle.module.resourcePath }

  /// The bundle beside the running executable, if the system names the executable and the folder is
  /// there.
  static func besideExecutable() -> String? {
    guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"),
      let slash = executable.lastIndex(of: "/")
    else { return nil }
    let folder = executable[..<slash] + "/" + bundleName
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder), isFolder.boolValue else {
      return nil
    }
    return folder
  }
}
