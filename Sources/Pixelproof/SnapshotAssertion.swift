import PixelproofVerifier

/// The part shared by the XCTest and Swift Testing front ends: names, settings, and verification.
enum SnapshotAssertion {
  /// Verifies `component` in each of `variants` as snapshot `test`[`_name`]`<suffix>`@`scale`x of `suite`;
  /// returns a failure message for every variant that fails (none when the test should pass), or one
  /// message when the assertion cannot run at all.
  ///
  /// - Parameter scale: the assertion's scale; nil for the variants' scales, or
  ///   ``SnapshotVariants/defaultScale`` when they list none.
  static func run(
    _ component: any Component, size: SizeProposal, suite: String, test: String, name: String?, scale: Int?,
    variants: SnapshotVariants, record: RecordMode?, filePath: String
  ) -> [String] {
    do {
      let references = try variants.variants(scale: scale).map { variant throws(SnapshotError) in
        try SnapshotReference(suite: suite, test: test, name: name, variant: variant)
      }
      let configuration = SnapshotConfiguration.current.merging(SnapshotConfiguration(record: record))
      let settings = try VerificationSettings.resolve(
        configuration, packageRoot: { () throws(SnapshotError) in try PackageRoot.containing(filePath) })
      // Every variant is verified, so one run records or reports all of them.
      return references.compactMap { reference in
        let result = SnapshotVerifier.verify(component, in: size, as: reference, settings: settings)
        return result.passed ? nil : result.message
      }
    } catch {
      return ["Snapshot assertion could not run: \(error)"]
    }
  }

  /// The file name without folder and extension, the suite name of a free test function.
  static func fileStem(_ filePath: String) -> String {
    let file = filePath.split(separator: "/").last.map(String.init) ?? filePath
    return file.hasSuffix(".swift") ? String(file.dropLast(6)) : file
  }
}
