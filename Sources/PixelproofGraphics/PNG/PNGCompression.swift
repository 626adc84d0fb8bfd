/// How hard ``PNGCodec/encode(_:text:compression:)`` compresses. Both are fixed settings: the same
/// pixels always give the same bytes with one libpng and zlib.
public enum PNGCompression: Sendable {
  /// The smallest colour type that keeps the pixels, a filter chosen per row, and zlib's level 9
  /// matching with searches as long as each row repays: the smallest files, for references.
  case reference
  /// zlib level 1 and the Sub filter on every row: several times faster and somewhat larger, for
  /// images people only look at, such as diff and compare images.
  case quick
}
