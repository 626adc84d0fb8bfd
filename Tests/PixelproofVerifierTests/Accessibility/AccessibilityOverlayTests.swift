import Foundation
@testable import PixelproofVerifier
import Testing

/// Where the overlay puts the render, the legend and each element's badge, at scale 1, from the
/// overlay's spacing: a 16 pt margin, a 1 pt frame around the render, 16 pt between render and legend,
/// a 260 pt legend beside a render, and 18 pt badges at each element's leading top corner.
@Suite struct AccessibilityOverlayTests {
  /// A white `width` x `height` box with one labelled element at its top, full width, 40 pt tall.
  func screen(width: Double, height: Double) -> any Component {
    Static {
      View(.white).positioned(
        x: 0, y: 0, size: RelativeSizeRange(width: .points(width), height: .points(height)))
      View().accessibilityLabel("Title").accessibilityTraits(.header).positioned(
        x: 0, y: 0, size: RelativeSizeRange(width: .points(width), height: .points(40)))
    }
    .size(width: .points(width), height: .points(height))
  }

  func pixel(_ image: StraightBitmap, _ x: Int, _ y: Int) -> [UInt8] {
    Array(image.pixels[(y * image.width + x) * 4..<(y * image.width + x) * 4 + 4])
  }

  @Test func theLegendGoesBesideATallRender() throws {
    let snapshot = try AccessibilitySnapshot(
      of: screen(width: 100, height: 300), in: .range(.unconstrained), scale: 1)
    // 16 + 1 + 100 + 1 + 16 + 260 + 16 across; 16 + 1 + 300 + 1 + 16 down, the legend of one entry
    // being shorter than the render.
    #expect(snapshot.image.width == 410)
    #expect(snapshot.image.height == 334)
  }

  @Test func theLegendGoesBelowAWideRender() throws {
    let snapshot = try AccessibilitySnapshot(
      of: screen(width: 300, height: 60), in: .range(.unconstrained), scale: 1)
    // As wide as the framed render and the margins: 16 + 1 + 300 + 1 + 16; the legend starts under it,
    // 16 + 1 + 60 + 1 + 16 down, and takes at least its two lines (the summary, the entry).
    #expect(snapshot.image.width == 334)
    #expect(snapshot.image.height > 94 + 2 * 13 + 16)
  }

  @Test func badgesSitOnTheLeadingTopCorner() throws {
    let red: [UInt8] = [0xD7, 0x00, 0x15, 0xFF]
    // The render starts at 16 + 1 = 17, so the element's top-left corner is at (17, 17) and its top-right
    // at (117, 17). The first badge, 18 pt tall, is centred on the leading one: the centre of its round
    // end is that corner. Pixel (11, 17), centre (11.5, 17.5), is 5.5 pt left of (17, 17), inside the
    // round end (radius 9) and clear of the number in the middle; (122, 17) is the same spot to the
    // right of (117, 17).
    let leftToRight = try AccessibilitySnapshot(
      of: screen(width: 100, height: 300), in: .range(.unconstrained), scale: 1)
    #expect(pixel(leftToRight.image, 11, 17) == red)
    #expect(pixel(leftToRight.image, 122, 17) != red)
    let rightToLeft = try AccessibilitySnapshot(
      of: screen(width: 100, height: 300), in: .range(.unconstrained), scale: 1,
      traits: EnvironmentTraits(layoutDirection: .rightToLeft))
    #expect(pixel(rightToLeft.image, 122, 17) == red)
    #expect(pixel(rightToLeft.image, 11, 17) != red)
  }

  @Test func aTransparentRenderShowsOnWhite() throws {
    let clear = View().size(width: 100, height: 300)
    let snapshot = try AccessibilitySnapshot(of: clear, in: .range(.unconstrained), scale: 1)
    // Inside the render (17...116 across, 17...316 down), nothing is drawn: the page's white shows, not
    // the frame's grey #C7C7CC.
    #expect(pixel(snapshot.image, 60, 200) == [255, 255, 255, 255])
    #expect(pixel(snapshot.image, 16, 200) == [0xC7, 0xC7, 0xCC, 0xFF])
  }

  @Test func eachNumberHasItsOwnColourUntilThePaletteRunsOut() {
    let colors = AccessibilityPalette.colors
    #expect(Set(colors.map(\.description)).count == colors.count)
    #expect(AccessibilityPalette.color(1) == colors[0])
    #expect(AccessibilityPalette.color(colors.count + 1) == colors[0])
    #expect(AccessibilityPalette.color(colors.count) == colors[colors.count - 1])
  }

  @Test func verifyingWritesTheImageAndTheTextUnderTheAccessibilityName() throws {
    let folders = try TemporaryFolders()
    let reference = try SnapshotReference(suite: "Screens", test: "title()", scale: 1)
    let result = SnapshotVerifier.verifyAccessibility(
      of: screen(width: 100, height: 300), in: .range(.unconstrained), as: reference,
      settings: folders.settings(.missing), run: SnapshotRun())
    #expect(!result.passed)
    #expect(result.image?.outcome == .recorded)
    #expect(result.text?.outcome == .recorded)
    #expect(
      folders.files().filter { $0.hasPrefix("ReferenceImages/") } == [
        "ReferenceImages/Screens/title_accessibility@1x.png",
        "ReferenceImages/Screens/title_accessibility@1x.txt",
      ])
    #expect(
      String(
        decoding: try folders.bytes(folders.references + "/Screens/title_accessibility@1x.txt"), as: UTF8.self
      )
        == "1 element, read left to right\n1. \"Title\" [header] at (0, 0, 100, 40) pt\n")
    // The message is the image's, then the text's.
    let lines = result.message.split(separator: "\n").map(String.init)
    #expect(lines.first?.hasPrefix("Snapshot Screens/title_accessibility@1x had no reference image") == true)
    #expect(
      lines.contains { $0.hasPrefix("Snapshot text Screens/title_accessibility@1x had no reference text") })
  }
}
