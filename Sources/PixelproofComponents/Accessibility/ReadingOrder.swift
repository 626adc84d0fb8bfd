/// The order a screen reader reads frames in: row by row from the top, each row in the writing direction,
/// as VoiceOver reads a screen.
///
/// Rows are found from the frames alone. Taken top edge first (then leading edge, then given order),
/// a frame joins the row being built when it overlaps every frame already in it vertically by at
/// least half of the smaller of the two heights; otherwise it starts the next row. Half the smaller
/// height is symmetric and accepts what a person sees as one line: a short label beside a tall control,
/// whether centred on it, top- or bottom-aligned, overlaps it by its whole height. It rejects lines
/// that merely touch or overlap by a sliver. Asking it of every frame in the row, not of the row's
/// union, keeps a tall frame from chaining two short rows beside it into one row, which leading-edge
/// order would then read column by column: the tall frame is read with the first short row it meets
/// going down, and the other short row is a row of its own.
struct ReadingOrder {
  /// The direction each row is read in: by left edges left to right, by right edges right to left.
  let direction: LayoutDirection

  /// The indices of `frames` in reading order; frames tied exactly keep their given order.
  func indices(of frames: [Rect]) -> [Int] {
    // STEP 1: top edge first, so each row is found where it starts.
    let downward = frames.indices.sorted { first, second in
      let a = frames[first]
      let b = frames[second]
      if a.minY != b.minY { return a.minY < b.minY }
      if leading(a) != leading(b) { return precedes(a, b) }
      return first < second
    }
    // STEP 2: rows, each a run of frames that pairwise share a line.
    var rows: [[Int]] = []
    for index in downward {
      if let row = rows.last, row.allSatisfy({ Self.shareALine(frames[$0], frames[index]) }) {
        rows[rows.count - 1].append(index)
      } else {
        rows.append([index])
      }
    }
    // STEP 3: each row in the writing direction; rows stay top to bottom.
    return rows.flatMap { row in
      row.sorted { first, second in
        let a = frames[first]
        let b = frames[second]
        if leading(a) != leading(b) { return precedes(a, b) }
        if a.minY != b.minY { return a.minY < b.minY }
        return first < second
      }
    }
  }

  /// Whether `a` and `b` overlap vertically by at least half of the smaller height.
  static func shareALine(_ a: Rect, _ b: Rect) -> Bool {
    let overlap = min(a.maxY, b.maxY) - max(a.minY, b.minY)
    return 2 * overlap >= min(a.height, b.height)
  }

  /// The edge a row is read from: the left edge left to right, the right edge right to left.
  private func leading(_ frame: Rect) -> Double {
    direction == .leftToRight ? frame.minX : frame.maxX
  }

  /// Whether `a`'s leading edge comes before `b`'s in the writing direction.
  private func precedes(_ a: Rect, _ b: Rect) -> Bool {
    direction == .leftToRight ? a.minX < b.minX : a.maxX > b.maxX
  }
}
