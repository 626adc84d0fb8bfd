import Pixelproof
import Testing

/// One assertion verifies a screen in every locale it ships and in the two pseudo-locales: references
/// under `ReferenceImages/LocaleSnapshotTests/`, one per locale.
@Suite struct LocaleSnapshotTests {
  /// The strings of a settings row, as an app's string table would hold them.
  static let strings: [String: (title: String, value: String, footer: String)] = [
    "en": ("Notifications", "On", "Previews show the first lines of a message."),
    "de": ("Mitteilungen", "Ein", "Vorschauen zeigen die ersten Zeilen einer Nachricht."),
    "ar": ("الإشعارات", "تشغيل", "تعرض المعاينات الأسطر الأولى من الرسالة."),
    "ja": ("通知", "オン", "プレビューにはメッセージの最初の行が表示されます。"),
  ]

  /// A settings row and its footer, its strings picked by the environment's locale: English, the
  /// development language, for the pseudo-locales and for a locale without strings. Laid out in a
  /// flexbox, so that right to left puts the title at the right.
  static let row = EnvironmentReader { environment in
    let language =
      environment.locale.flatMap { $0.pseudoLocalization == nil ? $0.languageCode : nil } ?? "en"
    let text = strings[language] ?? strings["en"]!
    return Stack(spacing: 6, align: .stretch) {
      Flexbox(
        FlexStyle().with {
          $0.alignItems = .center
          $0.justifyContent = .spaceBetween
          $0.padding = FlexEdges(12)
        }
      ) {
        Label(text.title, font: .system(size: 17))
        Label(text.value, font: .system(size: 17), color: Color(hex: 0x6C6C70))
      }
      .background(.white, cornerRadius: 10)
      Label(text.footer, font: .system(size: 13), color: Color(hex: 0x6C6C70)).numberOfLines(0)
        .inset(horizontal: 12)
    }
    .inset(16)
    .background(Color(hex: 0xF2F2F7))
  }

  @Test func aSettingsRowInEveryLocale() throws {
    // aSettingsRowInEveryLocale_en, _de, _ar (right to left), _ja, _en-XA (accented, longer, in brackets) and _ar-XB
    // (the English strings right to left, in a right-to-left layout), all at 2x.
    assertSnapshot(
      of: Self.row, size: .width(320),
      variants: try SnapshotVariants(locales: ["en", "de", "ar", "ja", "en-XA", "ar-XB"]))
  }
}

/// A suite's locales apply to every assertion whose variants list none: references
/// `aPlainAssertionTakesTheSuitesLocales_en@2x.png` and `_ja@2x.png`.
@Suite(.snapshots(locales: ["en", "ja"])) struct SuiteLocaleSnapshotTests {
  @Test func aPlainAssertionTakesTheSuitesLocales() {
    assertSnapshot(of: LocaleSnapshotTests.row, size: .width(320))
  }
}
