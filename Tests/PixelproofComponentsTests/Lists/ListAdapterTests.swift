import PixelproofComponents
import Testing

private struct Post: Sendable {
  let id: Int
  let lines: Int
}

/// A controller of one post: a title cell 30 tall and a line cell 20 tall per line.
private struct PostController: SectionController {
  let post: Post
  var id: String { "post\(post.id)" }
  var numberOfItems: Int { 1 + post.lines }
  func cell(at index: Int) -> any Component { View(.blue) }
  func height(at index: Int) -> Double? { index == 0 ? 30 : 20 }
}

private struct Row: Identifiable, Sendable {
  let id: String
}

/// A binding controller: its view models' ids are its cells' ids.
private struct ProfileController: BindingSectionController {
  var id: String { "profile" }
  var viewModels: [Row] { [Row(id: "name"), Row(id: "bio")] }
  func cell(for viewModel: Row) -> any Component { View(.green) }
  func height(for viewModel: Row) -> Double? { 40 }
  var header: SectionSupplement? { .component(View(Color(hex: 0x8E8E93)).size(height: 10)) }
  var insets: EdgeInsets { EdgeInsets(top: 5, left: 0, bottom: 5, right: 0) }
}

/// Lists made by section controllers: one section per object, cells, ids, heights, insets, headers,
/// and a section that bunches several controllers.
@Suite struct ListAdapterTests {
  @Test func eachObjectGetsASectionOfItsControllersCells() throws {
    let adapter = ListAdapter(objects: [Post(id: 1, lines: 2), Post(id: 2, lines: 1)]) { post in
      PostController(post: post)
    }
    let layout = try layoutList(adapter, width: 200)
    // post1: 30 + 20 + 20 = 70; post2 starts at 70: 30 + 20.
    #expect(layout.listSections().map(\.id) == ["post1", "post2"])
    #expect(layout.listCells().map(\.id) == ["post1.0", "post1.1", "post1.2", "post2.0", "post2.1"])
    #expect(cellFrames(layout)["post2.1"] == Rect(x: 0, y: 100, width: 200, height: 20))
  }

  @Test func aBindingControllerIdentifiesCellsByViewModel() throws {
    let adapter = ListAdapter(objects: [0]) { _ in ProfileController() }
    let layout = try layoutList(adapter, width: 200)
    // Header 0...10, inset 5, name 15...55, bio 55...95, inset 5: 100 tall.
    #expect(
      cellFrames(layout) == [
        "name": Rect(x: 0, y: 15, width: 200, height: 40), "bio": Rect(x: 0, y: 55, width: 200, height: 40),
      ])
    #expect(layout.size.height == 100)
  }

  @Test func aGroupBunchesSeveralControllersUnderOneHeader() throws {
    let group = SectionControllerGroup(
      id: "today", controllers: [PostController(post: Post(id: 1, lines: 0)), ProfileController()])
    #expect(group.numberOfItems == 3)
    #expect((0..<3).map(group.cellID(at:)) == ["post1.0", "name", "bio"])
    #expect((0..<3).map(group.height(at:)) == [30, 40, 40])
    let adapter = ListAdapter(style: .grouped, objects: ["today"]) { _ in group }
    let layout = try layoutList(adapter, width: 200)
    #expect(layout.listSections().map(\.id) == ["today"])
    // 35 gap, then 30 + 40 + 40; the bunches' own header and insets are not used.
    #expect(cellFrames(layout)["bio"] == Rect(x: 0, y: 105, width: 200, height: 40))
  }

  @Test func theAdaptersListScrolls() throws {
    let adapter = ListAdapter(objects: (0..<20).map { Post(id: $0, lines: 1) }) { PostController(post: $0) }
    let layout = try layoutList(adapter.list.scrolled(to: "post10.0"), width: 200, height: 100)
    #expect(cellFrames(layout)["post10.0"]?.minY == 0)
  }
}
