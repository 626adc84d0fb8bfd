/// The findings of a recording's accessibility audit, kept in its reference with the digest of what they
/// were found from besides the pixels, so that a later verification whose pixels match need not audit
/// again.
///
/// A verification takes them instead of running the audit when three things hold: the reference's
/// pixel digest is trusted and equals the rendering's (``/PixelproofGraphics/PNGPixelDigest``'s rule:
/// no byte of the file before it changed, this entry included); the ``inputs`` are the rendering's (the
/// layout tree node by node, with each node's kind, identifier, frame, text and accessibility
/// attributes, the audit's settings and the writing direction); and ``version`` is the one the
/// findings were stored with. An audit that compares two text sizes reads a second rendering, and
/// always runs.
///
/// The entry is an uncompressed `iTXt` chunk, `pixelproof-accessibility`: the keyword and version, the
/// inputs' digest, then a line for each finding with its kind, its frame's x, y, width and height, and
/// its element and description quoted (`RecordQuoting`):
/// ```
/// pixelproof-accessibility 1
/// inputs 3f5a…
/// missingGlyph 0.0 0.0 80.0 20.0 "Label#status" "Label#status: no glyph for U+1FAE9 \"🫩\" in \"Tired 🫩\""
/// ```
struct StoredAccessibilityFindings: Equatable {
  /// The keyword of the PNG entry.
  static let keyword = "pixelproof-accessibility"

  /// The version of the checks: raise it whenever a check finds something else in the same rendering,
  /// so that references recorded before are audited again rather than trusted.
  static let version = 1

  /// The digest of what the findings were found from besides the pixels (``inputs(of:audit:direction:)``).
  let inputs: ContentDigest
  /// What the audit found.
  let findings: [AccessibilityFinding]

  init(inputs: ContentDigest, findings: [AccessibilityFinding]) {
    self.inputs = inputs
    self.findings = findings
  }

  /// The entry stored in `file`, nil when there is none, it was stored with another ``version``, or it
  /// cannot be read. Only the chunk headers are walked; nothing is decompressed.
  init?(in file: [UInt8]) {
    guard let text = PNGStoredText.text(keyword: Self.keyword, in: file) else { return nil }
    self.init(text: text)
  }

  /// The entry's text, one line each: the keyword and version, the inputs' digest, then every finding.
  var text: String {
    var lines = ["\(Self.keyword) \(Self.version)", "inputs \(inputs)"]
    for finding in findings {
      let frame = finding.frame
      lines.append(
        "\(finding.kind.rawValue) \(frame.minX) \(frame.minY) \(frame.width) \(frame.height) "
          + "\(RecordQuoting.quoted(finding.element)) \(RecordQuoting.quoted(finding.description))")
    }
    return lines.joined(separator: "\n")
  }

  /// Reads ``text``; nil for a text it did not write with this ``version``.
  init?(text: String) {
    var lines = text.split(separator: "\n", omittingEmptySubsequences: false)[...]
    guard lines.popFirst() == "\(Self.keyword) \(Self.version)", let inputsLine = lines.popFirst(),
      inputsLine.hasPrefix("inputs "), let inputs = ContentDigest(hex: inputsLine.dropFirst(7))
    else { return nil }
    var findings: [AccessibilityFinding] = []
    for line in lines {
      guard let finding = Self.finding(line) else { return nil }
      findings.append(finding)
    }
    self.init(inputs: inputs, findings: findings)
  }

  /// One finding's line: its kind, its frame's four numbers and two quoted strings, each after a space.
  private static func finding(_ line: Substring) -> AccessibilityFinding? {
    let fields = line.split(separator: " ", maxSplits: 5, omittingEmptySubsequences: false)
    guard fields.count == 6, let kind = AccessibilityFinding.Kind(rawValue: String(fields[0])),
      let x = Double(fields[1]), let y = Double(fields[2]), let width = Double(fields[3]),
      let height = Double(fields[4])
    else { return nil }
    let scalars = Array(fields[5].unicodeScalars)
    var index = 0
    guard let element = RecordQuoting.unquote(scalars, from: &index), index < scalars.count,
      scalars[index] == " "
    else { return nil }
    index += 1
    guard let description = RecordQuoting.unquote(scalars, from: &index), index == scalars.count else {
      return nil
    }
    return AccessibilityFinding(
      kind: kind, element: element, frame: Rect(x: x, y: y, width: width, height: height),
      description: description)
  }

  /// The digest of what `audit`'s findings are found from in a rendering of `layout` laid out in
  /// `direction`, besides its pixels: the checks' ``version``, the audit's checks and thresholds, the
  /// direction, and every node of the tree with its depth, kind, identifier, frame, text, missing
  /// glyphs and accessibility attributes. Whether findings warn or fail is left out: it changes what
  /// they do, not what they are.
  static func inputs(
    of layout: Layout, audit: AccessibilityAudit, direction: LayoutDirection
  ) -> ContentDigest {
    let touch = audit.touchTargets
    var text =
      "\(version) \(audit.checks.rawValue) \(audit.contrastLevel) \(direction) "
      + "\(RecordQuoting.quoted(touch.name)) \(touch.minimum.width) \(touch.minimum.height) "
      + "\(RecordQuoting.quoted(touch.unit))\n"
    layout.visit { node, frame, depth in
      text += "\(depth) \(RecordQuoting.quoted(node.component.kindName)) "
      text += node.identifier.map(RecordQuoting.quoted) ?? "-"
      text += " \(frame.minX) \(frame.minY) \(frame.width) \(frame.height) "
      if let content = node.component.contentDescription {
        text += RecordQuoting.quoted(content.text)
        for scalar in content.missingGlyphs { text += " \(scalar.value)" }
      } else {
        text += "-"
      }
      if let attributes = node.accessibility {
        text += " " + (attributes.label.map(RecordQuoting.quoted) ?? "-")
        text += " " + (attributes.hint.map(RecordQuoting.quoted) ?? "-")
        text += " " + (attributes.traits.map { "\($0.rawValue)" } ?? "-")
        text += " \(attributes.isHidden) " + (attributes.children.map { "\($0)" } ?? "-")
      }
      text += "\n"
    }
    return ContentDigest(of: Array(text.utf8), domain: inputsDomain)
  }

  /// The digest domain of the inputs, so that they never stand for another kind of content.
  private static let inputsDomain: UInt64 = 0x6131_3179_696E_7075
}
