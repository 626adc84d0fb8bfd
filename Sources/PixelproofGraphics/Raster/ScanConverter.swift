/// Turns polygons into coverage spans, row by row, with the exact area of the shape inside each pixel
/// under either fill rule, in integers.
///
/// Each pixel row is cut into horizontal bands at every vertex and every crossing of two edges, so that
/// inside a band the edges keep their left-to-right order. Walking a band's edges in that order gives
/// the winding number between them; only the edges where the fill rule switches between outside and
/// inside bound the shape there, so overlapping contours (a stroke's pieces, a glyph's overlapping
/// strokes) are merged exactly instead of counted twice.
///
/// The boundary pieces are then accumulated FreeType-style: a piece adds its vertical extent to its
/// cell's `cover`, and its extent times the sum of its two x positions inside the cell to the cell's
/// `area`. Sweeping the row left to right, the running sum of `cover` says how much of the row's height
/// lies inside the shape, and `area` removes the part of each cell left of its own boundary pieces.
struct ScanConverter {
  private let edges: EdgeList
  private let rule: FillRule
  /// The pixels spans may cover: columns outside are never reported, rows outside are never scanned.
  private let bounds: PixelRect
  private var cover: [Int32]
  private var area: [Int32]
  private var touched: [Int] = []
  private var isTouched: [Bool]
  private var spans: [CoverageSpan] = []
  /// Bands cut so far in the current row; past ``maximumBandsPerRow`` crossings are no longer cut,
  /// which bounds the work for pathological paths (their pixels are then approximate, still deterministic).
  private var bandCount = 0
  private var pieces: [Piece] = []
  private var rowIsSimple = true
  private var rowInsideWinding = 0
  static let maximumBandsPerRow = 4096

  /// - Parameters:
  ///   - polygons: closed polygons in 1/256 px.
  ///   - bounds: the pixels to report; anything outside is clipped (a shape reaching past the left side
  ///     still covers the pixels inside).
  init(polygons: [[FixedPoint2D]], rule: FillRule, bounds: PixelRect) {
    edges = EdgeList(polygons: polygons)
    self.rule = rule
    let shapeRows = edges.pixelBounds
    let columnsToTheRight = min(bounds.maxX, shapeRows.maxX)
    // Nothing lies left of the shape, so the cells start at its left edge when that is inside the bounds.
    let firstColumn = min(max(bounds.minX, shapeRows.minX), bounds.maxX)
    self.bounds = PixelRect(
      minX: firstColumn, minY: max(bounds.minY, shapeRows.minY), maxX: max(firstColumn, columnsToTheRight),
      maxY: min(bounds.maxY, shapeRows.maxY))
    let width = self.bounds.isEmpty ? 0 : self.bounds.width
    cover = [Int32](repeating: 0, count: width)
    area = cover
    isTouched = [Bool](repeating: false, count: width)
  }

