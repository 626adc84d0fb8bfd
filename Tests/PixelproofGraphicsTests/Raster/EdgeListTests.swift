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
}
