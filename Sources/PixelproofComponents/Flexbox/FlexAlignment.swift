/// How justify-content or align-content spreads free space among items or lines, in flex-relative terms.
struct FlexAlignment {
  enum Mode {
    case flexStart, flexEnd, center, spaceBetween, spaceAround, spaceEvenly
  }

  let mode: Mode
  /// Whether `start` is flex-start, for safe alignment.
  let startIsFlexStart: Bool
  /// Aligns to the start when the subjects overflow (CSS `safe`).
  let isSafe: Bool
  /// A distributed mode that fell back because there was no room or a single subject: it falls back
  /// again to the start when the subjects overflow ("safe" alignment).
  let isFallback: Bool

  /// - Parameter startIsFlexStart: whether the writing-mode `start` is the flex-start side.
  init(_ justify: FlexStyle.JustifyContent, startIsFlexStart: Bool, isSafe: Bool) {
    self.startIsFlexStart = startIsFlexStart
    self.isSafe = isSafe
    switch justify {
    case .flexStart: mode = .flexStart
    case .flexEnd: mode = .flexEnd
    case .start: mode = startIsFlexStart ? .flexStart : .flexEnd
    case .end: mode = startIsFlexStart ? .flexEnd : .flexStart
    case .center: mode = .center
    case .spaceBetween: mode = .spaceBetween
    case .spaceAround: mode = .spaceAround
    case .spaceEvenly: mode = .spaceEvenly
    }
    isFallback = false
  }

  /// align-content has the same distributions; `stretch` has already grown the lines, so what is left
  /// goes after them.
  init(_ align: FlexStyle.AlignContent, startIsFlexStart: Bool, isSafe: Bool) {
    let justify: FlexStyle.JustifyContent =
      switch align {
      case .flexStart, .stretch: .flexStart
      case .flexEnd: .flexEnd
      case .start: .start
      case .end: .end
      case .center: .center
      case .spaceBetween: .spaceBetween
      case .spaceAround: .spaceAround
      case .spaceEvenly: .spaceEvenly
      }
    self.init(justify, startIsFlexStart: startIsFlexStart, isSafe: isSafe)
  }

  private init(mode: Mode, startIsFlexStart: Bool, isSafe: Bool, isFallback: Bool) {
    self.mode = mode
    self.startIsFlexStart = startIsFlexStart
    self.isSafe = isSafe
    self.isFallback = isFallback
  }

  private func with(_ mode: Mode, fallback: Bool) -> FlexAlignment {
    FlexAlignment(mode: mode, startIsFlexStart: startIsFlexStart, isSafe: isSafe, isFallback: fallback)
  }

  /// The mode actually used for `count` subjects with `freeSpace`: distributed modes fall back (css-align-3)
  /// when there is one subject or no room, and a fallback never lets subjects overflow the start.
  func resolved(freeSpace: Double, count: Int) -> FlexAlignment {
    var result = self
    if count <= 1 || freeSpace <= 0 {
      switch mode {
      case .spaceBetween: result = with(.flexStart, fallback: true)
      case .spaceAround, .spaceEvenly: result = with(.center, fallback: true)
      default: break
      }
    }
    // css-align-3 §4.3: space-between falls back to flex-start; space-around and space-evenly to
    // `safe center`, which puts overflowing subjects at the writing-mode start, not at flex-start.
    if result.isFallback, freeSpace < 0 {
      let toStart = mode == .spaceBetween || startIsFlexStart
      result = with(toStart ? .flexStart : .flexEnd, fallback: true)
    }
    if isSafe, freeSpace < 0 {
      result = with(startIsFlexStart ? .flexStart : .flexEnd, fallback: result.isFallback)
    }
    return result
  }

  /// The space before a subject, walking subjects physically (from the left or top).
  ///
  /// - Parameter reversed: flex-start is on the physical end, so the walk runs from flex-end.
  func offset(freeSpace: Double, count: Int, gap: Double, reversed: Bool, isFirst: Bool) -> Double {
    if isFirst {
      switch mode {
      case .flexStart: return reversed ? freeSpace : 0
      case .flexEnd: return reversed ? 0 : freeSpace
      case .center: return freeSpace / 2
      case .spaceBetween: return 0
      case .spaceAround: return freeSpace >= 0 ? freeSpace / Double(count) / 2 : freeSpace / 2
      case .spaceEvenly: return freeSpace >= 0 ? freeSpace / Double(count + 1) : freeSpace / 2
      }
    }
    let room = max(freeSpace, 0)
    switch mode {
    case .flexStart, .flexEnd, .center: return gap
    case .spaceBetween: return gap + room / Double(count - 1)
    case .spaceAround: return gap + room / Double(count)
    case .spaceEvenly: return gap + room / Double(count + 1)
    }
  }
}
