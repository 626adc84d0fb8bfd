import Foundation

/// The folder holding `Package.swift`, found by walking up from a source file.
public enum PackageRoot {
  /// The nearest folder above `filePath` (a test's `#filePath`) that holds a `Package.swift`.
  ///
  /// - Throws: ``SnapshotError/packageRootNotFound(filePath:)``.
  public static func containing(_ filePath: String) throws(SnapshotError) -> String {
    var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
    while folder.path != "/" && !folder.path.isEmpty {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder.path
      }
      folder.deleteLastPathComponent()
    }
    throw .packageRootNotFound(filePath: filePath)
  }
}
