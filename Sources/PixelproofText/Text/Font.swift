import PixelproofGraphics

/// A typeface in the weights text chooses from: the bundled Noto Sans, or font files registered by path.
/// A weight without a face of its own takes the nearest one the family has.
public struct FontFamily: Sendable {
  enum Faces: Sendable {
    case bundledNotoSans
    case files(regular: FontFace, medium: FontFace?, bold: FontFace?)
  }

  /// The family's name, such as "Noto Sans".
  public let name: String
  let faces: Faces

  /// Noto Sans, bundled with Pixelproof (Regular, Medium and Bold).
  public static let notoSans = FontFamily(name: "Noto Sans", faces: .bundledNotoSans)

  /// A family of faces already read.
  public init(name: String, regular: FontFace, medium: FontFace? = nil, bold: FontFace? = nil) {
    self.init(name: name, faces: .files(regular: regular, medium: medium, bold: bold))
  }

  /// A family read from font files on disk: TrueType (`.ttf`) or OpenType with CFF or CFF2 outlines
  /// (`.otf`).
  ///
  /// - Throws: ``FontError`` when a file cannot be read or is not a font this reader supports.
  public init(
    name: String, regularFile: String, mediumFile: String? = nil, boldFile: String? = nil
  )
    throws(FontError)
  {
    func read(_ path: String?) throws(FontError) -> FontFace? {
      guard let path else { return nil }
      return try FontFace(contentsOfFile: path)
    }
    self.init(
      name: name, regular: try FontFace(contentsOfFile: regularFile), medium: try read(mediumFile),
      bold: try read(boldFile))
  }

  private init(name: String, faces: Faces) {
    self.name = name
    self.faces = faces
  }

  /// The face for `weight`: its own, else for medium the bold one, else regular.
  ///
  /// - Throws: ``FontError`` when a bundled file cannot be read (a broken installation).
  public func face(for weight: FontWeight) throws(FontError) -> FontFace {
    switch faces {
    case .bundledNotoSans:
      return try BundledFonts.notoSans(weight)
    case .files(let regular, let medium, let bold):
      switch weight {
      case .regular: return regular
      case .medium: return medium ?? bold ?? regular
      case .bold: return bold ?? medium ?? regular
      }
    }
  }
}

/// A family, a weight and a size in points: what a run of text is set in.
public struct Font: Sendable {
  /// The typeface.
  public var family: FontFamily
  /// Regular, medium or bold; a family without that weight uses its nearest.
  public var weight: FontWeight
  /// The em size in points.
  public var size: Double

  /// `family` at `size` points in `weight`.
  public init(family: FontFamily, size: Double, weight: FontWeight = .regular) {
    self.family = family
    self.size = size
    self.weight = weight
  }

  /// The bundled UI font, Noto Sans, at `size` points.
  public static func system(size: Double, weight: FontWeight = .regular) -> Font {
    Font(family: .notoSans, size: size, weight: weight)
  }
}

/// A span of text in one font and colour.
public struct TextRun: Sendable {
  /// The characters.
  public var text: String
  /// The font they are set in.
  public var font: Font
  /// The colour they are drawn in; nil for the text's default colour: a `Label`'s text colour (`label`,
  /// black in the light and white in the dark), or black where text is laid out without one.
  public var color: Color?

  /// `text` set in `font`, drawn in `color` (the text's default colour unless given).
  public init(_ text: String, font: Font, color: Color? = nil) {
    self.text = text
    self.font = font
    self.color = color
  }
}

/// How text is wrapped, shortened and spaced, as `UILabel` and `NSParagraphStyle` set it.
public struct TextStyle: Sendable, Hashable {
  /// The most lines shown; 0 for as many as the text needs. `UILabel`'s default is 1.
  public var numberOfLines = 1
  /// How lines break and where text is cut when it does not fit: `.truncateTail` by default, as `UILabel`.
  public var lineBreakMode = LineBreakMode.truncateTail
  /// How lines sit horizontally: `.natural` by default.
  public var alignment = TextAlignment.natural
  /// Each line's natural height is multiplied by this; the extra space goes above the text.
  public var lineHeightMultiple = 1.0
  /// Points added between lines; not negative, as `NSParagraphStyle.lineSpacing`.
  public var lineSpacing = 0.0
  /// Points added after every character (the `kern` attribute of attributed strings).
  public var letterSpacing = 0.0

  /// `UILabel`'s defaults: one line, truncated at the tail, natural alignment, no extra spacing.
  public init() {}

  /// A sentence naming the first value that cannot be laid out, or nil.
  public var invalidReason: String? {
    guard numberOfLines >= 0 else { return "numberOfLines is \(numberOfLines); it must not be negative" }
    guard lineHeightMultiple.isFinite, lineHeightMultiple > 0 else {
      return "lineHeightMultiple is \(lineHeightMultiple); it must be finite and above 0"
    }
    guard lineSpacing.isFinite, lineSpacing >= 0 else {
      return "lineSpacing is \(lineSpacing); it must be finite and not negative"
    }
    guard letterSpacing.isFinite else { return "letterSpacing is \(letterSpacing); it must be finite" }
    return nil
  }
}
