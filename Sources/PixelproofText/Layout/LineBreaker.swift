// Greedy line filling over measured clusters, like UIKit: each line takes as much as fits, then the
// last allowed break before the overflow ends it.

/// How text that does not fit on one line is wrapped or shortened, as `NSLineBreakMode`.
public enum LineBreakMode: Sendable, Hashable {
  /// Break at word boundaries; a word longer than a line is broken between characters.
  case wordWrap
  /// Break between any two clusters, kinsoku permitting.
  case characterWrap
  /// Keep the end of the last line and replace its start with an ellipsis.
  case truncateHead
  /// Keep both ends of the last line and replace its middle with an ellipsis.
  case truncateMiddle
  /// Keep the start of the last line and replace its end with an ellipsis.
  case truncateTail
}

/// One grapheme cluster and how far it moves the pen.
struct MeasuredCluster: Equatable, Sendable {
  var character: Character
  /// In points, letter spacing included; finite and not negative.
  var advance: Double
}

/// One line of laid-out text: the clusters it uses and the part of them that is drawn.
struct TextLine: Equatable, Sendable {
  /// Every cluster the line consumes, hanging spaces and the ending newline included. The ranges of
  /// consecutive lines tile the text; a truncated last line consumes the rest of it.
  var range: Range<Int>
  /// The clusters drawn before the ellipsis, or all the drawn clusters when there is none; hanging
  /// spaces and the newline are left out.
  var leading: Range<Int>
  /// The clusters drawn after the ellipsis; empty except for head and middle truncation.
  var trailing: Range<Int>
  /// Whether an ellipsis is drawn between `leading` and `trailing`.
  var hasEllipsis: Bool
  /// The drawn width: `leading`, the ellipsis and `trailing`, without hanging spaces.
  var width: Double
  /// Whether a newline or the end of the text ends the line; such lines are not justified.
  var endsParagraph: Bool
}

/// Breaks measured text into lines.
struct LineBreaker: Sendable {
  var mode: LineBreakMode
  /// The widest a line may be, in points; `.infinity` for no wrapping.
  var maximumWidth: Double
  /// The most lines shown; 0 for no limit, as `UILabel.numberOfLines`.
  var numberOfLines: Int = 0
  /// The advance of "…" in the caller's font, in points.
  var ellipsisAdvance: Double = 0

  /// Lays the clusters out in lines.
  ///
  /// Every mode wraps; `characterWrap` between clusters, the others at word boundaries. When
  /// `numberOfLines` cuts the text short, the last line shown is truncated: at its tail for the wrap
  /// modes and `truncateTail`, at its head or middle for those modes (UIKit's behaviour).
  ///
  /// - Parameters:
  ///   - clusters: the text, one element per grapheme cluster.
  /// - Returns: the lines, top to bottom; none for empty text, and an empty last line after a final
  ///   newline.
  func lines(for clusters: [MeasuredCluster]) -> [TextLine] {
    // STEP 1: find where lines may end.
    let classes = clusters.map { BreakClass($0.character) }
    let characterBreaks = characterBreakOpportunities(classes)
    let preferredBreaks =
      mode == .characterWrap ? characterBreaks : wordBreakOpportunities(clusters.map(\.character))

    // STEP 2: fill lines greedily.
    var lines: [TextLine] = []
    var start = 0
    while start < clusters.count {
      let line = nextLine(
        from: start, of: clusters, classes: classes, preferring: preferredBreaks,
        otherwise: characterBreaks)
      lines.append(line)
      start = line.range.upperBound
    }
    if let last = clusters.last, last.character.isNewline {
      let end = clusters.count
      lines.append(
        TextLine(
          range: end..<end, leading: end..<end, trailing: end..<end, hasEllipsis: false, width: 0,
          endsParagraph: true))
    }

    // STEP 3: drop the lines beyond the limit and truncate the last one kept.
    guard numberOfLines > 0, lines.count >= numberOfLines else { return lines }
    let lastKept = lines[numberOfLines - 1]
    let overflows = lastKept.width > maximumWidth + TextLayout.widthTolerance
    guard lines.count > numberOfLines || overflows else { return lines }
    let truncated = truncate(
      clusters, range: lastKept.range.lowerBound..<clusters.count, position: truncationPosition,
      width: maximumWidth, ellipsisAdvance: ellipsisAdvance)
    lines.removeLast(lines.count - numberOfLines + 1)
    lines.append(
      TextLine(
        range: lastKept.range.lowerBound..<clusters.count, leading: truncated.leading,
        trailing: truncated.trailing, hasEllipsis: truncated.hasEllipsis, width: truncated.width,
        endsParagraph: true))
    return lines
  }

  private var truncationPosition: TruncationPosition {
    switch mode {
    case .truncateHead: return .head
    case .truncateMiddle: return .middle
    case .wordWrap, .characterWrap, .truncateTail: return .tail
    }
  }

  /// The line starting at `start`: as many clusters as fit, ended at the last preferred break before the
  /// overflow, else the last character break (a word longer than the line), else the first break after
  /// it (the line then overflows).
  private func nextLine(
    from start: Int, of clusters: [MeasuredCluster], classes: [BreakClass],
    preferring preferredBreaks: [BreakOpportunity], otherwise characterBreaks: [BreakOpportunity]
  ) -> TextLine {
    var width = 0.0  // of clusters[start..<index], hanging spaces included
    var hasVisibleCluster = false
    var preferredEnd: Int?
    var characterEnd: Int?
    var overflowing = false
    var index = start
    while index < clusters.count {
      let cluster = clusters[index]
      if preferredBreaks[index] == .mandatory {
        return line(start..<(index + 1), of: clusters, classes: classes)
      }
      if classes[index] != .space {
        if hasVisibleCluster && width + cluster.advance > maximumWidth + TextLayout.widthTolerance {
          if let end = preferredEnd ?? characterEnd {
            return line(start..<end, of: clusters, classes: classes)
          }
          overflowing = true
        }
        hasVisibleCluster = true
      }
      width += cluster.advance
      if preferredBreaks[index] == .allowed { preferredEnd = index + 1 }
      if characterBreaks[index] == .allowed { characterEnd = index + 1 }
      if overflowing && (preferredEnd ?? characterEnd) != nil {
        return line(start..<(index + 1), of: clusters, classes: classes)
      }
      index += 1
    }
    return line(start..<clusters.count, of: clusters, classes: classes)
  }

  /// A line of whole clusters; trailing spaces and the newline hang past its end, undrawn.
  private func line(
    _ range: Range<Int>, of clusters: [MeasuredCluster], classes: [BreakClass]
  ) -> TextLine {
    let endsParagraph = range.upperBound == clusters.count || classes[range.upperBound - 1] == .mandatory
    var drawnEnd = range.upperBound
    while drawnEnd > range.lowerBound,
      classes[drawnEnd - 1] == .space || classes[drawnEnd - 1] == .mandatory
    {
      drawnEnd -= 1
    }
    let drawn = range.lowerBound..<drawnEnd
    return TextLine(
      range: range, leading: drawn, trailing: range.upperBound..<range.upperBound, hasEllipsis: false,
      width: totalAdvance(of: drawn, in: clusters), endsParagraph: endsParagraph)
  }
}

/// The summed advance of some clusters, in order.
func totalAdvance(of range: Range<Int>, in clusters: [MeasuredCluster]) -> Double {
  range.reduce(0) { $0 + clusters[$1].advance }
}
