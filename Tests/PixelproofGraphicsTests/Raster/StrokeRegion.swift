import PixelproofGraphics

/// The area a stroke of straight segments covers by the definition of a stroke (SVG's and CoreGraphics'),
/// built without ``Stroker``'s code, so that the two can be compared pixel by pixel.
///
/// A point is in the stroke when it is in one of these convex pieces:
/// - the rectangle of each segment: its projection on the segment falls within it and it lies at most
///   `h` (half the width) from the segment's line; square caps lengthen the end segments by `h`;
/// - a disc of radius `h` at each open end for round caps;
/// - at each corner, on the outer side of the turn, the join: a disc of radius `h` (round); the triangle
///   cut off the corner's wedge by the line through the two outer corners (bevel); or the wedge between
///   the two segments' end lines, inside both outer offset lines (miter), when the point where those
///   offset lines cross lies within `miterLimit × h` of the vertex, else the bevel.
///
/// Pieces are written as half-planes `normal · p <= offset` (unit normals), so a point's depth inside a
/// piece is exact and its distance outside is at least the largest excess; ``coverageBounds(x:y:)``
/// uses those to bound the exact covered area of a pixel from below and above, without sampling error.
struct StrokeRegion {
  /// A convex piece of the stroke.
  private enum Shape {
    case halfPlanes([(normal: Point, offset: Double)])
    case disc(center: Point, radius: Double)
  }

  private struct Piece {
    var shape: Shape
    /// A disc holding the piece, to skip it quickly far away.
    var boundCenter: Point
    var boundRadius: Double
    /// How far the rasterized piece may lie from the exact one, in px.
    var slack: Double
  }

  /// How far rounding vertices and row and column crossings to 1/256 px moves an edge: twice √2/512 px,
  /// rounded up.
  static let roundingSlack = 1.0 / 128
  /// How far a rasterized disc may lie from the true circle: its flattened chords within 1/32 px inside,
  /// the cubic quarter circles within 0.027% of the radius outside, plus rounding.
  static func discSlack(radius: Double) -> Double { 1.0 / 32 + 0.000_27 * radius + roundingSlack }

  /// The side of the smallest cell the bounds split a pixel into, in px.
  static let smallestCell = 1.0 / 32

  private var pieces: [Piece] = []
  private let half: Double
  private let style: StrokeStyle

  /// The region of `style` along each subpath of straight segments through `points`.
  ///
  /// Dashes are cut by arc length, each subpath starting the pattern afresh at the phase; a dash keeps the
  /// corners it passes (joined) and has caps at both ends. On a closed subpath a dash still on when the
  /// contour returns to its start goes on into the first one. Lengths here must not put a dash's end on
  /// a vertex, nor give a dash of length 0.
  init(_ subpaths: [(points: [(Double, Double)], closed: Bool)], style: StrokeStyle) {
    self.style = style
    half = style.width / 2
    for subpath in subpaths {
      let points = subpath.points.map { Point(x: $0.0, y: $0.1) }
      if style.dashes.isEmpty {
        add(points, closed: subpath.closed)
      } else {
        let dashes = Self.dashes(along: points, closed: subpath.closed, style: style)
        for dash in dashes { add(dash, closed: false) }
      }
    }
  }

