import PixelproofGraphics

/// The `loca` and `glyf` tables: glyph outlines as quadratic TrueType contours, turned into Paths.
///
/// Glyph locations are checked when a glyph is read (its `loca` entries ascend and lie inside `glyf`),
/// so opening a font with tens of thousands of glyphs costs nothing per glyph.
struct GlyphOutlines: Sendable {
  private let loca: BinaryReader
  private let glyf: BinaryReader
  private let longOffsets: Bool
  let glyphCount: Int

  /// How deep composite glyphs may nest. Real fonts use two or three levels; the limit stops cycles.
  static let maximumNesting = 8
  /// How many components one glyph may draw in all, counting nested ones, so that a small corrupt
  /// font cannot make a glyph of exponentially many copies.
  static let maximumComponents = 1024
  /// How many points one glyph may have in all, counting components.
  static let maximumPoints = 1 << 18

  init(loca: BinaryReader, glyf: BinaryReader, indexToLocFormat: Int, glyphCount: Int) throws(FontError) {
    guard indexToLocFormat == 0 || indexToLocFormat == 1 else {
      throw .malformed(table: "head", reason: "indexToLocFormat is \(indexToLocFormat), not 0 or 1")
    }
    longOffsets = indexToLocFormat == 1
    // glyphCount + 1 entries: the last one ends the last glyph.
    try loca.require(0, length: (glyphCount + 1) * (longOffsets ? 4 : 2))
    self.loca = loca
    self.glyf = glyf
    self.glyphCount = glyphCount
  }

  /// The outline of `glyph` in font units, y down, origin on the baseline at the glyph origin.
  func outline(of glyph: GlyphID) throws(FontError) -> Path {
    var budget = Budget()
    let contours = try contours(of: Int(glyph.rawValue), depth: 0, budget: &budget)
    var path = Path()
    for contour in contours { Self.append(contour, to: &path) }
    return path
  }

  // MARK: - Points and contours

  /// A point of a TrueType contour, in font units with y up.
  struct ContourPoint {
    var x: Double
    var y: Double
    var onCurve: Bool
  }

  private struct Budget {
    var components = 0
    var points = 0
  }

  /// The bytes of glyph `index` in `glyf` (empty for a glyph without outline, such as the space).
  private func glyphData(_ index: Int) throws(FontError) -> BinaryReader {
    guard index < glyphCount else {
      throw .glyphOutOfRange(GlyphID(rawValue: UInt16(truncatingIfNeeded: index)), glyphCount: glyphCount)
    }
    let start: Int, end: Int
    if longOffsets {
      start = try loca.offset32(at: index * 4)
      end = try loca.offset32(at: index * 4 + 4)
    } else {
      start = try loca.offset16(at: index * 2) * 2
      end = try loca.offset16(at: index * 2 + 2) * 2
    }
    guard start <= end else {
      throw .malformed(table: "loca", reason: "glyph \(index) ends before it starts")
    }
    guard glyf.contains(start, length: end - start) else { throw .truncated(table: "glyf") }
    return try glyf.subview(at: start, length: end - start)
  }

  private func contours(
    of index: Int, depth: Int, budget: inout Budget
  ) throws(FontError) -> [[ContourPoint]] {
    let data = try glyphData(index)
    if data.count == 0 { return [] }
    let contourCount = Int(try data.int16(at: 0))
    // Then xMin, yMin, xMax, yMax: not needed, the path has its own bounds.
    if contourCount >= 0 {
      return try simpleContours(data, contourCount: contourCount, glyph: index, budget: &budget)
    }
    return try compositeContours(data, glyph: index, depth: depth, budget: &budget)
  }

  private func simpleContours(
    _ data: BinaryReader, contourCount: Int, glyph: Int, budget: inout Budget
  ) throws(FontError) -> [[ContourPoint]] {
    // STEP 1: contour ends, which ascend; the last one gives the point count.
    var ends: [Int] = []
    ends.reserveCapacity(contourCount)
    try data.require(10, length: contourCount * 2)
    for index in 0..<contourCount {
      let end = try data.offset16(at: 10 + index * 2)
      if let previous = ends.last, end <= previous {
        throw .malformed(table: "glyf", reason: "glyph \(glyph) has contour end points out of order")
      }
      ends.append(end)
    }
    let pointCount = (ends.last ?? -1) + 1
    budget.points += pointCount
    guard budget.points <= Self.maximumPoints else {
      throw .malformed(table: "glyf", reason: "glyph \(glyph) has more than \(Self.maximumPoints) points")
    }

    // STEP 2: skip the hinting instructions.
    let instructionsAt = 10 + contourCount * 2
    let instructionLength = try data.offset16(at: instructionsAt)
    var at = instructionsAt + 2 + instructionLength

    // STEP 3: flags, run-length encoded (bit 3 repeats a flag the next byte's number of times).
    var flags: [UInt8] = []
    flags.reserveCapacity(pointCount)
    while flags.count < pointCount {
      let flag = try data.uint8(at: at)
      at += 1
      flags.append(flag)
      if flag & 0x08 != 0 {
        let repeats = Int(try data.uint8(at: at))
        at += 1
        guard flags.count + repeats <= pointCount else {
          throw .malformed(table: "glyf", reason: "glyph \(glyph) repeats a flag past its last point")
        }
        flags.append(contentsOf: repeatElement(flag, count: repeats))
      }
    }

    // STEP 4: x then y coordinates, each a delta of one byte (bit 1 or 2, sign in bit 4 or 5) or two
    // bytes, or repeated (bit 4 or 5 without the short bit).
    var xs = [Int](repeating: 0, count: pointCount), ys = xs
    for (coordinates, shortBit, sameBit) in [(0, UInt8(0x02), UInt8(0x10)), (1, 0x04, 0x20)] {
      var value = 0
      for index in 0..<pointCount {
        let flag = flags[index]
        if flag & shortBit != 0 {
          let delta = Int(try data.uint8(at: at))
          at += 1
          value += flag & sameBit != 0 ? delta : -delta
        } else if flag & sameBit == 0 {
          value += Int(try data.int16(at: at))
          at += 2
        }
        if coordinates == 0 { xs[index] = value } else { ys[index] = value }
      }
    }

    // STEP 5: split into contours.
    var contours: [[ContourPoint]] = []
    contours.reserveCapacity(contourCount)
    var first = 0
    for end in ends {
      contours.append(
        (first...end).map { i in
          ContourPoint(x: Double(xs[i]), y: Double(ys[i]), onCurve: flags[i] & 0x01 != 0)
        })
      first = end + 1
    }
    return contours
  }

