import PixelproofComponents

/// A settings screen as an inset grouped table: icon rows with values and chevrons, a footer note, and
/// a destructive row of its own.
public struct SettingsScreen: CompositeComponent {
  public init() {}

  public var body: some Component {
    List(style: .insetGrouped) {
      Section(id: "profile") {
        Stack(.horizontal, spacing: 14, align: .center) {
          View(Palette.indigo).cornerRadius(28).size(width: 56, height: 56)
          Stack(spacing: 2) {
            Label("Kim Lee", font: .system(size: 20, weight: .medium), color: Palette.text)
            Label("Account, iCloud, Media & Purchases", font: .system(size: 13), color: Palette.secondaryText)
          }
          .flexShrink(1)
        }
        .inset(horizontal: 16, vertical: 10)
        .id("account")
      }
      Section(id: "connectivity", header: "Connectivity") {
        SettingsRow(icon: Palette.warm, title: "Airplane Mode", value: "Off").id("airplane")
        SettingsRow(icon: Palette.accent, title: "Wi-Fi", value: "Home").id("wifi")
        SettingsRow(icon: Palette.accent, title: "Bluetooth", value: "On").id("bluetooth")
        SettingsRow(icon: Palette.green, title: "Mobile Data", value: nil).id("mobile")
      }
      Section(
        id: "notifications", header: "Notifications",
        footer: "Previews show the first lines of a message on the lock screen."
      ) {
        SettingsRow(icon: Palette.danger, title: "Notifications", value: nil).id("notify")
        SettingsRow(icon: Palette.indigo, title: "Show Previews", value: "When Unlocked").id("previews")
      }
      Section(id: "session") {
        Label("Sign Out", color: Palette.destructive).inset(horizontal: 16, vertical: 11).id("signOut")
      }
    }
  }
}

/// One settings row: a coloured icon, a title, an optional value, and a chevron, at least 44 pt tall.
struct SettingsRow: CompositeComponent {
  let icon: Color
  let title: String
  let value: String?

  var body: some Component {
    Stack(.horizontal, spacing: 12, align: .center) {
      View(icon).cornerRadius(7).size(width: 29, height: 29)
      Label(title, color: Palette.text).flexGrow(1).flexShrink(1)
      if let value { Label(value, color: Palette.secondaryText) }
      // The chevron only says the row opens more; VoiceOver users learn that from the row itself.
      Image(SampleImages.icon(.chevron), scale: SampleImages.iconScale).tint(Palette.hairline)
        .accessibilityHidden()
        .size(width: 14, height: 14)
    }
    .inset(horizontal: 16, vertical: 7.5)
    .size(minHeight: 44)
  }
}
