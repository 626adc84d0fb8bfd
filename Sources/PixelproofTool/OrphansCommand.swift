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
      change nothing: a test that did not run still exists. Text references (<name>@<scale>x.txt, as \
      an accessibility snapshot's _accessibility@2x.txt) are decided the same way.
      """)

  @OptionGroup var folders: FolderOptions

  @Option(help: "A file holding `swift test list` output, instead of running it.")
  var testsFrom: String?

  @Flag(help: "Delete the orphaned reference images and texts, listing each.")
  var delete = false

  @Flag(help: "Delete the unknown reference images and texts too, listing each.")
  var deleteUnknown = false

  func run() throws {
    let settings = try folders.settings()
    let (listing, source) = try testList()
    let tests = listing.split(whereSeparator: \.isNewline).compactMap { TestIdentity(listed: String($0)) }
    guard !tests.isEmpty else {
      throw ValidationError("\(source) names no tests; without them every reference would look orphaned")
    }
    let manifests = RunManifest.all(in: settings.failureFolder)
    let report = try OrphanReport(
      referenceDirectory: settings.referenceDirectory, manifests: manifests, currentTests: tests)
    print("tests: \(tests.count) from \(source); run manifests: \(manifests.count)")
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

  /// The `swift test list` output, and where it came from.
  private func testList() throws -> (String, String) {
    if let testsFrom {
      guard let data = FileManager.default.contents(atPath: testsFrom) else {
        throw ValidationError("cannot read --tests-from \(testsFrom)")
      }
      return (String(decoding: data, as: UTF8.self), testsFrom)
    }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["swift", "test", "list"]
    process.currentDirectoryURL = URL(fileURLWithPath: try folders.root())
    let output = Pipe()
    process.standardOutput = output
    try process.run()
    let data = output.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    guard process.terminationStatus == 0 else {
      throw ValidationError(
        "`swift test list` failed (exit status \(process.terminationStatus)); fix the build, or pass "
          + "--tests-from <file> with its output")
    }
    return (String(decoding: data, as: UTF8.self), "swift test list")
  }
}
