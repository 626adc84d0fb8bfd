import Testing

@testable import PixelproofText

/// The fallback order for the world's scripts: every greeting lays out without a missing glyph, and each
/// script's characters come from the face FontCascade names for it. Shaping (joining, reordering, marks
/// by GPOS) and bidi come later; these tests pin the faces, not the glyphs' positions.
@Suite struct FontCascadeTests {
  /// A greeting per language, and the face each of its characters other than spaces and Latin
  /// punctuation is drawn in. Vietnamese holds ế, ệ and ớ (Latin Extended Additional).
  static let greetings: [(language: String, text: String, face: FontCascade.Face)] = [
    ("en", "Hello", .system),
    ("ru", "Здравствуйте", .system),
    ("el", "Γειά σου", .system),
    ("vi", "Xin chào, thế giới, chúc mừng năm mới, cảm ơn, tiếng Việt, chuyện", .system),
    ("ja", "こんにちは", .cjk),
    ("ko", "안녕하세요", .hangul),
    ("zh", "你好", .cjk),
    ("ar", "مرحبا", .arabic),
    ("he", "שלום", .hebrew),
    ("hi", "नमस्ते", .devanagari),
    ("th", "สวัสดี", .thai),
  ]

  private func layout(_ text: String, weight: FontWeight = .regular) throws -> TextLayout {
    try TextLayout(
      [TextRun(text, font: .system(size: 17, weight: weight))], style: TextStyle(), width: .infinity)
  }

  @Test(arguments: [FontWeight.regular, .medium, .bold])
  func everyGreetingHasAGlyphForEveryCharacterFromItsScriptsFace(weight: FontWeight) throws {
    let system = try BundledFonts.notoSans(weight).fingerprint
    for greeting in Self.greetings {
      let text = try layout(greeting.text, weight: weight)
      #expect(text.missingCharacters.isEmpty, "\(greeting.language): \(text.missingCharacters)")
      let expected = try BundledFonts.face(greeting.face, weight: weight).fingerprint
      for cluster in text.shaped.clusters {
        let isShared = cluster.character.unicodeScalars.allSatisfy { $0.value < 0x80 }
        #expect(
          cluster.face == (isShared ? system : expected),
          "\(greeting.language) \(cluster.character): \(cluster.face)")
      }
    }
  }

  @Test func aMixedLineTakesEachScriptFromItsFace() throws {
    let text = try layout("abc שלום 123 def")
    #expect(text.missingCharacters.isEmpty)
    let system = try BundledFonts.notoSans(.regular).fingerprint
    let hebrew = try BundledFonts.face(.hebrew, weight: .regular).fingerprint
    let faces = text.shaped.clusters.map { $0.face == hebrew ? "h" : $0.face == system ? "s" : "?" }
    // Logical order, left to right: bidi reordering comes later. The spaces after "שלום" and before
    // "def" are in the Hebrew run (UAX #24) and Noto Sans Hebrew has a space, so they are its; it has no
    // digits (its cmap holds U+0020, U+002D and U+00A0 of ASCII and Latin-1), so "123" is Noto Sans's.
    #expect(faces.joined() == "sssshhhhhssshsss")
  }

  @Test func boldHasBoldScriptFacesAndMediumTakesRegular() throws {
    for face in [FontCascade.Face.hebrew, .arabic, .devanagari, .bengali, .thai] {
      let regular = try BundledFonts.face(face, weight: .regular)
      let bold = try BundledFonts.face(face, weight: .bold)
      #expect(regular.weightClass == 400)
      #expect(bold.weightClass == 700)
      #expect(try BundledFonts.face(face, weight: .medium).fingerprint == regular.fingerprint)
    }
  }

  @Test func theRangeTableIsSortedAndDisjoint() {
    for (before, after) in zip(FontCascade.ranges, FontCascade.ranges.dropFirst()) {
      #expect(before.first <= before.last)
      #expect(before.last < after.first, "\(before) overlaps or precedes \(after)")
    }
  }

  @Test func theTableNamesEachScriptsFaceAndNothingOutsideItsRanges() {
    let samples: [(Unicode.Scalar, FontCascade.Face?)] = [
      ("a", .system), ("\u{0301}", .system), ("Ж", .system), ("ế", .system), ("ἀ", .system),
      ("א", .hebrew), ("\u{FB2A}", .hebrew), ("م", .arabic), ("\u{FEFB}", .arabic), ("न", .devanagari),
      ("ক", .bengali), ("ส", .thai), ("안", .hangul), ("ㄱ", .hangul), ("\u{1100}", .hangul),
      ("こ", .cjk), ("カ", .cjk), ("你", .cjk), ("。", .cjk), ("Ａ", .cjk), ("\u{0700}", nil),
      ("\u{1F600}", nil), ("\u{FFFD}", nil),
    ]
    for (scalar, face) in samples {
      #expect(FontCascade.face(for: scalar) == face, "U+\(String(scalar.value, radix: 16))")
    }
  }

  @Test func latinTextReadsNoScriptFace() throws {
    // The run's own face has every Latin character, so the cascade is never consulted: the script
    // faces stay unread (checked here only as far as layout goes: every cluster is Noto Sans's).
    let text = try layout("The quick brown fox, naïve café – “quoted” …")
    let system = try BundledFonts.notoSans(.regular).fingerprint
    #expect(text.shaped.clusters.allSatisfy { $0.face == system })
  }
}
