import PixelproofVerifier
import Testing

@Suite struct VerificationSettingsTests {
  private func resolve(
    _ environment: [String: String], record: RecordMode? = nil
  ) throws -> VerificationSettings {
    try VerificationSettings.resolve(
      SnapshotConfiguration(record: record), packageRoot: "/pkg", environment: environment)
  }

  @Test func defaultsAreMissingAndTheFoldersAtThePackageRoot() throws {
    let settings = try resolve([:])
    #expect(settings.record == .missing)
    #expect(settings.referenceDirectory == "/pkg/ReferenceImages")
    #expect(settings.failureFolder == "/pkg/FailureDiffs")
  }

  @Test func onCINothingIsRecordedUnlessTheEnvironmentSaysSo() throws {
    #expect(try resolve(["CI": "true"]).record == .never)
    // A record mode left in code does not record on CI.
    let fromCode = try resolve(["CI": "true"], record: .all)
    #expect(fromCode.record == .never)
    #expect(fromCode.recordSource == .continuousIntegration(ignoredFromCode: .all))
    #expect(try resolve(["CI": "true", "PIXELPROOF_RECORD": "all"]).record == .all)
    // On CI the environment alone decides: code cannot raise an explicit `never`, nor replace `missing`.
    #expect(try resolve(["CI": "true", "PIXELPROOF_RECORD": "never"], record: .all).record == .never)
    #expect(try resolve(["CI": "true", "PIXELPROOF_RECORD": "missing"], record: .all).record == .missing)
    #expect(try resolve(["CI": "false"]).record == .missing)
  }

  @Test func recordModeFromCodeBeatsTheEnvironment() throws {
    #expect(try resolve(["PIXELPROOF_RECORD": "failed"]).record == .failed)
    #expect(try resolve(["PIXELPROOF_RECORD": "failed"], record: .never).record == .never)
  }

  @Test func thePackageRootIsNeededOnlyForRelativeFolders() throws {
    let noRoot: () throws(SnapshotError) -> String = { () throws(SnapshotError) in
      throw SnapshotError.packageRootNotFound(filePath: "/x.swift")
    }
    let absolute = try VerificationSettings.resolve(
      SnapshotConfiguration(), packageRoot: noRoot,
      environment: ["PIXELPROOF_REFERENCE_DIR": "/refs", "PIXELPROOF_DIFF_DIR": "/diffs"])
    #expect(absolute.referenceDirectory == "/refs" && absolute.failureFolder == "/diffs")
    #expect(throws: SnapshotError.packageRootNotFound(filePath: "/x.swift")) {
      try VerificationSettings.resolve(SnapshotConfiguration(), packageRoot: noRoot, environment: [:])
    }
  }

  @Test func anUnknownRecordModeIsAnError() {
    #expect(throws: SnapshotError.invalidRecordMode("sometimes")) {
      try resolve(["PIXELPROOF_RECORD": "sometimes"])
    }
  }

  @Test func folderOverridesPreferPixelproofsVariablesThenFBSnapshotTestCases() throws {
    let legacy = try resolve(["FB_REFERENCE_IMAGE_DIR": "/refs", "IMAGE_DIFF_DIR": "diffs"])
    #expect(legacy.referenceDirectory == "/refs")
    #expect(legacy.failureFolder == "/pkg/diffs")
    let both = try resolve(["FB_REFERENCE_IMAGE_DIR": "/refs", "PIXELPROOF_REFERENCE_DIR": "/ours"])
    #expect(both.referenceDirectory == "/ours")
  }

  @Test func scopedConfigurationMergesOverTheEnclosingOne() {
    let merged = withSnapshotConfiguration(SnapshotConfiguration(record: .all)) {
      withSnapshotConfiguration(SnapshotConfiguration(failureFolder: "/d")) { SnapshotConfiguration.current }
    }
    #expect(merged == SnapshotConfiguration(record: .all, failureFolder: "/d"))
    #expect(SnapshotConfiguration.current == SnapshotConfiguration())
  }
}
