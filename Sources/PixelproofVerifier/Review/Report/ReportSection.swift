/// One snapshot's section of the report: title, views of its images, zoom, message, layout changes,
/// accessibility findings and the commands that accept or reject it.
struct ReportSection {
  let entry: SnapshotReport.Entry
  /// The section's place in the page, which makes its element ids unique.
  let index: Int
  let commandOptions: String

  private var summary: SnapshotSummary { entry.summary }

  var html: String {
    var html =
      "<section class=\"snapshot\" id=\"snapshot-\(index)\""
      + " data-outcome=\"\(escaped(summary.outcome.rawValue))\""
      + " data-suite=\"\(escaped(summary.suite))\" data-name=\"\(escaped(summary.name))\">\n"
    html +=
      "<h2><span class=\"outcome \(outcomeClass)\">\(escaped(summary.outcome.rawValue))</span> "
      + "\(escaped(summary.name))"
      + (entry.inLatestRun ? "" : " <span class=\"earlier\">from an earlier run</span>") + "</h2>\n"
    html += "<p class=\"path\">reference file <code>\(escaped(summary.referencePath))</code></p>\n"
    html += views
    html += updateChanges
    html += "<h3>Message</h3>\n<pre class=\"message\">\(escaped(summary.message))</pre>\n"
    if !summary.layoutChanges.isEmpty {
      html +=
        "<h3>Layout changes</h3>\n<pre class=\"layout\">"
        + escaped(summary.layoutChanges.map(Self.outdented).joined(separator: "\n")) + "</pre>\n"
    }
    html += accessibility
    html += commands
    html += "</section>\n"
    return html
  }

  /// The accessibility audit's findings, one item each; nothing when it found none, so a snapshot
  /// without findings shows as before audits.
  private var accessibility: String {
    guard let findings = summary.accessibilityFindings, !findings.isEmpty else { return "" }
    let count = findings.count == 1 ? "1 finding" : "\(findings.count) findings"
    return "<h3>Accessibility: \(count)</h3>\n<ul class=\"accessibility\">\n"
      + findings.map { "<li>\(escaped($0))</li>\n" }.joined() + "</ul>\n"
  }

  /// A message line without the two spaces that indent it under the message's first line.
  private static func outdented(_ line: String) -> String {
    line.hasPrefix("  ") ? String(line.dropFirst(2)) : line
  }

  /// A failure the run's manifest lists but no summary describes.
  static func withoutSummary(referencePath: String) -> String {
    let name = snapshotName(referencePath)
    return
      "<section class=\"snapshot\" data-outcome=\"failed\""
      + " data-suite=\"\(escaped(suite(of: referencePath)))\""
      + " data-name=\"\(escaped(name))\">\n"
      + "<h2><span class=\"outcome failed\">failed</span> \(escaped(name))</h2>\n"
      + "<p class=\"path\">reference file <code>\(escaped(referencePath))</code></p>\n"
      + "<p class=\"note\">The latest run lists this snapshot as failed, but it left no images "
      + "(it could not be rendered, or could not be verified): the test log has its message.</p>\n"
      + "</section>\n"
  }

  /// A failure the run's manifest lists with its message, which left no images to review (a component
  /// that could not be rendered, a reference two assertions resolve to).
  static func withoutImages(referencePath: String, message: String) -> String {
    let name = snapshotName(referencePath)
    return
      "<section class=\"snapshot\" data-outcome=\"failed\""
      + " data-suite=\"\(escaped(suite(of: referencePath)))\""
      + " data-name=\"\(escaped(name))\">\n"
      + "<h2><span class=\"outcome failed\">failed</span> \(escaped(name))</h2>\n"
      + "<p class=\"path\">reference file <code>\(escaped(referencePath))</code></p>\n"
      + "<p class=\"note\">The latest run lists this snapshot as failed, and it left no images.</p>\n"
      + "<h3>Message</h3>\n<pre class=\"message\">\(escaped(message))</pre>\n"
      + "</section>\n"
  }

  /// The suite folder a reference path is in.
  static func suite(of referencePath: String) -> String { SnapshotFiles.suite(referencePath: referencePath) }

  /// `<Suite>/<name>@<scale>x` from a reference path, whose suite may be empty.
  private static func snapshotName(_ referencePath: String) -> String {
    SnapshotFiles.snapshotName(
      suite: suite(of: referencePath), baseName: SnapshotFiles.baseName(referencePath: referencePath))
  }

  private var outcomeClass: String {
    switch summary.outcome {
    case .failed: "failed"
    case .recorded: "recorded"
    case .withinTolerance: "tolerated"
    }
  }

  // MARK: Views