  /// Calls `body(rows, spans)` for every band of rows with covered pixels, top to bottom; spans run left
  /// to right and do not overlap. A band is one row, or several that the same vertical edges cross
  /// from top to bottom with no vertex among them (the sides of a rounded rectangle): they have the same
  /// spans, found once.
  mutating func forEachBand(_ body: (_ rows: Range<Int>, _ spans: [CoverageSpan]) -> Void) {
    guard !bounds.isEmpty else { return }
    var active: [Int] = []
    var next = 0
    let all = edges.edges
    var boundaries: [Int] = []
    var row = bounds.minY
    while row < bounds.maxY {
      let top = row << FixedPoint.shift
      let bottom = top + FixedPoint.one
      while next < all.count && all[next].top < bottom {
        active.append(next)
        next += 1
      }
      active.removeAll { all[$0].bottom <= top }
      if active.isEmpty {
        if next == all.count { break }
        row += 1
        continue
      }
      boundaries.removeAll(keepingCapacity: true)
      boundaries.append(top)
      for index in active {
        let edge = all[index]
        if edge.top > top && edge.top < bottom { boundaries.append(edge.top) }
        if edge.bottom > top && edge.bottom < bottom { boundaries.append(edge.bottom) }
      }
      boundaries.append(bottom)
      if boundaries.count > 2 { boundaries.sort() }
      bandCount = 0
      rowIsSimple = true
      rowInsideWinding = 0
      pieces.removeAll(keepingCapacity: true)
      for i in 0..<(boundaries.count - 1) where boundaries[i] < boundaries[i + 1] {
        addBand(from: boundaries[i], to: boundaries[i + 1], active: active)
      }
      if rowIsSimple {
        // Every edge bounds the shape and the winding is only ever 0 or one value: each edge's piece of
        // the row is added whole, as drawn, and the sign of the sum is dropped when sweeping.
        for index in active {
          let edge = all[index]
          let from = FixedPoint2D(
            x: edge.x(atY: min(max(edge.from.y, top), bottom)), y: min(max(edge.from.y, top), bottom))
          let to = FixedPoint2D(
            x: edge.x(atY: min(max(edge.to.y, top), bottom)), y: min(max(edge.to.y, top), bottom))
          addPiece(from: from, to: to, of: edge)
        }
      } else {
        for piece in pieces { addPiece(from: piece.from, to: piece.to, of: all[piece.edge]) }
      }
      sweepRow()
      let end = endOfBand(startingAt: row, active: active, next: next)
      if !spans.isEmpty { body(row..<end, spans) }
      row = end
    }
  }

  /// The row after the last one with the same spans as `row`: while every active edge is vertical and
  /// crosses the rows whole, and no edge starts, each row is the same geometry moved down one pixel.
  private func endOfBand(startingAt row: Int, active: [Int], next: Int) -> Int {
    let all = edges.edges
    var end = bounds.maxY
    // The next edge starts at or below this row's bottom: rows above the one holding its top are clear.
    if next < all.count { end = min(end, all[next].top >> FixedPoint.shift) }
    for index in active {
      let edge = all[index]
      guard edge.from.x == edge.to.x, edge.top <= row << FixedPoint.shift else { return row + 1 }
      end = min(end, edge.bottom >> FixedPoint.shift)
    }
    return max(end, row + 1)
  }

  // MARK: - Bands

  private struct Crossing {
    let edge: Int
    let xTop: Int
    let xBottom: Int

    /// Left to right by the middle of the band, then by the top, then in drawing order: a total order,
    /// so the result never depends on the sort.
    @inline(__always)
    func isLeft(of other: Crossing) -> Bool {
      let (middle, otherMiddle) = (xTop + xBottom, other.xTop + other.xBottom)
      if middle != otherMiddle { return middle < otherMiddle }
      if xTop != other.xTop { return xTop < other.xTop }
      return edge < other.edge
    }
  }

  /// A boundary piece of one band: `from` above `to` when entering the shape, below when leaving.
  private struct Piece {
    let from: FixedPoint2D
    let to: FixedPoint2D
    let edge: Int
  }

