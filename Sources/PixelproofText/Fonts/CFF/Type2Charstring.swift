import PixelproofGraphics

/// Runs one glyph's Type 2 charstring (CFF) or CFF2 charstring and collects its outline: moves, lines
/// and cubic curves, each contour closed.
///
/// Work is bounded whatever the font holds: the operand stack (48 values, 513 in CFF2), subroutine
/// nesting (10 levels, the specification's limit) and the operators run for one glyph, subroutines
/// included (``maximumOperators``), so a hostile charstring can neither recurse nor loop for long.
/// Hints are counted (a hint mask's length depends on them) and otherwise ignored; the arithmetic and
/// storage operators that fonts do not use are refused.
struct Type2Charstring {
  /// The most operators one glyph may run: real glyphs, the densest CJK ones included, run a few
  /// hundred.
  static let maximumOperators = 20_000
  /// The specification's subroutine nesting limit.
  static let maximumNesting = 10

  private let isCFF2: Bool
  private let globalSubroutines: CompactFontIndex
  private let localSubroutines: CompactFontIndex?
  private let regionCounts: [Int]
  private var variationStoreIndex: Int
  private let table: String
  private let glyph: Int

  private var stack: [Double] = []
  private var stemCount = 0
  /// Whether the advance width that may come first on the stack has been looked for (CFF only).
  private var widthSeen = false
  private var operatorsRun = 0
  private var finished = false
  private var x = 0.0
  private var y = 0.0
  private var contourOpen = false
  private(set) var path = Path()

  init(
    isCFF2: Bool, globalSubroutines: CompactFontIndex, localSubroutines: CompactFontIndex?,
    regionCounts: [Int], variationStoreIndex: Int, table: String, glyph: Int
  ) {
    self.isCFF2 = isCFF2
    self.globalSubroutines = globalSubroutines
    self.localSubroutines = localSubroutines
    self.regionCounts = regionCounts
    self.variationStoreIndex = variationStoreIndex
    self.table = table
    self.glyph = glyph
    // CFF2 charstrings carry no width.
    widthSeen = isCFF2
  }

  /// The outline, its last contour closed.
  mutating func finish() -> Path {
    if contourOpen { path.close() }
    contourOpen = false
    return path
  }

  /// Runs `charstring` (a glyph's, or a subroutine's at `depth`).
  mutating func run(_ charstring: BinaryReader, depth: Int = 0) throws(FontError) {
    var offset = 0
    while offset < charstring.count, !finished {
      let byte = Int(try charstring.uint8(at: offset))
      offset += 1
      switch byte {
      case 28:
        try push(Double(try charstring.int16(at: offset)))
        offset += 2
      case 32...246:
        try push(Double(byte - 139))
      case 247...250:
        try push(Double((byte - 247) * 256 + Int(try charstring.uint8(at: offset)) + 108))
        offset += 1
      case 251...254:
        try push(Double(-(byte - 251) * 256 - Int(try charstring.uint8(at: offset)) - 108))
        offset += 1
      case 255:
        // 16.16 fixed point: a multiple of 2^-16, exact in a Double, as are the sums of a few of them.
        try push(Double(Int32(bitPattern: try charstring.uint32(at: offset))) / 65536)
        offset += 4
      default:
        operatorsRun += 1
        guard operatorsRun <= Self.maximumOperators else {
          throw fail("it runs more than \(Self.maximumOperators) operators")
        }
        var op = byte
        if byte == 12 {
          op = 1200 + Int(try charstring.uint8(at: offset))
          offset += 1
        }
        if op == 19 || op == 20 {
          // hintmask, cntrmask: operands left are vertical stems (an implied vstemhm), then the mask.
          takeWidth(ifOperandCountIsOdd: true)
          stemCount += stack.count / 2
          stack.removeAll(keepingCapacity: true)
          offset += (stemCount + 7) / 8
          continue
        }
        if op == 10 || op == 29 {
          try callSubroutine(global: op == 29, depth: depth)
          continue
        }
        if op == 11 {
          guard !isCFF2 else { throw fail("CFF2 has no return operator") }
          return
        }
        try perform(op)
      }
    }
  }

  private mutating func push(_ value: Double) throws(FontError) {
    guard stack.count < (isCFF2 ? 513 : 48) else { throw fail("its operand stack overflows") }
    stack.append(value)
  }

  private func fail(_ reason: String) -> FontError {
    .malformed(table: table, reason: "glyph \(glyph)'s charstring cannot be run: \(reason)")
  }

