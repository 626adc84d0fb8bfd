/// The latest run's accessibility warnings in the report: a line in the header that counts them, and a
/// section after the snapshots that lists them by kind, then snapshot. A run without warnings adds
/// nothing, so its page reads as before.
struct AccessibilityWarningsSection {
  /// The warnings, sorted by kind, then snapshot (``AccessibilityWarnings/entries()``).
  let entries: [AccessibilityWarnings.Entry]

  /// `<p class="warnings-total">Accessibility: 3 warnings in 2 snapshots of the latest run (…);
  /// <a href="#accessibility-warnings">listed below</a></p>`, or nothing.
  var headerLine: String {
    guard let summary = AccessibilityWarningSummary(entries) else { return "" }
    return "<p class=\"warnings-total\">Accessibility: \(escaped(summary.counts)); "
      + "<a href=\"#accessibility-warnings\">listed below</a></p>\n"
  }

  var html: String {
    guard let summary = AccessibilityWarningSummary(entries) else { return "" }
    var html =
      "<section class=\"warnings\" id=\"accessibility-warnings\">\n"
      + "<h2>Accessibility warnings</h2>\n"
      + "<p class=\"note\">\(escaped(summary.counts)). The audit reported them as warnings: "
      + "they fail no test.</p>\n"
    for kind in summary.kinds {
      html += "<h3>\(escaped(kind.kind.heading)): \(kind.count)</h3>\n"
      var snapshot: String?
      for entry in entries where entry.kind == kind.kind {
        if entry.referencePath != snapshot {
          if snapshot != nil { html += "</ul>\n" }
          html += "<h4>\(escaped(entry.snapshot))</h4>\n<ul class=\"accessibility\">\n"
          snapshot = entry.referencePath
        }
        html += "<li>\(escaped(entry.description))</li>\n"
      }
      html += "</ul>\n"
    }
    return html + "</section>\n"
  }
}

private func escaped(_ text: String) -> String { HTMLText.escaped(text) }
