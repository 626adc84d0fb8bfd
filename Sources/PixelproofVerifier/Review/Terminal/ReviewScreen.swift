import Foundation

/// What `pixelproof review` shows of one failure before asking what to do with it: its heading, its
/// message, and on a 24-bit colour terminal its reference, failed and diff images side by side in half
/// blocks (``SideBySide``); a text's changed lines.
package struct ReviewScreen: Sendable, Equatable {
  /// Whether to draw images and colour changed lines (``TrueColor``); plain text when false.
  package var trueColor: Bool
  /// The terminal's width in columns.
  package var columns: Int
  /// The most lines the images may take.
  package var imageLines: Int

  /// How many changed lines of a text are shown, as `pixelproof failures` shows them.
  package static let changedLinesShown = 20

  /// A screen for a terminal `columns` wide whose images take at most `imageLines` lines.
  package init(trueColor: Bool, columns: Int, imageLines: Int) {
    self.trueColor = trueColor
    self.columns = columns
    self.imageLines = imageLines
  }

  /// The lines shown for `failure`, the `position`th of `count`, with the reason plain `--accept`
  /// would skip it when there is one.
  package func lines(
    for failure: PendingFailure, position: Int, count: Int, skipReason: String?
  ) -> [String] {
    var lines: [String]
    switch failure.kind {
    case .image:
      let state = failure.summary?.outcome == .withinTolerance ? "within tolerance" : "failed"
      lines = [ReviewText.heading(position: position, count: count, name: failure.name, state: state)]
      lines += imageLines(of: failure)
    case .text:
      lines = [
        ReviewText.heading(position: position, count: count, name: failure.name, state: "text differs")
      ]
      lines += changedLines(of: failure)
    }
    if let skipReason { lines.append(ReviewText.acceptNote(skipReason)) }
    return lines
  }

  /// The message the test reported (or the files, for a failure with no summary), then the images.
  private func imageLines(of failure: PendingFailure) -> [String] {
    var lines: [String]
    if let summary = failure.summary {
      lines = summary.message.split(separator: "\n", omittingEmptySubsequences: false)
        .map { DisplayText.escaped(String($0)) }
    } else {
      let files = [
        ("reference: ", failure.referenceCopyPath), ("failed:    ", failure.actualPath),
        ("diff:      ", failure.artifacts.diffPath), ("compare:   ", failure.comparePath),
      ]
      lines = files.filter { Self.exists($0.1) }.map { $0.0 + DisplayText.escaped($0.1) }
    }
    if let changes = failure.changesPath, Self.exists(changes) {
      lines.append("  changes:   " + DisplayText.escaped(changes))
    }
    guard trueColor else { return lines }
    // Only the images there are and that decode: a reference that was missing, unreadable or a Git LFS
    // pointer left no copy, and an image that was not compared has no diff.
    let panels = [
      ("reference", failure.referenceCopyPath), ("failed", failure.actualPath),
      ("diff", failure.artifacts.diffPath),
    ].compactMap { caption, path -> SideBySide.Panel? in
      guard let bitmap = try? PNGCodec.decode(contentsOf: path), let picture = TerminalPicture(bitmap)
      else { return nil }
      return SideBySide.Panel(caption: "\(caption) \(bitmap.width) x \(bitmap.height) px", picture: picture)
    }
    guard !panels.isEmpty else { return lines }
    return lines + [""] + SideBySide(panels, columns: columns, lines: imageLines).lines()
  }

  /// A text's changed lines, `- ` the reference's and `+ ` the new text's, indented, in red and green
  /// on a colour terminal.
  private func changedLines(of text: PendingFailure) -> [String] {
    let changed: [String]
    do {
      changed = try text.changedLines()
    } catch {
      return ["  cannot read the texts: " + DisplayText.escaped(error.description)]
    }
    var lines = changed.prefix(Self.changedLinesShown).map { line in
      let shown = "  " + DisplayText.escaped(line)
      guard trueColor else { return shown }
      // SGR 31 and 32: the terminal's own red and green.
      return (line.hasPrefix("-") ? "\u{1B}[31m" : "\u{1B}[32m") + shown + HalfBlocks.reset
    }
    if changed.count > Self.changedLinesShown {
      lines.append("  and \(changed.count - Self.changedLinesShown) more lines")
    }
    lines.append("  failed:    " + DisplayText.escaped(text.actualPath))
    return lines
  }

  private static func exists(_ path: String) -> Bool { FileManager.default.fileExists(atPath: path) }
}
