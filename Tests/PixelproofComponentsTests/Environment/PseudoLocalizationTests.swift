import Testing

@testable import PixelproofComponents

/// Pseudo-locales rewrite every label's text at render time; locales know their direction. Expected text
/// is written by hand from the rules in ``PseudoLocalization``'s documentation.
@Suite struct PseudoLocalizationTests {
  @Test func accentedTextIsLongerAndInBrackets() {
    // 8 characters, 40% more: 3.2, rounded to 3 dots.
    #expect(PseudoLocalization.accented.rewrite("Settings") == "[Šéţţîñĝš···]")
    // Characters that are not ASCII letters stay: 6 characters, 2.4 → 2 dots.
    #expect(PseudoLocalization.accented.rewrite("Wi-Fi!") == "[Ŵî-Ƒî!··]")
    #expect(PseudoLocalization(expansion: 0, brackets: false).rewrite("Ok 2") == "Öķ 2")
    #expect(PseudoLocalization.accented.rewrite("") == "[]")
  }

  @Test func theRunsOfOneLabelAreRewrittenAsOneText() {
    // 11 characters: 4.4 → 4 dots at the end of the last run, "[" before the first.
    #expect(PseudoLocalization.accented.rewrite(["Hello ", "world"]) == ["[Ĥéļļö ", "ŵöŕļð····]"])
  }

  @Test func theBidiFormShowsTheTextRightToLeft() {
    // 2 characters: 0.8 → 1 dot; a right-to-left mark, then an override to the end.
    #expect(PseudoLocalization.bidi.rewrite("Hi") == "\u{200F}\u{202E}[Hi·]\u{202C}")
  }

  @Test func aLabelDrawsThePseudoLocalizedTextAndDescribesTheOriginal() throws {
    let layout = try ComponentRenderer.layout(
      Label("Settings", font: .system(size: 17)), in: .range(.unconstrained), scale: 2,
      traits: EnvironmentTraits(locale: "en-XA"))
    let label = try #require(layout.component as? Label)
    #expect(label.laidOut?.shownText == "[Šéţţîñĝš···]")
    #expect(label.contentDescription?.text == "Settings")
    let plain = try ComponentRenderer.layout(
      Label("Settings", font: .system(size: 17)), in: .range(.unconstrained), scale: 2,
      traits: EnvironmentTraits(locale: "en"))
    #expect((plain.component as? Label)?.laidOut?.shownText == "Settings")
    #expect(layout.size.width > plain.size.width)
  }

  @Test func theTruncationCheckNamesTheOriginalTextOfALabelCutOnlyInThePseudoLocale() throws {
    // "Notifications" fits in 130 pt on one line; "[Ñöţîƒîçåţîöñš·····]" does not.
    let label = Label("Notifications", font: .system(size: 17)).size(width: 130)
    let english = try ComponentRenderer.layout(
      label, in: .range(.unconstrained), scale: 2, traits: EnvironmentTraits(locale: "en"))
    #expect(english.truncatedTextFindings().isEmpty)
    let pseudo = try ComponentRenderer.layout(
      label, in: .range(.unconstrained), scale: 2, traits: EnvironmentTraits(locale: "en-XA"))
    let findings = pseudo.truncatedTextFindings()
    #expect(findings.map(\.text) == ["Notifications"])
    #expect(findings.first?.shownText.hasPrefix("[Ñöţîƒîçåţ") == true)
    #expect(findings.first?.shownText.hasSuffix("…") == true)
  }

  @Test func anExpansionOutsideZeroToTenIsALayoutError() throws {
    let locale = LocaleIdentifier("en-XA", pseudoLocalization: PseudoLocalization(expansion: -1))
    #expect {
      try ComponentRenderer.layout(
        Label("Settings"), in: .range(.unconstrained), scale: 2, traits: EnvironmentTraits(locale: locale))
    } throws: { error in
      "\(error)".contains("the pseudo-localization's expansion is -1.0; it must be from 0 to 10")
    }
  }

  @Test func localesKnowTheirLanguagesDirection() {
    let rightToLeft: [LocaleIdentifier] = ["ar", "he-IL", "fa_IR", "ur", "ar-XB"]
    let leftToRight: [LocaleIdentifier] = ["en", "de-CH", "ja", "en-XA", "hi"]
    #expect(rightToLeft.allSatisfy { $0.layoutDirection == .rightToLeft })
    #expect(leftToRight.allSatisfy { $0.layoutDirection == .leftToRight })
    #expect(LocaleIdentifier("zh-Hant_TW").languageCode == "zh")
    #expect(LocaleIdentifier("en-XA").pseudoLocalization == .accented)
    #expect(LocaleIdentifier("ar-XB").pseudoLocalization == .bidi)
    #expect(LocaleIdentifier("en").pseudoLocalization == nil)
  }

  @Test func anIdentifierMustBeAbleToNameAFile() {
    let reason =
      "a locale identifier is 1 to 35 ASCII letters, digits, \"-\" and \"_\", beginning with a letter"
    for bad in ["", "1en", "en/US", "fr ", "ü", String(repeating: "a", count: 36)] {
      #expect(LocaleIdentifier(bad).invalidReason == reason, "\(bad)")
    }
    for good in ["en", "de-CH", "zh_Hant_TW", "sr-Latn"] {
      #expect(LocaleIdentifier(good).invalidReason == nil)
    }
  }
}
