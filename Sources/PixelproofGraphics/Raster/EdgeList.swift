internal import CPixelKernels

/// The non-horizontal edges of closed polygons in fixed point, sorted by their top, for scan conversion.
struct EdgeList {
  struct Edge {
    /// The edge as the path drew it; every crossing is computed from these two points, never from a
    /// clipped piece, so where an edge crosses a pixel boundary does not depend on what is visible.
    let from: FixedPoint2D
    let to: FixedPoint2D
    let top: Int
    let bottom: Int
    /// +1 for an edge drawn downwards, -1 for one drawn upwards.
    let winding: Int
  }

  /// Sorted by `top`; edges with the same top keep the order the path drew them in.
  let edges: [Edge]
  /// The bounds of every point, in 1/256 px; `nil` when there are no edges.
  let bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?

  init(polygons: [[FixedPoint2D]]) {
    var edges: [Edge] = []
    edges.reserveCapacity(polygons.reduce(0) { $0 + $1.count })
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    // Plain loops over indices: a debug build runs `enumerated()` and `map` through unspecialised generic
    // code, several times slower per edge.
    for polygon in polygons {
      for i in 0..<polygon.count {
        let a = polygon[i], b = polygon[i + 1 == polygon.count ? 0 : i + 1]
        minX = min(minX, a.x)
        maxX = max(maxX, a.x)
        guard a.y != b.y else { continue }  // Horizontal edges cover nothing.
        minY = min(minY, a.y, b.y)
        maxY = max(maxY, a.y, b.y)
        edges.append(
          Edge(from: a, to: b, top: min(a.y, b.y), bottom: max(a.y, b.y), winding: a.y < b.y ? 1 : -1))
      }
    }
    self.edges = Self.sortedByTop(edges, minTop: minY, maxTop: maxY)
    bounds = edges.isEmpty ? nil : (minX, minY, maxX, maxY)
  }

  /// `edges` sorted by (top, index): a total order, so the unstable sort gives one result. Every top
  /// lies in `minTop...maxTop`.
  private static func sortedByTop(_ edges: [Edge], minTop: Int, maxTop: Int) -> [Edge] {
    guard edges.isEmpty || maxTop - minTop < 1 << 32, edges.count < 1 << 32 else {
      return edges.indices.sorted {
        edges[$0].top != edges[$1].top ? edges[$0].top < edges[$1].top : $0 < $1
      }.map { edges[$0] }
    }
    // The pair packed into one integer, top above index, sorts in the same order without a comparison
    // closure per pair, which cost about a twentieth of rasterizing a glyph the first time. C sorts the
    // keys: the standard library's generic sort, unspecialised in a debug build, was a fifth of a debug
    // build's verification of a card.
    var keys = [UInt64](repeating: 0, count: edges.count)
    for i in 0..<edges.count { keys[i] = UInt64(edges[i].top - minTop) << 32 | UInt64(i) }
    var scratch = [UInt64](repeating: 0, count: edges.count)
    keys.withUnsafeMutableBufferPointer { keys in
      scratch.withUnsafeMutableBufferPointer {
        pp_sort_edge_keys(keys.baseAddress, UInt64(keys.count), $0.baseAddress)
      }
    }
    return [Edge](unsafeUninitializedCapacity: edges.count) { sorted, count in
      for i in 0..<keys.count { (sorted.baseAddress! + i).initialize(to: edges[Int(keys[i] & 0xFFFF_FFFF)]) }
      count = keys.count
    }
  }

  /// The pixels the polygons can cover.
  var pixelBounds: PixelRect {
    guard let bounds else { return .empty }
    return .enclosing(fixedMinX: bounds.minX, minY: bounds.minY, maxX: bounds.maxX, maxY: bounds.maxY)
  }
}
