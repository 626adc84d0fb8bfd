import PixelproofComponents

/// One settings screen in the languages of ten scripts, each in its own direction: the rows of an inset
/// grouped list whose title, values and footer are localized, right to left for Arabic and Hebrew
/// (rows mirrored by their flexboxes, text right to left and aligned right by its own direction).
/// ``LocalizedSettings`` shows the same screen in one locale, Hindi and Bengali among them.
public struct WorldSettings: CompositeComponent {
  /// A language's strings for the screen.
  struct Strings: Sendable {
    /// The ISO 639 code a locale names the language by.
    let code: String
    let language: String
    let rightToLeft: Bool
    let title: String
    let home: String
    let bluetooth: String
    let on: String
    let notifications: String
    let footer: String
  }

  static let languages: [Strings] = [
    Strings(
      code: "en", language: "English", rightToLeft: false, title: "Settings", home: "Home",
      bluetooth: "Bluetooth", on: "On", notifications: "Notifications",
      footer: "Previews show the first lines of a message."),
    Strings(
      code: "ru", language: "Русский", rightToLeft: false, title: "Настройки", home: "Дом",
      bluetooth: "Bluetooth", on: "Вкл.", notifications: "Уведомления",
      footer: "Превью показывают первые строки сообщения."),
    Strings(
      code: "el", language: "Ελληνικά", rightToLeft: false, title: "Ρυθμίσεις", home: "Σπίτι",
      bluetooth: "Bluetooth", on: "Ναι", notifications: "Ειδοποιήσεις",
      footer: "Οι προεπισκοπήσεις δείχνουν τις πρώτες γραμμές ενός μηνύματος."),
    Strings(
      code: "vi", language: "Tiếng Việt", rightToLeft: false, title: "Cài đặt", home: "Nhà",
      bluetooth: "Bluetooth", on: "Bật", notifications: "Thông báo",
      footer: "Bản xem trước hiển thị những dòng đầu tiên của tin nhắn."),
    Strings(
      code: "ja", language: "日本語", rightToLeft: false, title: "設定", home: "自宅", bluetooth: "Bluetooth",
      on: "オン", notifications: "通知", footer: "プレビューにはメッセージの最初の行が表示されます。"),
    Strings(
      code: "ko", language: "한국어", rightToLeft: false, title: "설정", home: "집", bluetooth: "Bluetooth",
      on: "켬", notifications: "알림", footer: "미리보기에 메시지의 첫 줄이 표시됩니다."),
    Strings(
      code: "zh", language: "中文", rightToLeft: false, title: "设置", home: "家", bluetooth: "蓝牙", on: "打开",
      notifications: "通知", footer: "预览会显示信息的前几行。"),
    Strings(
      code: "ar", language: "العربية", rightToLeft: true, title: "الإعدادات", home: "المنزل",
      bluetooth: "بلوتوث", on: "تشغيل", notifications: "الإشعارات",
      footer: "تعرض المعاينات الأسطر الأولى من الرسالة."),
    Strings(
      code: "he", language: "עברית", rightToLeft: true, title: "הגדרות", home: "בית", bluetooth: "Bluetooth",
      on: "פועל", notifications: "התראות", footer: "התצוגות המקדימות מציגות את השורות הראשונות של ההודעה."),
    Strings(
      code: "th", language: "ไทย", rightToLeft: false, title: "การตั้งค่า", home: "บ้าน", bluetooth: "บลูทูธ",
      on: "เปิด", notifications: "การแจ้งเตือน", footer: "การแสดงตัวอย่าง จะแสดงบรรทัดแรก ของข้อความ"),
  ]

  /// Languages the screen has strings for besides those it shows side by side: each is shown on its own,
  /// in its locale, by ``LocalizedSettings``. Hindi's and Bengali's are the words settings screens use
  /// in those languages (सेटिंग्स, सूचनाएँ; সেটিংস, বিজ্ঞপ্তি); between them they have conjuncts, a reph
  /// and pre-base vowel signs, which their shaping must place.
  static let moreLanguages: [Strings] = [
    Strings(
      code: "hi", language: "हिन्दी", rightToLeft: false, title: "सेटिंग्स", home: "घर", bluetooth: "ब्लूटूथ",
      on: "चालू", notifications: "सूचनाएँ",
      footer: "पूर्वावलोकन में संदेश की पहली पंक्तियाँ दिखाई देती हैं।"),
    Strings(
      code: "bn", language: "বাংলা", rightToLeft: false, title: "সেটিংস", home: "বাড়ি", bluetooth: "ব্লুটুথ",
      on: "চালু", notifications: "বিজ্ঞপ্তি", footer: "প্রিভিউতে বার্তার প্রথম কয়েকটি লাইন দেখা যায়।"),
  ]

