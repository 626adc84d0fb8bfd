import PixelproofVerifier

/// Times lists: a 1,000-cell list laid out and rendered whole, and one phone screen of a 10,000-cell list
/// in a scrolled window, next to a list of just the cells that screen shows: the window should cost
/// about what that screen costs, since cells outside it are neither painted nor (with known heights)
/// laid out.
///
/// Each case's layout is checked once before it is timed (its cell count); one that fails is reported
/// and not timed.
struct ListBenchmarks {
  /// A phone screen in points, rendered at 3x.
  static let screen = Size(width: 375, height: 812)
  static let scale = 3
  /// Rows of the screen cases: 64 points, so 812 points show 13 of them (12 whole and a part).
  static let rowHeight = 64.0
  /// Rows of the whole-list case: 16 points, so 1,000 of them are 16,000 px at 1x, inside the
  /// renderer's 16,384 px limit.
  static let compactRowHeight = 16.0

  let stopwatch: Stopwatch

  /// Runs and prints the list figures.
  ///
  /// - Returns: the figures whose check failed, which were not timed.
  /// - Throws: when a list cannot be laid out or rendered at all.
  func run() throws -> [PaintingBenchmarks.Unchecked] {
    let window = SizeProposal.fixed(width: Self.screen.width, height: Self.screen.height)
    let cases:
      [(name: String, list: any Component, proposal: SizeProposal, scale: Int, cells: ClosedRange<Int>)] = [
        (
          "1,000 cells of 16 pt, whole list, 1x", Self.list(count: 1_000, rowHeight: Self.compactRowHeight),
          .width(Self.screen.width), 1, 1_000...1_000
        ),
        (
          "13 cells, one screen, 3x", Self.list(count: 13, rowHeight: Self.rowHeight), window, Self.scale,
          13...13
        ),
        (
          "10,000 cells scrolled to row 5,000, 3x",
          Self.list(count: 10_000, rowHeight: Self.rowHeight).scrolled(to: "row5000"), window, Self.scale,
          13...13
        ),
        // Rows about 66 pt under a title bar: a dozen or so, whatever the fonts' exact heights.
        (
          "10,000 self-sizing cells in 100 sections, first screen, 3x",
          Self.sectionedList(sections: 100, cellsEach: 100), window, Self.scale, 8...16
        ),
      ]
    var rows: [BenchmarkRow] = []
    var unchecked: [PaintingBenchmarks.Unchecked] = []
    for entry in cases {
      let cells = try ComponentRenderer.layout(entry.list, in: entry.proposal, scale: entry.scale).listCells()
      guard entry.cells.contains(cells.count) else {
        unchecked.append(
          .init(name: entry.name, reason: "\(cells.count) cells in the layout, not \(entry.cells)"))
        continue
      }
      let layout = try stopwatch.measure("layout, " + entry.name) {
        UInt64(
          try ComponentRenderer.layout(entry.list, in: entry.proposal, scale: entry.scale).children.count)
      }
      let render = try stopwatch.measure("layout + render, " + entry.name) {
        try ComponentRenderer.render(entry.list, in: entry.proposal, scale: entry.scale).bitmap.pixels
          .middleByte
      }
      rows += [(layout, nil), (render, nil)]
    }
    print(
      "Lists: rows of a title and a subtitle; screens \(Int(Self.screen.width)) x "
        + "\(Int(Self.screen.height)) points at \(Self.scale)x, rows \(Int(Self.rowHeight)) pt (section row "
        + "height, known without layout)")
    print()
    printTable(rows)
    for figure in unchecked { print("NOT TIMED  \(figure.name): \(figure.reason)") }
    print()
    print("digest (keeps the optimizer honest): \(rows.reduce(UInt64(0)) { $0 &+ $1.0.digest })")
    return unchecked
  }

  /// One plain section of `count` rows `rowHeight` tall.
  static func list(count: Int, rowHeight: Double) -> List {
    List {
      Section(id: "rows") { for index in 0..<count { row(index, compact: rowHeight < 30).id("row\(index)") } }
        .rowHeight(rowHeight)
    }
  }

  /// `sections` plain sections with titles, of `cellsEach` self-sizing rows.
  static func sectionedList(sections: Int, cellsEach: Int) -> List {
    List {
      for section in 0..<sections {
        Section(id: "s\(section)", header: "Section \(section)") {
          for index in 0..<cellsEach {
            row(section * cellsEach + index, compact: false).id("row\(section)-\(index)")
          }
        }
      }
    }
  }

  /// A row: a title, and below it a subtitle unless compact.
  static func row(_ index: Int, compact: Bool) -> any Component {
    let title = Label("Message \(index)", font: .system(size: compact ? 11 : 16, weight: .bold))
    if compact { return title.inset(horizontal: 16, vertical: 1) }
    return Stack(spacing: 2) {
      title
      Label("See you at the harbour at six?", font: .system(size: 14), color: Color(hex: 0x8E8E93))
    }
    .inset(horizontal: 16, vertical: 12)
  }
}
