import Foundation

/// Which reference images and texts still belong to a test, decided from the tests the package has now
/// (what `swift test list` prints) together with the run manifests that say which test verified which
/// file. A text reference (`<Suite path>/<test>[_…]@<scale>x.txt`, as an accessibility snapshot's
/// `_accessibility@2x.txt`) is decided exactly as an image.
///
/// A reference is live when a current test claims it: a kept run's manifest says that test verified it,
/// or its name is one that test makes (`<Suite path>/<test>[_…]@<scale>x.png`), or a tool such as the
/// gallery verified it (tools are not in `swift test list`; their manifest entries speak for them). It
/// is an orphan when its test is gone: every test a manifest names for it is gone and no current test
/// makes its name, or its folder is a current suite none of whose tests makes its name. Anything else
/// (no manifest mentions it, its folder is no current suite) is unknown: not provably dead.
///
/// Read across shards (``MergedFailureFolders``), a current test that no shard ran may still verify a
/// reference under any name: a reference whose only sign of death is that its folder's suite has no
/// test of its name is unknown, not an orphan, while a test of that suite did not run.
package struct OrphanReport: Sendable, Equatable {
  /// A reference image or text whose test is gone.
  package struct Orphan: Sendable, Equatable {
    /// The reference file, symbolic links resolved.
    package let path: String
    /// The gone tests that runs recorded verifying it, sorted; empty when it is known to be dead only
    /// because its folder's suite has no test of its name.
    package let formerTests: [String]

    /// - Parameters:
    ///   - formerTests: the gone tests that verified it, sorted.
    package init(path: String, formerTests: [String]) {
      self.path = path
      self.formerTests = formerTests
    }
  }

  /// References a current test (or a tool's run) claims, sorted.
  package let live: [String]
  /// References whose test is gone, sorted by path.
  package let orphans: [Orphan]
  /// References nothing explains, sorted.
  package let unknown: [String]

  /// Classifies every `.png`, and every text named as a text reference is (``isTextReference(_:)``),
  /// below `referenceDirectory` (hidden files and folders aside).
  ///
  /// - Parameters:
  ///   - manifests: the runs whose entries count, usually every kept one (``RunManifest/all(in:)``).
  ///   - currentTests: the package's tests now, as `swift test list` prints them.
  ///   - unrunTests: current tests that did not run in any of `manifests`' runs (a shard that did not
  ///     run, ``MergedFailureFolders/unrunTests(of:)``); none by default.
  /// - Throws: ``FileError`` when a manifest cannot be read or the reference folder cannot be listed.
  package init(
    referenceDirectory: String, manifests: [RunManifest], currentTests: [TestIdentity],
    unrunTests: [TestIdentity] = []
  )
    throws(FileError)
  {
    let unrunSuites = Set(unrunTests.compactMap(\.suiteFolder))
    let root = Self.resolved(referenceDirectory)
    var verifiers: [String: Set<String>] = [:]
    for manifest in manifests {
      for entry in try manifest.entries() {
        guard let test = entry.test else { continue }
        verifiers[Self.resolved(entry.path), default: []].insert(test)
      }
    }
    let current = Set(currentTests.map(\.description))
    var testsBySuite: [String: [String]] = [:]
    var freeTests: [String] = []
    for test in currentTests {
      if let folder = test.suiteFolder {
        testsBySuite[folder, default: []].append(test.testName)
      } else {
        freeTests.append(test.testName)
      }
    }
    var isFolder: ObjCBool = false
    guard FileManager.default.fileExists(atPath: root, isDirectory: &isFolder), isFolder.boolValue,
      let walker = FileManager.default.enumerator(atPath: root)
    else { throw FileError(path: referenceDirectory, reason: "cannot list the reference folder") }

    var (live, orphans, unknown) = ([String](), [Orphan](), [String]())
    while let relative = walker.nextObject() as? String {
      let components = relative.split(separator: "/").map(String.init)
      let file = components[components.count - 1]
      guard SnapshotFiles.isReference(file),
        !components.contains(where: { $0.hasPrefix(".") })
      else { continue }
      let path = SnapshotFiles.referencePath(relative, in: root)
      let tests = verifiers[path] ?? []
      let folder = components.count == 2 ? components[0] : nil
      func makes(_ name: String) -> Bool { file.hasPrefix(name + "_") || file.hasPrefix(name + "@") }
      let namedBySuiteTest = folder.map { (testsBySuite[$0] ?? []).contains(where: makes) } == true
      let namedByCurrentTest = namedBySuiteTest || freeTests.contains(where: makes)
      // A name that is not a `swift test list` line is a tool's (the gallery's), which the list never shows.
      let verifiedByCurrentTest = tests.contains { current.contains($0) || TestIdentity(listed: $0) == nil }
      if namedByCurrentTest || verifiedByCurrentTest {
        live.append(path)
      } else if !tests.isEmpty || folder.map({ testsBySuite[$0] != nil && !unrunSuites.contains($0) }) == true
      {
        orphans.append(Orphan(path: path, formerTests: tests.sorted()))
      } else {
        unknown.append(path)
      }
    }
    self.live = live.sorted()
    self.orphans = orphans.sorted { $0.path < $1.path }
    self.unknown = unknown.sorted()
  }

  /// Whether `file` is named as ``SnapshotVerifier/verifyText(_:against:settings:run:)`` names a text
  /// reference, `<name>@<scale>x.txt`; other texts in the reference folder (notes, a README) are not
  /// references.
  package static func isTextReference(_ file: String) -> Bool { SnapshotFiles.isTextReference(file) }

  /// `path` absolute, standardized, with symbolic links resolved.
  static func resolved(_ path: String) -> String {
    URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
  }
}
