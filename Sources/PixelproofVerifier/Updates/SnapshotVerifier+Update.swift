import Foundation

extension SnapshotVerifier {
  /// The name part the state before adds to an update snapshot's reference: `testUpdate_before@2x.png`.
  public static let beforeName = "before"
  /// The name part the state after adds: `testUpdate_after@2x.png`.
  public static let afterName = "after"
  /// The ending of an update snapshot's changes image in the failure folder:
  /// `<failure folder>/<Suite>/testUpdate@2x.changes.png`.
  public static let changesImageSuffix = ".changes.png"

  /// Verifies an update: renders `before` and `after` in `reference`'s variant, verifies each against a
  /// reference of its own (``SnapshotReference/name`` followed by `_before` or `_after`), tells the
  /// changes between their identified nodes (``UpdateChanges``), and writes the changes image
  /// (`ChangesArtifact`) to `<failure folder>/<Suite>/<base name>.changes.png` on every run, passing
  /// or failing, so a reviewer can always look at the update. Never throws: every problem is a failed
  /// result with a message.
  ///
  /// Repeated identifiers among siblings stop the assertion before anything is verified or written: the
  /// message names them and their positions.
  ///
  /// - Parameters:
  ///   - before: the state before the update.
  ///   - after: the state after it.
  ///   - proposal: the space offered to both states.
  ///   - reference: names the update; its states' references add `_before` and `_after` to its name.
  ///   - settings: the record mode, the folders and the tolerance, for both states.
  ///   - run: the run the verifications belong to.
  public static func verifyUpdate(
    from before: any Component, to after: any Component, in proposal: SizeProposal,
    as reference: SnapshotReference, settings: VerificationSettings, run: SnapshotRun = .shared
  ) -> UpdateSnapshotResult {
    let title = "Update snapshot \(DisplayText.escaped(reference.description))"
    func failure(_ text: String) -> UpdateSnapshotResult {
      UpdateSnapshotResult(
        before: nil, after: nil, changes: nil, changesImagePath: nil,
        message: text + "\n" + FailureMessage.reportHint, passed: false)
    }
    let states: (before: SnapshotReference, after: SnapshotReference)
    do {
      states = (try reference.naming(beforeName), try reference.naming(afterName))
    } catch {
      return failure("\(title) could not be verified: \(error)")
    }
    // Both references stay in use in the manifest when the assertion stops early, so neither looks
    // orphaned.
    func listFailed(_ message: String) {
      let manifest = RunManifest(run: run, failureFolder: settings.failureFolder)
      for state in [states.before, states.after] {
        _ = manifest.append(
          .failed, settings.referencePath(for: state), test: settings.test, message: message)
      }
    }
    let rendered: (before: RenderedSnapshot, after: RenderedSnapshot)
    do {
      rendered = (
        try render(before, proposal, reference, state: beforeName, audit: settings.accessibility),
        try render(after, proposal, reference, state: afterName, audit: settings.accessibility)
      )
    } catch {
      let message = "\(title) could not be rendered: \(error)"
      listFailed(message)
      return failure(message)
    }
    // A rendered component always has its layout, so both records are there.
    guard let beforeRecord = rendered.before.record, let afterRecord = rendered.after.record else {
      let message = "\(title) has no layout to tell its changes from"
      listFailed(message)
      return failure(message)
    }
    let changes: UpdateChanges
    do {
      changes = try UpdateChanges(from: beforeRecord, to: afterRecord)
    } catch {
      let message = DisplayText.escapedLines(
        ["\(title) cannot tell its changes."] + "\(error)".split(separator: "\n").map(String.init))
      listFailed(message)
      return failure(message)
    }
    let beforeResult = verify(rendered.before, against: states.before, settings: settings, run: run)
    let afterResult = verify(rendered.after, against: states.after, settings: settings, run: run)
    let artifacts = settings.files.artifacts(for: reference)
    let imagePath = artifacts.changesPath
    let imageProblem = writeChangesImage(
      rendered, changes: changes, scale: reference.scale, to: artifacts)
    var summaryProblems: [String] = []
    if case .success(let size) = imageProblem {
      let image = SnapshotSummary.ImageFile(
        path: artifacts.changesName, width: size.width, height: size.height)
      summaryProblems = link(
        image, from: [(states.before, beforeResult), (states.after, afterResult)], settings: settings)
    }
    let problem: String?
    switch imageProblem {
    case .success: problem = nil
    case .failure(let text): problem = text.description
    }
    let passed = beforeResult.passed && afterResult.passed && problem == nil
    let results = [beforeResult, afterResult]
    return UpdateSnapshotResult(
      before: beforeResult, after: afterResult, changes: changes,
      changesImagePath: problem == nil ? imagePath : nil,
      message: passed
        ? ""
        : ([failureMessage(title, changes, imagePath: imagePath, imageProblem: problem, results: results)]
          + summaryProblems).joined(separator: "\n"),
      passed: passed)
  }

