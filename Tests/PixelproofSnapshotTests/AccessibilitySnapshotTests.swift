import Foundation
import Pixelproof
import Testing
import XCTest

private let text = Color(hex: 0x1C1C1E)
private let secondary = Color(hex: 0x6C6C70)
private let grouped = Color(hex: 0xF2F2F7)

/// A settings row: a coloured icon, a title and a value, read as one element made of the two labels.
private func settingsRow(_ icon: Color, _ title: String, _ value: String) -> Accessible {
  Stack(.horizontal, spacing: 12, align: .center) {
    View(icon).cornerRadius(6).size(width: 28, height: 28)
    Label(title, font: .system(size: 15), color: text).flexGrow(1).flexShrink(1)
    Label(value, font: .system(size: 15), color: secondary)
  }
  .inset(horizontal: 16, vertical: 8)
  .background(.white)
  .accessibilityElement(children: .combine)
}

/// A settings screen with what an annotated screen has: a header, combined rows with a hint, a
/// decorative icon hidden from assistive technology, a selected switch-like button, and a sign-out
/// button with a hint.
let accessibleSettings: any Component = Stack(.vertical, spacing: 1, align: .stretch) {
  Label("Settings", font: .system(size: 22, weight: .bold), color: text).accessibilityTraits(.header)
    .inset(top: 12, left: 16, bottom: 8, right: 16)
  settingsRow(Color(hex: 0xFF9500), "Airplane Mode", "Off").accessibilityTraits(.button)
  settingsRow(Color(hex: 0x007AFF), "Wi-Fi", "Home").accessibilityTraits(.button)
    .accessibilityHint("Opens the Wi-Fi settings")
  Stack(.horizontal, spacing: 12, align: .center) {
    View(Color(hex: 0xFF3B30)).cornerRadius(6).size(width: 28, height: 28).accessibilityLabel("Bell")
      .accessibilityHidden()
    Label("Notifications", font: .system(size: 15), color: text).flexGrow(1).flexShrink(1)
    Button("On", state: .selected)
  }
  .inset(horizontal: 16, vertical: 8)
  .background(.white)
  Button("Sign Out").accessibilityHint("Signs out of this device").inset(16)
}
.background(grouped)

/// A contact card whose rows are flexboxes, which start at the right edge when laid out right to left.
let accessibleContactCard: any Component = {
  var row = FlexStyle()
  row.alignItems = .center
  row.columnGap = 12
  row.padding = FlexEdges(12)
  return Stack(.vertical, align: .stretch) {
    Flexbox(row) {
      View(Color(hex: 0x5856D6)).cornerRadius(20).size(width: 40, height: 40).accessibilityLabel(
        "Photo of Dana"
      )
      .accessibilityTraits(.image)
      Label("Dana Levi", font: .system(size: 17, weight: .bold), color: text).accessibilityTraits(.header)
    }
    Flexbox(row) {
      Button("Call").accessibilityHint("Starts a voice call")
      Button("Message", state: .selected)
      Button("Block", state: .disabled)
    }
  }
  .background(.white)
}()

/// Accessibility snapshots: the overlay images are references of their own
/// (`ReferenceImages/AccessibilitySnapshotTests/<test>_accessibility[_rtl]@2x.png`), each with its text
/// beside it (`.txt`).
@Suite struct AccessibilitySnapshotTests {
  @Test func settingsScreen() {
    assertAccessibilitySnapshot(of: accessibleSettings, size: .width(280))
  }

  @Test func contactCardRightToLeft() throws {
    assertAccessibilitySnapshot(
      of: accessibleContactCard, size: .width(320),
      variants: try SnapshotVariants(layoutDirections: [.rightToLeft]))
  }
}

/// The XCTest spelling: a toolbar wider than tall, whose legend goes below it.
final class AccessibilitySnapshotXCTests: XCTestCase {
  func testToolbar() {
    let toolbar = Stack(.horizontal, spacing: 8, align: .center) {
      Button("Back").accessibilityHint("Returns to the inbox")
      Label("Inbox", font: .system(size: 17, weight: .bold), color: text).accessibilityTraits(.header)
        .flexGrow(1)
      Button("Edit")
    }
    .inset(horizontal: 8, vertical: 6)
    .background(.white)
    assertAccessibilitySnapshot(of: toolbar, size: .width(320))
  }
}
