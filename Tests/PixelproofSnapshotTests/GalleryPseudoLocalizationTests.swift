import GalleryExamples
import Pixelproof
import Testing

@testable import PixelproofGallery

/// What `pixelproof-gallery` prints under the line of the localized settings screen in the accented
/// pseudo-locale: the labels its 40% longer text cuts, as the audit words them.
///
/// Widths, from the screen's layout at 375 pt: a row's content is 311 pt (16 pt list margins and 16 pt
/// row padding each side), and holds a 29 pt icon, the title, a spacer and the value with 12 pt between
/// each. Pseudo-localized, the Bluetooth row needs the most: 29 + 3 × 12 + 110 ("[Ɓļûéţööţĥ····]") + 40
/// ("[Öñ·]") = 215 pt; Wi-Fi's 29 + 36 + 60.5 + 69 = 194.5 pt; Notifications', without a value, 29 + 24
/// + 136.5 = 189.5 pt. The header and footer wrap. So nothing is cut at 375 pt (the Bluetooth row has
/// 96 pt to spare, which `localizedSettings_en-XA@2x.png` shows: every closing bracket drawn), and at
/// 270 pt, 206 pt a row, only the Bluetooth row is: 9 pt short, which its shrinking title and value
/// share.
@Suite struct GalleryPseudoLocalizationTests {
  /// The gallery's localized screen.
  static func localizedSettings() throws -> GalleryExample {
    try #require(Gallery.examples.first { $0.name == "localizedSettings" })
  }

  /// The section the gallery prints for `example` in its pseudo-locale, shown in `size`: its findings
  /// from the gallery's own audit.
  static func section(_ example: GalleryExample, in size: SizeProposal) throws -> [String] {
    let reference = try #require(
      try example.references().first { $0.variant.locale?.pseudoLocalization != nil })
    let rendering = try ComponentRenderer.render(
      example.component, in: size, scale: reference.scale, traits: reference.variant.traits)
    let findings = GalleryAccessibility.audit.findings(
      in: rendering, direction: reference.variant.layoutDirection)
    return GalleryPseudoLocalization.truncationSection(locale: reference.variant.locale, findings: findings)
  }

  @Test func theLocalizedScreenIsVerifiedInHindiBengaliAndThePseudoLocale() throws {
    #expect(
      try Self.localizedSettings().references().map(\.description) == [
        "Gallery/localizedSettings_hi@2x", "Gallery/localizedSettings_bn@2x",
        "Gallery/localizedSettings_en-XA@2x",
      ])
  }

  @Test func theGallerySaysThePseudoLocaleCutsNoLabelOfTheLocalizedScreen() throws {
    let example = try Self.localizedSettings()
    #expect(
      try Self.section(example, in: example.size) == ["  pseudo-locale en-XA, text 40% longer: no label cut"])
  }

  @Test func inANarrowerSpaceTheSectionNamesTheOriginalTextOfEachLabelCut() throws {
    #expect(
      try Self.section(Self.localizedSettings(), in: .width(270)) == [
        "  pseudo-locale en-XA, text 40% longer: 2 labels cut",
        "    Label: text cut to 1 line, shows \"[Ɓļûéţööţĥ·…\" of \"Bluetooth\"",
        "    Label: text cut to 1 line, shows \"[Ö…\" of \"On\"",
      ])
  }

  @Test func aRealLocaleOrNoneHasNoSection() {
    let cut = AccessibilityFinding(
      kind: .truncatedText, element: "Label", frame: Rect(x: 0, y: 0, width: 10, height: 10),
      description: "Label: text cut to 1 line, shows \"घ…\" of \"घर\"")
    #expect(GalleryPseudoLocalization.truncationSection(locale: "hi", findings: [cut]) == [])
    #expect(GalleryPseudoLocalization.truncationSection(locale: nil, findings: [cut]) == [])
  }

  @Test func theSectionListsOnlyTruncatedTextAndSaysTheExpansion() {
    let frame = Rect(x: 0, y: 0, width: 10, height: 10)
    let findings = [
      AccessibilityFinding(kind: .contrast, element: "Label", frame: frame, description: "contrast"),
      AccessibilityFinding(kind: .truncatedText, element: "Label", frame: frame, description: "cut"),
    ]
    let locale = LocaleIdentifier("en-XA", pseudoLocalization: PseudoLocalization(expansion: 0.3))
    #expect(
      GalleryPseudoLocalization.truncationSection(locale: locale, findings: findings) == [
        "  pseudo-locale en-XA, text 30% longer: 1 label cut", "    cut",
      ])
  }
}
