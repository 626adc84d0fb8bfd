import ArgumentParser
import Foundation
import PixelproofVerifier

/// Lists (and on request deletes) reference images and texts whose test is gone.
struct OrphansCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "orphans",
    abstract: "List reference images and texts whose test no longer exists.",
    discussion: """
      The package's tests come from `swift test list`, run in the package root (or --tests-from, a file \
      holding that output). Every test run lists, per reference, the test that verified it in a manifest \
      under <failure folder>/.manifests/ (the 20 most recent runs are kept). A reference is in use when a \
      current test verified it in a kept run or makes its name (<Suite path>/<test>[_…]@<scale>x.png), \
      or when a tool such as the gallery verified it; an orphan when its test is gone; unknown when \
      nothing says either (no kept run mentions it and its folder is no current suite). Filtered runs \
      change nothing: a test that did not run still exists.

      --manifests reads the run manifests of several failure folders, as the shards of one CI run leave \
      them: a reference is in use when any shard's run used it. Each shard's folder holds the tests \
      `pixelproof shard` chose for it (.shard.tsv); a current test that no folder's shard ran (a shard \
      whose artifacts are missing) makes the references of its suite unknown, never orphans.

      Text references (<name>@<scale>x.txt, as \
      an accessibility snapshot's _accessibility@2x.txt) are decided the same way.
      """)

  @OptionGroup var folders: FolderOptions

  @OptionGroup var testList: TestListOptions

  @Option(
    parsing: .upToNextOption,
    help: """
      Failure folders whose run manifests count, instead of the failure folder: each shard's \
      FailureDiffs/ of one CI run, side by side.
      """)
  var manifests: [String] = []

  @Flag(help: "Delete the orphaned reference images and texts, listing each.")
  var delete = false

  @Flag(help: "Delete the unknown reference images and texts too, listing each.")
  var deleteUnknown = false

  func run() throws {
    let settings = try folders.settings()
    // Shards' folders are checked before the tests are listed, which may take a build.
    let merged: MergedFailureFolders?
    do {
      merged = manifests.isEmpty ? nil : try MergedFailureFolders(manifests)
    } catch {
      throw ValidationError(error.description)
    }
    let (tests, source) = try testList.tests(
      root: try folders.root(), emptyMeans: "without them every reference would look orphaned")
    let runs = merged?.manifests ?? RunManifest.all(in: settings.failureFolder)
    let unrun = merged?.unrunTests(of: tests) ?? []
    let report = try OrphanReport(
      referenceDirectory: settings.referenceDirectory, manifests: runs, currentTests: tests, unrunTests: unrun
    )
    print("tests: \(tests.count) from \(source); run manifests: \(runs.count)")
    if let merged, let count = merged.records.first?.record.shard.count {
      let missing = merged.missingShards.map(String.init).joined(separator: ", ")
      print(
        "shards: \(count - merged.missingShards.count) of \(count)"
          + (missing.isEmpty ? "" : " (missing: \(missing))")
          + (unrun.isEmpty ? "" : "; \(unrun.count) test\(unrun.count == 1 ? "" : "s") no shard ran"))
    }
    for orphan in report.orphans {
      if delete { try FileManager.default.removeItem(atPath: orphan.path) }
      let gone =
        orphan.formerTests.isEmpty
        ? "its suite has no test of that name" : orphan.formerTests.joined(separator: ", ")
      let path = DisplayText.escaped(orphan.path)
      print((delete ? "deleted  " : "orphan   ") + path + "  (test gone: \(gone))")
    }
    for path in report.unknown {
      if deleteUnknown { try FileManager.default.removeItem(atPath: path) }
      print((deleteUnknown ? "deleted  " : "unknown  ") + DisplayText.escaped(path))
    }
    print(
      Self.counted(report.orphans.map(\.path)) + (delete ? " deleted" : "") + ", "
        + "\(report.unknown.count) unknown\(deleteUnknown ? " deleted" : ""), \(report.live.count) in use")
  }

  /// "2 orphaned reference images", with ", 1 orphaned reference text" after it when texts are among
  /// `orphans`.
  static func counted(_ orphans: [String]) -> String {
    let texts = orphans.count { $0.hasSuffix(".txt") }
    let images = orphans.count - texts
    let counted = "\(images) orphaned reference image\(images == 1 ? "" : "s")"
    guard texts > 0 else { return counted }
    return counted + ", \(texts) orphaned reference text\(texts == 1 ? "" : "s")"
  }
}
