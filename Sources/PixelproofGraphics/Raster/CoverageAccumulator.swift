/// Exact-area coverage of polygons, in integers.
///
/// Every edge is cut into pieces that each lie inside one pixel ("cell"). A piece adds its vertical
/// extent to the cell's `cover` and its extent times the sum of its two x positions (inside the cell) to
/// the cell's `area`. Sweeping a row left to right, the running sum of `cover` says how much of the row's
/// height lies inside the shape to the right of the edges passed so far, and `area` removes the part of
/// the current cell left of its own edges. The result is the exact area of the fixed-point polygon inside
/// each pixel (non-zero winding), with no sampling.
struct CoverageAccumulator {
  /// The pixels that may be covered: the shape's bounds, clipped to the canvas.
  let columns: Range<Int>
  let rows: Range<Int>
  private let canvasWidth: Int
  private var cover: [Int32]
  private var area: [Int32]

  /// - Parameters:
  ///   - polygons: closed polygons in 1/256 px.
  ///   - width, height: the canvas in pixels; nothing outside it is accumulated.
  init?(polygons: [[FixedPoint2D]], width: Int, height: Int) {
    var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
    for polygon in polygons {
      for p in polygon {
        minX = min(minX, p.x)
        maxX = max(maxX, p.x)
        minY = min(minY, p.y)
        maxY = max(maxY, p.y)
      }
    }
    guard minX <= maxX else { return nil }
    let one = FixedPoint.one
    // Edges left of the canvas still cover it, so the columns start at 0 whenever the shape reaches past
    // the left side; columns right of the canvas never affect a visible pixel.
    let firstColumn = max(0, min(width, minX >> FixedPoint.shift))
    let lastColumn = min(width, (maxX + one - 1) >> FixedPoint.shift)
    let firstRow = max(0, minY >> FixedPoint.shift)
    let lastRow = min(height, (maxY + one - 1) >> FixedPoint.shift)
    guard firstColumn < lastColumn, firstRow < lastRow else { return nil }
    columns = firstColumn..<lastColumn
    rows = firstRow..<lastRow
    canvasWidth = width
    cover = [Int32](repeating: 0, count: columns.count * rows.count)
    area = cover
    for polygon in polygons {
      for i in polygon.indices {
        addEdge(from: polygon[i], to: polygon[(i + 1) % polygon.count])
      }
    }
  }

  /// Calls `body(y, x, coverage)` for every pixel with non-zero coverage (1...255), row by row, left to right.
  func forEachCoveredRun(_ body: (_ y: Int, _ xStart: Int, _ coverages: ArraySlice<UInt8>) -> Void) {
    var rowCoverage = [UInt8](repeating: 0, count: columns.count)
    for row in rows {
      let base = (row - rows.lowerBound) * columns.count
      var accumulated = 0
      var runStart = -1
      for column in 0..<columns.count {
        accumulated += Int(cover[base + column])
        let doubledArea = 2 * FixedPoint.one * accumulated - Int(area[base + column])
        let coverage = CoverageAccumulator.coverage(doubledArea: doubledArea)
        rowCoverage[column] = coverage
        if coverage != 0 {
          if runStart < 0 { runStart = column }
        } else if runStart >= 0 {
          body(row, columns.lowerBound + runStart, rowCoverage[runStart..<column])
          runStart = -1
        }
      }
      if runStart >= 0 {
        body(row, columns.lowerBound + runStart, rowCoverage[runStart..<columns.count])
      }
    }
  }

  /// Twice a covered area in (1/256 px)^2 as 0...255, rounded to nearest, with non-zero winding
  /// (areas from overlapping contours are clamped at full coverage).
  @inline(__always)
  static func coverage(doubledArea: Int) -> UInt8 {
    // A full pixel is 2 x 256 x 256 = 131072 = 1 << 17.
    let scaled = (abs(doubledArea) * 255 + (1 << 16)) >> 17
    return UInt8(min(scaled, 255))
  }

  // MARK: - Cutting edges into cells

  private mutating func addEdge(from a: FixedPoint2D, to b: FixedPoint2D) {
    let top = rows.lowerBound << FixedPoint.shift
    let bottom = rows.upperBound << FixedPoint.shift
    guard a.y != b.y else { return }  // Horizontal edges cover nothing.
    guard max(a.y, b.y) > top, min(a.y, b.y) < bottom else { return }
    // Clip to the rows: parts above or below cover no visible pixel.
    let start = a.y < top ? point(onEdgeFrom: a, to: b, atY: top)
      : a.y > bottom ? point(onEdgeFrom: a, to: b, atY: bottom) : a
    let end = b.y < top ? point(onEdgeFrom: a, to: b, atY: top)
      : b.y > bottom ? point(onEdgeFrom: a, to: b, atY: bottom) : b
    addClippedToColumns(from: start, to: end, of: Edge(from: a, to: b))
  }

  /// The whole edge a piece was cut from. Every crossing is computed from it, never from a clipped
  /// piece, so where an edge crosses a pixel boundary does not depend on how large the canvas is.
  private struct Edge {
    let from: FixedPoint2D
    let to: FixedPoint2D
  }

