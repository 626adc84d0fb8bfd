import Pixelproof
import XCTest

/// One card in several environments through XCTest: references under
/// `ReferenceImages/VariantSnapshotTests/`, one per variant.
final class VariantSnapshotTests: XCTestCase {
  /// The card's colours, light and dark, as an app's palette would hold them.
  enum Palette {
    static let background = DynamicColor(light: .white, dark: Color(hex: 0x1C1C1E))
    static let title = DynamicColor(light: .black, dark: .white)
    static let detail = DynamicColor(light: Color(hex: 0x6C6C70), dark: Color(hex: 0xAEAEB2))
    static let avatar = DynamicColor(light: Color(hex: 0x007AFF), dark: Color(hex: 0x0A84FF))
    static let badge = DynamicColor(light: Color(hex: 0xFF3B30), dark: Color(hex: 0xFF453A))
  }

  /// A contact row: a round avatar at the row's start, a name and a detail line, and a red badge at its
  /// end. The row is a flexbox, so right to left puts the avatar at the right and the badge at the left;
  /// every colour comes from the colour scheme; the labels grow with the text size.
  static let card = EnvironmentReader { environment in
    let scheme = environment.colorScheme
    let title = Palette.title.resolved(for: scheme)
    let row = Flexbox(
      FlexStyle().with {
        $0.alignItems = .center
        $0.columnGap = 12
        $0.padding = FlexEdges(12)
      }
    ) {
      View(Palette.avatar.resolved(for: scheme)).cornerRadius(20).size(width: 40, height: 40)
        .flexItem { $0.shrink = 0 }
      Flexbox(
        FlexStyle().with {
          $0.direction = .column; $0.rowGap = 2; $0.alignItems = .flexStart
        }
      ) {
        Label("Ada Lovelace", font: .system(size: 17, weight: .bold), color: title)
          .numberOfLines(0)
        Label("Notes on the Engine", font: .system(size: 13), color: Palette.detail.resolved(for: scheme))
          .numberOfLines(0)
      }
      .flexItem {
        $0.grow = 1; $0.shrink = 1
      }
      View(Palette.badge.resolved(for: scheme)).cornerRadius(6).size(width: 12, height: 12)
        .flexItem { $0.shrink = 0 }
    }
    return row.background(Palette.background.resolved(for: scheme))
  }

  func testCard() throws {
    // Light and dark, left to right and right to left, at 2x: testCard@2x, testCard_rtl@2x,
    // testCard_dark@2x and testCard_dark_rtl@2x.
    assertSnapshot(
      of: Self.card, size: .width(260),
      variants: try SnapshotVariants(
        colorSchemes: [.light, .dark], layoutDirections: [.leftToRight, .rightToLeft]))
    // And the light card at the first accessibility text size, 28 pt body text instead of 17:
    // testCard_textAX1@2x, taller, its labels 28 / 17 times as large and wrapped where they no longer fit.
    assertSnapshot(
      of: Self.card, size: .width(260), variants: try SnapshotVariants(textSizes: [.accessibilityMedium]))
  }
}
