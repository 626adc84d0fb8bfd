import GalleryExamples
import Pixelproof
import Testing

@testable import PixelproofGallery

/// The gallery's screens pass the accessibility checks: text contrast at WCAG AA measured on the
/// pixels, Apple's touch targets, every image labelled or hidden, a glyph for every character. A colour
/// that falls below AA again, or a new image without a label, fails here.
@Suite struct GalleryAccessibilityTests {
  struct Screen: Sendable, CustomTestStringConvertible {
    let name: String
    let component: any Component
    let size: SizeProposal
    let scale: Int
    /// The locale and its direction, for an example shown in locales.
    var traits = EnvironmentTraits()
    var testDescription: String { name }
  }

  /// Every example, in each of its locales, and both states of every update.
  static let screens: [Screen] =
    Gallery.examples.flatMap { example in
      // A name that made no reference would leave its screens out, which theScreensAreTheGallerys reports.
      ((try? example.references()) ?? []).map { reference in
        Screen(
          name: reference.test + reference.variant.nameSuffix, component: example.component,
          size: example.size, scale: reference.scale, traits: reference.variant.traits)
      }
    }
    + Gallery.updates.flatMap { update in
      [
        Screen(
          name: update.name + "_before", component: update.before, size: update.size, scale: update.scale),
        Screen(name: update.name + "_after", component: update.after, size: update.size, scale: update.scale),
      ]
    }

  /// The news card's headline, as `NewsFeedCard` writes it.
  static let headline =
    "City council approves protected bike lanes along the waterfront, with work starting this spring "
    + "and the first stretch open by autumn"

  /// The line limits of the headlines each screen cuts, top to bottom, from the cards `Gallery` builds:
  /// the unread card's default 2 lines, the read card's 3, and the feed screen's cards of 2, 1 and 3.
  /// No other screen cuts any text, not even `localizedSettings_en-XA`, whose every label is 40% longer
  /// (`GalleryPseudoLocalizationTests` works out why).
  static let cutHeadlines: [String: [Int]] = [
    "newsFeedCard": [2], "newsFeedCardRead": [3], "feedScreen": [2, 1, 3],
  ]

  @Test(arguments: screens) func textContrastAndTouchTargetsPassAA(screen: Screen) throws {
    let rendering = try ComponentRenderer.render(
      screen.component, in: screen.size, scale: screen.scale, traits: screen.traits)
    let findings = try rendering.accessibilityFindings(
      checks: [.contrast, .touchTargets], contrastLevel: .aa, touchTargets: .apple)
    #expect(findings.map(\.description) == [])
  }

  @Test(arguments: screens) func everyImageIsLabelledOrHiddenAndEveryCharacterHasAGlyph(screen: Screen) throws
  {
    let layout = try ComponentRenderer.layout(
      screen.component, in: screen.size, scale: screen.scale, traits: screen.traits)
    #expect(layout.unlabelledImageFindings().map(\.description) == [])
    #expect(layout.missingGlyphFindings().map(\.description) == [])
  }

  @Test(arguments: screens) func onlyTheNewsCardsHeadlinesAreCutToTheirLines(screen: Screen) throws {
    let layout = try ComponentRenderer.layout(
      screen.component, in: screen.size, scale: screen.scale, traits: screen.traits)
    let cut = layout.truncatedTextFindings()
    #expect(cut.map(\.text) == (Self.cutHeadlines[screen.name] ?? []).map { _ in Self.headline })
    #expect(cut.map(\.truncation) == (Self.cutHeadlines[screen.name] ?? []).map { .lineLimit(lines: $0) })
  }

  @Test func theCutHeadlinesNameGalleryScreens() {
    #expect(Set(Self.cutHeadlines.keys).isSubset(of: Self.screens.map(\.name)))
  }

  @Test func theScreensAreTheGallerys() {
    let locales = Gallery.examples.reduce(0) { $0 + max($1.locales.count, 1) }
    #expect(Self.screens.count == locales + 2 * Gallery.updates.count)
    #expect(
      Self.screens.filter { $0.name.hasPrefix("localizedSettings") }.map(\.name) == [
        "localizedSettings_hi", "localizedSettings_bn", "localizedSettings_en-XA",
      ])
  }
}
