import ArgumentParser
import Foundation
import PixelproofVerifier

/// Lists (and on request deletes) reference images that no snapshot assertion used in a test run.
struct OrphansCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "orphans",
    abstract: "List reference images the last test run did not use.",
    discussion: """
      Every test run lists the references it verified or recorded in a manifest under
      <failure folder>/.manifests/. Run the whole test suite first, then this: any reference image the
      run's manifest does not name belongs to no test. A partial run (a --filter) makes every
      reference it skipped look orphaned.
      """)

  @Option(help: "The package root, whose ReferenceImages/ and FailureDiffs/ are used (default: the current folder).")
  var packageRoot: String = FileManager.default.currentDirectoryPath

  @Option(help: "The reference folder (default: PIXELPROOF_REFERENCE_DIR, or ReferenceImages in the package root).")
  var referenceDir: String?

  @Option(help: "The failure folder holding the manifests (default: PIXELPROOF_DIFF_DIR, or FailureDiffs).")
  var diffDir: String?

  @Option(name: .customLong("run"), help: "The run whose manifest to use (default: the most recently written one).")
  var runName: String?

  @Flag(help: "Delete the orphaned reference images.")
  var delete = false

  func run() throws {
    let settings = try VerificationSettings.resolve(
      SnapshotConfiguration(record: .never, referenceDirectory: referenceDir, diffDirectory: diffDir),
      packageRoot: packageRoot)
    let manifest: RunManifest
    if let runName {
      manifest = RunManifest(run: SnapshotRun(identifier: runName), diffDirectory: settings.diffDirectory)
    } else {
      guard let latest = RunManifest.latest(in: settings.diffDirectory) else {
        throw ValidationError(
          "no run manifest in \(settings.diffDirectory)/\(RunManifest.folderName); run the tests first")
      }
      manifest = latest
    }
    let orphans = try manifest.orphans(in: settings.referenceDirectory)
    print("manifest: \(manifest.path)")
    for orphan in orphans {
      if delete { try FileManager.default.removeItem(atPath: orphan) }
      print((delete ? "deleted  " : "orphan   ") + orphan)
    }
    print("\(orphans.count) reference image\(orphans.count == 1 ? "" : "s") not used by that run")
  }
}
