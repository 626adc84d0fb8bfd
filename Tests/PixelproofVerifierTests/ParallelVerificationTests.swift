import Foundation
import PixelproofVerifier
import Synchronization
import Testing

/// Many verifications and recordings at once, from threads and from processes, leave only whole files
/// and the same results as one after another.
@Suite struct ParallelVerificationTests {
  let folders: TemporaryFolders
  init() throws { folders = try TemporaryFolders() }

  /// Six small images that differ in size and colour.
  private func images() throws -> [StraightBitmap] {
    try (0..<6).map { index in
      try StraightBitmap(
        width: 3 + index, height: 2 + index % 3, filledWith: (UInt8(40 * index), 90, 200, 255))
    }
  }

  private func reference(_ index: Int) throws -> SnapshotReference {
    try SnapshotReference(suite: "Parallel", test: "image\(index)", scale: 1)
  }

  /// Files that are neither images, summaries nor manifests (nor the failure folder's `.gitignore`):
  /// leftovers of a write that did not finish.
  private func strayFiles() -> [String] {
    folders.files().filter {
      !$0.hasSuffix(".png") && !$0.hasSuffix(".snapshot.json") && !$0.hasPrefix("FailureDiffs/.manifests/")
        && $0 != "FailureDiffs/.gitignore"
    }
  }

  @Test func threadsRecordingAndVerifyingTogetherGiveTheSerialResults() throws {
    let images = try images()
    // Serially, in a folder of its own: each image recorded, then verified.
    let serial = try TemporaryFolders()
    var serialOutcomes: [SnapshotResult.Outcome] = []
    for pass in [RecordMode.missing, .never] {
      let run = SnapshotRun()
      for (index, image) in images.enumerated() {
        serialOutcomes.append(
          SnapshotVerifier.verify(
            image, against: try reference(index), settings: serial.settings(pass), run: run
          ).outcome)
      }
    }
    #expect(serialOutcomes == Array(repeating: .recorded, count: 6) + Array(repeating: .matched, count: 6))

    // Eight threads at once, each recording every image under `all` (the same bytes over one another).
    let references = try images.indices.map(reference)
    let (recording, verifying) = (folders.settings(.all), folders.settings(.never))
    DispatchQueue.concurrentPerform(iterations: 8) { thread in
      let run = SnapshotRun()
      for offset in 0..<images.count {
        let index = (offset + thread) % images.count
        _ = SnapshotVerifier.verify(images[index], against: references[index], settings: recording, run: run)
      }
    }
    // Then eight threads verifying: every one matches, as in the serial run.
    let outcomes = Mutex<[SnapshotResult.Outcome]>([])
    DispatchQueue.concurrentPerform(iterations: 8) { _ in
      let run = SnapshotRun()
      for (index, image) in images.enumerated() {
        let outcome = SnapshotVerifier.verify(
          image, against: references[index], settings: verifying, run: run
        ).outcome
        outcomes.withLock { $0.append(outcome) }
      }
    }
    #expect(outcomes.withLock { $0 } == Array(repeating: .matched, count: 48))
    for index in images.indices {
      let relative = try reference(index).relativePath
      #expect(
        try PNGCodec.decode(folders.bytes(folders.references + "/" + relative))
          == PNGCodec.decode(serial.bytes(serial.references + "/" + relative)))
    }
    #expect(strayFiles().isEmpty)
  }

  @Test func readersNeverSeeAHalfWrittenReference() throws {
    // Four writers record different images over one file while four readers decode it: every read is
    // one of the images whole.
    let images = try (0..<4).map {
      try StraightBitmap(width: 64, height: 64, filledWith: (UInt8(60 * $0), 30, 90, 255))
    }
    let path = folders.references + "/Parallel/contended@1x.png"
    let reference = try SnapshotReference(suite: "Parallel", test: "contended", scale: 1)
    _ = SnapshotVerifier.verify(
      images[0], against: reference, settings: folders.settings(.missing), run: SnapshotRun())
    let badReads = Mutex<[String]>([])
    let recording = folders.settings(.all)
    DispatchQueue.concurrentPerform(iterations: 8) { worker in
      for round in 0..<40 {
        if worker < 4 {
          _ = SnapshotVerifier.verify(
            images[(worker + round) % 4], against: reference, settings: recording, run: SnapshotRun())
        } else {
          do {
            let decoded = try PNGCodec.decode([UInt8](Data(contentsOf: URL(fileURLWithPath: path))))
            if !images.contains(decoded) {
              badReads.withLock { $0.append("round \(round): an image no writer wrote") }
            }
          } catch {
            badReads.withLock { $0.append("round \(round): \(error)") }
          }
        }
      }
    }
    #expect(badReads.withLock { $0 } == [])
    #expect(strayFiles().isEmpty)
  }

  @Test func processesRecordingTheSameReferencesAtOnceLeaveWholeFilesAndOneManifest() throws {
    let gallery = try #require(
      BuiltExecutable.path("pixelproof-gallery"),
      "pixelproof-gallery is not built next to the tests; run swift build --build-tests first")
    let packageRoot = try PackageRoot.containing(#filePath)
    let examples = ["tagCloud", "buttonRow"]
    func launchAll(_ count: Int) throws -> [Int32] {
      let processes = try (0..<count).map { _ -> Process in
        let process = Process()
        process.executableURL = URL(fileURLWithPath: gallery)
        process.arguments = ["--record", "missing", "--filter", examples.joined(separator: ",")]
        process.environment = ProcessInfo.processInfo.environment.merging([
          VerificationSettings.Variable.referenceDirectory: folders.references,
          VerificationSettings.Variable.failureFolder: folders.diffs,
          RunIdentity.variable: "processes",
        ]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        return process
      }
      processes.forEach { $0.waitUntilExit() }
      return processes.map(\.terminationStatus)
    }
    // Four processes at once: whichever records first, the others verify or record the same pixels.
    _ = try launchAll(4)
    // A second round only verifies, and every process passes.
    #expect(try launchAll(2) == [0, 0])
    for example in examples {
      let name = try #require(
        try FileManager.default.contentsOfDirectory(atPath: packageRoot + "/ReferenceImages/Gallery")
          .first { $0.hasPrefix(example + "@") })
      #expect(
        try PNGCodec.decode(folders.bytes(folders.references + "/Gallery/" + name))
          == PNGCodec.decode(folders.bytes(packageRoot + "/ReferenceImages/Gallery/" + name)))
    }
    // One manifest for the run, a whole line per example per process: 6 processes x 2 examples.
    let entries = try RunManifest(path: folders.diffs + "/" + RunManifest.folderName + "/processes.tsv")
      .entries()
    #expect(entries.count == 12)
    #expect(
      Set(entries.map { ($0.path as NSString).lastPathComponent.components(separatedBy: "@")[0] })
        == Set(examples))
    #expect(strayFiles().isEmpty)
  }
}
