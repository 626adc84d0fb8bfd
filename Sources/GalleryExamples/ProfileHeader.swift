import PixelproofComponents

/// A profile header: a cover photo, an avatar overlapping its lower edge, a name, and three statistics.
public struct ProfileHeader: CompositeComponent {
  public init() {}

  public var body: some Component {
    Stack(align: .stretch) {
      View(Palette.photoShade).size(height: 96).overlay {
        View(Palette.photo).alpha(0.6).cornerRadius(40).size(width: 160, height: 80)
          .inset(top: 8, left: .infinity, bottom: .infinity, right: 16)
      }
      Stack(.horizontal, spacing: 12, align: .end) {
        View(Palette.accentSoft).cornerRadius(36).border(.white, width: 4).size(width: 72, height: 72)
        Stack(spacing: 6) {
          TextLine(width: 120, height: 14, color: Palette.text)
          TextLine(width: 80, height: 10, color: Palette.secondaryText)
        }
        .spacingAfter(4)
      }
      .inset(horizontal: 16)
      .spacingBefore(-36)
      Stack(.horizontal, align: .stretch) {
        for _ in 0..<3 {
          Stack(spacing: 6, align: .center) {
            TextLine(width: 32, height: 14, color: Palette.text)
            TextLine(width: 48, height: 8, color: Palette.secondaryText)
          }
          .inset(vertical: 10)
          .flexGrow(1)
          .flexBasis(0)
        }
      }
      .inset(top: 16, left: 16, bottom: 16, right: 16)
    }
    .background(Palette.card)
  }
}