  /// Finds the boundary of the shape between `top` and `bottom`, inside which no vertex lies, and adds
  /// its pieces to ``pieces``; clears ``rowIsSimple`` unless every edge is a boundary with the winding
  /// only ever 0 or ``rowInsideWinding``.
  private mutating func addBand(from top: Int, to bottom: Int, active: [Int]) {
    bandCount += 1
    var crossings: [Crossing] = []
    crossings.reserveCapacity(active.count)
    for index in active {
      let edge = edges.edges[index]
      guard edge.top <= top && edge.bottom >= bottom else { continue }
      crossings.append(Crossing(edge: index, xTop: edge.x(atY: top), xBottom: edge.x(atY: bottom)))
    }
    guard !crossings.isEmpty else { return }
    // A band holds few edges (two for most shapes), usually already in order: insertion sort, unless
    // there are many.
    if crossings.count > 16 {
      crossings.sort { $0.isLeft(of: $1) }
    } else {
      for i in 1..<crossings.count {
        let crossing = crossings[i]
        var j = i
        while j > 0 && crossing.isLeft(of: crossings[j - 1]) {
          crossings[j] = crossings[j - 1]
          j -= 1
        }
        crossings[j] = crossing
      }
    }
    // Two neighbours out of order at either end cross inside the band: cut it where they meet.
    if bottom - top > 1 && bandCount < ScanConverter.maximumBandsPerRow {
      for i in 0..<(crossings.count - 1) {
        let (left, right) = (crossings[i], crossings[i + 1])
        guard left.xTop > right.xTop || left.xBottom > right.xBottom else { continue }
        let gapTop = left.xTop - right.xTop
        let gapBottom = left.xBottom - right.xBottom
        let meeting = top + nearestDivide(gapTop * (bottom - top), gapTop - gapBottom)
        let cut = min(max(meeting, top + 1), bottom - 1)
        rowIsSimple = false
        addBand(from: top, to: cut, active: active)
        addBand(from: cut, to: bottom, active: active)
        return
      }
    }
    var winding = 0
    for crossing in crossings {
      let wasInside = isInside(winding)
      let edge = edges.edges[crossing.edge]
      winding += edge.winding
      let isNowInside = isInside(winding)
      if winding != 0 {
        if rowInsideWinding == 0 { rowInsideWinding = winding }
        if winding != rowInsideWinding { rowIsSimple = false }
      }
      guard wasInside != isNowInside else {
        rowIsSimple = false
        continue
      }
      // Entering the shape adds the piece downwards (positive cover), leaving adds it upwards.
      let a = FixedPoint2D(x: crossing.xTop, y: top)
      let b = FixedPoint2D(x: crossing.xBottom, y: bottom)
      pieces.append(
        isNowInside ? Piece(from: a, to: b, edge: crossing.edge) : Piece(from: b, to: a, edge: crossing.edge))
    }
  }

  @inline(__always)
  private func isInside(_ winding: Int) -> Bool {
    switch rule {
    case .nonZero: winding != 0
    case .evenOdd: winding & 1 != 0
    }
  }

  // MARK: - Cells

  /// Adds a piece of `edge` inside the current row: a part left of the bounds covers everything to its
  /// right (its cover goes to the first cell), a part right of them is dropped.
  private mutating func addPiece(from a: FixedPoint2D, to b: FixedPoint2D, of edge: EdgeList.Edge) {
    let left = bounds.minX << FixedPoint.shift
    let right = bounds.maxX << FixedPoint.shift
    if max(a.x, b.x) <= left {
      addToCell(column: bounds.minX, from: FixedPoint2D(x: left, y: a.y), to: FixedPoint2D(x: left, y: b.y))
      return
    }
    if min(a.x, b.x) >= right { return }
    let straddled = min(a.x, b.x) < left ? left : max(a.x, b.x) > right ? right : nil
    if let boundary = straddled {
      let cut = clamped(FixedPoint2D(x: boundary, y: edge.y(atX: boundary)), a, b)
      addPiece(from: a, to: cut, of: edge)
      addPiece(from: cut, to: b, of: edge)
    } else {
      addInsideColumns(from: a, to: b, of: edge)
    }
  }

  /// Cuts a piece inside the bounds at every column boundary it crosses.
  private mutating func addInsideColumns(from a: FixedPoint2D, to b: FixedPoint2D, of edge: EdgeList.Edge) {
    let one = FixedPoint.one
    if a.x == b.x {
      addToCell(column: a.x >> FixedPoint.shift, from: a, to: b)
      return
    }
    var current = a
    if a.x < b.x {
      var column = a.x >> FixedPoint.shift
      while (column + 1) * one < b.x {
        let next = clamped(FixedPoint2D(x: (column + 1) * one, y: edge.y(atX: (column + 1) * one)), a, b)
        addToCell(column: column, from: current, to: next)
        current = next
        column += 1
      }
      addToCell(column: column, from: current, to: b)
    } else {
      var column = (a.x - 1) >> FixedPoint.shift
      while column * one > b.x {
        let next = clamped(FixedPoint2D(x: column * one, y: edge.y(atX: column * one)), a, b)
        addToCell(column: column, from: current, to: next)
        current = next
        column -= 1
      }
      addToCell(column: column, from: current, to: b)
    }
  }

