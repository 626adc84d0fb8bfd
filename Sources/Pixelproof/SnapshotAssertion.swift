import PixelproofVerifier

/// The part shared by the XCTest and Swift Testing front ends: names, settings, and verification.
enum SnapshotAssertion {
  /// Verifies `component` as snapshot `test`[`_name`]@`scale`x of `suite`; returns a failure message, or
  /// nil when the test should pass.
  static func run(
    _ component: any Component, size: SizeProposal, suite: String, test: String, name: String?, scale: Int,
    record: RecordMode?, filePath: String
  ) -> String? {
    do throws(SnapshotError) {
      let reference = try SnapshotReference(suite: suite, test: test, name: name, scale: scale)
      let configuration = SnapshotConfiguration.current.merging(SnapshotConfiguration(record: record))
      let settings = try VerificationSettings.resolve(
        configuration, packageRoot: { () throws(SnapshotError) in try PackageRoot.containing(filePath) })
      let result = SnapshotVerifier.verify(component, in: size, as: reference, settings: settings)
      return result.passed ? nil : result.message
    } catch {
      return "Snapshot assertion could not run: \(error)"
    }
  }

  /// The file name without folder and extension, the suite name of a free test function.
  static func fileStem(_ filePath: String) -> String {
    let file = filePath.split(separator: "/").last.map(String.init) ?? filePath
    return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
  }
}