  /// Clips horizontally: a part left of the canvas becomes a vertical edge on its left side (it still
  /// covers everything to its right); a part right of the canvas is dropped.
  private mutating func addClippedToColumns(from a: FixedPoint2D, to b: FixedPoint2D, of edge: Edge) {
    let left = 0
    let right = canvasWidth << FixedPoint.shift
    if min(a.x, b.x) >= left && max(a.x, b.x) <= right {
      addInsideRows(from: a, to: b, of: edge)
      return
    }
    var pieces: [(FixedPoint2D, FixedPoint2D)] = [(a, b)]
    for boundary in [left, right] {
      pieces = pieces.flatMap { (p, q) -> [(FixedPoint2D, FixedPoint2D)] in
        guard (p.x < boundary) != (q.x < boundary), p.x != boundary, q.x != boundary else { return [(p, q)] }
        let cut = point(onEdgeFrom: edge.from, to: edge.to, atX: boundary)
        return [(p, cut), (cut, q)]
      }
    }
    for (p, q) in pieces {
      if max(p.x, q.x) <= left {
        let projected = Edge(from: FixedPoint2D(x: left, y: p.y), to: FixedPoint2D(x: left, y: q.y))
        addInsideRows(from: projected.from, to: projected.to, of: projected)
      } else if min(p.x, q.x) >= right {
        continue
      } else {
        addInsideRows(from: p, to: q, of: edge)
      }
    }
  }

  /// `point` with x kept between the x of `a` and `b`, and y between their y: a crossing computed from
  /// the whole edge can round a sub-pixel step outside the piece being cut.
  private func clamped(_ point: FixedPoint2D, between a: FixedPoint2D, and b: FixedPoint2D) -> FixedPoint2D {
    FixedPoint2D(
      x: min(max(point.x, min(a.x, b.x)), max(a.x, b.x)), y: min(max(point.y, min(a.y, b.y)), max(a.y, b.y)))
  }

  private func point(onEdgeFrom a: FixedPoint2D, to b: FixedPoint2D, atY y: Int) -> FixedPoint2D {
    FixedPoint2D(x: a.x + nearestDivide((y - a.y) * (b.x - a.x), b.y - a.y), y: y)
  }

  private func point(onEdgeFrom a: FixedPoint2D, to b: FixedPoint2D, atX x: Int) -> FixedPoint2D {
    FixedPoint2D(x: x, y: a.y + nearestDivide((x - a.x) * (b.y - a.y), b.x - a.x))
  }

  /// Cuts a piece of `edge` inside the canvas at every row boundary it crosses.
  private mutating func addInsideRows(from a: FixedPoint2D, to b: FixedPoint2D, of edge: Edge) {
    guard a.y != b.y else { return }
    let one = FixedPoint.one
    var current = a
    if a.y < b.y {
      var row = a.y >> FixedPoint.shift
      while (row + 1) * one < b.y {
        let next = clamped(point(onEdgeFrom: edge.from, to: edge.to, atY: (row + 1) * one), between: a, and: b)
        addInsideRow(row, from: current, to: next, of: edge)
        current = next
        row += 1
      }
      addInsideRow(row, from: current, to: b, of: edge)
    } else {
      var row = (a.y - 1) >> FixedPoint.shift
      while row * one > b.y {
        let next = clamped(point(onEdgeFrom: edge.from, to: edge.to, atY: row * one), between: a, and: b)
        addInsideRow(row, from: current, to: next, of: edge)
        current = next
        row -= 1
      }
      addInsideRow(row, from: current, to: b, of: edge)
    }
  }

  /// Cuts a piece of an edge inside one row at every column boundary it crosses.
  private mutating func addInsideRow(_ row: Int, from a: FixedPoint2D, to b: FixedPoint2D, of edge: Edge) {
    let one = FixedPoint.one
    if a.x == b.x {
      addToCell(row: row, column: a.x >> FixedPoint.shift, from: a, to: b)
      return
    }
    var current = a
    if a.x < b.x {
      var column = a.x >> FixedPoint.shift
      while (column + 1) * one < b.x {
        let next = clamped(point(onEdgeFrom: edge.from, to: edge.to, atX: (column + 1) * one), between: a, and: b)
        addToCell(row: row, column: column, from: current, to: next)
        current = next
        column += 1
      }
      addToCell(row: row, column: column, from: current, to: b)
    } else {
      var column = (a.x - 1) >> FixedPoint.shift
      while column * one > b.x {
        let next = clamped(point(onEdgeFrom: edge.from, to: edge.to, atX: column * one), between: a, and: b)
        addToCell(row: row, column: column, from: current, to: next)
        current = next
        column -= 1
      }
      addToCell(row: row, column: column, from: current, to: b)
    }
  }

  @inline(__always)
  private mutating func addToCell(row: Int, column: Int, from a: FixedPoint2D, to b: FixedPoint2D) {
    guard rows.contains(row), column < columns.upperBound else { return }
    let dy = b.y - a.y
    guard dy != 0 else { return }
    let rowStart = (row - rows.lowerBound) * columns.count
    guard column >= columns.lowerBound else {
      // Left of the first column (a crossing rounded a sub-pixel step past a clip boundary): it covers
      // the whole first cell, like an edge on the cell's left side.
      cover[rowStart] &+= Int32(dy)
      return
    }
    let cellLeft = column << FixedPoint.shift
    let index = rowStart + (column - columns.lowerBound)
    // Wrapping adds: only thousands of edges through one pixel could overflow, and a wrong pixel there
    // is better than a crash.
    cover[index] &+= Int32(dy)
    area[index] &+= Int32(dy * ((a.x - cellLeft) + (b.x - cellLeft)))
  }
}
