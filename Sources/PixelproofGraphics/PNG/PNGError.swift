/// Why a PNG could not be read, decoded or encoded.
public enum PNGError: Error, Equatable, Sendable, CustomStringConvertible {
  /// The data does not start with the PNG signature: an empty file, or another format.
  case notPNG
  /// The data starts like a PNG but is damaged or invalid: a bad checksum, a truncated file, a damaged
  /// compressed stream, an invalid chunk. `message` is libpng's explanation.
  case corrupt(message: String)
  /// The PNG declares a size outside ``BitmapLimits``. Refused before any pixel memory is allocated.
  case tooLarge(width: Int, height: Int)
  /// The file at `path` could not be read; `reason` is the system's explanation.
  case unreadable(path: String, reason: String)
  /// libpng could not write the image; `message` is its explanation.
  case encodingFailed(message: String)
  /// libpng could not allocate its own state.
  case outOfMemory
  /// A text entry to write breaks the PNG specification's rules (see ``PNGTextChunk``); `reason` says
  /// which.
  case invalidText(keyword: String, reason: String)

  /// What went wrong and what to do about it, as a sentence for a failure message.
  public var description: String {
    switch self {
    case .notPNG:
      "not a PNG: the data is empty or does not start with the PNG signature"
        + " (is it another image format, or a file that was never fully written?)"
    case .corrupt(let message):
      "corrupt PNG data (libpng: \(message)); restore the file from version control or record it again"
    case .tooLarge(let width, let height):
      "PNG declares a size of \(width) x \(height) px, outside the supported range"
        + " (each side at most \(BitmapLimits.maxDimension) px, at most \(BitmapLimits.maxPixelCount) pixels);"
        + " the file is damaged or is not a snapshot"
    case .unreadable(let path, let reason):
      "cannot read PNG file at \(path): \(reason)"
    case .encodingFailed(let message):
      "could not encode PNG (libpng: \(message))"
    case .outOfMemory:
      "not enough memory to start libpng"
    case .invalidText(let keyword, let reason):
      "cannot write PNG text entry \"\(keyword)\": \(reason)"
    }
  }
}
