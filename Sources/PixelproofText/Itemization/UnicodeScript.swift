/// A value of the Unicode Script property (UAX #24), named by its ISO 15924 code: "Latn", "Arab",
/// "Zyyy" for Common, "Zinh" for Inherited.
///
/// Read from the committed tables of ``UnicodeScriptTables`` (Unicode 15.0), never from the Swift
/// standard library, whose Unicode version follows the toolchain.
struct UnicodeScript: Hashable, Sendable, CustomStringConvertible {
  /// The script's index in `codes`.
  let index: UInt8

  static let unknown = UnicodeScript(index: 0)
  static let common = UnicodeScript(index: 1)
  static let inherited = UnicodeScript(index: 2)
  static let arabic = UnicodeScript(code: "Arab")
  static let hebrew = UnicodeScript(code: "Hebr")
  static let thai = UnicodeScript(code: "Thai")

  /// The script whose ISO 15924 code is `code`; the code must be one of the table's.
  init(code: String) {
    guard let index = Self.codes.firstIndex(of: code) else { preconditionFailure("no script \(code)") }
    self.index = UInt8(index)
  }

  private init(index: UInt8) { self.index = index }

  /// The ISO 15924 code.
  var description: String { Self.codes[Int(index)] }

  /// Whether the script is Common or Inherited: characters shared by scripts (spaces, digits,
  /// punctuation, symbols) and combining marks, which take the script of the text around them.
  var isShared: Bool { self == .common || self == .inherited }

  /// The Script property of `codePoint` (Unknown for code points outside Unicode).
  static func of(_ codePoint: UInt32) -> UnicodeScript {
    var low = 0
    var high = rangeStarts.count
    // The last range that starts at or before the code point.
    while low < high {
      let middle = (low + high) / 2
      if rangeStarts[middle] >> 8 <= codePoint { low = middle + 1 } else { high = middle }
    }
    guard low > 0 else { return .unknown }
    return UnicodeScript(index: UInt8(truncatingIfNeeded: rangeStarts[low - 1]))
  }

  /// The table's range starts, decoded once on first use.
  private static let rangeStarts: [UInt32] = {
    let bytes = UnicodeBidi.decodeBase64(rangeStartsBase64)
    return stride(from: 0, to: bytes.count - 3, by: 4).map { at in
      UInt32(bytes[at]) | UInt32(bytes[at + 1]) << 8 | UInt32(bytes[at + 2]) << 16 | UInt32(bytes[at + 3])
        << 24
    }
  }()
}
