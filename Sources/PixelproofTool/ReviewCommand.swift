import ArgumentParser
import Foundation
import PixelproofVerifier

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Steps through the failed snapshots one at a time, showing each and taking a key: accept, reject,
/// skip, open the report, or quit.
struct ReviewCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "review",
    abstract: "Step through failed snapshots, accepting or rejecting each one after looking at it.",
    discussion: """
      Each failure, in the order `pixelproof failures` lists them, shows its name and message; on a \
      terminal with 24-bit colour (COLORTERM truecolor or 24bit, TERM set and not dumb, NO_COLOR unset \
      or empty, the output a terminal) also its reference, failed and diff images side by side in half \
      blocks, shrunk to the terminal's width; elsewhere plain text. A text's changed lines are shown. \
      Then a key: a makes the failed image or text the reference (as `pixelproof failures --accept \
      <name>` does: pressing a names it, so a failure plain --accept would skip, stale or over a Git LFS \
      pointer, is accepted all the same, its reason shown above the keys), r removes its files and keeps \
      the reference, s leaves it, o writes the HTML report (and runs xdg-open on it when there is one), \
      q quits. Control-C and Control-D quit too, and the terminal's settings are restored on every way \
      out. When standard input is not a terminal, each line holds one key's letter. The last line \
      counts the decisions: N accepted, M rejected, K skipped (failures not reached count as skipped). \
      Nothing is written but by a.
      """)

  @OptionGroup var folders: FolderOptions

  @Option(help: "Only the snapshots whose <Suite>/<name> contains this text.")
  var filter: String?

  @Flag(help: "Also the snapshots that passed within their tolerance, whose images are kept for review.")
  var tolerated = false

  func run() throws {
    let settings = try folders.settings()
    let failures = ReviewQueue.failures(
      in: settings.failureFolder, referenceDirectory: settings.referenceDirectory, filter: filter,
      tolerated: tolerated)
    guard !failures.isEmpty else {
      print(ReviewText.nothingToReview)
      print(ReviewTally().line)
      return
    }
    let environment = ProcessInfo.processInfo.environment
    let session = ReviewSession(
      failures: failures, settings: settings, packageRoot: try folders.root(),
      trueColor: TrueColor.isSupported(
        environment: environment, outputIsTerminal: isatty(STDOUT_FILENO) == 1))
    // Raw mode only for a terminal; its settings are back before the summary is printed.
    let (tally, interrupted) =
      isatty(STDIN_FILENO) == 1
      ? try RawMode.whileRunning { session.run(input: .keys) } : session.run(input: .lines)
    print(tally.line)
    // 128 + SIGINT, as a shell reports a command Control-C stopped.
    if interrupted { throw ExitCode(130) }
  }
}

/// One review: the failures, where their references go, and how they are shown.
struct ReviewSession {
  let failures: [PendingFailure]
  let settings: VerificationSettings
  let packageRoot: String
  /// Whether images are drawn (``TrueColor``).
  let trueColor: Bool

  /// Lines a screen keeps for its heading, message, captions and keys: the images get the rest.
  private static let textLines = 16

  /// How a failure is shown at the terminal's size now, which may have changed since the last one.
  private var screen: ReviewScreen {
    let size = TerminalSize.current(environment: ProcessInfo.processInfo.environment)
    // The last column stays empty: some terminals wrap a line that fills it, adding a blank line.
    return ReviewScreen(
      trueColor: trueColor, columns: max(size.columns - 1, 1),
      imageLines: max(size.rows - Self.textLines, 4))
  }

  /// Shows each failure and acts on the keys read from `input` until every failure is decided or the
  /// user quits.
  ///
  /// - Returns: the decisions, and whether the review was stopped by Control-C.
  func run(input: KeyInput) -> (ReviewTally, interrupted: Bool) {
    let references = settings.referenceDirectory
    let rule = AcceptanceRule(failureFolder: settings.failureFolder)
    var tally = ReviewTally()
    for (index, failure) in failures.enumerated() {
      let reason = rule.skipReason(
        referencePath: failure.referencePath(in: references),
        wasCompared: FileManager.default.fileExists(atPath: failure.referenceCopyPath))
      if index > 0 { show("") }
      screen.lines(for: failure, position: index + 1, count: failures.count, skipReason: reason)
        .forEach { show($0) }
      decision: while true {
        show(ReviewText.prompt, lineBreak: false)
        let action = input.next()
        // Neither raw mode nor a pipe echoes the key, so the prompt's line ends here.
        show("")
        switch action {
        case nil:
          show(ReviewText.unknownKey)
        case .accept:
          do {
            let reference = try failure.accept(referenceDirectory: references)
            show(ReviewText.accepted(failure.name, into: reference))
            tally.accepted += 1
            break decision
          } catch {
            show(ReviewText.acceptFailed(error.description))
          }
        case .reject:
          failure.reject()
          show(ReviewText.rejected(failure.name))
          tally.rejected += 1
          break decision
        case .skip:
          show(ReviewText.skipped(failure.name))
          tally.skipped += 1
          break decision
        case .openReport:
          openReport()
        case .quit, .interrupt, .endOfInput:
          tally.skipped += failures.count - index
          return (tally, action == .interrupt)
        }
      }
    }
    return (tally, false)
  }

  /// Writes the HTML report as `pixelproof report` does, prints its path, and opens it with `xdg-open`
  /// when that is on the `PATH`.
  private func openReport() {
    do {
      let (_, path) = try ReportCommand.write(settings: settings, packageRoot: packageRoot, output: nil)
      show(ReviewText.report(path, opened: Self.open(path)))
    } catch {
      show("cannot write the report: \(DisplayText.escaped("\(error)"))")
    }
  }

  /// Starts `xdg-open` on `path`, detached from the terminal; false when there is no `xdg-open`.
  private static func open(_ path: String) -> Bool {
    let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":")
    guard
      let opener = folders.map({ "\($0)/xdg-open" }).first(where: FileManager.default.isExecutableFile)
    else { return false }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: opener)
    process.arguments = [path]
    // The viewer must not read the keys meant for the review, nor write over its screen.
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    return (try? process.run()) != nil
  }

  /// Prints `text` at once: the prompt has no line break, and keys are read right after it.
  private func show(_ text: String, lineBreak: Bool = true) {
    print(text, terminator: lineBreak ? "\n" : "")
    fflush(nil)
  }
}
