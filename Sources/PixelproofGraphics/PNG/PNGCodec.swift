internal import CPNGCodec

/// Encodes ``StraightBitmap``s as PNG and decodes PNG files of any colour type and bit depth.
///
/// Decoding returns the samples as stored: no gamma or colour-space correction, whatever `gAMA`,
/// `sRGB` or `iCCP` chunks say, so a reference made by another tool compares as it looks in its bytes.
/// Encoding uses fixed settings (see `pngshim.c`), so one machine always writes the same bytes for the
/// same pixels; other machines may compress differently, which is why snapshots compare decoded pixels.
public enum PNGCodec {
  /// Encodes an image as a PNG in the smallest colour type that keeps every pixel exactly.
  ///
  /// A reference is stored as a palette of 1, 2 or 4 bits for up to 16 colours, 8-bit grey when it is
  /// opaque and grey, an 8-bit palette (with `tRNS` for translucent colours) for up to 256 colours, grey
  /// with alpha, then RGB when every pixel is opaque and RGBA otherwise. ``PNGCompression/quick`` files
  /// are RGB or RGBA. Every colour type decodes to exactly the pixels encoded, alpha included.
  ///
  /// - Parameters:
  ///   - image: straight-alpha pixels.
  ///   - text: entries written as compressed `zTXt` chunks before the image data, in this order and
  ///     with fixed compression settings, so the same image and text always give the same bytes.
  ///     ``decodeWithText(_:)`` reads back the first eight.
  ///   - compression: ``PNGCompression/reference`` unless the file is only for people to look at.
  /// - Returns: the bytes of a PNG file with IHDR, the text chunks, IDAT and IEND, and nothing else.
  /// - Throws: ``PNGError/encodingFailed(message:)`` or ``PNGError/outOfMemory`` when libpng fails.
  public static func encode(
    _ image: StraightBitmap, text: [PNGTextChunk] = [], compression: PNGCompression = .reference
  ) throws(PNGError) -> [UInt8] {
    // StraightBitmap guarantees a size within BitmapLimits, which the shim's limits match.
    let width = UInt32(image.width)
    let height = UInt32(image.height)
    let imageBound = Int(pp_png_encode_bound(width, height))
    guard imageBound > 0 else { throw .tooLarge(width: image.width, height: image.height) }
    // Entries made to be written are valid; one read from a file may not be.
    for entry in text {
      if let reason = entry.unwritableReason { throw .invalidText(keyword: entry.keyword, reason: reason) }
    }
    // PNGTextChunk guarantees sizes within the shim's limits, so no entry's bound is 0.
    let bound = text.reduce(imageBound) { bound, entry in
      bound + Int(pp_png_text_bound(UInt64(entry.keyword.unicodeScalars.count), UInt64(entry.value.count)))
    }
    let opaque: Int32 = image.isOpaque ? 1 : 0

    var message = ShimMessage()
    var status = PP_PNG_OK
    let encoded = ShimTextEntries.with(text) { entries in
      image.pixels.withUnsafeBufferPointer { pixels in
        [UInt8](unsafeUninitializedCapacity: bound) { out, initializedCount in
          var written: UInt64 = 0
          status = message.withBuffer { messageBuffer in
            pp_png_encode_rgba8_text(
              pixels.baseAddress, width, height, opaque, entries.baseAddress, UInt32(entries.count),
              compression == .quick ? 1 : 0, out.baseAddress, UInt64(bound), &written, messageBuffer)
          }
          initializedCount = status == PP_PNG_OK ? Int(written) : 0
        }
      }
    }
    guard status == PP_PNG_OK else {
      throw error(for: status, message: message.text, width: image.width, height: image.height)
    }
    // The scratch buffer is sized for incompressible data (about 1.1 x the raw pixels); keep only the file.
    return Array(encoded[...])
  }