  /// `point` kept inside the box spanned by `a` and `b`: a crossing computed from the whole edge can
  /// round a sub-pixel step outside the piece being cut.
  @inline(__always)
  private func clamped(_ point: FixedPoint2D, _ a: FixedPoint2D, _ b: FixedPoint2D) -> FixedPoint2D {
    FixedPoint2D(
      x: min(max(point.x, min(a.x, b.x)), max(a.x, b.x)), y: min(max(point.y, min(a.y, b.y)), max(a.y, b.y)))
  }

  @inline(__always)
  private mutating func addToCell(column: Int, from a: FixedPoint2D, to b: FixedPoint2D) {
    let dy = b.y - a.y
    guard dy != 0, column < bounds.maxX else { return }
    guard column >= bounds.minX else {
      // A crossing rounded a sub-pixel step past the left side: it covers the whole first cell.
      touch(0)
      cover[0] &+= Int32(dy)
      return
    }
    let index = column - bounds.minX
    let cellLeft = column << FixedPoint.shift
    touch(index)
    // Wrapping adds: only thousands of edges through one pixel could overflow, and a wrong pixel there
    // is better than a crash.
    cover[index] &+= Int32(dy)
    area[index] &+= Int32(dy * ((a.x - cellLeft) + (b.x - cellLeft)))
  }

  @inline(__always)
  private mutating func touch(_ index: Int) {
    if !isTouched[index] {
      isTouched[index] = true
      touched.append(index)
    }
  }

  // MARK: - Sweeping a row into spans

  /// Turns the row's cells into spans and clears them for the next row.
  private mutating func sweepRow() {
    spans.removeAll(keepingCapacity: true)
    guard !touched.isEmpty else { return }
    if touched.count > 1 { touched.sort() }
    var accumulated = 0
    var nextColumn = bounds.minX
    for index in touched {
      let column = bounds.minX + index
      if accumulated != 0 && column > nextColumn {
        append(
          CoverageSpan(
            x: nextColumn, count: column - nextColumn,
            coverage: ScanConverter.coverage(doubledArea: 2 * FixedPoint.one * accumulated)))
      }
      accumulated += Int(cover[index])
      let coverage = ScanConverter.coverage(doubledArea: 2 * FixedPoint.one * accumulated - Int(area[index]))
      if coverage != 0 { append(CoverageSpan(x: column, count: 1, coverage: coverage)) }
      nextColumn = column + 1
      cover[index] = 0
      area[index] = 0
      isTouched[index] = false
    }
    touched.removeAll(keepingCapacity: true)
    if accumulated != 0 && nextColumn < bounds.maxX {
      append(
        CoverageSpan(
          x: nextColumn, count: bounds.maxX - nextColumn,
          coverage: ScanConverter.coverage(doubledArea: 2 * FixedPoint.one * accumulated)))
    }
  }

  /// Appends a span, merged into the previous one when they touch with the same coverage.
  @inline(__always)
  private mutating func append(_ span: CoverageSpan) {
    if let last = spans.last, last.x + last.count == span.x, last.coverage == span.coverage {
      spans[spans.count - 1].count += span.count
    } else {
      spans.append(span)
    }
  }

  /// Twice a covered area in (1/256 px)^2 as 0...255, rounded to nearest. Boundary pieces are added
  /// with the sign of entering or leaving, so the area is never negative; the magnitude is taken anyway
  /// so that rounding of a sliver can never wrap.
  @inline(__always)
  static func coverage(doubledArea: Int) -> UInt8 {
    // A full pixel is 2 x 256 x 256 = 131072 = 1 << 17.
    let scaled = (abs(doubledArea) * 255 + (1 << 16)) >> 17
    return UInt8(min(scaled, 255))
  }
}
