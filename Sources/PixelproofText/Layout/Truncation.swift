// Squeezing a run of clusters into one line with an ellipsis, cutting only between whole clusters.

/// Which part of a run gives way to the ellipsis.
enum TruncationPosition: Sendable, Hashable {
  case head, middle, tail
}

/// What stays of a run of clusters squeezed into a width.
struct TruncatedRun: Equatable, Sendable {
  /// The clusters drawn before the ellipsis (all of them when the run fits).
  var leading: Range<Int>
  /// The clusters drawn after the ellipsis.
  var trailing: Range<Int>
  /// Whether the ellipsis is drawn.
  var hasEllipsis: Bool
  /// The drawn width: `leading`, the ellipsis and `trailing`.
  var width: Double
}

/// Fits a run of clusters into a width, replacing what does not fit with an ellipsis.
///
/// A run without newlines that fits is kept whole, its trailing spaces hanging. Otherwise the ellipsis
/// takes the place of the dropped clusters and whole clusters are kept around it: the start for
/// `.tail`, the end for `.head`, and for `.middle` one from the start, then one from the end, and so
/// on, until the next one does not fit (so the start keeps as many clusters as the end, or one more).
/// The kept start never reaches past the run's first newline nor the kept end before its last one, so
/// "ab\ncd" truncates to "ab…", "…cd" or "ab…cd"; a newline ending the run hides nothing. Spaces next to
/// the ellipsis are dropped. When even the ellipsis does not fit, nothing is drawn.
///
/// - Parameters:
///   - clusters: the measured text.
///   - range: the run to fit, a part of `clusters`.
///   - position: which part of the run gives way.
///   - width: the room for the run, in points.
///   - ellipsisAdvance: the advance of "…", in points.
/// - Returns: the clusters kept on either side of the ellipsis, and the drawn width.
func truncate(
  _ clusters: [MeasuredCluster], range: Range<Int>, position: TruncationPosition, width: Double,
  ellipsisAdvance: Double
) -> TruncatedRun {
  func isNewline(_ index: Int) -> Bool { clusters[index].character.isNewline }
  func isSpace(_ index: Int) -> Bool { BreakClass(clusters[index].character) == .space }
  let limit = width + TextLayout.widthTolerance

  // STEP 1: a newline ending the run leaves nothing unseen.
  var run = range
  if let last = run.last, isNewline(last) { run = run.lowerBound..<last }

  // STEP 2: a run on one line that fits is drawn whole.
  let firstNewline = run.first(where: isNewline)
  if firstNewline == nil {
    var end = run.upperBound
    while end > run.lowerBound, isSpace(end - 1) { end -= 1 }
    let drawnWidth = totalAdvance(of: run.lowerBound..<end, in: clusters)
    if drawnWidth <= limit {
      return TruncatedRun(
        leading: run.lowerBound..<end, trailing: run.upperBound..<run.upperBound, hasEllipsis: false,
        width: drawnWidth)
    }
  }

  // STEP 3: without room for the ellipsis, draw nothing rather than a clipped ellipsis.
  guard ellipsisAdvance <= limit else {
    return TruncatedRun(
      leading: run.lowerBound..<run.lowerBound, trailing: run.upperBound..<run.upperBound,
      hasEllipsis: false, width: 0)
  }

  // STEP 4: keep whole clusters beside the ellipsis while they fit.
  let frontEnd = firstNewline ?? run.upperBound
  let backStart = run.last(where: isNewline).map { $0 + 1 } ?? run.lowerBound
  var headEnd = run.lowerBound  // the kept start is run.lowerBound..<headEnd
  var tailStart = run.upperBound  // the kept end is tailStart..<run.upperBound
  var used = ellipsisAdvance
  var fromFront = position != .head
  while true {
    let frontOpen = position != .head && headEnd < frontEnd && headEnd < tailStart
    let backOpen = position != .tail && tailStart > backStart && tailStart > headEnd
    if fromFront && !frontOpen { fromFront = false }
    if !fromFront && !backOpen {
      guard frontOpen else { break }
      fromFront = true
    }
    let next = fromFront ? headEnd : tailStart - 1
    guard used + clusters[next].advance <= limit else { break }
    used += clusters[next].advance
    if fromFront { headEnd += 1 } else { tailStart -= 1 }
    if position == .middle { fromFront.toggle() }
  }

  // STEP 5: spaces against the ellipsis would only widen the gap around it.
  while headEnd > run.lowerBound, isSpace(headEnd - 1) { headEnd -= 1 }
  while tailStart < run.upperBound, isSpace(tailStart) { tailStart += 1 }
  let leading = run.lowerBound..<headEnd
  let trailing = tailStart..<run.upperBound
  return TruncatedRun(
    leading: leading, trailing: trailing, hasEllipsis: true,
    width: totalAdvance(of: leading, in: clusters) + ellipsisAdvance
      + totalAdvance(of: trailing, in: clusters))
}
