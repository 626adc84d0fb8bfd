import Testing

@testable import PixelproofGraphics

/// The order the scan converter takes edges in: by top, and in drawing order among equal tops.
@Suite struct EdgeListTests {
  @Test func edgesAreSortedByTopThenKeepTheOrderThePathDrewThemIn() {
    // Two triangles, drawn clockwise; every point in 1/256 px, tops below zero as above a baseline.
    let first = [FixedPoint2D(x: 0, y: -512), FixedPoint2D(x: 256, y: 0), FixedPoint2D(x: 0, y: 0)]
    let second = [
      FixedPoint2D(x: 512, y: -768), FixedPoint2D(x: 768, y: -512), FixedPoint2D(x: 512, y: -512),
    ]
    let list = EdgeList(polygons: [first, second])
    // Non-horizontal edges in drawing order, with their tops: first (0,-512)→(256,0) top -512, then
    // (0,0)→(0,-512) top -512; second (512,-768)→(768,-512) top -768, then (512,-512)→(512,-768)
    // top -768. Sorted by top, ties in drawing order: the second triangle's two, then the first's.
    #expect(list.edges.map(\.top) == [-768, -768, -512, -512])
    #expect(list.edges.map(\.from) == [second[0], second[2], first[0], first[2]])
    #expect(list.edges.map(\.winding) == [1, -1, 1, -1])
  }

  /// 90 triangles over three spans of tops, and 10, 11, 22 and 33 triangles (30, 33, 66 and 99 edges:
  /// either side of the sort's runs of 32, of merging two runs and of merging merged runs).
  @Test(arguments: [(200, 90), (60_000, 90), (70_000, 90), (200, 10), (200, 11), (200, 22), (200, 33)])
  func manyEdgesAreSortedByTopThenDrawingOrder(span: Int, triangles: Int) {
    // Triangles whose tops repeat and differ in both bytes of their offset (and past 2^16 for the
    // 70,000 span). Expected: the edges in drawing order, sorted by the pair (top, position) with the
    // standard library's comparison sort.
    var polygons: [[FixedPoint2D]] = []
    for i in 0..<triangles {
      let top = (i * 7919) % span - span / 2
      polygons.append([
        FixedPoint2D(x: i, y: top), FixedPoint2D(x: i + 300, y: top + 40 + i),
        FixedPoint2D(x: i, y: top + 90),
      ])
    }
    var drawn: [(top: Int, from: FixedPoint2D)] = []
    for polygon in polygons {
      for (i, a) in polygon.enumerated() {
        let b = polygon[(i + 1) % polygon.count]
        if a.y != b.y { drawn.append((min(a.y, b.y), a)) }
      }
    }
    let expected = drawn.indices.sorted { (drawn[$0].top, $0) < (drawn[$1].top, $1) }.map { drawn[$0] }
    let list = EdgeList(polygons: polygons)
    #expect(list.edges.map(\.top) == expected.map(\.top))
    #expect(list.edges.map(\.from) == expected.map(\.from))
  }

  @Test func polygonsOfOnlyHorizontalEdgesHaveNoEdgesAndNoBounds() {
    // A flat polygon (every point at one y) and an empty one: nothing to scan, and no bounds.
    let flat = [FixedPoint2D(x: 0, y: 256), FixedPoint2D(x: 512, y: 256), FixedPoint2D(x: 1024, y: 256)]
    for polygons in [[flat], [[]], []] {
      let list = EdgeList(polygons: polygons)
      #expect(list.edges.isEmpty)
      #expect(list.bounds == nil)
      #expect(list.pixelBounds == .empty)
    }
  }
}
