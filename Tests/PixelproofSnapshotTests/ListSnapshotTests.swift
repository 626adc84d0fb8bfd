import Pixelproof
import Testing

/// A text row whose colour follows the colour scheme, as a cell with `UIColor.label` does.
private func row(_ title: String) -> any Component {
  EnvironmentReader { environment in
    Label(title, font: .system(size: 15), color: environment.colorScheme == .dark ? .white : .black)
      .inset(horizontal: 16, vertical: 10)
  }
}

/// A coloured tile for grids and carousels, with its index written on it.
private func tile(_ index: Int) -> any Component {
  let colours = [Swatch.red, Swatch.orange, Swatch.green, Swatch.blue, Swatch.purple]
  return Center(.xy, Label("\(index)", font: .system(size: 14, weight: .bold), color: .white))
    .background(colours[index % colours.count], cornerRadius: 6)
}

/// Lists as the three table styles, grids, carousels and windows draw them: references under
/// `ReferenceImages/ListSnapshotTests/`.
@Suite struct ListSnapshotTests {
  private func settings(_ style: ListStyle) -> List {
    List(style: style) {
      Section(id: "general", header: "General", footer: "Footers are not uppercased.") {
        row("About").id("about")
        row("Software Update").id("update")
        row("Storage").id("storage")
      }
      Section(id: "more") {
        row("Privacy").id("privacy")
      }
    }
  }

  @Test func plainRowsHaveHairlineSeparatorsAndTitleBars() {
    assertSnapshot(of: settings(.plain), size: .width(320), scale: 2)
  }

  @Test func groupedSectionsInLightAndDark() throws {
    assertSnapshot(
      of: settings(.grouped), size: .width(320),
      variants: try SnapshotVariants(colorSchemes: [.light, .dark]))
  }

  @Test func insetGroupedSectionsAreRoundedInsideTheMargin() throws {
    assertSnapshot(
      of: settings(.insetGrouped), size: .width(320),
      variants: try SnapshotVariants(colorSchemes: [.light, .dark]))
  }

  /// Cells with no colour set anywhere: the light variant is black text on white with a #007AFF title,
  /// the dark one white text on black with a #0A84FF title, as a table view in UIKit's default colours.
  @Test func defaultColoursFollowTheColourScheme() throws {
    let list = List(style: .plain) {
      Section(id: "inbox", header: "Inbox", footer: "Two messages") {
        Label("Welcome to Pixelproof").inset(horizontal: 16, vertical: 10).id("welcome")
        Stack(.horizontal, align: .center) {
          Label("Reply when you can").flexGrow(1).flexShrink(1)
          Button("Reply")
        }
        .inset(horizontal: 16, vertical: 4).id("reply")
      }
    }
    assertSnapshot(
      of: list, size: .width(320), variants: try SnapshotVariants(colorSchemes: [.light, .dark]))
  }

  @Test func gridFillsRowsInTheWritingDirection() throws {
    let list = List {
      Section(id: "grid", header: "Grid") { ForEach(0..<7, id: \.self) { tile($0) } }
        .grid(.count(3), itemHeight: 40, interItemSpacing: 6, lineSpacing: 6)
        .insets(EdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
    assertSnapshot(
      of: list, size: .width(240), scale: 1,
      variants: try SnapshotVariants(layoutDirections: [.leftToRight, .rightToLeft]))
  }

  @Test func carouselItemsPastTheEdgeAreClipped() {
    let list = List {
      Section(id: "carousel", header: "Carousel") { ForEach(0..<6, id: \.self) { tile($0) } }
        .carousel(itemWidth: 80, itemHeight: 50, spacing: 8)
        .insets(EdgeInsets(top: 8, left: 8, bottom: 8, right: 0))
      Section(id: "after") { row("Below the carousel").id("below") }
    }
    assertSnapshot(of: list, size: .width(240), scale: 1)
  }

  private func days() -> List {
    List {
      ForEach(["Monday", "Tuesday", "Wednesday"]) { day in
        Section(id: day, header: day) { ForEach((0..<5).map { "\(day) \($0)" }, id: \.self) { row($0) } }
      }
    }
  }

  @Test func aFixedWindowShowsTheFirstScreen() {
    assertSnapshot(of: days(), size: .fixed(width: 240, height: 200), scale: 1)
  }

  @Test func aPinnedHeaderIsPushedUpByTheNext() {
    // Each section is a title bar and five rows; at 220 Monday's section is ending and Tuesday's title
    // pushes Monday's up.
    assertSnapshot(of: days().scrolled(toY: 220), size: .fixed(width: 240, height: 200), scale: 1)
  }

  @Test func aScrolledToCellSitsAtItsAnchor() {
    let list = List {
      Section(id: "many") { ForEach(0..<1_000, id: \.self) { row("Row \($0)") } }.rowHeight(40)
    }
    assertSnapshot(
      of: list.scrolled(to: "500", anchor: .center), size: .fixed(width: 240, height: 200), scale: 1)
  }

  @Test func anyComponentScrolls() {
    let stack = Stack(spacing: 4, align: .stretch) { for index in 0..<8 { tile(index).size(height: 30) } }
    assertSnapshot(of: stack.scrolled(toY: 50), size: .fixed(width: 120, height: 100), scale: 1)
  }
}

/// Empty lists: an empty state is a screen worth a snapshot.
@Suite struct EmptyListSnapshotTests {
  @Test func anEmptyListAtAWidthIsOnePixelHigh() {
    assertSnapshot(of: List(style: .insetGrouped) {}, size: .width(120), scale: 1)
  }

  @Test func anEmptyListInAWindowShowsItsBackground() {
    assertSnapshot(of: List(style: .insetGrouped) {}, size: .fixed(width: 120, height: 60), scale: 1)
  }
}
