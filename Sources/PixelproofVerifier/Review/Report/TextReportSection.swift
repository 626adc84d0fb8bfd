/// A text reference's section of the report: its name, files, changed lines and the commands that
/// accept or reject it. Filtered as a failed snapshot of its suite.
struct TextReportSection {
  let entry: SnapshotReport.TextEntry
  let commandOptions: String

  var html: String {
    var html =
      "<section class=\"snapshot\" data-outcome=\"failed\" data-suite=\"\(escaped(entry.suite))\""
      + " data-name=\"\(escaped(entry.name))\">\n"
    html +=
      "<h2><span class=\"outcome failed\">failed</span> \(escaped(entry.name))"
      + (entry.inLatestRun ? "" : " <span class=\"earlier\">from an earlier run</span>") + "</h2>\n"
    if let reference = entry.referencePath {
      html += "<p class=\"path\">reference file <code>\(escaped(reference))</code></p>\n"
    }
    html += "<p class=\"path\">failed text <code>\(escaped(entry.actualPath))</code></p>\n"
    if let copy = entry.referenceCopyPath {
      html += "<p class=\"path\">reference text <code>\(escaped(copy))</code></p>\n"
    }
    html += "<h3>Changed lines</h3>\n"
    html +=
      entry.changedLines.isEmpty
      ? "<p class=\"note\">The lines read the same; their bytes differ.</p>\n"
      : "<pre class=\"lines\">\(escaped(entry.changedLines.joined(separator: "\n")))</pre>\n"
    html += commands
    return html + "</section>\n"
  }

  /// `pixelproof failures` settles a text as it does an image.
  private var commands: String {
    let filter = "--filter " + HTMLText.shellQuoted(entry.name)
    let options = commandOptions.isEmpty ? "" : " " + commandOptions
    var html = "<h3>Commands</h3>\n<dl class=\"commands\">\n"
    for (label, flag) in [("accept", "--accept"), ("reject", "--reject")] {
      let command = "swift run pixelproof failures \(flag) \(filter)\(options)"
      html +=
        "<dt>\(label)</dt><dd><code>\(escaped(command))</code> "
        + "<button type=\"button\" class=\"copy\" data-command=\"\(escaped(command))\">copy</button></dd>\n"
    }
    return html + "</dl>\n"
  }
}

private func escaped(_ text: some StringProtocol) -> String { HTMLText.escaped(String(text)) }
