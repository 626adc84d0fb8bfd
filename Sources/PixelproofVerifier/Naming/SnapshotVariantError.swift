/// Snapshot variants that cannot be rendered as asked.
public enum SnapshotVariantError: Error, Equatable, CustomStringConvertible {
  /// A list of settings with nothing in it, named as the parameter is: `colorSchemes`.
  case emptyList(String)
  /// A value that a list gives twice: the list's name and the value, e.g. `colorSchemes`, `.dark`.
  case duplicate(String, value: String)
  /// A scale the renderer does not support.
  case unsupportedScale(Int)
  /// Both the assertion's `scale:` and its variants' scales are given.
  case scaleGivenTwice(scale: Int, variantScales: [Int])
  /// A locale whose identifier cannot name a reference file, or whose pseudo-localization cannot be
  /// used: the identifier and why.
  case invalidLocale(String, reason: String)

  /// The message a test log shows: which list or scale is wrong and what to write instead.
  public var description: String {
    switch self {
    case .emptyList(let list):
      "snapshot variants need at least one value in \(list); leave \(list) out for the default"
    case .duplicate(let list, let value):
      "snapshot variants list \(value) twice in \(list); each variant must be a different reference"
    case .unsupportedScale(let scale):
      "snapshot variants cannot use scale \(scale); use 1, 2 or 3"
    case .scaleGivenTwice(let scale, let variantScales):
      "the assertion gives scale \(scale) and its variants give scales \(variantScales); give the scales "
        + "in one place: leave out scale:, or the variants' scales"
    case .invalidLocale(let identifier, let reason):
      "snapshot variants cannot use the locale \"\(identifier)\": \(reason)"
    }
  }
}
