/// A decoded PNG file: its pixels and its text entries.
public struct DecodedPNG: Sendable, Equatable {
  /// The pixels, samples as stored (see ``PNGCodec/decode(_:)``).
  public var bitmap: StraightBitmap
  /// The file's `tEXt`, `zTXt` and `iTXt` entries, in file order.
  public var text: [PNGTextChunk]

  /// A decoded file of `bitmap` with the text entries `text`.
  public init(bitmap: StraightBitmap, text: [PNGTextChunk]) {
    self.bitmap = bitmap
    self.text = text
  }

  /// The first entry with `keyword`, or nil.
  public func text(forKeyword keyword: String) -> PNGTextChunk? {
    text.first { $0.keyword == keyword }
  }
}
