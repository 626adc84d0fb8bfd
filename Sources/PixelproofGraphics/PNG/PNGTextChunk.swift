internal import CPNGCodec

/// A text entry of a PNG file: a keyword that names it and a value, as `tEXt`, `zTXt` and `iTXt` chunks
/// store them.
///
/// ``PNGCodec/encode(_:text:compression:)`` writes each entry as a compressed `zTXt` chunk;
/// ``PNGCodec/decodeWithText(_:)`` reads entries back from all three chunk types.
public struct PNGTextChunk: Sendable, Equatable {
  /// What the entry is, e.g. `pixelproof-layout`: Latin-1, 1 to 79 characters.
  public let keyword: String
  /// The entry's bytes. Pixelproof writes UTF-8; files made by other tools may hold Latin-1 here.
  public let value: [UInt8]

  /// The longest value the encoder writes, in bytes (4 MiB).
  public static let maxValueSize = Int(PP_PNG_MAX_TEXT_SIZE)

  /// The value read as UTF-8, with any invalid bytes shown as U+FFFD.
  public var text: String {
    String(decoding: value, as: UTF8.self)
  }

  /// An entry to write.
  ///
  /// - Parameters:
  ///   - keyword: 1 to 79 printable Latin-1 characters (U+0020...U+007E, U+00A1...U+00FF), with no
  ///     leading, trailing or consecutive spaces, as the PNG specification requires.
  ///   - value: at most ``maxValueSize`` bytes, none of them 0 (libpng ends a value at its first NUL).
  /// - Throws: ``PNGError/invalidText(keyword:reason:)`` when either breaks these rules.
  public init(keyword: String, value: [UInt8]) throws(PNGError) {
    if let reason = Self.invalidReason(keyword: keyword) ?? Self.invalidReason(value: value) {
      throw .invalidText(keyword: keyword, reason: reason)
    }
    self.keyword = keyword
    self.value = value
  }

  /// An entry to write whose value is `text` in UTF-8.
  ///
  /// - Throws: ``PNGError/invalidText(keyword:reason:)`` as ``init(keyword:value:)``.
  public init(keyword: String, text: String) throws(PNGError) {
    try self.init(keyword: keyword, value: Array(text.utf8))
  }

  /// An entry as libpng read it: the keyword's bytes are Latin-1 and are not checked.
  init(readKeyword keyword: UnsafeBufferPointer<UInt8>, value: UnsafeBufferPointer<UInt8>) {
    var name = ""
    name.unicodeScalars.append(contentsOf: keyword.lazy.map { Unicode.Scalar($0) })
    self.keyword = name
    self.value = Array(value)
  }

  /// Why the encoder cannot write this entry (an entry read from a file may break the writing rules),
  /// or nil when it can.
  var unwritableReason: String? {
    Self.invalidReason(keyword: keyword) ?? Self.invalidReason(value: value)
  }

  /// The keyword's Latin-1 bytes; only for a keyword that passed ``init(keyword:value:)``'s checks.
  var keywordBytes: [UInt8] {
    keyword.unicodeScalars.map { UInt8(truncatingIfNeeded: $0.value) }
  }

  private static func invalidReason(keyword: String) -> String? {
    let scalars = Array(keyword.unicodeScalars)
    guard (1...Int(PP_PNG_MAX_KEYWORD_SIZE)).contains(scalars.count) else {
      return "a keyword has 1 to \(PP_PNG_MAX_KEYWORD_SIZE) characters"
    }
    let isPrintable = { (value: UInt32) in (0x20...0x7E).contains(value) || (0xA1...0xFF).contains(value) }
    if let scalar = scalars.first(where: { !isPrintable($0.value) }) {
      let code = String(scalar.value, radix: 16, uppercase: true)
      return "a keyword has only printable Latin-1 characters, not U+\(code)"
    }
    let doubleSpace = zip(scalars, scalars.dropFirst()).contains { $0 == " " && $1 == " " }
    if scalars.first == " " || scalars.last == " " || doubleSpace {
      return "a keyword has no leading, trailing or consecutive spaces"
    }
    return nil
  }

  private static func invalidReason(value: [UInt8]) -> String? {
    if value.count > maxValueSize { return "the value has \(value.count) bytes, more than \(maxValueSize)" }
    if value.contains(0) { return "the value contains a NUL byte" }
    return nil
  }
}