  /// Decodes a PNG file's bytes to straight-alpha RGBA8.
  ///
  /// Palette, grey and sub-byte images expand to RGBA8, 16-bit samples are rounded to 8 bits (`0x8080`
  /// becomes `0x80`), `tRNS` becomes alpha, and images without alpha get alpha 255. A `tRNS` sample
  /// with bits set above the bit depth counts by its low bits only (PNG's third edition: "decoders must
  /// mask the other bits to 0"). Every file gets the same verdict here as from ``decodeWithText(_:)``,
  /// which reads the same way and also reports the text.
  ///
  /// - Parameter bytes: the whole file.
  /// - Returns: the image, samples as stored.
  /// - Throws: ``PNGError/notPNG``, ``PNGError/corrupt(message:)``, or ``PNGError/tooLarge(width:height:)``
  ///   (checked against ``BitmapLimits`` before the pixels are allocated).
  public static func decode(_ bytes: [UInt8]) throws(PNGError) -> StraightBitmap {
    try decode(bytes, text: nil)
  }

  /// Decodes a PNG file's bytes to straight-alpha RGBA8, as ``decode(_:)`` does, and reads its text
  /// entries.
  ///
  /// Text chunks that libpng cannot use (a bad keyword, a damaged compressed stream, text that
  /// decompresses to more than 8,000,000 bytes) are skipped, as is any text chunk after the first eight,
  /// so a hostile file cannot make the decoder allocate without bound. The pixels are checked exactly as
  /// ``decode(_:)`` checks them, and a text chunk with a bad CRC, or whose stored length is itself over
  /// that limit, is an error like any other damaged chunk.
  ///
  /// - Parameter bytes: the whole file.
  /// - Returns: the image and the `tEXt`, `zTXt` and `iTXt` entries, in file order (for `iTXt`, the keyword
  ///   and the text). libpng ends a value at its first NUL byte.
  /// - Throws: as ``decode(_:)``.
  public static func decodeWithText(_ bytes: [UInt8]) throws(PNGError) -> DecodedPNG {
    var text: [PNGTextChunk] = []
    let image = try decode(bytes, text: &text)
    return DecodedPNG(bitmap: image, text: text)
  }

  /// Reads the PNG file at `path` and decodes it with its text entries, as ``decodeWithText(_:)``.
  ///
  /// - Throws: ``PNGError/unreadable(path:reason:)`` when the file cannot be read, else as
  ///   ``decodeWithText(_:)``.
  public static func decodeWithText(contentsOf path: String) throws(PNGError) -> DecodedPNG {
    try decodeWithText(contents(of: path))
  }

  /// Decodes the pixels and, when `text` is not nil, appends the text entries to it.
  private static func decode(
    _ bytes: [UInt8], text: UnsafeMutablePointer<[PNGTextChunk]>?
  ) throws(PNGError)
    -> StraightBitmap
  {
    // STEP 1: the declared size, checked before anything is allocated.
    let (width, height) = try dimensions(of: bytes)
    guard BitmapLimits.accepts(width: width, height: height) else {
      throw .tooLarge(width: width, height: height)
    }

    // STEP 2: the pixels, decoded straight into the array that the image keeps; then the text, if asked.
    let byteCount = width * height * 4
    var message = ShimMessage()
    var status = PP_PNG_OK
    let pixels = bytes.withUnsafeBufferPointer { data in
      [UInt8](unsafeUninitializedCapacity: byteCount) { buffer, initializedCount in
        status = message.withBuffer { messageBuffer in
          pp_png_decode_rgba8_text(
            data.baseAddress, UInt64(data.count), buffer.baseAddress, UInt64(byteCount),
            text == nil ? nil : appendTextChunk, text, messageBuffer)
        }
        initializedCount = status == PP_PNG_OK ? byteCount : 0
      }
    }
    guard status == PP_PNG_OK else {
      throw error(for: status, message: message.text, width: width, height: height)
    }

    do {
      return try StraightBitmap(width: width, height: height, pixels: pixels)
    } catch {
      throw .tooLarge(width: width, height: height)  // unreachable: the size was accepted above
    }
  }

  /// The shim's text sink: appends one entry to the `[PNGTextChunk]` that `context` points to.
  private static let appendTextChunk: pp_png_text_sink = { context, keyword, keywordSize, value, valueSize in
    guard let chunks = context?.assumingMemoryBound(to: [PNGTextChunk].self) else { return }
    chunks.pointee.append(
      PNGTextChunk(
        readKeyword: UnsafeBufferPointer(start: keyword, count: Int(keywordSize)),
        value: UnsafeBufferPointer(start: value, count: Int(valueSize))))
  }

