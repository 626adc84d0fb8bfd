import Foundation
import PixelproofVerifier
import Testing

@Suite struct RunManifestTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  private func reference(_ test: String) throws -> SnapshotReference {
    try SnapshotReference(suite: "Cards", test: test, scale: 1)
  }

  private func path(_ test: String) -> String { folders.references + "/Cards/\(test)@1x.png" }

  @Test func aRunListsEveryReferenceItUsedWithWhatHappened() throws {
    let first = SnapshotRun(identifier: "first")
    _ = try SnapshotVerifier.verify(
      sampleImage(), against: reference("a"), settings: folders.settings(.missing), run: first)
    _ = try SnapshotVerifier.verify(
      sampleImage(), against: reference("b"), settings: folders.settings(.never), run: first)
    let second = SnapshotRun(identifier: "second")
    _ = try SnapshotVerifier.verify(
      sampleImage(), against: reference("a"), settings: folders.settings(.never), run: second)

    let manifests = folders.diffs + "/" + RunManifest.folderName
    #expect(
      try RunManifest(path: manifests + "/first.tsv").entries() == [
        .init(outcome: .recorded, path: path("a")), .init(outcome: .failed, path: path("b")),
      ])
    #expect(
      try RunManifest(path: manifests + "/second.tsv").entries() == [
        .init(outcome: .verified, path: path("a"))
      ])
  }

  @Test func aComponentThatCannotRenderStillListsItsReference() throws {
    let run = SnapshotRun(identifier: "broken")
    let result = try SnapshotVerifier.verify(
      View().size(width: .points(.nan)), in: .width(10), as: reference("broken"),
      settings: folders.settings(.missing),
      run: run)
    #expect(result.outcome == .failed)
    // With the message the report shows: the test log's, less the line that points to the report.
    let message = result.message.split(separator: "\n").dropLast().joined(separator: "\n")
    #expect(
      try RunManifest(run: run, failureFolder: folders.diffs).entries() == [
        .init(outcome: .failed, path: path("broken"), message: message)
      ])
  }

  @Test func manifestsAreListedOldestFirst() throws {
    for (name, age) in [("newer", 0.0), ("older", 60.0)] {
      let manifest = RunManifest(run: SnapshotRun(identifier: name), failureFolder: folders.diffs)
      #expect(manifest.append(.verified, "/x.png") == nil)
      try FileManager.default.setAttributes(
        [.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: manifest.path)
    }
    #expect(
      RunManifest.all(in: folders.diffs).map { ($0.path as NSString).lastPathComponent } == [
        "older.tsv", "newer.tsv",
      ])
    #expect(RunManifest.all(in: folders.root + "/nowhere").isEmpty)
  }

  @Test func pathsWithTabsNewlinesAndBackslashesRoundTrip() throws {
    let manifest = RunManifest(run: SnapshotRun(identifier: "odd"), failureFolder: folders.diffs)
    let odd = "/refs/a\tb/c\nd\\e\r\n.png"
    #expect(manifest.append(.recorded, odd) == nil)
    #expect(try manifest.entries() == [.init(outcome: .recorded, path: odd)])
  }

  @Test func aMalformedManifestIsAnErrorNamingTheLine() throws {
    let manifest = RunManifest(path: folders.root + "/bad.tsv")
    try folders.write(Array("verified\t/a.png\nexploded\n".utf8), to: manifest.path)
    // The line as read, after the format `RunManifest.entries` expects.
    let reason = "line 2 is not <outcome>\\t<test>\\t<path>: exploded"
    #expect {
      try manifest.entries()
    } throws: { error in
      let error = error as? FileError
      return error?.path == manifest.path && error?.reason == reason
    }
  }

  @Test func runNamesAreOneHarmlessPathComponent() {
    #expect(SnapshotRun(identifier: "../x y").identifier == "_._x_y")
    #expect(SnapshotRun(identifier: "ci-42_b.1").identifier == "ci-42_b.1")
    #expect(SnapshotRun().identifier != SnapshotRun().identifier)
    #expect(RunIdentity.current == RunIdentity.current)
  }

  @Test func linesFromManyThreadsNeverTearOrInterleave() throws {
    let manifest = RunManifest(run: SnapshotRun(identifier: "busy"), failureFolder: folders.diffs)
    let threads = 8
    let perThread = 250
    DispatchQueue.concurrentPerform(iterations: threads) { thread in
      for index in 0..<perThread {
        _ = manifest.append(.verified, "/refs/thread\(thread)/snapshot\(index)@2x.png")
      }
    }
    let paths = try manifest.entries().map(\.path)
    let expected = (0..<threads).flatMap { t in
      (0..<perThread).map { "/refs/thread\(t)/snapshot\($0)@2x.png" }
    }
    #expect(paths.count == threads * perThread)
    #expect(paths.sorted() == expected.sorted())
  }
}
