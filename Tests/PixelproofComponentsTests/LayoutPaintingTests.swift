import PixelproofComponents
import Testing

/// Painting a layout once: the display list, and for each item the node that painted it, numbered
/// depth-first, parents first (root 0).
@Suite struct LayoutPaintingTests {
  /// root (20 x 20, a styled view: white below its children, a black border above them) > [first (red)
  /// at (0, 0), second (blue) at (10, 10) > third (green) at (1, 1)]: depth-first, the nodes are root 0,
  /// first 1, second 2, third 3.
  private func tree() -> Layout {
    let third = Layout(component: View(.green), size: Size(width: 2, height: 2))
    let second = Layout(
      component: View(.blue), size: Size(width: 10, height: 10),
      children: [Layout.Child(position: Point(x: 1, y: 1), layout: third)])
    let first = Layout(component: View(.red), size: Size(width: 10, height: 10))
    return Layout(
      component: Stack {}.backgroundColor(.white).border(.black, width: 1), size: Size(width: 20, height: 20),
      children: [
        Layout.Child(position: .zero, layout: first),
        Layout.Child(position: Point(x: 10, y: 10), layout: second),
      ])
  }

  @Test func eachItemNamesTheNodeThatPaintedIt() {
    let painting = tree().painting()
    let items = painting.displayList.items
    #expect(items.count == painting.nodeIndices.count)
    // Each view's background below its children, in tree order; the root's border last, above them all.
    #expect(
      Array(items.prefix(4)) == [
        .fillRect(Rect(x: 0, y: 0, width: 20, height: 20), .color(.white)),
        .fillRect(Rect(x: 0, y: 0, width: 10, height: 10), .color(.red)),
        .fillRect(Rect(x: 10, y: 10, width: 10, height: 10), .color(.blue)),
        .fillRect(Rect(x: 11, y: 11, width: 2, height: 2), .color(.green)),
      ])
    #expect(Array(painting.nodeIndices.prefix(4)) == [0, 1, 2, 3])
    #expect(items.count > 4)
    #expect(painting.nodeIndices.dropFirst(4).allSatisfy { $0 == 0 })
  }

  @Test func theDisplayListIsThePaintingsList() {
    let layout = tree()
    #expect(layout.displayList() == layout.painting().displayList)
  }

  @Test func aRenderingKeepsTheListItWasRenderedFrom() throws {
    let rendering = try ComponentRenderer.render(
      Stack { View(.red).size(width: 4, height: 4) }, in: .range(.unconstrained))
    // The Stack paints nothing; its one child, node 1, paints its background.
    let square = DisplayList.Item.fillRect(Rect(x: 0, y: 0, width: 4, height: 4), .color(.red))
    #expect(rendering.painting.displayList.items == [square])
    #expect(rendering.painting.nodeIndices == [1])
  }
}
