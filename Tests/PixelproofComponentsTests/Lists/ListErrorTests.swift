import PixelproofComponents
import Testing

/// Layout errors of lists, compared whole.
@Suite struct ListErrorTests {
  @Test func duplicateCellIDsAreNamedWithEveryPosition() {
    let list = List {
      Section(id: "s1") {
        fixedCell("a")
        fixedCell("b")
        fixedCell("a")
        fixedCell("b")
      }
      Section(id: "s2") { fixedCell("a") }
    }
    #expect(
      throws: LayoutError(
        component: "List",
        reason: "duplicate cell ids: \"a\" at item 0 of section \"s1\", item 2 of section \"s1\" and item 0 "
          + "of section \"s2\"; \"b\" at item 1 of section \"s1\" and item 3 of section \"s1\"; each must be "
          + "unique in the list, as diffing pairs them by id")
    ) { try layoutList(list, width: 100) }
  }

  @Test func duplicateSectionIDsAreNamedWithTheirIndexes() {
    let list = List {
      Section(id: "s") { fixedCell("a") }
      Section(id: "t") { fixedCell("b") }
      Section(id: "s") { fixedCell("c") }
    }
    #expect(
      throws: LayoutError(
        component: "List",
        reason: "duplicate section ids: \"s\" at sections 0 and 2; each must be unique in the list, as "
          + "diffing pairs them by id")
    ) { try layoutList(list, width: 100) }
  }

  @Test func aCellWithoutAnIDIsAnError() {
    let list = List {
      Section(id: "s") {
        fixedCell("a"); View(.red).size(height: 10)
      }
    }
    #expect(
      throws: LayoutError(
        component: "List",
        reason: "the View cell at item 1 of section \"s\" has no id; give the cell itself one with "
          + ".id(_:), after any .inset or .background, or build the cells with ForEach(data, id:)")
    ) { try layoutList(list, width: 100) }
  }

  @Test func anUnknownScrollTargetIsNamed() {
    let list = List { Section(id: "s") { fixedCell("a") } }.scrolled(to: "missing", anchor: .center)
    #expect(
      throws: LayoutError(
        component: "List", reason: "scrolled(to: \"missing\"): no cell or section of the list has this id")
    ) { try layoutList(list, width: 100, height: 100) }
  }

  @Test func aListNeedsAWidthLimit() {
    let list = List { Section(id: "s") { fixedCell("a") } }
    #expect(
      throws: LayoutError(
        component: "List",
        reason: "it has no width limit; a list is as wide as it may be: give it .width(…) or a fixed size")
    ) {
      try list.layoutThatFits(.unconstrained, parentSize: .undefined, environment: LayoutEnvironment())
    }
  }

  @Test func aGridNeedsAColumn() {
    let list = List { Section(id: "g") { fixedCell("a") }.grid(.count(0)) }
    #expect(
      throws: LayoutError(component: "List", reason: "section \"g\": a grid of 0 columns; give it at least 1")
    ) { try layoutList(list, width: 100) }
  }

  @Test func aScrollOffsetMustBeFinite() {
    let list = List { Section(id: "s") { fixedCell("a") } }.scrolled(toY: .infinity)
    #expect(
      throws: LayoutError(component: "List", reason: "scrolled(toY: inf): the offset must be finite")
    ) { try layoutList(list, width: 100, height: 100) }
  }
}

/// Errors of a scrolled component that is not a list.
@Suite struct ScrolledErrorTests {
  @Test func aScrollOffsetMustBeFinite() {
    let scrolled = View(.blue).size(width: 10, height: 10).scrolled(toY: .nan)
    #expect(
      throws: LayoutError(component: "Scrolled", reason: "scrolled(toY: nan): the offset must be finite")
    ) {
      try layoutList(scrolled, width: 10, height: 10)
    }
  }

  @Test func anIDInsideAnotherLayoutIsNotTheCellsID() {
    let list = List { Section(id: "s") { Label("A").id("a").inset(8) } }
    #expect(
      throws: LayoutError(
        component: "List",
        reason: "the Inset cell at item 0 of section \"s\" has no id; give the cell itself one with "
          + ".id(_:), after any .inset or .background, or build the cells with ForEach(data, id:)")
    ) { try layoutList(list, width: 100) }
  }
}