  /// Reads and decodes the PNG file at `path`.
  ///
  /// - Throws: ``PNGError/unreadable(path:reason:)`` when the file cannot be read, else as
  ///   ``decode(_:)``.
  public static func decode(contentsOf path: String) throws(PNGError) -> StraightBitmap {
    try decode(contents(of: path))
  }

  /// The bytes of the file at `path`.
  ///
  /// - Throws: ``PNGError/unreadable(path:reason:)`` with the system's explanation (missing file,
  ///   permission denied, a directory...).
  private static func contents(of path: String) throws(PNGError) -> [UInt8] {
    switch FileContents.bytes(atPath: path) {
    case .success(let bytes): bytes
    case .failure(let failure): throw .unreadable(path: path, reason: failure.reason)
    }
  }

  /// The width and height declared in a PNG's IHDR chunk, after checking the signature and the chunks
  /// before the image data.
  ///
  /// - Throws: ``PNGError/notPNG``, ``PNGError/corrupt(message:)``, or ``PNGError/tooLarge(width:height:)``.
  static func dimensions(of bytes: [UInt8]) throws(PNGError) -> (width: Int, height: Int) {
    var message = ShimMessage()
    var width: UInt32 = 0
    var height: UInt32 = 0
    let status = bytes.withUnsafeBufferPointer { data in
      message.withBuffer { messageBuffer in
        pp_png_read_header(data.baseAddress, UInt64(data.count), &width, &height, messageBuffer)
      }
    }
    guard status == PP_PNG_OK else {
      throw error(for: status, message: message.text, width: Int(width), height: Int(height))
    }
    return (Int(width), Int(height))
  }

  /// The typed error for a failed shim call.
  private static func error(for status: pp_png_status, message: String, width: Int, height: Int) -> PNGError {
    switch status {
    case PP_PNG_NOT_PNG:
      .notPNG
    case PP_PNG_SIZE_OUT_OF_RANGE where width == 0 || height == 0:
      // An empty image is not a valid PNG, rather than a too-large one.
      .corrupt(message: "IHDR declares an empty image (\(width) x \(height) px)")
    case PP_PNG_SIZE_OUT_OF_RANGE:
      .tooLarge(width: width, height: height)
    case PP_PNG_ENCODE_FAILED:
      .encodingFailed(message: message)
    case PP_PNG_OUT_OF_MEMORY:
      .outOfMemory
    case PP_PNG_CORRUPT:
      .corrupt(message: message)
    default:
      // Buffer-size, argument and row-layout statuses mean a bug in this file or in the shim.
      .corrupt(message: "internal PNG codec error \(status.rawValue): \(message)")
    }
  }
}

/// The message buffer every shim call fills on failure.
private struct ShimMessage {
  private var bytes = [UInt8](repeating: 0, count: Int(PP_PNG_MESSAGE_CAPACITY))

  mutating func withBuffer<Result>(_ body: (UnsafeMutablePointer<UInt8>?) -> Result) -> Result {
    bytes.withUnsafeMutableBufferPointer { body($0.baseAddress) }
  }

  /// The NUL-terminated text the shim wrote.
  var text: String {
    String(decoding: bytes.prefix { $0 != 0 }, as: UTF8.self)
  }
}

/// Text entries in the shim's form: NUL-terminated keywords and values, alive for the length of a call.
private enum ShimTextEntries {
  static func with<Result>(
    _ chunks: [PNGTextChunk], _ body: (UnsafeBufferPointer<pp_png_text_entry>) -> Result
  ) -> Result {
    // One buffer for every string, so one closure keeps all of them alive.
    var storage: [CChar] = []
    var offsets: [(keyword: Int, value: Int)] = []
    for chunk in chunks {
      let keywordOffset = storage.count
      storage += chunk.keywordBytes.map { CChar(bitPattern: $0) } + [0]
      let valueOffset = storage.count
      storage += chunk.value.map { CChar(bitPattern: $0) } + [0]
      offsets.append((keywordOffset, valueOffset))
    }
    return storage.withUnsafeBufferPointer { strings in
      let base = strings.baseAddress
      let entries = offsets.map { offset in
        pp_png_text_entry(keyword: base.map { $0 + offset.keyword }, value: base.map { $0 + offset.value })
      }
      return entries.withUnsafeBufferPointer(body)
    }
  }
}
