import Foundation

extension SnapshotVerifier {
  /// How many lines of a text's diff a message shows; the failure folder has both texts whole.
  static let textDiffLinesShown = 20

  /// Verifies `text` against the text reference that `reference` names
  /// (`<Suite>/<base name>.txt`), byte for byte, recording it as `settings`'
  /// record mode says, as images are: a missing reference is recorded (and the test fails once) unless
  /// the mode is `never`; a different one is replaced only under `all` and `failed`; an unchanged one is
  /// never rewritten. On a mismatch the message lists the lines that differ and the failure folder holds
  /// both texts. Every write is atomic. Never throws: every problem is a failed result with a message.
  ///
  /// - Parameters:
  ///   - text: the text made now.
  ///   - reference: names the text's files.
  ///   - settings: the record mode and the folders.
  ///   - run: the run this verification belongs to; two verifications of the same file in one run both fail.
  public static func verifyText(
    _ text: String, against reference: SnapshotReference, settings: VerificationSettings,
    run: SnapshotRun = .shared
  ) -> SnapshotResult {
    let files = settings.files.artifacts(for: reference, kind: .text)
    let title = "Snapshot text \(reference)"
    let path = settings.files.referencePath(for: reference, kind: .text)
    let result = claiming(
      path, settings: settings, run: run,
      duplicate: { sites in
        SnapshotResult(
          outcome: .failed,
          message: DisplayText.escapedLines(
            FailureMessage.duplicateLines(
              "\(title) could not be verified: \(SnapshotError.duplicateReference(path: path))", sites: sites)
          ),
          referencePath: path, comparison: nil)
      },
      {
        compareOrRecordText(
          Array(text.utf8), files: files, path: path, reference: reference, settings: settings)
      })
    let manifest = RunManifest(run: run, failureFolder: settings.failureFolder)
    let problem = manifest.append(
      RunManifest.Outcome(result.outcome), path, test: settings.test)
    guard let problem, !result.passed else { return result }
    return result.adding("  (the run manifest could not be written: \(problem))")
  }

  private static func compareOrRecordText(
    _ actual: [UInt8], files: FailureArtifacts, path: String, reference: SnapshotReference,
    settings: VerificationSettings
  ) -> SnapshotResult {
    let message = FailureMessage(reference: reference, referencePath: path, settings: settings)
    let title = "Snapshot text \(reference)"
    func result(_ outcome: SnapshotResult.Outcome, _ lines: [String]) -> SnapshotResult {
      SnapshotResult(
        outcome: outcome, message: DisplayText.escapedLines(lines), referencePath: path, comparison: nil)
    }
    var isFolder: ObjCBool = false
    if FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue {
      return result(
        .failed, ["\(title): the reference path \(path) is a folder, not a text file; remove or rename it."])
    }
    do {
      guard let stored = try AtomicFile.read(path) else {
        guard settings.record.recordsMissing else {
          let failed: String? = (try? files.write(referenceFile: nil, actualFile: actual)).map {
            files.actualPath
          }
          return result(
            .failed,
            [
              "\(title) has no reference text at \(path).",
              "  Nothing was recorded (\(message.mode))."
                + (failed.map { " The text made now is at \($0)." } ?? ""),
              "  To record it, \(message.howToRecord(.missing)), look at the new text and commit it.",
            ])
        }
        try AtomicFile.write(actual, to: path)
        files.removeAll()
        return result(
          .recorded,
          [
            "\(title) had no reference text; recorded one at \(path) (\(message.mode)).",
            "  Look at it, commit it, and run the test again: it fails this once so a recording is never "
              + "mistaken for a pass.",
          ])
      }
      if stored == actual {
        files.removeAll()
        return result(.matched, [])
      }
      var lines = ["\(title) does not match its reference."]
      let diff = LineDiff.lines(
        from: String(decoding: stored, as: UTF8.self), to: String(decoding: actual, as: UTF8.self))
      lines += diff.prefix(textDiffLinesShown).map { "  " + $0 }
      if diff.count > textDiffLinesShown {
        lines.append("  and \(diff.count - textDiffLinesShown) more lines")
      }
      if diff.isEmpty { lines.append("  (the lines read the same; their bytes differ)") }
      do {
        try files.write(referenceFile: stored, actualFile: actual)
        lines += ["  reference: \(files.referenceCopyPath)", "  failed:    \(files.actualPath)"]
      } catch {
        lines.append("  No failure files were written: \(error).")
      }
      let recorded = settings.record.recordsMismatches
      if recorded { try AtomicFile.write(actual, to: path) }
      lines.append(
        recorded
          ? "  The new text was recorded over \(path) (\(message.mode)); review it before committing."
          : "  To accept the new text as the reference, \(message.howToRecord(.failed)), then review and "
            + "commit it."
      )
      return result(recorded ? .recorded : .failed, lines)
    } catch {
      return result(.failed, ["\(title) could not be verified: \(error)"])
    }
  }
}
