/// The report's page: a header with the filters, then one section per snapshot, then the latest run's
/// accessibility warnings.
extension SnapshotReport {
  /// The whole page, self-contained: styles, script and images inline.
  package func html() -> String {
    var page = """
      <!DOCTYPE html>
      <html lang="en">
      <head>
      <meta charset="utf-8">
      <meta name="viewport" content="width=device-width, initial-scale=1">
      <title>pixelproof report</title>
      <style>\(ReportPage.style)</style>
      </head>
      <body>
      <header>
      <h1>Snapshot review</h1>
      <p class="totals">\(HTMLText.escaped(totals))</p>

      """
    if let latestRun {
      page +=
        "<p class=\"run\">latest run \(HTMLText.escaped(latestRun.run)): \(latestRun.verified) verified, "
        + "\(latestRun.recorded) recorded, \(latestRun.failed) failed</p>\n"
    }
    page += AccessibilityWarningsSection(entries: accessibilityWarnings).headerLine
    page += filters + "</header>\n<main>\n"
    for problem in problems {
      page += "<p class=\"problem\">Could not read \(HTMLText.escaped(problem.description))</p>\n"
    }
    if entries.isEmpty && failedWithoutSummary.isEmpty && texts.isEmpty {
      page += "<p class=\"empty\">Nothing to review: no failed, recorded or tolerated snapshot.</p>\n"
    }
    for (index, entry) in entries.enumerated() {
      page += ReportSection(entry: entry, index: index, commandOptions: commandOptions).html
    }
    for path in failedWithoutSummary {
      // Only a failure whose manifest line carries its message gets the card that shows it.
      page +=
        failureMessages[path].map { ReportSection.withoutImages(referencePath: path, message: $0) }
        ?? ReportSection.withoutSummary(referencePath: path)
    }
    for text in texts {
      page += TextReportSection(entry: text, commandOptions: commandOptions).html
    }
    page += AccessibilityWarningsSection(entries: accessibilityWarnings).html
    page += "</main>\n<script>\(ReportPage.script)</script>\n</body>\n</html>\n"
    return page
  }

  /// "3 snapshots: 1 failed, 1 recorded, 1 within tolerance".
  private var totals: String {
    let counts = SnapshotSummary.Outcome.allCases.map { outcome in
      let summarized = entries.count { $0.summary.outcome == outcome }
      let unsummarized = outcome == .failed ? failedWithoutSummary.count + texts.count : 0
      return "\(summarized + unsummarized) \(outcome.rawValue)"
    }
    let total = entries.count + failedWithoutSummary.count + texts.count
    return "\(total) snapshot\(total == 1 ? "" : "s"): " + counts.joined(separator: ", ")
  }

  /// A checkbox per outcome and a menu of suites; the script hides the sections they leave out.
  private var filters: String {
    let suites = Set(
      entries.map(\.summary.suite) + failedWithoutSummary.map(ReportSection.suite(of:)) + texts.map(\.suite)
    )
    .sorted()
    var html = "<form class=\"filters\" id=\"filters\">\n<span>show</span>\n"
    for outcome in SnapshotSummary.Outcome.allCases {
      let value = HTMLText.escaped(outcome.rawValue)
      html +=
        "<label><input type=\"checkbox\" name=\"outcome\" value=\"\(value)\" checked> \(value)</label>\n"
    }
    html += "<label>suite <select name=\"suite\">\n<option value=\"\">all suites</option>\n"
    for suite in suites {
      html += "<option value=\"\(HTMLText.escaped(suite))\">\(HTMLText.escaped(suite))</option>\n"
    }
    html += "</select></label>\n<span class=\"shown\" id=\"shown\"></span>\n</form>\n"
    return html
  }
}
