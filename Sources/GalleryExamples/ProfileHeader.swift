import PixelproofComponents

/// A profile header: a cover photo, an avatar overlapping its lower edge, a name and handle, a bio, and
/// three statistics.
public struct ProfileHeader: CompositeComponent {
  public init() {}

  private static let bio =
    "Urban planner and weekend cyclist. Writing about streets, parks and the people who use them."

  public var body: some Component {
    Stack(align: .stretch) {
      View(Palette.photoShade).size(height: 96).overlay {
        View(Palette.photo).alpha(0.6).cornerRadius(40).size(width: 160, height: 80)
          .inset(top: 8, left: .infinity, bottom: .infinity, right: 16)
      }
      // The name goes under the avatar, not beside it: beside it, its first line would overlap the cover.
      Stack(spacing: 8) {
        View(Palette.accentSoft).cornerRadius(36).border(.white, width: 4).size(width: 72, height: 72)
        Stack(spacing: 2) {
          Label("Amelia Chen", font: .system(size: 20, weight: .bold), color: Palette.text)
          Label("@ameliachen", font: .system(size: 14), color: Palette.secondaryText)
        }
      }
      .inset(horizontal: 16)
      .spacingBefore(-36)
      Label(Self.bio, font: .system(size: 14), color: Palette.text)
        .numberOfLines(0)
        .inset(top: 12, left: 16, right: 16)
      Stack(.horizontal, align: .stretch) {
        for (count, name) in [("248", "Posts"), ("12.4K", "Followers"), ("386", "Following")] {
          Stack(spacing: 2, align: .center) {
            Label(count, font: .system(size: 17, weight: .bold), color: Palette.text)
            Label(name, font: .system(size: 12), color: Palette.secondaryText)
          }
          .inset(vertical: 10)
          .flexGrow(1)
          .flexBasis(0)
        }
      }
      .inset(top: 8, left: 16, bottom: 16, right: 16)
    }
    .background(Palette.card)
  }
}
