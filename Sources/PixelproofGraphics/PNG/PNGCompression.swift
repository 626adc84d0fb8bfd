/// How hard ``PNGCodec/encode(_:text:compression:)`` compresses. Both are fixed settings: the same
/// pixels always give the same bytes with one libpng, zlib and libdeflate.
public enum PNGCompression: Sendable {
  /// The smallest colour type that keeps the pixels, a filter chosen per row by the rule that
  /// compresses best in a quick trial, and libdeflate's near-optimal parsing (level 11): the smallest
  /// files, for references.
  case reference
  /// libdeflate's level 1 and the Sub filter on every row: many times faster and somewhat larger, for
  /// images people only look at, such as diff and compare images.
  case quick
}
