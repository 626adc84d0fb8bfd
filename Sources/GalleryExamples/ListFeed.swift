import PixelproofComponents

/// What a feed shows, one object per section, as an IGListKit data source holds it.
public enum FeedObject: Sendable {
  case stories([String])
  case post(id: Int, author: String, text: String)
  case photos(id: Int, count: Int)
}

/// A feed of sections of different kinds from section controllers: a carousel of stories, posts of two
/// cells each, and a photo grid, all from ``ListAdapter``.
public struct ListFeed: CompositeComponent {
  public let objects: [FeedObject]

  public init(
    objects: [FeedObject] = [
      .stories(["Ana", "Ben", "Chloé", "Dev", "Eli", "Fay"]),
      .post(id: 1, author: "Ana", text: "First ride along the new waterfront lane: smooth and quiet."),
      .photos(id: 2, count: 5),
      .post(id: 3, author: "Dev", text: "Coffee at the harbour, then the long way home."),
    ]
  ) {
    self.objects = objects
  }

  public var body: some Component {
    ListAdapter(style: .plain, objects: objects) { object -> any SectionController in
      switch object {
      case .stories(let names): StoriesController(names: names)
      case .post(let id, let author, let text): PostController(id: id, author: author, text: text)
      case .photos(let id, let count): PhotosController(id: id, count: count)
      }
    }
  }
}

/// Story bubbles in a carousel that runs past the screen's edge.
struct StoriesController: BindingSectionController {
  struct Story: Identifiable {
    let id: String
  }

  let names: [String]
  var id: String { "stories" }
  var viewModels: [Story] { names.map(Story.init) }
  var layout: SectionLayout { .carousel(CarouselLayout(itemWidth: 64, itemHeight: 84, spacing: 12)) }
  var insets: EdgeInsets { EdgeInsets(top: 10, left: 16, bottom: 10, right: 0) }

  func cell(for story: Story) -> any Component {
    Stack(spacing: 4, align: .center) {
      View(Palette.accentSoft).cornerRadius(30).border(Palette.warm, width: 2.5).size(width: 60, height: 60)
      Label(story.id, font: .system(size: 12), color: Palette.text)
    }
  }
}

/// A post: its author's row and its text, under one section.
struct PostController: SectionController {
  let postID: Int
  let author: String
  let text: String

  init(id: Int, author: String, text: String) {
    postID = id
    self.author = author
    self.text = text
  }

  var id: String { "post\(postID)" }
  var numberOfItems: Int { 2 }

  func cell(at index: Int) -> any Component {
    if index == 0 {
      return Stack(.horizontal, spacing: 10, align: .center) {
        View(Palette.teal).cornerRadius(16).size(width: 32, height: 32)
        Label(author, font: .system(size: 15, weight: .bold), color: Palette.text)
      }
      .inset(horizontal: 16, vertical: 8)
    }
    return Label(text, font: .system(size: 15), color: Palette.text).numberOfLines(0)
      .inset(top: 4, left: 16, bottom: 12, right: 16)
  }
}

/// Photos in a three-column grid under a title.
struct PhotosController: SectionController {
  let photosID: Int
  let count: Int

  init(id: Int, count: Int) {
    photosID = id
    self.count = count
  }

  var id: String { "photos\(photosID)" }
  var numberOfItems: Int { count }
  var header: SectionSupplement? { .title("Photos") }
  var layout: SectionLayout {
    .grid(GridLayout(columns: .count(3), itemHeight: 100, interItemSpacing: 2, lineSpacing: 2))
  }
  var insets: EdgeInsets { EdgeInsets(top: 2, left: 0, bottom: 2, right: 0) }

  func cell(at index: Int) -> any Component {
    Image(SampleImages.landscape).contentMode(.scaleAspectFill).clipsToBounds()
      .accessibilityLabel("Photo \(index + 1) of \(count)")
  }
}