  /// The strings for `locale`: its language's, or English's, the development language's, for a
  /// pseudo-locale (which rewrites them), for no locale and for a language without strings.
  static func strings(for locale: LocaleIdentifier?) -> Strings {
    let code = locale.flatMap { $0.pseudoLocalization == nil ? $0.languageCode : nil } ?? "en"
    let all = languages + moreLanguages
    return all.first { $0.code == code } ?? all[0]
  }

  public init() {}

  /// Two panels a row, each 382 pt wide: the gallery shows it 780 pt wide, 8 pt padding around.
  public var body: some Component {
    Flexbox(
      FlexStyle().with {
        $0.wrap = .wrap
        $0.padding = FlexEdges(8)
      }
    ) {
      for strings in Self.languages {
        Self.panel(strings).size(width: 382)
      }
    }
    .background(Palette.screen)
  }

  /// One language's screen: its name, then the list.
  static func panel(_ strings: Strings) -> any Component {
    Stack(spacing: 4, align: .stretch) {
      Label(strings.language, font: .system(size: 13, weight: .bold), color: Palette.secondaryText)
        .inset(horizontal: 20, vertical: 0)
      List(style: .insetGrouped) {
        Section(id: "connectivity", header: strings.title, footer: strings.footer) {
          row(Palette.accent, strings.rightToLeft, title: "Wi-Fi", value: strings.home).id("wifi")
          row(Palette.accent, strings.rightToLeft, title: strings.bluetooth, value: strings.on).id(
            "bluetooth")
          row(Palette.danger, strings.rightToLeft, title: strings.notifications, value: nil).id("notify")
        }
      }
    }
    .inset(EdgeInsets(top: 8, left: 0, bottom: 12, right: 0))
  }

  /// A row of an icon, a title and a value, mirrored in a right-to-left language.
  static func row(_ icon: Color, _ rightToLeft: Bool, title: String, value: String?) -> any Component {
    Flexbox(
      FlexStyle().with {
        $0.layoutDirection = rightToLeft ? .rightToLeft : .leftToRight
        $0.alignItems = .center
        $0.columnGap = 12
        $0.padding = FlexEdges(horizontal: 16, vertical: 7.5)
        $0.minHeight = 44
      }
    ) {
      View(icon).cornerRadius(7).size(width: 29, height: 29)
      // The title keeps its own width beside the icon, whatever its text's direction; the gap grows.
      Label(title, color: Palette.text).flexShrink(1)
      View().flexGrow(1)
      if let value { Label(value, color: Palette.secondaryText) }
    }
  }
}

/// The settings screen of ``WorldSettings`` in one language, picked by the environment's locale: the
/// language's strings when it has them (Hindi and Bengali besides the ten of ``WorldSettings``), else
/// English's, so that a pseudo-locale rewrites the development language's strings, as it is meant to.
/// Right to left for Arabic and Hebrew, as there.
public struct LocalizedSettings: CompositeComponent {
  public init() {}

  public var body: some Component {
    EnvironmentReader { environment in
      WorldSettings.panel(WorldSettings.strings(for: environment.locale)).background(Palette.screen)
    }
  }
}

/// Paragraphs that mix directions, each in its own: an English one with Hebrew and Arabic words and
/// numbers, and a Hebrew one with English words and numbers, wrapped over several lines.
public struct MixedDirectionParagraphs: CompositeComponent {
  public init() {}

  public var body: some Component {
    Stack(spacing: 16, align: .stretch) {
      Label(
        "The word שלום means peace, like سلام in Arabic; version 2.5 shipped to 120 countries "
          + "(including ישראל) on 3 March.", font: .system(size: 16), color: Palette.text
      )
      .numberOfLines(0)
      Label(
        "הגרסה החדשה של Pixelproof, גרסה 2.5, כוללת 12 שפות (כולל English ו-العربية) ופועלת על Linux.",
        font: .system(size: 16), color: Palette.text
      )
      .numberOfLines(0)
    }
    .inset(16)
    .background(Palette.card)
  }
}
