/// The one way a reference image reaches the reference folder. Its pixels are compared with the file
/// already there first: PNG bytes are packaging, so a reference that decodes to the same pixels keeps
/// every byte, in every record mode and for every kind of snapshot (plain, variants, accessibility
/// overlays, update states, the gallery's). Re-recording an unchanged tree then changes no file, even
/// over references written by another encoder, another zlib, or with an older layout record.
enum ReferenceImageWriter {
  /// Writes `file`, the PNG of `pixels`, to `path` atomically, unless the file at `path` already
  /// decodes to `pixels`.
  ///
  /// - Returns: whether the file was written; false when it already held the same pixels.
  /// - Throws: ``ReferenceNotWritten`` when the file cannot be written.
  @discardableResult
  static func write(
    _ file: [UInt8], of pixels: StraightBitmap, to path: String
  ) throws(ReferenceNotWritten)
    -> Bool
  {
    // A file that cannot be read or decoded is replaced: it holds no pixels to keep.
    if let existing = try? AtomicFile.read(path), holds(pixels, existing) { return false }
    do {
      try AtomicFile.write(file, to: path)
    } catch {
      throw ReferenceNotWritten(problem: error)
    }
    return true
  }

  /// Whether `file` decodes to `pixels`. The header's size is read first, so a file of another size
  /// (however large it claims to be) is never decoded.
  private static func holds(_ pixels: StraightBitmap, _ file: [UInt8]) -> Bool {
    guard let size = try? PNGCodec.imageSize(of: file), size.width == pixels.width,
      size.height == pixels.height, let stored = try? PNGCodec.decode(file)
    else { return false }
    return stored == pixels
  }
}

/// A reference image that could not be written (its folder cannot be made, the disk is full…).
struct ReferenceNotWritten: Error, CustomStringConvertible {
  /// Which file and why.
  let problem: FileError

  var description: String { problem.description }
}
