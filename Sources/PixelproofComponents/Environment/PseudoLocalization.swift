/// How a pseudo-locale rewrites every ``Label``'s text at render time, with no change to the code that
/// builds the tree: text that is cut off, laid out for one language only, or built by concatenation
/// shows in a snapshot before any translation exists.
///
/// The accented form writes each ASCII letter as an accented look-alike (`Settings` → `Šéţţîñĝš`), adds
/// ``expansion`` of the text's length as middle dots (`·`) for the longer words of other languages, and
/// puts the text in brackets, so a cut-off end is missing its `]`: `[Šéţţîñĝš···]`. The bidi form keeps
/// the letters and shows the text right to left: it begins with a right-to-left mark and overrides the
/// direction of everything up to its end (U+200F U+202E … U+202C), and its pseudo-locale lays the tree out
/// right to left.
///
/// The rewrite is deterministic: the same text always becomes the same text. Accessibility labels,
/// layout records and explanations keep naming the original text.
public struct PseudoLocalization: Sendable, Hashable {
  /// What the rewrite does to the letters.
  public enum Form: Sendable, Hashable {
    /// Accented look-alikes of ASCII letters.
    case accented
    /// The text as written, shown right to left.
    case bidi
  }

  /// What the rewrite does to the letters.
  public var form: Form
  /// How much longer the text becomes, as a fraction of its length in characters, rounded to the nearest
  /// whole character: 0.4 (the usual allowance for German and Finnish) makes 8 characters 11.
  public var expansion: Double
  /// Whether the text is put in `[` and `]`.
  public var brackets: Bool

  /// A rewrite of the given form; the defaults are those of the accented pseudo-locale.
  public init(form: Form = .accented, expansion: Double = 0.4, brackets: Bool = true) {
    self.form = form
    self.expansion = expansion
    self.brackets = brackets
  }

  /// Accented, 40% longer, in brackets: `en-XA`'s rewrite.
  public static let accented = PseudoLocalization()
  /// Right to left, 40% longer, in brackets: `ar-XB`'s rewrite.
  public static let bidi = PseudoLocalization(form: .bidi)

  /// Why the settings cannot be used, or nil: the expansion must be finite and from 0 to 10.
  public var invalidReason: String? {
    expansion.isFinite && expansion >= 0 && expansion <= 10
      ? nil : "the pseudo-localization's expansion is \(expansion); it must be from 0 to 10"
  }

  /// `text` rewritten.
  public func rewrite(_ text: String) -> String { rewrite([text]).joined() }

  /// The parts of one text (a label's runs) rewritten as one text: the brackets go around the whole and
  /// the expansion at its end.
  public func rewrite(_ parts: [String]) -> [String] {
    guard !parts.isEmpty else { return [] }
    var rewritten = parts.map { form == .accented ? Self.accented($0) : $0 }
    let length = parts.reduce(0) { $0 + $1.count }
    let padding = String(repeating: "\u{B7}", count: Int((Double(length) * expansion).rounded()))
    let (open, close) = brackets ? ("[", "]") : ("", "")
    let (start, end) = form == .bidi ? ("\u{200F}\u{202E}", "\u{202C}") : ("", "")
    rewritten[0] = start + open + rewritten[0]
    rewritten[rewritten.count - 1] += padding + close + end
    return rewritten
  }

  /// ASCII letters and their look-alikes, all in Latin-1, Latin Extended-A and -B, IPA Extensions and
  /// Latin Extended Additional, which the bundled Noto Sans has.
  private static let lookAlikes: [Character: Character] = {
    let plain = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz")
    let accented = Array("ÅƁÇÐÉƑĜĤÎĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽåƀçðéƒĝĥîĵķļɱñöþǫŕšţûṽŵẋýž")
    return Dictionary(uniqueKeysWithValues: zip(plain, accented))
  }()

  private static func accented(_ text: String) -> String {
    String(text.map { lookAlikes[$0] ?? $0 })
  }
}
