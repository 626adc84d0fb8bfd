import PixelproofVerifier
import Testing

/// Locales as snapshot variants: each locale a reference of its own, laid out in its language's
/// direction unless directions are given, and the errors for locales that cannot name a file.
@Suite struct LocaleVariantTests {
  private func names(_ variants: SnapshotVariants) throws -> [String] {
    try variants.variants().map(\.description)
  }

  @Test func eachLocaleIsAReferenceInItsOwnDirection() throws {
    let variants = try SnapshotVariants(locales: ["en", "de", "ar", "en-XA", "ar-XB"])
    #expect(try names(variants) == ["_en@2x", "_de@2x", "_ar@2x", "_en-XA@2x", "_ar-XB@2x"])
    #expect(
      try variants.variants().map(\.layoutDirection)
        == [.leftToRight, .leftToRight, .rightToLeft, .leftToRight, .rightToLeft])
    #expect(try variants.variants().map(\.traits.locale) == ["en", "de", "ar", "en-XA", "ar-XB"])
  }

  @Test func givenDirectionsAreNamedWhenTheyAreNotTheLocalesOwn() throws {
    let variants = try SnapshotVariants(
      colorSchemes: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft], locales: ["en", "he"])
    #expect(
      try names(variants) == [
        "_en@2x", "_en_rtl@2x", "_en_dark@2x", "_en_dark_rtl@2x", "_he_ltr@2x", "_he@2x", "_he_dark_ltr@2x",
        "_he_dark@2x",
      ])
  }

  @Test func withoutLocalesNamesAreAsBefore() throws {
    #expect(try names(.bothLayoutDirections) == ["@2x", "_rtl@2x"])
    #expect(try names(.default.withLocales(["ja"])) == ["_ja@2x"])
    #expect(try names(try SnapshotVariants(locales: ["fr"]).withLocales(["ja"])) == ["_fr@2x"])
  }

  @Test func localesThatCannotBeRenderedAreErrors() {
    #expect(throws: SnapshotVariantError.emptyList("locales")) { try SnapshotVariants(locales: []) }
    #expect(throws: SnapshotVariantError.duplicate("locales", value: "\"de\"")) {
      try SnapshotVariants(locales: ["de", "en", "de"])
    }
    let reason =
      "a locale identifier is 1 to 35 ASCII letters, digits, \"-\" and \"_\", beginning with a letter"
    #expect(throws: SnapshotVariantError.invalidLocale("en/US", reason: reason)) {
      try SnapshotVariants(locales: ["en/US"])
    }
    #expect(
      SnapshotVariantError.invalidLocale("en/US", reason: reason).description
        == "snapshot variants cannot use the locale \"en/US\": \(reason)")
    let tooLong = LocaleIdentifier("en-XA", pseudoLocalization: PseudoLocalization(expansion: 11))
    #expect(
      throws: SnapshotVariantError.invalidLocale(
        "en-XA", reason: "the pseudo-localization's expansion is 11.0; it must be from 0 to 10")
    ) { try SnapshotVariants(locales: [tooLong]) }
  }
}