  private func compositeContours(
    _ data: BinaryReader, glyph: Int, depth: Int, budget: inout Budget
  ) throws(FontError) -> [[ContourPoint]] {
    guard depth < Self.maximumNesting else {
      throw .malformed(
        table: "glyf", reason: "glyph \(glyph) nests components more than \(Self.maximumNesting) deep")
    }
    var placed: [[ContourPoint]] = []
    var at = 10
    var flags: UInt16 = 0x0020  // MORE_COMPONENTS, to enter the loop
    while flags & 0x0020 != 0 {
      budget.components += 1
      guard budget.components <= Self.maximumComponents else {
        throw .malformed(
          table: "glyf", reason: "glyph \(glyph) has more than \(Self.maximumComponents) components")
      }
      flags = try data.uint16(at: at)
      let component = try data.offset16(at: at + 2)
      at += 4
      // ARG_1_AND_2_ARE_WORDS: 16-bit arguments, else 8-bit.
      let dx: Int, dy: Int
      if flags & 0x0001 != 0 {
        dx = Int(try data.int16(at: at))
        dy = Int(try data.int16(at: at + 2))
        at += 4
      } else {
        dx = Int(Int8(bitPattern: try data.uint8(at: at)))
        dy = Int(Int8(bitPattern: try data.uint8(at: at + 1)))
        at += 2
      }
      // ARGS_ARE_XY_VALUES unset means the arguments are point numbers to match.
      guard flags & 0x0002 != 0 else {
        throw .malformed(
          table: "glyf",
          reason: "glyph \(glyph) places a component by matching points, which is not supported")
      }
      // The 2x2 matrix: WE_HAVE_A_SCALE, WE_HAVE_AN_X_AND_Y_SCALE or WE_HAVE_A_TWO_BY_TWO.
      var (a, b, c, d) = (1.0, 0.0, 0.0, 1.0)
      if flags & 0x0008 != 0 {
        a = try data.f2dot14(at: at)
        d = a
        at += 2
      } else if flags & 0x0040 != 0 {
        a = try data.f2dot14(at: at)
        d = try data.f2dot14(at: at + 2)
        at += 4
      } else if flags & 0x0080 != 0 {
        a = try data.f2dot14(at: at)
        b = try data.f2dot14(at: at + 2)
        c = try data.f2dot14(at: at + 4)
        d = try data.f2dot14(at: at + 6)
        at += 8
      }
      // The offset is added after the matrix, unscaled (SCALED_COMPONENT_OFFSET, Apple's convention, is
      // not followed: no font in the bundle sets it).
      let (ox, oy) = (Double(dx), Double(dy))
      for var contour in try contours(of: component, depth: depth + 1, budget: &budget) {
        for i in contour.indices {
          let (x, y) = (contour[i].x, contour[i].y)
          contour[i].x = a * x + c * y + ox
          contour[i].y = b * x + d * y + oy
        }
        placed.append(contour)
      }
    }
    return placed
  }

  // MARK: - Contours to paths

  /// Appends one closed contour: on-curve points joined by lines, an off-curve point a quadratic
  /// control, and between two off-curve points the implied on-curve point halfway. y is negated.
  static func append(_ contour: [ContourPoint], to path: inout Path) {
    guard !contour.isEmpty else { return }
    func point(_ p: ContourPoint) -> Point { Point(x: p.x, y: -p.y) }
    func midpoint(_ p: ContourPoint, _ q: ContourPoint) -> ContourPoint {
      ContourPoint(x: (p.x + q.x) / 2, y: (p.y + q.y) / 2, onCurve: true)
    }
    // Start on an on-curve point: the first, else the last, else the midpoint of last and first.
    let start: ContourPoint
    let rest: ArraySlice<ContourPoint>
    if contour[0].onCurve {
      start = contour[0]
      rest = contour[1...]
    } else if let last = contour.last, last.onCurve {
      start = last
      rest = contour[..<(contour.count - 1)]
    } else {
      start = midpoint(contour[contour.count - 1], contour[0])
      rest = contour[...]
    }
    path.move(to: point(start))
    var control: ContourPoint?
    for p in rest {
      if p.onCurve {
        if let c = control {
          path.quadCurve(to: point(p), control: point(c))
        } else {
          path.line(to: point(p))
        }
        control = nil
      } else {
        if let c = control { path.quadCurve(to: point(midpoint(c, p)), control: point(c)) }
        control = p
      }
    }
    if let c = control { path.quadCurve(to: point(start), control: point(c)) }
    path.close()
  }
}
