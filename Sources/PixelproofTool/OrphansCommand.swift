import ArgumentParser
import Foundation
import PixelproofVerifier

/// Lists (and on request deletes) reference images that no snapshot assertion used in a test run.
struct OrphansCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "orphans",
    abstract: "List reference images that recent test runs did not use.",
    discussion: """
      Every test run lists the references it verified or recorded in a manifest under
      <failure folder>/.manifests/ (the 20 most recent runs are kept). A reference image that none of
      the chosen manifests names belongs to no test. By default every kept manifest counts, so a
      reference any recent run used (a test run, a gallery run) is kept; --run picks runs instead.
      Run the whole test suite (and scripts/demo.sh for the gallery) first.
      """)

  @OptionGroup var folders: FolderOptions

  @Option(name: .customLong("run"), help: "A run whose manifest counts (repeatable; default: every kept manifest).")
  var runNames: [String] = []

  @Flag(help: "Delete the orphaned reference images.")
  var delete = false

  func run() throws {
    let settings = try folders.settings()
    let manifests =
      runNames.isEmpty
      ? RunManifest.all(in: settings.diffDirectory)
      : runNames.map { RunManifest(run: SnapshotRun(identifier: $0), diffDirectory: settings.diffDirectory) }
    guard !manifests.isEmpty else {
      throw ValidationError(
        "no run manifest in \(settings.diffDirectory)/\(RunManifest.folderName); run the tests first")
    }
    let orphans = try RunManifest.orphans(in: settings.referenceDirectory, manifests: manifests)
    manifests.forEach { print("manifest: \($0.path)") }
    for orphan in orphans {
      if delete { try FileManager.default.removeItem(atPath: orphan) }
      print((delete ? "deleted  " : "orphan   ") + orphan)
    }
    let images = orphans.count == 1 ? "image" : "images"
    print("\(orphans.count) reference \(images) not used by \(manifests.count == 1 ? "that run" : "those runs")")
  }
}
