/// A decoded PNG file: its pixels and its text entries.
public struct DecodedPNG: Sendable, Equatable {
  /// The pixels, samples as stored (see ``PNGCodec/decode(_:)``).
  public var image: StraightBitmap
  /// The file's `tEXt`, `zTXt` and `iTXt` entries, in file order.
  public var text: [PNGTextChunk]

  /// A decoded file of `image` with the text entries `text`.
  public init(image: StraightBitmap, text: [PNGTextChunk]) {
    self.image = image
    self.text = text
  }

  /// The first entry with `keyword`, or nil.
  public func text(forKeyword keyword: String) -> PNGTextChunk? {
    text.first { $0.keyword == keyword }
  }
}
