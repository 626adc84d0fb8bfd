import ArgumentParser
import Foundation
import PixelproofVerifier

/// Where the reference images and the failure folder are, as every `pixelproof` command finds them:
/// the options, else the environment the tests read, else the package root's defaults.
struct FolderOptions: ParsableArguments {
  @Option(help: "The package root, whose ReferenceImages/ and FailureDiffs/ are used (default: the current folder).")
  var packageRoot: String = FileManager.default.currentDirectoryPath

  @Option(help: "The reference folder (default: PIXELPROOF_REFERENCE_DIR, or ReferenceImages in the package root).")
  var referenceDir: String?

  @Option(help: "The failure folder (default: PIXELPROOF_DIFF_DIR, or FailureDiffs in the package root).")
  var diffDir: String?

  /// The folders, resolved as the tests resolve them.
  func settings() throws -> VerificationSettings {
    try VerificationSettings.resolve(
      SnapshotConfiguration(record: .never, referenceDirectory: referenceDir, diffDirectory: diffDir),
      packageRoot: packageRoot)
  }
}
