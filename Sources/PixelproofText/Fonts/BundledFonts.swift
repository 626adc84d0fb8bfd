import Foundation

/// A weight of a bundled font family.
public enum FontWeight: Sendable, Hashable {
  /// Regular (400), Medium (500) and Bold (700).
  case regular, medium, bold
}

/// The fonts that ship with Pixelproof, parsed once per process.
///
/// Noto Sans (SIL Open Font License 1.1) covers Latin (with Vietnamese), Greek and Cyrillic text in
/// three weights; Noto Sans Hebrew, Arabic, Devanagari, Bengali and Thai (OFL 1.1) their scripts in
/// Regular and Bold; Hangul Gothic Subset (OFL 1.1, from NanumGothic) Hangul; Droid Sans Fallback
/// (Apache 2.0) CJK ideographs, kana, CJK punctuation and full-width forms; Noto Color Emoji (OFL 1.1)
/// draws the emoji of Unicode's fully-qualified list as colour images. All are subsets;
/// `Resources/Fonts/README.md` says what each file holds and how it was made, and the font cascade
/// (`FontCascade`) which face draws which script.
public enum BundledFonts {
  /// Noto Sans in `weight`.
  ///
  /// - Throws: ``FontError`` if the bundled file is missing from the package's resources or unreadable (a
  ///   broken installation). A program copied without its resource bundle at all stops in SwiftPM's
  ///   `Bundle.module` accessor instead.
  public static func notoSans(_ weight: FontWeight) throws(FontError) -> FontFace {
    switch weight {
    case .regular: try notoSansRegular.get()
    case .medium: try notoSansMedium.get()
    case .bold: try notoSansBold.get()
    }
  }

  /// The face the cascade names for a script, in `weight`: the script faces have Regular and Bold, and
  /// medium takes Regular, as CSS's font matching does for 500; Hangul and CJK have one weight.
  ///
  /// - Throws: ``FontError`` if the bundled file is missing or unreadable (a broken installation).
  static func face(_ face: FontCascade.Face, weight: FontWeight) throws(FontError) -> FontFace {
    let bold = weight == .bold
    return switch face {
    case .system: try notoSans(weight)
    case .hebrew: try (bold ? notoSansHebrewBold : notoSansHebrewRegular).get()
    case .arabic: try (bold ? notoSansArabicBold : notoSansArabicRegular).get()
    case .devanagari: try (bold ? notoSansDevanagariBold : notoSansDevanagariRegular).get()
    case .bengali: try (bold ? notoSansBengaliBold : notoSansBengaliRegular).get()
    case .thai: try (bold ? notoSansThaiBold : notoSansThaiRegular).get()
    case .hangul: try hangulGothicFace.get()
    case .cjk: try droidSansFallbackFace.get()
    }
  }

  /// Droid Sans Fallback, for CJK text.
  ///
  /// - Throws: ``FontError`` if the bundled file is missing from the package's resources or unreadable (a
  ///   broken installation). A program copied without its resource bundle at all stops in SwiftPM's
  ///   `Bundle.module` accessor instead.
  public static func droidSansFallback() throws(FontError) -> FontFace {
    try droidSansFallbackFace.get()
  }

  /// Noto Color Emoji, for emoji: colour images at 64 pixels per em and the ligatures of emoji sequences.
  ///
  /// - Throws: ``FontError`` if the bundled file is missing from the package's resources or unreadable (a
  ///   broken installation).
  public static func notoColorEmoji() throws(FontError) -> FontFace {
    try notoColorEmojiFace.get()
  }

  private static let notoSansRegular = load("NotoSans-Regular")
  private static let notoSansMedium = load("NotoSans-Medium")
  private static let notoSansBold = load("NotoSans-Bold")
  private static let droidSansFallbackFace = load("DroidSansFallback")
  // Each script's face is read on first use, like every face here: text without that script never
  // pays for it.
  private static let notoSansHebrewRegular = load("NotoSansHebrew-Regular")
  private static let notoSansHebrewBold = load("NotoSansHebrew-Bold")
  private static let notoSansArabicRegular = load("NotoSansArabic-Regular")
  private static let notoSansArabicBold = load("NotoSansArabic-Bold")
  private static let notoSansDevanagariRegular = load("NotoSansDevanagari-Regular")
  private static let notoSansDevanagariBold = load("NotoSansDevanagari-Bold")
  private static let notoSansBengaliRegular = load("NotoSansBengali-Regular")
  private static let notoSansBengaliBold = load("NotoSansBengali-Bold")
  private static let notoSansThaiRegular = load("NotoSansThai-Regular")
  private static let notoSansThaiBold = load("NotoSansThai-Bold")
  private static let hangulGothicFace = load("HangulGothic")
  private static let notoColorEmojiFace = load("NotoColorEmoji")

  private static func load(_ name: String) -> Result<FontFace, FontError> {
    // The path is put together rather than looked up with `path(forResource:ofType:inDirectory:)`,
    // which lists the folder first, ten times the cost of a path and a stat (docs/performance.md).
    guard let resources = ResourceFolder.path,
      case let path = resources + "/Fonts/\(name).ttf", FileManager.default.fileExists(atPath: path)
    else {
      return .failure(.unreadable(path: "Fonts/\(name).ttf", reason: "the file is missing from the bundle"))
    }
    return Result { () throws(FontError) in try FontFace(contentsOfFile: path) }
  }
}
