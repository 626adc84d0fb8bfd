import PixelproofDiff
import Testing

/// The data examples of the DocC article "Coming from Carbon, IGListKit and ComponentKit", run: what
/// their comments say must hold, not only compile.
@Suite struct ComingFromCarbonExampleTests {
  @Test func listDiffExample() throws {
    let diff = try ListDiff(old: ["a", "b", "c"], new: ["c", "a", "d"])
    #expect(diff.deletes == [1])  // b, at old index 1
  }

  @Test func changesetExample() throws {
    let today = ListState(sections: [DataSection(model: "today", items: ["a", "b", "c"])])
    var changes = ListChangeset<String, String>()
    changes.removeItem(at: ListIndexPath(item: 0, section: 0))
    changes.moveItem(from: ListIndexPath(item: 2, section: 0), to: ListIndexPath(item: 0, section: 0))
    changes.insertItem("d", at: ListIndexPath(item: 2, section: 0))
    #expect(try today.applying(changes).items == ["c", "b", "d"])
    #expect(try today.applying(.removingAll(of: today)).sections.isEmpty)
  }
}