  /// The open polylines the dash pattern draws along `points`.
  private static func dashes(along points: [Point], closed: Bool, style: StrokeStyle) -> [[Point]] {
    let path = closed ? points + [points[0]] : points
    // The distance along the path to each point.
    var distances = [0.0]
    for index in 1..<path.count {
      let (dx, dy) = (path[index].x - path[index - 1].x, path[index].y - path[index - 1].y)
      distances.append(distances[index - 1] + (dx * dx + dy * dy).squareRoot())
    }
    let total = distances[distances.count - 1]
    func point(at distance: Double) -> Point {
      let index = min(distances.lastIndex { $0 <= distance } ?? 0, path.count - 2)
      let t = (distance - distances[index]) / (distances[index + 1] - distances[index])
      let (a, b) = (path[index], path[index + 1])
      return Point(x: a.x + t * (b.x - a.x), y: a.y + t * (b.y - a.y))
    }
    let intervals = style.dashes.count % 2 == 0 ? style.dashes : style.dashes + style.dashes
    let period = intervals.reduce(0, +)
    // The path's start lies `phase` into the pattern (taken into 0..<period).
    let offset = style.dashPhase - (style.dashPhase / period).rounded(.down) * period
    var dashes: [(start: Double, end: Double)] = []
    var patternStart = -offset
    while patternStart < total {
      var position = patternStart
      for (index, length) in intervals.enumerated() {
        let (start, end) = (max(0, position), min(total, position + length))
        if index % 2 == 0, start < end { dashes.append((start, end)) }
        position += length
      }
      patternStart += period
    }
    var result = dashes.map { dash in
      let passed = (1..<(path.count - 1)).filter { dash.start < distances[$0] && distances[$0] < dash.end }
      return [point(at: dash.start)] + passed.map { path[$0] } + [point(at: dash.end)]
    }
    if closed, result.count > 1, dashes[0].start == 0, dashes[dashes.count - 1].end == total {
      // The contour's start becomes a corner inside the dash.
      let first = result.removeFirst()
      result[result.count - 1] += first.dropFirst()
    }
    return result
  }

  // MARK: - Building

  private func dot(_ a: Point, _ b: Point) -> Double { a.x * b.x + a.y * b.y }
  private func minus(_ a: Point, _ b: Point) -> Point { Point(x: a.x - b.x, y: a.y - b.y) }
  private func scaled(_ a: Point, _ k: Double) -> Point { Point(x: a.x * k, y: a.y * k) }
  private func length(_ a: Point) -> Double { dot(a, a).squareRoot() }
  private func unit(_ a: Point) -> Point { scaled(a, 1 / length(a)) }
  private func negated(_ a: Point) -> Point { Point(x: -a.x, y: -a.y) }

  private mutating func add(_ points: [Point], closed: Bool) {
    let count = points.count
    let segmentCount = closed ? count : count - 1
    for index in 0..<segmentCount {
      let (a, b) = (points[index], points[(index + 1) % count])
      let squareCaps = !closed && style.cap == .square
      addRectangle(
        a, b, extendStart: squareCaps && index == 0 ? half : 0,
        extendEnd: squareCaps && index == segmentCount - 1 ? half : 0)
    }
    let corners = closed ? Array(0..<count) : Array(1..<(count - 1))
    for index in corners {
      let vertex = points[index]
      addJoin(
        at: vertex, incoming: unit(minus(vertex, points[(index + count - 1) % count])),
        outgoing: unit(minus(points[(index + 1) % count], vertex)))
    }
    if !closed, style.cap == .round, let first = points.first, let last = points.last {
      addDisc(first)
      addDisc(last)
    }
  }

  /// The half-plane `normal · p <= normal · through + beyond`: the side of the line through `through`,
  /// moved `beyond` along `normal`, that `normal` points away from.
  private func side(_ normal: Point, through: Point, beyond: Double = 0) -> (normal: Point, offset: Double) {
    (normal, dot(normal, through) + beyond)
  }

  private mutating func addRectangle(_ a: Point, _ b: Point, extendStart: Double, extendEnd: Double) {
    let d = unit(minus(b, a))
    let n = Point(x: -d.y, y: d.x)
    let planes = [
      side(negated(d), through: a, beyond: extendStart), side(d, through: b, beyond: extendEnd),
      side(n, through: a, beyond: half), side(negated(n), through: a, beyond: half),
    ]
    let middle = Point(x: (a.x + b.x) / 2, y: (a.y + b.y) / 2)
    let reach = length(minus(b, a)) / 2 + max(extendStart, extendEnd) + half
    pieces.append(
      Piece(shape: .halfPlanes(planes), boundCenter: middle, boundRadius: reach, slack: Self.roundingSlack))
  }

  private mutating func addDisc(_ center: Point) {
    pieces.append(
      Piece(
        shape: .disc(center: center, radius: half), boundCenter: center, boundRadius: half,
        slack: Self.discSlack(radius: half)))
  }

