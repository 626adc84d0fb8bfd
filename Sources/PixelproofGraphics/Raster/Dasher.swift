/// Cuts flattened subpaths into dashes by arc length, following a ``StrokeStyle`` dash pattern.
///
/// Each subpath starts the pattern afresh at the phase, as CoreGraphics, SVG and Skia do. A dash is an open
/// polyline that keeps the vertices it passes, so the stroker gives it the style's joins at corners and its
/// caps at both ends. On a closed subpath the pattern runs over the closing segment too, and a dash that is
/// still on when the contour returns to its start continues into the first dash (as Skia does), so the
/// corner at the start is joined rather than capped twice.
enum Dasher {
  /// No path is cut into more dashes than this. A pattern far finer than a pixel on a long path would
  /// otherwise produce millions of pieces; Skia gives up at a million for the same reason.
  static let maxDashes = 100_000

  /// The dashes of `polylines`, or nil when there would be more than ``maxDashes``.
  ///
  /// - Parameters:
  ///   - pattern: on and off lengths, all finite and not negative, with a sum greater than 0 (as
  ///     ``StrokeStyle/invalidReason`` checks); an odd count is repeated once.
  ///   - phase: how far into the pattern each subpath starts; any finite value.
  static func dashes(of polylines: [Polyline], pattern: [Double], phase: Double) -> [Polyline]? {
    let intervals = pattern.count % 2 == 0 ? pattern : pattern + pattern
    let period = intervals.reduce(0, +)
    guard !intervals.isEmpty, period > 0, phase.isFinite else { return nil }
    let start = Cursor(intervals: intervals, period: period, phase: phase)
    // Each step along the pattern ends or starts a dash, so two steps per dash.
    var steps = 2 * maxDashes
    var result: [Polyline] = []
    for polyline in polylines {
      let finished = cut(polyline, intervals: intervals, start: start, steps: &steps, into: &result)
      guard finished else { return nil }
    }
    return result
  }

  /// A position in the dash pattern: which interval (even indices are on), and how much of it is left.
  private struct Cursor {
    var index: Int
    var remaining: Double

    var isOn: Bool { index % 2 == 0 }

    /// The position `phase` into the pattern. An interval the phase reaches exactly is passed over unless
    /// it has length 0, so `[10, 5]` at phase 10 starts in the gap while `[0, 10]` at phase 0 starts with
    /// a dot (Skia's rule).
    init(intervals: [Double], period: Double, phase: Double) {
      var offset = phase.truncatingRemainder(dividingBy: period)
      if offset < 0 { offset += period }
      for (index, length) in intervals.enumerated() {
        if offset > length || (offset == length && length > 0) {
          offset -= length
        } else {
          (self.index, remaining) = (index, length - offset)
          return
        }
      }
      // Rounding left the offset at the very end of the period, which is its start.
      (index, remaining) = (0, intervals[0])
    }

    mutating func advance(_ intervals: [Double]) {
      index = (index + 1) % intervals.count
      remaining = intervals[index]
    }
  }

  /// Appends the dashes of one subpath to `result`; false when `steps` ran out.
  private static func cut(
    _ polyline: Polyline, intervals: [Double], start: Cursor, steps: inout Int, into result: inout [Polyline]
  ) -> Bool {
    let points = polyline.points
    guard points.count > 1 else {
      // A dot is drawn when the pattern is on where it lies.
      if start.isOn { result.append(polyline) }
      return true
    }
    let firstDash = result.count
    let startsOn = start.isOn
    var cursor = start
    var dash: Polyline? = startsOn ? Polyline(points: [points[0]], isSmooth: [false]) : nil
    var direction = Point.zero
    let segmentCount = polyline.isClosed ? points.count : points.count - 1
    for index in 0..<segmentCount {
      let (a, b) = (points[index], points[(index + 1) % points.count])
      let end = (index + 1) % points.count
      // Polyline never holds a zero-length segment; the guard only keeps the division safe.
      guard let unit = unitDirection(from: a, to: b) else { continue }
      direction = unit
      let (dx, dy) = (b.x - a.x, b.y - a.y)
      let length = (dx * dx + dy * dy).squareRoot()
      var position = 0.0
      while length - position > cursor.remaining {
        steps -= 1
        guard steps >= 0 else { return false }
        position += cursor.remaining
        // Multiplying before dividing keeps whole-pixel positions on an axis exact.
        let point = Point(x: a.x + dx * position / length, y: a.y + dy * position / length)
        if var finished = dash {
          finished.append(point, isSmooth: false)
          if finished.points.count == 1 { finished.dotDirection = direction }
          result.append(finished)
          dash = nil
        } else {
          dash = Polyline(points: [point], isSmooth: [false])
        }
        cursor.advance(intervals)
      }
      cursor.remaining -= length - position
      dash?.append(b, isSmooth: polyline.isSmooth[end])
    }
    guard var open = dash else { return true }
    if polyline.isClosed, startsOn {
      guard firstDash < result.count else {
        // The pattern never turned off: the whole contour is one dash.
        result.append(polyline)
        return true
      }
      // The last dash ends at the start point, where the first dash begins: one dash through the corner.
      let first = result[firstDash]
      for (point, smooth) in zip(first.points, first.isSmooth).dropFirst() {
        open.append(point, isSmooth: smooth)
      }
      open.dotDirection = open.points.count == 1 ? first.dotDirection : nil
      result[firstDash] = open
      return true
    }
    if open.points.count == 1 { open.dotDirection = direction }
    result.append(open)
    return true
  }
}