  private mutating func callSubroutine(global: Bool, depth: Int) throws(FontError) {
    guard depth < Self.maximumNesting else { throw fail("subroutines nest deeper than 10") }
    guard let number = stack.popLast(), let integral = Int(exactly: number) else {
      throw fail("a subroutine call has no whole subroutine number")
    }
    guard let subroutines = global ? globalSubroutines : localSubroutines else {
      throw fail("it calls a local subroutine and the font has none")
    }
    // The bias lets one-byte numbers reach the middle of large subroutine lists.
    let bias = subroutines.count < 1240 ? 107 : subroutines.count < 33900 ? 1131 : 32768
    let index = integral + bias
    guard index >= 0, index < subroutines.count else {
      throw fail("it calls subroutine \(integral), outside the \(subroutines.count) the font has")
    }
    try run(try subroutines[index], depth: depth + 1)
  }

  /// In CFF, the first stack-clearing operator may carry the advance width under its operands: one
  /// operand more than the operator takes. It is dropped; the advance comes from `hmtx`.
  private mutating func takeWidth(ifOperandCountIsOdd odd: Bool = false, beyond count: Int = 0) {
    guard !widthSeen else { return }
    widthSeen = true
    let hasWidth = odd ? stack.count % 2 == 1 : stack.count > count
    if hasWidth, !stack.isEmpty { stack.removeFirst() }
  }

  private mutating func perform(_ op: Int) throws(FontError) {
    let args = stack
    stack.removeAll(keepingCapacity: true)
    switch op {
    case 1, 3, 18, 23:  // hstem, vstem, hstemhm, vstemhm
      stack = args
      takeWidth(ifOperandCountIsOdd: true)
      stemCount += stack.count / 2
      stack.removeAll(keepingCapacity: true)
    case 21:  // rmoveto
      stack = args
      takeWidth(beyond: 2)
      try moveBy(try operand(0), try operand(1))
      stack.removeAll(keepingCapacity: true)
    case 22, 4:  // hmoveto, vmoveto
      stack = args
      takeWidth(beyond: 1)
      let delta = try operand(0)
      try op == 22 ? moveBy(delta, 0) : moveBy(0, delta)
      stack.removeAll(keepingCapacity: true)
    case 14:  // endchar
      guard !isCFF2 else { throw fail("CFF2 has no endchar operator") }
      stack = args
      // One or five operands: a width first (four are seac's).
      takeWidth(ifOperandCountIsOdd: true)
      guard stack.isEmpty else {
        throw fail("it composes an accented character (endchar's seac form), which is not supported")
      }
      stack.removeAll(keepingCapacity: true)
      finished = true
    case 5:  // rlineto
      try require(args, pairs: 2, from: 0)
      for index in stride(from: 0, to: args.count - 1, by: 2) { lineBy(args[index], args[index + 1]) }
    case 6, 7:  // hlineto, vlineto: alternating horizontal and vertical lines
      try require(args, atLeast: 1)
      var horizontal = op == 6
      for delta in args {
        horizontal ? lineBy(delta, 0) : lineBy(0, delta)
        horizontal.toggle()
      }
    case 8:  // rrcurveto
      try require(args, pairs: 6, from: 0)
      for index in stride(from: 0, to: args.count - 5, by: 6) { curveBy(args[index..<index + 6]) }
    case 24:  // rcurveline: curves, then a line
      try require(args, pairs: 6, from: 2)
      let curves = args.count - 2
      for index in stride(from: 0, to: curves, by: 6) { curveBy(args[index..<index + 6]) }
      lineBy(args[curves], args[curves + 1])
    case 25:  // rlinecurve: lines, then a curve
      try require(args, pairs: 2, from: 6)
      let lines = args.count - 6
      for index in stride(from: 0, to: lines, by: 2) { lineBy(args[index], args[index + 1]) }
      curveBy(args[lines..<lines + 6])
    case 26, 27:  // vvcurveto, hhcurveto: an optional first offset across, then groups of 4
      try require(args, pairs: 4, from: args.count % 4)
      var across = args.count % 4 == 1 ? args[0] : 0
      for index in stride(from: args.count % 4, to: args.count, by: 4) {
        let (a, b, c, d) = (args[index], args[index + 1], args[index + 2], args[index + 3])
        if op == 27 {
          curveBy([a, across, b, c, d, 0])
        } else {
          curveBy([across, a, b, c, 0, d])
        }
        across = 0
      }
    case 30, 31:  // vhcurveto, hvcurveto: tangents alternating, an optional last offset across
      try require(args, atLeast: 4)
      guard args.count % 4 == 0 || args.count % 4 == 1 else {
        throw fail("operator \(op) has \(args.count) operands")
      }
      var horizontal = op == 31
      let groups = args.count / 4
      for group in 0..<groups {
        let index = group * 4
        let (a, b, c, d) = (args[index], args[index + 1], args[index + 2], args[index + 3])
        let last = group == groups - 1 && args.count % 4 == 1 ? args[args.count - 1] : 0
        if horizontal {
          curveBy([a, 0, b, c, last, d])
        } else {
          curveBy([0, a, b, c, d, last])
        }
        horizontal.toggle()
      }
    case 1235:  // flex: two curves
      try require(args, exactly: 13)
      curveBy(args[0..<6])
      curveBy(args[6..<12])
    case 1234:  // hflex: two curves, the second back at the starting height
      try require(args, exactly: 7)
      curveBy([args[0], 0, args[1], args[2], args[3], 0])
      curveBy([args[4], 0, args[5], -args[2], args[6], 0])
    case 1236:  // hflex1
      try require(args, exactly: 9)
      let startY = y
      curveBy([args[0], args[1], args[2], args[3], args[4], 0])
      let secondRise = args[7]
      curveBy([args[5], 0, args[6], secondRise, args[8], startY - (y + secondRise)])
    case 1237:  // flex1: the last point's one offset along the flex's longer side
      try require(args, exactly: 11)
      let (startX, startY) = (x, y)
      curveBy(args[0..<6])
      let dx = args[0] + args[2] + args[4] + args[6] + args[8]
      let dy = args[1] + args[3] + args[5] + args[7] + args[9]
      let last: (Double, Double)
      if abs(dx) > abs(dy) {
        last = (args[10], startY - (y + args[7] + args[9]))
      } else {
        last = (startX - (x + args[6] + args[8]), args[10])
      }
      curveBy([args[6], args[7], args[8], args[9], last.0, last.1])
    case 15:  // vsindex (CFF2)
      guard isCFF2, let index = args.last.flatMap({ Int(exactly: $0) }), index >= 0 else {
        throw fail("vsindex has no valid index")
      }
      variationStoreIndex = index
    case 16:  // blend (CFF2): keep the default values, drop their deltas
      guard isCFF2, let count = args.last.flatMap({ Int(exactly: $0) }), count >= 0 else {
        throw fail("blend has no valid count")
      }
      guard variationStoreIndex < regionCounts.count || count == 0 else {
        throw fail("blend uses variation data \(variationStoreIndex), which the font does not have")
      }
      let regions = count == 0 ? 0 : regionCounts[variationStoreIndex]
      let operands = count * (regions + 1)
      guard operands <= args.count - 1 else { throw fail("blend has too few operands") }
      let first = args.count - 1 - operands
      stack = Array(args[..<first]) + Array(args[first..<first + count])
    default:
      throw fail("operator \(op > 1200 ? "12 \(op - 1200)" : String(op)) is not supported")
    }
  }