  /// The join at `vertex` between unit directions `d1` (arriving) and `d2` (leaving).
  private mutating func addJoin(at vertex: Point, incoming d1: Point, outgoing d2: Point) {
    if style.join == .round {
      addDisc(vertex)
      return
    }
    // Each segment's normal on the outer side of the turn: pointing away from where the other segment goes.
    var o1 = Point(x: -d1.y, y: d1.x)
    if dot(o1, d2) > 0 { o1 = negated(o1) }
    var o2 = Point(x: -d2.y, y: d2.x)
    if dot(o2, d1) < 0 { o2 = negated(o2) }
    // Straight on, or straight back: no wedge (a miter of a reversal is infinitely long, so bevelled, and
    // a bevel across a reversal is empty).
    let determinant = o1.x * o2.y - o1.y * o2.x
    guard abs(determinant) > 1e-12 else { return }
    // Where the outer offset lines o1 · q = h and o2 · q = h cross, q from the vertex (Cramer's rule).
    let tip = Point(x: half * (o2.y - o1.y) / determinant, y: half * (o1.x - o2.x) / determinant)
    let wedge = [side(negated(d1), through: vertex), side(d2, through: vertex)]
    if style.join == .miter, length(tip) <= style.miterLimit * half {
      let planes = wedge + [side(o1, through: vertex, beyond: half), side(o2, through: vertex, beyond: half)]
      pieces.append(
        Piece(
          shape: .halfPlanes(planes), boundCenter: vertex, boundRadius: length(tip),
          slack: Self.roundingSlack))
    } else {
      // The line through the outer corners vertex + h·o1 and vertex + h·o2, across the bisector u.
      let u = unit(Point(x: o1.x + o2.x, y: o1.y + o2.y))
      let planes = wedge + [side(u, through: vertex, beyond: half * dot(o1, u))]
      pieces.append(
        Piece(shape: .halfPlanes(planes), boundCenter: vertex, boundRadius: half, slack: Self.roundingSlack))
    }
  }

  // MARK: - Measuring

  private enum Verdict { case inside, outside, unsure }

  /// Whether the whole disc of `radius` around `p`, grown by each piece's slack, is in the stroke, out
  /// of it, or neither can be told.
  private func verdict(_ p: Point, radius: Double) -> Verdict {
    var allOutside = true
    for piece in pieces {
      let margin = radius + piece.slack
      if length(minus(p, piece.boundCenter)) - piece.boundRadius >= margin { continue }
      let signedDistance: Double
      switch piece.shape {
      case .disc(let center, let r):
        signedDistance = length(minus(p, center)) - r
      case .halfPlanes(let planes):
        // Inside, the nearest side is exactly the depth; outside, the largest excess is at most the
        // distance.
        signedDistance = planes.map { dot($0.normal, p) - $0.offset }.max() ?? 0
      }
      if signedDistance <= -margin { return .inside }
      if signedDistance < margin { allOutside = false }
    }
    return allOutside ? .outside : .unsure
  }

  /// The least and greatest area of pixel (`x`, `y`) the rasterized stroke can cover, in px²: cells
  /// surely inside count in both, cells that cannot be told count only in the greatest, and cells are
  /// split in four down to ``smallestCell`` while they cannot be told.
  func coverageBounds(x: Int, y: Int) -> (least: Double, greatest: Double) {
    bounds(Point(x: Double(x) + 0.5, y: Double(y) + 0.5), side: 1)
  }

  private func bounds(_ center: Point, side: Double) -> (least: Double, greatest: Double) {
    // Half the diagonal, rounded up: every point of the cell lies this close to its centre.
    switch verdict(center, radius: side * 0.707_11) {
    case .inside: return (side * side, side * side)
    case .outside: return (0, 0)
    case .unsure:
      guard side > Self.smallestCell else { return (0, side * side) }
      var total = (least: 0.0, greatest: 0.0)
      for (dx, dy) in [(-1.0, -1.0), (1, -1), (-1, 1), (1, 1)] {
        let quarter = bounds(Point(x: center.x + dx * side / 4, y: center.y + dy * side / 4), side: side / 2)
        total = (total.least + quarter.least, total.greatest + quarter.greatest)
      }
      return total
    }
  }
}