  /// Side by side (shown first, and all there is without the script), a slider, and the diff over a
  /// faded reference. Each image's data is in the page once: the other views take it from the side by
  /// side image whose id they name.
  private var views: String {
    let images = [("reference", entry.reference), ("actual", entry.actual), ("diff", entry.diff)]
      .compactMap { name, image in image.map { (name, $0) } }
    guard !images.isEmpty else { return "<p class=\"note\">No images were kept for this snapshot.</p>\n" }
    let comparable = entry.reference?.dataURI != nil && entry.actual?.dataURI != nil
    var html = "<div class=\"controls\">\n"
    html += "<span class=\"buttons\" role=\"group\" aria-label=\"view\">"
    html += "<button type=\"button\" data-view=\"side\" aria-pressed=\"true\">side by side</button>"
    if comparable {
      html += "<button type=\"button\" data-view=\"slider\" aria-pressed=\"false\">slider</button>"
      if entry.diff?.dataURI != nil {
        html +=
          "<button type=\"button\" data-view=\"overlay\" aria-pressed=\"false\">diff over reference</button>"
      }
    }
    html += "</span>\n<span class=\"buttons\" role=\"group\" aria-label=\"zoom\">"
    for zoom in [1, 2, 4, 8] {
      html += "<button type=\"button\" data-zoom=\"\(zoom)\" aria-pressed=\"\(zoom == 1)\">\(zoom)x</button>"
    }
    html += "</span>\n</div>\n<div class=\"view side\" data-view=\"side\">\n"
    for (name, image) in images {
      html +=
        "<figure>" + img(image, id: imageID(name), name: name)
        + "<figcaption>\(name) \(image.file.width) x \(image.file.height) px</figcaption></figure>\n"
    }
    html += "</div>\n"
    if comparable, let reference = entry.reference, let actual = entry.actual {
      let (width, height) = canvas(reference, actual)
      html += "<div class=\"view slider\" data-view=\"slider\" hidden>\n"
      html +=
        "<label class=\"range\">actual <input type=\"range\" min=\"0\" max=\"100\" value=\"50\" "
        + "aria-label=\"how much of the actual image shows\"> reference</label>\n"
      html +=
        "<div class=\"frame\"><div class=\"stack\" data-width=\"\(width)\" data-height=\"\(height)\">"
        + img(reference, source: imageID("reference"), name: "reference")
        + "<div class=\"clip\">" + img(actual, source: imageID("actual"), name: "actual")
        + "</div></div></div>\n</div>\n"
      if let diff = entry.diff, diff.dataURI != nil {
        html += "<div class=\"view overlay\" data-view=\"overlay\" hidden>\n"
        html +=
          "<div class=\"frame\"><div class=\"stack\" data-width=\"\(diff.file.width)\""
          + " data-height=\"\(diff.file.height)\">"
          + img(reference, source: imageID("reference"), name: "reference", extraClass: "faded")
          + img(diff, source: imageID("diff"), name: "diff", extraClass: "over") + "</div></div>\n</div>\n"
      }
    }
    return html
  }

  private func imageID(_ name: String) -> String { "snapshot-\(index)-\(name)" }

  /// For a state of an update snapshot, the update's changes image (both states, the changed cells
  /// outlined) and where it is; nothing for any other snapshot.
  private var updateChanges: String {
    guard let changes = entry.changes else { return "" }
    return "<h3>Update changes</h3>\n"
      + "<p class=\"path\">changes image <code>\(escaped(changes.file.path))</code></p>\n"
      + "<figure>" + img(changes, id: imageID("changes"), name: "changes")
      + "<figcaption>before and after the update \(changes.file.width) x \(changes.file.height) px"
      + "</figcaption></figure>\n"
  }

  /// The larger of each side, where the report lays two images over each other from the top left.
  private func canvas(
    _ first: SnapshotReport.EmbeddedImage, _ second: SnapshotReport.EmbeddedImage
  ) -> (
    Int, Int
  ) {
    (max(first.file.width, second.file.width), max(first.file.height, second.file.height))
  }

  /// An image at its recorded size; `source` names the image whose data it shows, instead of its own.
  private func img(
    _ image: SnapshotReport.EmbeddedImage, id: String? = nil, source: String? = nil, name: String,
    extraClass: String? = nil
  ) -> String {
    guard let dataURI = image.dataURI else {
      return "<span class=\"missing\">\(escaped(name)) image missing: \(escaped(image.file.path))</span>"
    }
    var html = "<img"
    if let id { html += " id=\"\(id)\"" }
    if let extraClass { html += " class=\"\(extraClass)\"" }
    html +=
      " alt=\"\(escaped(name)) of \(escaped(summary.name))\" data-name=\"\(escaped(summary.name)) \(name)\""
    html += " data-width=\"\(image.file.width)\" data-height=\"\(image.file.height)\""
    html += " width=\"\(image.file.width)\" height=\"\(image.file.height)\""
    html += source.map { " data-source=\"\($0)\"" } ?? " src=\"\(dataURI)\""
    return html + ">"
  }

  // MARK: Commands

  /// The shell commands that settle the snapshot, each with a button that copies it.
  private var commands: String {
    var lines: [(String, String)] = []
    let filter = "--filter " + HTMLText.shellQuoted(summary.name)
    let options = commandOptions.isEmpty ? "" : " " + commandOptions
    let reference = HTMLText.shellQuoted(summary.referencePath)
    switch summary.outcome {
    case .failed where entry.summary.actual.map({ !$0.path.hasPrefix("/") }) ?? false,
      .withinTolerance:
      // `failures` leaves snapshots that passed within tolerance alone unless told.
      let scope = summary.outcome == .withinTolerance ? " --tolerated" : ""
      lines.append(("accept", "swift run pixelproof failures --accept\(scope) \(filter)\(options)"))
      lines.append(("reject", "swift run pixelproof failures --reject\(scope) \(filter)\(options)"))
    case .failed:
      break
    case .recorded:
      lines.append(("keep", "git add \(reference)"))
      lines.append(
        summary.reference == nil
          ? ("discard", "rm \(reference)") : ("discard", "git checkout -- \(reference)"))
    }
    if let rerun = summary.rerunCommand { lines.append(("run again", rerun)) }
    guard !lines.isEmpty else { return "" }
    var html = "<h3>Commands</h3>\n<dl class=\"commands\">\n"
    for (label, command) in lines {
      html +=
        "<dt>\(label)</dt><dd><code>\(escaped(command))</code> "
        + "<button type=\"button\" class=\"copy\" data-command=\"\(escaped(command))\">copy</button></dd>\n"
    }
    return html + "</dl>\n"
  }
}

private func escaped(_ text: some StringProtocol) -> String { HTMLText.escaped(String(text)) }