  private func operand(_ index: Int) throws(FontError) -> Double {
    guard index < stack.count else { throw fail("an operator has too few operands") }
    return stack[index]
  }

  private func require(_ args: [Double], atLeast count: Int) throws(FontError) {
    guard args.count >= count else { throw fail("an operator has \(args.count) operands, too few") }
  }

  private func require(_ args: [Double], exactly count: Int) throws(FontError) {
    guard args.count == count else { throw fail("an operator has \(args.count) operands, not \(count)") }
  }

  /// At least one group of `size` operands, whole groups, after `extra` operands.
  private func require(_ args: [Double], pairs size: Int, from extra: Int) throws(FontError) {
    guard args.count >= size + extra, (args.count - extra) % size == 0 else {
      throw fail("an operator has \(args.count) operands, not groups of \(size)")
    }
  }

  // MARK: - Drawing (charstrings are y up; outlines are y down)

  private mutating func moveBy(_ dx: Double, _ dy: Double) throws(FontError) {
    if contourOpen { path.close() }
    x += dx
    y += dy
    path.move(to: Point(x: x, y: -y))
    contourOpen = true
  }

  private mutating func startIfNeeded() {
    guard !contourOpen else { return }
    path.move(to: Point(x: x, y: -y))
    contourOpen = true
  }

  private mutating func lineBy(_ dx: Double, _ dy: Double) {
    startIfNeeded()
    x += dx
    y += dy
    path.line(to: Point(x: x, y: -y))
  }

  /// A curve from six offsets, each control point relative to the one before.
  private mutating func curveBy<C: Collection>(_ offsets: C) where C.Element == Double, C.Index == Int {
    startIfNeeded()
    let o = offsets.startIndex
    let first = Point(x: x + offsets[o], y: -(y + offsets[o + 1]))
    let second = Point(x: first.x + offsets[o + 2], y: first.y - offsets[o + 3])
    x = second.x + offsets[o + 4]
    y = -second.y + offsets[o + 5]
    path.cubicCurve(to: Point(x: x, y: -y), control1: first, control2: second)
  }
}
