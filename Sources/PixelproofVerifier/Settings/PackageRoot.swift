import Foundation

/// The folder holding `Package.swift`, found by walking up from a source file.
package enum PackageRoot {
  /// The nearest folder above `filePath` (a test's `#filePath`) that holds a `Package.swift`.
  ///
  /// - Throws: ``SnapshotError/packageRootNotFound(filePath:)``.
  package static func containing(_ filePath: String) throws(SnapshotError) -> String {
    guard let root = nearest(from: URL(fileURLWithPath: filePath).deletingLastPathComponent()) else {
      throw .packageRootNotFound(filePath: filePath)
    }
    return root
  }

  /// The nearest folder that holds a `Package.swift`: `folder` itself or one above it; how the
  /// `pixelproof` commands find the package from the current folder.
  ///
  /// - Parameters:
  ///   - folder: where to start, usually the current folder.
  /// - Throws: ``SnapshotError/packageRootNotFound(filePath:)``.
  package static func enclosing(folder: String) throws(SnapshotError) -> String {
    guard let root = nearest(from: URL(fileURLWithPath: folder, isDirectory: true).standardizedFileURL) else {
      throw .packageRootNotFound(filePath: folder)
    }
    return root
  }

  private static func nearest(from start: URL) -> String? {
    var folder = start
    while folder.path != "/" && !folder.path.isEmpty {
      if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
        return folder.path
      }
      folder.deleteLastPathComponent()
    }
    return nil
  }
}
