/// Which tests a run was asked to run when it was one shard of several: `<failure folder>/.shard.tsv`,
/// written by `pixelproof shard I/N` into the failure folder the shard's tests then write to. Its first
/// line is `shard\t<I>/<N>`, then one line per test, `test\t<test>`, the test as `swift test list`
/// names it, sorted.
///
/// When the failure folders of every shard are read together (`pixelproof orphans --manifests`), the
/// records say which tests some shard ran: a test no present shard was asked to run (its shard did not
/// run, or its artifacts are missing) may still verify references, so they are never called orphans.
package struct ShardRecord: Sendable, Equatable {
  /// The file's name in the failure folder; hidden, as the run manifests are.
  package static let fileName = ".shard.tsv"

  /// Which shard it was.
  package let shard: TestShard
  /// The tests it was asked to run, as `swift test list` names them, sorted.
  package let tests: [String]

  /// - Parameters:
  ///   - tests: the shard's tests, as `swift test list` names them.
  package init(shard: TestShard, tests: [String]) {
    self.shard = shard
    self.tests = tests.sorted()
  }

  /// The file's text.
  var text: String {
    (["shard\t\(shard)"] + tests.map { "test\t" + $0 }).map { $0 + "\n" }.joined()
  }

  /// Writes the record into the failure folder `failureFolder` atomically, creating the folder (with
  /// its `.gitignore`) when it is missing.
  ///
  /// - Throws: an error in the user's words when the folder or the file cannot be written.
  package func write(into failureFolder: String) throws {
    let folder = FailureFolder(failureFolder)
    try folder.write(Array(text.utf8), to: folder.shardRecordPath)
  }

  /// The record in the failure folder `failureFolder`; nil when there is none.
  ///
  /// - Throws: ``FileError`` when it cannot be read or is not a shard record.
  package static func read(in failureFolder: String) throws(FileError) -> ShardRecord? {
    let path = FailureFolder(failureFolder).shardRecordPath
    guard let bytes = try AtomicFile.read(path) else { return nil }
    let lines = String(decoding: bytes, as: UTF8.self).split(separator: "\n").map(String.init)
    func problem(_ line: Int) -> FileError {
      FileError(
        path: path, reason: "line \(line) is not shard\\t<I>/<N> or test\\t<test>: \(lines[line - 1])")
    }
    guard let first = lines.first, first.hasPrefix("shard\t") else {
      throw lines.isEmpty ? FileError(path: path, reason: "it is empty") : problem(1)
    }
    let shard: TestShard
    do {
      shard = try TestShard(String(first.dropFirst("shard\t".count)))
    } catch {
      throw problem(1)
    }
    var tests: [String] = []
    for (offset, line) in lines.enumerated().dropFirst() {
      guard line.hasPrefix("test\t"), line.count > "test\t".count else { throw problem(offset + 1) }
      tests.append(String(line.dropFirst("test\t".count)))
    }
    return ShardRecord(shard: shard, tests: tests)
  }
}
