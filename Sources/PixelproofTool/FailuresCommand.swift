import ArgumentParser
import Foundation
import PixelproofVerifier

/// Lists, accepts or rejects the failed snapshots waiting in the failure folder, images and texts.
struct FailuresCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "failures",
    abstract: "List failed snapshots; accept or reject them after looking at their images.",
    discussion: """
      A mismatch leaves <name>.reference.png, .failed.png, .diff.png and .compare.png in \
      <failure folder>/<Suite>/. --accept copies each failed image (with its layout record) over its \
      reference, atomically, and removes the four files; --reject only removes them. Look at the \
      compare images first, then commit the accepted references. A failure whose reference already is \
      its failed image (the test ran again with PIXELPROOF_RECORD=failed or all) is not listed. A text \
      reference that differs (an accessibility snapshot's <name>.txt) leaves <name>.reference.txt and \
      .failed.txt: it is listed with its changed lines, and accepted or rejected the same way.
      """)

  @OptionGroup var folders: FolderOptions

  @Option(help: "Only the snapshots whose <Suite>/<name> contains this text.")
  var filter: String?

  @Flag(help: "Make each failed image the reference.")
  var accept = false

  @Flag(help: "Remove each failure's files, keeping the reference.")
  var reject = false

  func validate() throws {
    if accept && reject { throw ValidationError(Self.acceptAndReject) }
  }

  static let acceptAndReject =
    "--accept and --reject cannot be used together: --accept makes each failed image the reference, "
    + "--reject removes the failure files and keeps the reference; choose one."

  @Flag(help: "Also the snapshots that passed within their tolerance, whose images are kept for review.")
  var tolerated = false

  func run() throws {
    let settings = try folders.settings()
    let waiting = PendingFailure.waiting(
      in: settings.diffDirectory, referenceDirectory: settings.referenceDirectory
    ).filter { filter.map($0.name.contains) ?? true }
    // A tolerated snapshot passed: it is never accepted or rejected along with failures unless asked.
    let failures = waiting.filter { tolerated || $0.summary?.outcome != .withinTolerance }
    let texts = PendingTextFailure.waiting(
      in: settings.diffDirectory, referenceDirectory: settings.referenceDirectory
    ).filter { filter.map($0.name.contains) ?? true }
    for failure in failures {
      let name = DisplayText.escaped(failure.name)
      if accept {
        let reference = try failure.accept(referenceDirectory: settings.referenceDirectory)
        print("accepted  \(name) -> \(DisplayText.escaped(reference))")
      } else if reject {
        failure.reject()
        print("rejected  \(name)")
      } else {
        let label = failure.summary?.outcome == .withinTolerance ? "tolerated" : "failed   "
        let compare = failure.failedPath.dropLast(".failed.png".count) + ".compare.png"
        print("\(label) \(name)  \(DisplayText.escaped(String(compare)))")
        // A state of an update snapshot: the update's changes image shows what moved, came and went.
        if let changes = failure.changesPath {
          print("          changes:  \(DisplayText.escaped(changes))")
        }
      }
    }
    for text in texts {
      let name = DisplayText.escaped(text.name)
      if accept {
        let reference = try text.accept(referenceDirectory: settings.referenceDirectory)
        print("accepted  \(name) -> \(DisplayText.escaped(reference))")
      } else if reject {
        text.reject()
        print("rejected  \(name)")
      } else {
        print("failed    \(name)  \(DisplayText.escaped(text.failedPath))")
        try printChanges(of: text)
      }
    }
    let count = failures.count + texts.count
    let snapshots = count == 1 ? "snapshot" : "snapshots"
    print("\(count) failed \(snapshots)\(accept ? " accepted" : reject ? " rejected" : "")")
    let passed = waiting.count - failures.count
    if passed > 0 {
      print("(\(passed) within tolerance not included; --tolerated includes \(passed == 1 ? "it" : "them"))")
    }
  }

  /// How many changed lines a text failure shows; its two files hold the texts whole.
  static let changedLinesShown = 20

  /// The changed lines of `text`, indented under its name, at most ``changedLinesShown`` of them.
  private func printChanges(of text: PendingTextFailure) throws {
    let lines = try text.changedLines()
    for line in lines.prefix(Self.changedLinesShown) {
      print("          " + DisplayText.escaped(line))
    }
    if lines.count > Self.changedLinesShown {
      print("          and \(lines.count - Self.changedLinesShown) more lines")
    }
  }
}
