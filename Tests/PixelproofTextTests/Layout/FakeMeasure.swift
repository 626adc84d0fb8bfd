@testable import PixelproofText

// A fake font: every Latin character 10 pt, a space 5 pt, every CJK cluster (full-width punctuation
// included) 20 pt, a newline 0 pt. The ellipsis is 10 pt.

let fakeEllipsisAdvance = 10.0

func fakeMeasure(_ text: String) -> [MeasuredCluster] {
  text.map { character in
    let advance: Double
    switch BreakClass(character) {
    case .space: advance = 5
    case .mandatory: advance = 0
    case let breakClass where breakClass.isCJK: advance = 20
    default: advance = 10
    }
    return MeasuredCluster(character: character, advance: advance)
  }
}

/// The lines as drawn, with "…" where the ellipsis goes.
func drawnLines(_ lines: [TextLine], of clusters: [MeasuredCluster]) -> [String] {
  lines.map { line in
    String(line.leading.map { clusters[$0].character }) + (line.hasEllipsis ? "…" : "")
      + String(line.trailing.map { clusters[$0].character })
  }
}

/// Breaks `text` and returns each line as drawn and its width.
func breakLines(
  _ text: String, width: Double, mode: LineBreakMode = .wordWrap, numberOfLines: Int = 0
) -> (lines: [String], widths: [Double]) {
  let clusters = fakeMeasure(text)
  let breaker = LineBreaker(
    mode: mode, maximumWidth: width, numberOfLines: numberOfLines,
    ellipsisAdvance: fakeEllipsisAdvance)
  let lines = breaker.lines(for: clusters)
  return (drawnLines(lines, of: clusters), lines.map(\.width))
}

/// Truncates all of `text` in one run and returns it as drawn and its width.
func truncated(_ text: String, _ position: TruncationPosition, width: Double) -> (String, Double) {
  let clusters = fakeMeasure(text)
  let run = truncate(
    clusters, range: clusters.indices, position: position, width: width,
    ellipsisAdvance: fakeEllipsisAdvance)
  let line = TextLine(
    range: clusters.indices, leading: run.leading, trailing: run.trailing, hasEllipsis: run.hasEllipsis,
    width: run.width, endsParagraph: true)
  return (drawnLines([line], of: clusters)[0], run.width)
}
