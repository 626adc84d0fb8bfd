import PixelproofComponents
import Testing

/// Carbon's example components: a header and a footer identified by a key path where they are listed,
/// and a message that carries its own identity.
private struct Header: CompositeComponent {
  var title: String
  init(_ title: String) { self.title = title }
  var body: some Component { Label(title).inset(16) }
}

private struct Footer: CompositeComponent {
  var text: String
  init(_ text: String) { self.text = text }
  var body: some Component { Label(text).inset(16) }
}

private struct HelloMessage: IdentifiableComponent, CompositeComponent {
  var name: String
  init(_ name: String) { self.name = name }
  var id: String { name }
  var body: some Component { Label("Hello \(name)").inset(16) }
}

/// A component identified by its value, as Carbon identifies a `Hashable` one.
private struct Badge: IdentifiableComponent, CompositeComponent, Hashable {
  var count: Int
  var body: some Component { Label("\(count)").inset(4) }
}

/// A composite whose body, not the cell as listed, carries the id.
private struct Row: CompositeComponent {
  var title: String
  var body: some Component { Label(title).inset(16).id(title) }
}

/// Carbon's and IGListKit's spellings: `identified(by: \.title)`, `IdentifiableComponent`, and cells
/// placed straight in a list.
@Suite struct CarbonSpellingTests {
  @Test func carbonsOwnExampleMakesOneSectionOfItsCells() throws {
    let list = List {
      Header("GREET").identified(by: \.title)
      HelloMessage("Butch")
      HelloMessage("Fabianne")
      HelloMessage("Michael")
      Footer("👋 Greeting from Carbon").identified(by: \.text)
    }
    let layout = try layoutList(list, width: 320)
    #expect(layout.listSections().map(\.id) == ["cells"])
    #expect(
      layout.listCells().map(\.id) == ["GREET", "Butch", "Fabianne", "Michael", "👋 Greeting from Carbon"])
    #expect(layout.listCells().allSatisfy { $0.sectionID == List.cellsSectionID })
  }

  @Test func aKeyPathIdentifiesByTheDescriptionOfItsValue() {
    #expect(Badge(count: 42).identified(by: \.count).identifier == "42")
  }

  @Test func anIDWhereTheCellIsListedWinsOverItsOwn() throws {
    let list = List(style: .grouped) {
      HelloMessage("Butch").id("first")
      HelloMessage("Michael").size(height: 44)
    }
    #expect(try layoutList(list, width: 320).listCells().map(\.id) == ["first", "Michael"])
  }

  @Test func aHashableComponentIsItsOwnIdentity() throws {
    let list = List { Section(id: "badges") { Badge(count: 3) } }
    #expect(try layoutList(list, width: 100).listCells().map(\.id) == ["Badge(count: 3)"])
  }

  @Test func anEmptyBlockIsAListOfNoSections() throws {
    #expect(try layoutList(List {}, width: 100).listSections().isEmpty)
  }

  @Test func anIDInsideACompositesBodyIsNamedAsNotCounting() {
    let list = List {
      Section(id: "s") { Row(title: "inbox") }
    }
    #expect(
      throws: LayoutError(
        component: "List",
        reason: "the Row cell at item 0 of section \"s\" has no id; the .id(\"inbox\") inside Row's body "
          + "does not count, as a list reads its cells' ids without building their bodies: give the cell "
          + "itself one where it is listed (Row(…).id(\"inbox\")), or make Row an IdentifiableComponent "
          + "with an id")
    ) { try layoutList(list, width: 100) }
  }
}
