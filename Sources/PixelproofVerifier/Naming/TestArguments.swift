/// How a parameterised test case's arguments appear in its references' file names: readable where the
/// text allows, and the same in every run.
package enum TestArguments {
  /// The longest argument text kept as it is; longer text is replaced by its hash.
  package static let longestReadable = 24

  /// `theme-dark_size-2` for arguments `theme: .dark, size: 2`: each parameter's label, `-`, and the
  /// argument's text, joined with `_`. Text that is longer than ``longestReadable`` or holds anything
  /// other than ASCII letters, digits, `-` and `.` becomes `h` and its FNV-1a hash in 8 hex digits
  /// (`title-h1a2b3c4d`), which does not change between runs or machines.
  ///
  /// - Parameter arguments: each parameter's label (its first name, or its second name when the first is
  ///   `_`) with the argument's text, in parameter order.
  package static func label(_ arguments: [(label: String, value: String)]) -> String {
    arguments.map { safe($0.label) + "-" + safe($0.value) }.joined(separator: "_")
  }

  private static func safe(_ text: String) -> String {
    let readable =
      !text.isEmpty && text.utf8.count <= longestReadable && !text.contains("..")
      && text.unicodeScalars.allSatisfy { scalar in
        scalar.isASCII
          && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-"
            || scalar == ".")
      }
    return readable ? text : "h" + hex(fnv1a(text))
  }

  /// 32-bit FNV-1a of the UTF-8 bytes: fixed constants, unlike Swift's per-process seeded `Hasher`.
  static func fnv1a(_ text: String) -> UInt32 {
    var hash: UInt32 = 0x811C_9DC5
    for byte in text.utf8 {
      hash ^= UInt32(byte)
      hash = hash &* 0x0100_0193
    }
    return hash
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 8 - digits.count) + digits
  }
}
