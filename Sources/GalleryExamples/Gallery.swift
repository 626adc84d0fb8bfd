import PixelproofComponents

/// One example in the gallery: a component, the space it is shown in, its scale, and the locales it is
/// shown in, if any.
public struct GalleryExample: Sendable {
  public let name: String
  public let component: any Component
  public let size: SizeProposal
  public let scale: Int
  /// The locales the example is verified in, each in its language's direction against a reference of
  /// its own, named as a snapshot variant names it: `<name>_<locale>@<scale>x.png`. Empty for one
  /// reference in no locale, `<name>@<scale>x.png`.
  public let locales: [LocaleIdentifier]

  init(
    name: String, component: any Component, size: SizeProposal, scale: Int, locales: [LocaleIdentifier] = []
  ) {
    self.name = name
    self.component = component
    self.size = size
    self.scale = scale
    self.locales = locales
  }
}

/// The gallery: realistic components that show what Pixelproof renders, each verified against
/// `ReferenceImages/Gallery/<name>@<scale>x.png`.
public enum Gallery {
  public static let examples: [GalleryExample] = [
    GalleryExample(
      name: "newsFeedCard", component: NewsFeedCard().inset(12).background(Palette.screen),
      size: .width(375), scale: 2),
    GalleryExample(
      name: "newsFeedCardRead",
      component: NewsFeedCard(headlineLines: 3, isUnread: false)
        .inset(12).background(Palette.screen), size: .width(320), scale: 2),
    GalleryExample(name: "profileHeader", component: ProfileHeader(), size: .width(375), scale: 2),
    GalleryExample(name: "buttonRow", component: ButtonRow(), size: .width(375), scale: 3),
    GalleryExample(
      name: "feedScreen", component: FeedScreen(), size: .fixed(width: 390, height: 844), scale: 1),
    GalleryExample(
      name: "tagCloud", component: TagCloud().inset(12).background(Palette.screen),
      size: .width(375), scale: 2),
    // The painting model on a phone screen at 3x, its cards on their own, and each feature on its own.
    GalleryExample(
      name: "showcaseScreen", component: ShowcaseScreen(), size: .fixed(width: 390, height: 844),
      scale: 3),
    GalleryExample(name: "showcaseCards", component: ShowcaseCards(), size: .width(375), scale: 2),
    GalleryExample(name: "paintingSampler", component: PaintingSampler(), size: .width(392), scale: 2),
    // Lists: an inset grouped settings screen, a feed from section controllers, a photo grid, and a
    // window scrolled under a pinned plain header.
    GalleryExample(
      name: "settingsScreen", component: SettingsScreen(), size: .fixed(width: 390, height: 844), scale: 2),
    GalleryExample(name: "listFeed", component: ListFeed(), size: .width(375), scale: 2),
    GalleryExample(name: "photoGrid", component: PhotoGrid(), size: .width(390), scale: 2),
    GalleryExample(
      name: "pinnedHeaderInbox", component: PinnedHeaderInbox(), size: .fixed(width: 375, height: 480),
      scale: 2),
    // Text in ten languages' scripts, each in its own direction, and paragraphs that mix directions.
    GalleryExample(name: "worldSettings", component: WorldSettings(), size: .width(780), scale: 2),
    // The same screen in one locale at the narrowest iPhone's width, where a longer text is cut first:
    // Hindi, Bengali, and the accented pseudo-locale, whose longer text shows which labels a longer
    // language would cut.
    GalleryExample(
      name: "localizedSettings", component: LocalizedSettings(), size: .width(375), scale: 2,
      locales: ["hi", "bn", LocaleIdentifier.accentedPseudoLocale]),
    GalleryExample(
      name: "mixedDirectionParagraphs", component: MixedDirectionParagraphs(), size: .width(375), scale: 2),
  ]
}

/// A phone screen of feed cards under a header: the scene the benchmark renders at 3x.
public struct FeedScreen: CompositeComponent {
  public init() {}

  public var body: some Component {
    Stack(align: .stretch) {
      ProfileHeader()
      Stack(spacing: 12, align: .stretch) {
        NewsFeedCard()
        NewsFeedCard(headlineLines: 1, isUnread: false)
        NewsFeedCard(headlineLines: 3)
      }
      .inset(12)
      .flexGrow(1)
      .flexShrink(1)
      ButtonRow()
    }
    .background(Palette.screen)
  }
}
