/// The locale a tree is rendered for, by its identifier (`"en"`, `"de-CH"`, `"ar"`): components read it
/// through an ``EnvironmentReader`` to pick their strings, and a snapshot variant of it adds `_<identifier>`
/// to the reference's name.
///
/// Pixelproof formats nothing by locale and holds no locale data: only the identifier and the writing
/// direction its language has, so the same identifier renders the same pixels on every machine.
///
/// Two identifiers name pseudo-locales, as Android's do: `en-XA` (``accentedPseudoLocale``) rewrites every
/// ``Label``'s text into accented look-alikes, longer and in brackets, and `ar-XB`
/// (``bidiPseudoLocale``) shows it right to left; see ``PseudoLocalization``. A pseudo-locale is meant
/// for the strings of the development language: give it those, whatever its language code says.
public struct LocaleIdentifier: Sendable, Hashable, CustomStringConvertible, ExpressibleByStringLiteral {
  /// The identifier as given: a language code, then optionally a script, region or variant, joined by `-`
  /// or `_` (BCP 47 or Apple's form).
  public let identifier: String
  /// How the locale's labels are rewritten at render time; nil for a real locale.
  public let pseudoLocalization: PseudoLocalization?

  /// The locale named `identifier`; `en-XA` and `ar-XB` are the pseudo-locales with their default
  /// settings.
  public init(_ identifier: String) {
    self.identifier = identifier
    pseudoLocalization =
      switch identifier {
      case Self.accentedPseudoLocale.identifier: .accented
      case Self.bidiPseudoLocale.identifier: .bidi
      default: nil
      }
  }

  /// A locale named `identifier` whose labels are rewritten as `pseudoLocalization` says: for a
  /// pseudo-locale with other settings, `LocaleIdentifier("en-XA", pseudoLocalization:
  /// PseudoLocalization(expansion: 0.3))`.
  public init(_ identifier: String, pseudoLocalization: PseudoLocalization?) {
    self.identifier = identifier
    self.pseudoLocalization = pseudoLocalization
  }

  /// A string literal names the locale, as ``init(_:)``.
  public init(stringLiteral identifier: String) { self.init(identifier) }

  /// `en-XA`: accented look-alikes, 40% longer, in brackets (``PseudoLocalization/accented``).
  public static let accentedPseudoLocale = LocaleIdentifier(
    "en-XA", pseudoLocalization: PseudoLocalization.accented)
  /// `ar-XB`: the text right to left, in a right-to-left layout (``PseudoLocalization/bidi``).
  public static let bidiPseudoLocale = LocaleIdentifier("ar-XB", pseudoLocalization: PseudoLocalization.bidi)

  /// The identifier.
  public var description: String { identifier }

  /// The language code: the identifier up to its first `-` or `_`, in lower case.
  public var languageCode: String {
    String(identifier.prefix { $0 != "-" && $0 != "_" }).lowercased()
  }

  /// The languages written right to left, by ISO 639 code: Arabic, Central Kurdish, Dhivehi, Persian,
  /// Hebrew (and its old code `iw`), Pashto, Sindhi, Uyghur, Urdu and Yiddish.
  public static let rightToLeftLanguages: Set<String> = [
    "ar", "ckb", "dv", "fa", "he", "iw", "ps", "sd", "ug", "ur", "yi",
  ]

  /// The direction the locale's language is written in, which a snapshot variant lays the tree out in
  /// unless its layout directions are given: right to left for the languages of
  /// ``rightToLeftLanguages`` and for the bidi pseudo-locale, else left to right.
  public var layoutDirection: LayoutDirection {
    if pseudoLocalization?.form == .bidi { return .rightToLeft }
    return Self.rightToLeftLanguages.contains(languageCode) ? .rightToLeft : .leftToRight
  }

  /// Why the identifier cannot name a reference file, or nil: it must be 1 to 35 ASCII letters, digits,
  /// `-` and `_`, beginning with a letter.
  public var invalidReason: String? {
    let scalars = identifier.unicodeScalars
    func isLetter(_ scalar: Unicode.Scalar) -> Bool {
      ("a"..."z").contains(scalar) || ("A"..."Z").contains(scalar)
    }
    func isAllowed(_ scalar: Unicode.Scalar) -> Bool {
      isLetter(scalar) || ("0"..."9").contains(scalar) || scalar == "-" || scalar == "_"
    }
    guard let first = scalars.first, isLetter(first), scalars.count <= 35, scalars.allSatisfy(isAllowed)
    else {
      return "a locale identifier is 1 to 35 ASCII letters, digits, \"-\" and \"_\", beginning with a letter"
    }
    return nil
  }
}
