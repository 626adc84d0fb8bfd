extension LayoutRecord {
  /// The keyword of the PNG text entry that holds a reference's layout record.
  public static let pngTextKeyword = "pixelproof-layout"

  /// The record as a PNG text entry, to pass to `PNGCodec.encode(_:text:compression:)` when recording a reference.
  ///
  /// - Throws: `PNGError.invalidText(keyword:reason:)` when the text is longer than
  ///   `PNGTextChunk.maxValueSize` (a tree of tens of thousands of nodes); record the image without it.
  public func pngText() throws(PNGError) -> PNGTextChunk {
    try PNGTextChunk(keyword: Self.pngTextKeyword, text: text)
  }

  /// The record stored in a PNG's text entries (from `PNGCodec.decodeWithText(_:)`), or nil when there
  /// is none, as in references recorded before records were kept or by other tools.
  ///
  /// - Throws: ``LayoutRecordError`` when the entry is there but cannot be read.
  public init?(pngText: [PNGTextChunk]) throws(LayoutRecordError) {
    guard let entry = pngText.first(where: { $0.keyword == Self.pngTextKeyword }) else { return nil }
    try self.init(text: entry.text)
  }
}