  /// Names the changes image `image` in the summary each state that failed, was recorded or passed
  /// within tolerance left for the report, which shows it beside the state's own images. Returns a
  /// message line for each summary that could not be written: as with the summary itself, that never
  /// changes the verdict.
  private static func link(
    _ image: SnapshotSummary.ImageFile, from states: [(SnapshotReference, SnapshotResult)],
    settings: VerificationSettings
  ) -> [String] {
    var problems: [String] = []
    for (state, result) in states where result.outcome != .matched {
      let summaryPath = settings.files.artifacts(for: state).summaryPath
      do {
        try SnapshotSummary.link(summaryPath, toChanges: image)
      } catch {
        problems.append(
          "  (the summary of \(DisplayText.escaped(state.description)) could not name the changes image: "
            + DisplayText.escaped("\(error)") + ")")
      }
    }
    return problems
  }

  /// The changes, where the changes image is (or why it is not), then each failing state's message.
  private static func failureMessage(
    _ title: String, _ changes: UpdateChanges, imagePath: String, imageProblem: String?,
    results: [SnapshotResult]
  ) -> String {
    var lines = ["\(title), before -> after: \(changes.summary)"]
    lines += changes.lines.map { "  " + DisplayText.escaped($0) }
    lines.append(
      imageProblem.map { "  changes image could not be written: \(DisplayText.escaped($0))" }
        ?? "  changes:   " + DisplayText.escaped(imagePath))
    lines += results.filter { !$0.passed }.map(\.message)
    return lines.joined(separator: "\n")
  }

  private static func render(
    _ component: any Component, _ proposal: SizeProposal, _ reference: SnapshotReference, state: String,
    audit: AccessibilityAudit
  ) throws(UpdateStateError) -> RenderedSnapshot {
    do {
      return RenderedSnapshot(
        try ComponentRenderer.render(
          component, in: proposal, scale: reference.scale, traits: reference.variant.traits),
        variant: reference.variant, audit: audit)
    } catch {
      throw UpdateStateError(state: state, error: error)
    }
  }

  /// Writes the changes image of `artifacts` atomically; returns its size in pixels, or what went wrong.
  private static func writeChangesImage(
    _ rendered: (before: RenderedSnapshot, after: RenderedSnapshot), changes: UpdateChanges, scale: Int,
    to artifacts: FailureArtifacts
  ) -> Result<(width: Int, height: Int), ChangesImageProblem> {
    do {
      // The folder first: one that cannot be made is what the message names, whatever else fails.
      try artifacts.folder.create()
      let image = try ChangesArtifact.make(
        before: rendered.before.bitmap, after: rendered.after.bitmap, scale: scale, changes: changes)
      try AtomicFile.write(try PNGCodec.encode(image, compression: .quick), to: artifacts.changesPath)
      return .success((image.width, image.height))
    } catch {
      return .failure(.init("\(error)"))
    }
  }
}

/// Why the changes image could not be written, or its summaries could not name it.
private struct ChangesImageProblem: Error, CustomStringConvertible {
  let description: String
  init(_ description: String) { self.description = description }
}

/// A state of an update that could not be rendered, and why.
private struct UpdateStateError: Error, CustomStringConvertible {
  let state: String
  let error: any Error
  var description: String { "the state \(state): \(error)" }
}

extension SnapshotReference {
  /// The same reference with `part` after its name: `named: "feed"` and `before` give `feed_before`.
  func naming(_ part: String) throws(SnapshotError) -> SnapshotReference {
    try SnapshotReference(
      suite: suite, test: test, arguments: arguments, name: name.map { $0 + "_" + part } ?? part,
      variant: variant)
  }
}
