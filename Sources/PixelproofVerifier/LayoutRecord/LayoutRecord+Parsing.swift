extension LayoutRecord {
  /// Reads a record back from its ``text``.
  ///
  /// - Throws: ``LayoutRecordError`` naming the line, for text that is not a record of this version, a
  ///   line without the nine fields (and the optional tenth, missing glyphs), a field that cannot be
  ///   read, or depths that do not make one tree. Never crashes, whatever the text.
  public init(text: String) throws(LayoutRecordError) {
    var lines = text.unicodeScalars.split(separator: "\n", omittingEmptySubsequences: false)
    guard let header = lines.first, String(String.UnicodeScalarView(header)) == Self.textHeader else {
      let first = lines.first.map { String(String.UnicodeScalarView($0.prefix(40))) } ?? ""
      throw LayoutRecordError(
        line: 1, reason: "the first line is \(RecordQuoting.quoted(first)), not \"\(Self.textHeader)\"")
    }
    // The text ends with a newline, which leaves one empty piece after it.
    if lines.count > 1, lines.last?.isEmpty == true { lines.removeLast() }

    var nodes: [Node] = []
    nodes.reserveCapacity(lines.count - 1)
    for (offset, line) in lines.enumerated().dropFirst() {
      let lineNumber = offset + 1
      var fields = RecordFields(Array(line), line: lineNumber)
      let node = try fields.node()
      let deepest = nodes.last.map { $0.depth + 1 } ?? 0
      let shallowest = nodes.isEmpty ? 0 : 1
      guard (shallowest...deepest).contains(node.depth) else {
        throw LayoutRecordError(
          line: lineNumber,
          reason: "depth \(node.depth) is outside \(shallowest)...\(deepest) after the line before")
      }
      nodes.append(node)
    }
    try self.init(nodes: nodes)
  }
}

/// The fields of one node's line, read from left to right.
private struct RecordFields {
  private let scalars: [Unicode.Scalar]
  private let line: Int
  private var position = 0

  init(_ scalars: [Unicode.Scalar], line: Int) {
    self.scalars = scalars
    self.line = line
  }

  /// The whole line as a node.
  mutating func node() throws(LayoutRecordError) -> LayoutRecord.Node {
    guard let depth = Int(try word("depth")), depth >= 0 else {
      throw error("the depth is not a whole number")
    }
    guard let kind = try string("kind") else { throw error("the kind is missing") }
    let identifier = try string("identifier")
    let x = try number("x")
    let y = try number("y")
    let width = try number("width")
    let height = try number("height")
    let colors = try colorList()
    let content = try string("content", last: true, optionalFieldFollows: true)
    let missing = position < scalars.count ? try missingGlyphs() : []
    return LayoutRecord.Node(
      depth: depth, kind: kind, identifier: identifier, frame: Rect(x: x, y: y, width: width, height: height),
      colors: colors, content: content, missingGlyphs: missing)
  }

  /// `missing=` and code points separated by commas; the last field.
  private mutating func missingGlyphs() throws(LayoutRecordError) -> [Unicode.Scalar] {
    let text = try word("missing glyphs", last: true)
    let prefix = LayoutRecord.missingGlyphsPrefix
    let list = text.hasPrefix(prefix) ? text.dropFirst(prefix.count) : ""
    let items = list.isEmpty ? [] : list.split(separator: ",", omittingEmptySubsequences: false)
    let scalars = items.compactMap(LayoutRecord.scalar(fromCodePoint:))
    guard !items.isEmpty, scalars.count == items.count else {
      throw error("the missing glyphs \(text) are not \(prefix) and U+ code points separated by commas")
    }
    return scalars
  }

  /// A bare field: everything up to the next space (or the end of the line, for the last field).
  private mutating func word(
    _ name: String, last: Bool = false, optionalFieldFollows: Bool = false
  )
    throws(LayoutRecordError) -> String
  {
    let start = position
    while position < scalars.count, scalars[position] != " " { position += 1 }
    guard position > start else { throw error("the \(name) is missing") }
    let text = String(String.UnicodeScalarView(scalars[start..<position]))
    try endOfField(name, last: last, optionalFieldFollows: optionalFieldFollows)
    return text
  }

  /// A string field: quoted, a plain word, or `-` for none.
  private mutating func string(
    _ name: String, last: Bool = false, optionalFieldFollows: Bool = false
  )
    throws(LayoutRecordError) -> String?
  {
    guard position < scalars.count, scalars[position] == "\"" else {
      let text = try word(name, last: last, optionalFieldFollows: optionalFieldFollows)
      if text == "-" { return nil }
      guard LayoutRecord.isPlainWord(text) else { throw error("the \(name) \(text) must be quoted") }
      return text
    }
    guard let text = RecordQuoting.unquote(scalars, from: &position) else {
      throw error("the \(name) is not a properly quoted string")
    }
    try endOfField(name, last: last, optionalFieldFollows: optionalFieldFollows)
    return text
  }

  /// A finite decimal number, as `formatCoordinate(_:)` writes it.
  private mutating func number(_ name: String) throws(LayoutRecordError) -> Double {
    let text = try word(name)
    // Double(_:) alone would also accept "nan", "inf" and hexadecimal.
    let isDecimal = text.unicodeScalars.allSatisfy {
      ("0"..."9").contains($0) || "-+.e".unicodeScalars.contains($0)
    }
    guard isDecimal, let value = Double(text), value.isFinite else {
      throw error("the \(name) \(text) is not a number")
    }
    return value
  }

  /// `-`, or colours as `#RRGGBBAA` separated by commas.
  private mutating func colorList() throws(LayoutRecordError) -> [Color] {
    let text = try word("colours")
    if text == "-" { return [] }
    var colors: [Color] = []
    for item in text.split(separator: ",", omittingEmptySubsequences: false) {
      let digits = item.dropFirst()
      guard item.first == "#", digits.unicodeScalars.count == 8,
        digits.unicodeScalars.allSatisfy(\.properties.isASCIIHexDigit), let value = UInt32(digits, radix: 16)
      else { throw error("the colours \(text) are not #RRGGBBAA values separated by commas") }
      colors.append(Color(hex: value >> 8, alpha: UInt8(truncatingIfNeeded: value)))
    }
    return colors
  }

  /// After a field: one space before the next, or the end of the line after the last (or one space
  /// before an optional field after it).
  private mutating func endOfField(
    _ name: String, last: Bool, optionalFieldFollows: Bool = false
  )
    throws(LayoutRecordError)
  {
    if last {
      if optionalFieldFollows, position + 1 < scalars.count, scalars[position] == " " {
        position += 1
        return
      }
      guard position == scalars.count else { throw error("there is more after the \(name)") }
    } else {
      guard position < scalars.count, scalars[position] == " " else {
        throw error("the line ends after the \(name)")
      }
      position += 1
    }
  }

  private func error(_ reason: String) -> LayoutRecordError {
    LayoutRecordError(line: line, reason: reason)
  }
}
