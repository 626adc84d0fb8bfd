import Foundation

/// A weight of a bundled font family.
public enum FontWeight: Sendable, Hashable {
  /// Regular (400), Medium (500) and Bold (700).
  case regular, medium, bold
}

/// The fonts that ship with Pixelproof, parsed once per process.
///
/// Noto Sans (SIL Open Font License 1.1) covers Latin text in three weights; Droid Sans Fallback
/// (Apache 2.0) covers common CJK ideographs, CJK punctuation and full-width forms; Noto Color Emoji
/// (SIL Open Font License 1.1) draws the emoji of Unicode's fully-qualified list as colour images.
/// All are subsets;
/// `Resources/Fonts/README.md` says what each file holds and how it was made.
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
  private static let notoColorEmojiFace = load("NotoColorEmoji")

  private static func load(_ name: String) -> Result<FontFace, FontError> {
    guard let path = Bundle.module.path(forResource: name, ofType: "ttf", inDirectory: "Fonts") else {
      return .failure(.unreadable(path: "Fonts/\(name).ttf", reason: "the file is missing from the bundle"))
    }
    return Result { () throws(FontError) in try FontFace(contentsOfFile: path) }
  }
}
