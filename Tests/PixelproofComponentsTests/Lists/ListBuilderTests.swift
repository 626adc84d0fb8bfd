import PixelproofComponents
import Testing

private struct Person: Identifiable {
  let id: Int
  let name: String
}

/// What the list and section builders make of each statement, read back from the laid-out cells' ids.
@Suite struct ListBuilderTests {
  private func ids(_ list: List) throws -> [String] {
    try layoutList(list, width: 100).listCells().map(\.id)
  }

  @Test func conditionsLoopsOptionalsAndGroupsBuildCellsInOrder() throws {
    let showsB = false
    let optional: Identified? = nil
    let list = List {
      Section(id: "s") {
        fixedCell("a")
        if showsB { fixedCell("b") } else { fixedCell("notB") }
        if showsB { fixedCell("never") }
        for index in 0..<2 { fixedCell("loop\(index)") }
        optional
        Group {
          fixedCell("g1")
          fixedCell("g2")
        }
      }
    }
    #expect(try ids(list) == ["a", "notB", "loop0", "loop1", "g1", "g2"])
  }

  @Test func forEachIdentifiesEachCellByItsElement() throws {
    let people = [Person(id: 7, name: "Kim"), Person(id: 3, name: "Lee")]
    let list = List {
      Section(id: "byKeyPath") { ForEach(people, id: \.name) { person in View(.blue).size(height: 10) } }
      Section(id: "identifiable") { ForEach(people) { person in View(.blue).size(height: 10) } }
    }
    #expect(try ids(list) == ["Kim", "Lee", "7", "3"])
  }

  @Test func sectionsComeFromConditionsLoopsForEachAndGroups() throws {
    let extra = true
    let list = List {
      Section(id: "first") { fixedCell("a") }
      if extra { Section(id: "extra") { fixedCell("b") } }
      ForEach(["x", "y"]) { name in Section(id: name) { fixedCell("cell-\(name)") } }
      Group { Section(id: "grouped") { fixedCell("c") } }
    }
    let sections = try layoutList(list, width: 100).listSections().map(\.id)
    #expect(sections == ["first", "extra", "x", "y", "grouped"])
  }

  @Test func cellsKeepTheirSectionsID() throws {
    let list = List {
      Section(id: "one") { fixedCell("a") }
      Section(id: "two") { fixedCell("b") }
    }
    #expect(try layoutList(list, width: 100).listCells().map(\.sectionID) == ["one", "two"])
  }

  @Test func theCellNodeCarriesTheIDAndItsContentDoesNotRepeatIt() throws {
    let list = List { Section(id: "s") { Label("Hi").id("hi") } }
    let names = try layoutList(list, width: 100).flattened().map(\.kind)
    #expect(names == ["List", "ListSection#s", "ListSectionBody", "ListCell#hi", "Label"])
  }
}
