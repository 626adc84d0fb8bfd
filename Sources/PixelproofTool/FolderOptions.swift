import ArgumentParser
import Foundation
import PixelproofVerifier

/// Where the reference images and the failure folder are, as every `pixelproof` command finds them:
/// the options, else the environment the tests read, else the package root's defaults.
struct FolderOptions: ParsableArguments {
  @Option(
    help: """
      The package root, whose ReferenceImages/ and FailureDiffs/ are used (default: the nearest folder \
      holding a Package.swift, from the current folder up, as the tests find it).
      """)
  var packageRoot: String?

  @Option(
    help: "The reference folder (default: PIXELPROOF_REFERENCE_DIR, or ReferenceImages in the package root).")
  var referenceDir: String?

  @Option(help: "The failure folder (default: PIXELPROOF_DIFF_DIR, or FailureDiffs in the package root).")
  var diffDir: String?

  /// `--package-root`, or the package the current folder is in.
  func root() throws -> String {
    if let packageRoot { return packageRoot }
    let here = FileManager.default.currentDirectoryPath
    do {
      return try PackageRoot.enclosing(folder: here)
    } catch {
      throw ValidationError(
        "no Package.swift in \(here) or any folder above it; run pixelproof inside a package, or pass "
          + "--package-root <folder>")
    }
  }

  /// The folders, resolved as the tests resolve them.
  func settings() throws -> VerificationSettings {
    let root = try root()
    return try VerificationSettings.resolve(
      SnapshotConfiguration(record: .never, referenceDirectory: referenceDir, failureFolder: diffDir),
      packageRoot: root)
  }
}
