import Foundation

/// The failure folders of several runs read as one, as `--merge` and `--manifests` name them: usually
/// the `FailureDiffs/` of each shard of a CI run, downloaded side by side.
///
/// Which tests ran comes from the shards' records (``ShardRecord``): a folder with one ran the tests it
/// lists. When any folder has a record, a current test that no folder's record lists did not run (its
/// shard's artifacts are missing, or it was added since): ``unrunTests(of:)`` names them, so that
/// their references are unknown, never orphans. Folders without a record add their manifests and say
/// nothing about which tests ran.
package struct MergedFailureFolders: Sendable, Equatable {
  /// The failure folders, in the order given.
  package let folders: [String]
  /// Each folder's shard record, where it has one, in the order of ``folders``.
  package let records: [(folder: String, record: ShardRecord)]

  package static func == (lhs: Self, rhs: Self) -> Bool {
    lhs.folders == rhs.folders && lhs.records.map(\.folder) == rhs.records.map(\.folder)
      && lhs.records.map(\.record) == rhs.records.map(\.record)
  }

  /// The failure folders `folders`, each checked to be one.
  ///
  /// - Throws: ``Problem`` in the user's words when a folder is missing or not a failure folder, a
  ///   shard record cannot be read, or the records are of splits into different numbers of shards.
  package init(_ folders: [String]) throws(Problem) {
    var records: [(folder: String, record: ShardRecord)] = []
    for folder in folders {
      try Self.check(folder)
      do {
        if let record = try ShardRecord.read(in: folder) { records.append((folder, record)) }
      } catch {
        throw Problem(description: "the shard record cannot be read: \(error)")
      }
    }
    if let first = records.first,
      let other = records.first(where: { $0.record.shard.count != first.record.shard.count })
    {
      throw Problem(
        description: "the failure folders are shards of different splits: \(first.folder) is shard "
          + "\(first.record.shard), \(other.folder) is shard \(other.record.shard)")
    }
    self.folders = folders
    self.records = records
  }

  /// Checks that `folder` is a failure folder: one holding the run manifests' `.manifests/`, or the
  /// shard record `pixelproof shard` writes.
  private static func check(_ folder: String) throws(Problem) {
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder) else {
      throw Problem(description: "\(folder) is not a failure folder: there is no such folder")
    }
    guard isFolder.boolValue else {
      throw Problem(description: "\(folder) is not a failure folder: it is a file")
    }
    let failureFolder = FailureFolder(folder)
    guard
      FileManager.default.fileExists(atPath: failureFolder.manifestFolder)
        || FileManager.default.fileExists(atPath: failureFolder.shardRecordPath)
    else {
      throw Problem(
        description: "\(folder) is not a failure folder: it holds neither .manifests/ nor .shard.tsv, "
          + "which every test run and `pixelproof shard` leave in one (keep FailureDiffs/ whole, hidden "
          + "files included)")
    }
  }

  /// Every run manifest of every folder, each folder's oldest first, in the order of ``folders``.
  package var manifests: [RunManifest] { folders.flatMap { RunManifest.all(in: $0) } }

  /// The current tests `currentTests` that no folder's shard record lists, sorted by name; none when no
  /// folder has a record.
  package func unrunTests(of currentTests: [TestIdentity]) -> [TestIdentity] {
    guard !records.isEmpty else { return [] }
    let asked = Set(records.flatMap(\.record.tests))
    return currentTests.filter { !asked.contains($0.description) }.sorted { $0.description < $1.description }
  }

  /// The shards of the split that no folder holds, by number; none when no folder has a record.
  package var missingShards: [Int] {
    guard let count = records.first?.record.shard.count else { return [] }
    let present = Set(records.map(\.record.shard.index))
    return (1...count).filter { !present.contains($0) }
  }

  /// A problem with the folders, in the user's words.
  package struct Problem: Error, Equatable, CustomStringConvertible {
    package let description: String

    package init(description: String) { self.description = description }
  }
}
