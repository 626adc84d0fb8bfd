/// A DICT of the Compact Font Format: operators, each after its operands (the top DICT, font DICTs and
/// private DICTs). Only what outlines need is read: where the charstrings, subroutines, font DICTs and
/// the variation store are.
struct CompactFontDict: Sendable {
  /// An operator: 0...24 as stored, two-byte ones (12 x) as 1200 + x.
  typealias Operator = Int

  static let charStrings: Operator = 17
  static let privateDict: Operator = 18
  static let subroutines: Operator = 19
  static let variationStore: Operator = 24
  static let variationStoreIndex: Operator = 22
  static let blend: Operator = 23
  static let registryOrderingSupplement: Operator = 1230
  static let fontDictArray: Operator = 1236
  static let fontDictSelect: Operator = 1237

  /// Each operator with its operands, in the order the DICT gives them.
  private var entries: [(Operator, [Double])] = []

  /// How many operands one operator may take: far more than any DICT operator needs, and a bound on
  /// what a corrupt DICT can make the reader keep.
  static let maximumOperands = 513

  init(_ bytes: BinaryReader) throws(FontError) {
    var operands: [Double] = []
    var offset = 0
    while offset < bytes.count {
      let byte = Int(try bytes.uint8(at: offset))
      switch byte {
      case 0...24:
        // 22...24 (vsindex, blend, vstore) are CFF2's; the rest are operators in both.
        var op = byte
        offset += 1
        if byte == 12 {
          op = 1200 + Int(try bytes.uint8(at: offset))
          offset += 1
        }
        // A blend's operands are the default values followed by their deltas; outlines are drawn at
        // the default instance, and no DICT value read here can be blended, so they are dropped.
        if op != Self.blend { entries.append((op, operands)) }
        operands.removeAll(keepingCapacity: true)
        continue
      case 28:
        operands.append(Double(try bytes.int16(at: offset + 1)))
        offset += 3
      case 29:
        operands.append(Double(Int32(bitPattern: try bytes.uint32(at: offset + 1))))
        offset += 5
      case 30:
        offset += 1
        operands.append(try Self.real(in: bytes, at: &offset))
      case 32...246:
        operands.append(Double(byte - 139))
        offset += 1
      case 247...250:
        operands.append(Double((byte - 247) * 256 + Int(try bytes.uint8(at: offset + 1)) + 108))
        offset += 2
      case 251...254:
        operands.append(Double(-(byte - 251) * 256 - Int(try bytes.uint8(at: offset + 1)) - 108))
        offset += 2
      default:
        throw .malformed(table: bytes.table, reason: "a DICT holds the reserved byte \(byte)")
      }
      guard operands.count <= Self.maximumOperands else {
        throw .malformed(table: bytes.table, reason: "a DICT operator has more than 513 operands")
      }
    }
  }

  /// The operands of the first `op` in the DICT, or nil when it has none.
  func operands(of op: Operator) -> [Double]? {
    entries.first { $0.0 == op }?.1
  }

  /// The operand of `op` at `index` as a non-negative whole number (an offset or a size).
  func offset(of op: Operator, at index: Int = 0, table: String) throws(FontError) -> Int? {
    guard let operands = operands(of: op) else { return nil }
    guard index < operands.count, let value = Int(exactly: operands[index]), value >= 0 else {
      throw .malformed(table: table, reason: "DICT operator \(op) has no valid offset")
    }
    return value
  }

  /// A real number in binary-coded decimal: nibbles of digits, a point, an exponent and a sign, up to
  /// the 0xF nibble. Only its value's order of magnitude matters here (the font matrix is not read), so
  /// it is parsed as a decimal string, which Swift rounds correctly on every platform.
  private static func real(in bytes: BinaryReader, at offset: inout Int) throws(FontError) -> Double {
    var text = ""
    // A real longer than 64 bytes is not a number any font needs.
    for _ in 0..<64 {
      let byte = try bytes.uint8(at: offset)
      offset += 1
      for nibble in [byte >> 4, byte & 0xF] {
        switch nibble {
        case 0...9: text.append(Character(String(nibble)))
        case 0xA: text.append(".")
        case 0xB: text.append("E")
        case 0xC: text.append("E-")
        case 0xE: text.append("-")
        case 0xF: return Double(text) ?? 0
        default: throw .malformed(table: bytes.table, reason: "a DICT real number holds nibble \(nibble)")
        }
      }
    }
    throw .malformed(table: bytes.table, reason: "a DICT real number has no end")
  }
}
