/// Groups differing pixels into the regions a person sees: pixels a few pixels apart (the anti-aliased
/// edge of a moved label, the glyphs of a changed word) form one region, distant changes separate ones.
///
/// The canvas is cut into cells of ``cellSize`` pixels; cells holding a differing pixel that touch,
/// sideways or diagonally, join one region, whose box is the exact bounds of its differing pixels.
/// Regions whose rectangles (drawn ``margin`` pixels outside them, ``lineWidth`` wide) would come within
/// two pixels of each other are merged, so the rectangles never cross or touch. Scattered differences
/// that would make more than ``maximumCount`` regions are grouped again with cells four times as large,
/// so a noisy image gets a few large boxes, not thousands. Everything runs in row order, so the same images always give the same regions.
enum DifferenceRegions {
  static let cellSize = 8
  /// The gap kept between a region's pixels and the rectangle drawn around it.
  static let margin = 3
  /// The width of the rectangle's lines.
  static let lineWidth = 2
  static let maximumCount = 64

  /// The regions of pixels whose difference is above `allowed`, ordered by top edge, then left edge.
  static func find(in map: DifferenceMap, above allowed: UInt16) -> [PixelBox] {
    var size = cellSize
    var boxes = groups(in: map, above: allowed, cellSize: size)
    while boxes.count > maximumCount {
      size *= 4
      boxes = groups(in: map, above: allowed, cellSize: size)
    }
    return mergingOverlaps(boxes).sorted { ($0.y, $0.x) < ($1.y, $1.x) }
  }

  /// The boxes of touching cells of `cellSize` pixels, in the order of each group's first cell.
  private static func groups(in map: DifferenceMap, above allowed: UInt16, cellSize: Int) -> [PixelBox] {
    let columns = (map.width + cellSize - 1) / cellSize
    let rows = (map.height + cellSize - 1) / cellSize
    var cells = [PixelBox?](repeating: nil, count: columns * rows)
    // Rows of cells that hold a differing pixel: the loops below visit only these, so one changed word
    // on a large screen costs a row of cells, not the whole grid.
    var occupiedRows = [Bool](repeating: false, count: rows)
    map.forEachPixel(above: allowed) { x, y in
      let cell = (y / cellSize) * columns + x / cellSize
      let pixel = PixelBox(x: x, y: y, width: 1, height: 1)
      cells[cell] = cells[cell].map { $0.union(pixel) } ?? pixel
      occupiedRows[y / cellSize] = true
    }
    var groups = CellGroups(count: cells.count)
    for row in 0..<rows where occupiedRows[row] {
      for column in 0..<columns where cells[row * columns + column] != nil {
        let cell = row * columns + column
        if column + 1 < columns, cells[cell + 1] != nil { groups.join(cell, cell + 1) }
        guard row + 1 < rows else { continue }
        for next in max(column - 1, 0)...min(column + 1, columns - 1)
        where cells[cell + columns - column + next] != nil {
          groups.join(cell, cell + columns - column + next)
        }
      }
    }
    // One box per group, in the order each group's first cell comes in row order.
    var boxOfGroup: [Int: Int] = [:]
    var boxes: [PixelBox] = []
    for row in 0..<rows where occupiedRows[row] {
      for cell in (row * columns)..<((row + 1) * columns) {
        guard let box = cells[cell] else { continue }
        let group = groups.root(of: cell)
        if let index = boxOfGroup[group] {
          boxes[index] = boxes[index].union(box)
        } else {
          boxOfGroup[group] = boxes.count
          boxes.append(box)
        }
      }
    }
    return boxes
  }

  /// The rectangle drawn around `region`: its outer edge, the lines lying inside it.
  static func outline(of region: PixelBox) -> PixelBox {
    region.outset(by: margin + lineWidth)
  }

  /// `boxes` with every two whose rectangles would come within two pixels replaced by their union,
  /// until none do.
  private static func mergingOverlaps(_ boxes: [PixelBox]) -> [PixelBox] {
    var merged = boxes
    var changed = true
    while changed {
      changed = false
      var index = 0
      while index < merged.count {
        let grown = outline(of: merged[index]).outset(by: 1)
        let other = merged.indices.first {
          $0 > index && outline(of: merged[$0]).outset(by: 1).intersects(grown)
        }
        if let other {
          merged[index] = merged[index].union(merged[other])
          merged.remove(at: other)
          changed = true
        } else {
          index += 1
        }
      }
    }
    return merged
  }
}

/// Disjoint sets of cells (union–find with path halving).
private struct CellGroups {
  private var parent: [Int]

  init(count: Int) { parent = Array(0..<count) }

  mutating func root(of cell: Int) -> Int {
    var cell = cell
    while parent[cell] != cell {
      parent[cell] = parent[parent[cell]]
      cell = parent[cell]
    }
    return cell
  }

  mutating func join(_ a: Int, _ b: Int) {
    let (rootA, rootB) = (root(of: a), root(of: b))
    if rootA != rootB { parent[max(rootA, rootB)] = min(rootA, rootB) }
  }
}
