/// Colours placed along a line from 0 to 1, as CSS and SwiftUI gradients describe them.
///
/// Between two stops the colour is interpolated in premultiplied alpha, as CSS does, so a fade from red
/// to transparent stays red instead of passing through a dark fringe. Two stops at the same location make
/// a hard edge; before the first stop the first colour applies, after the last stop the last colour.
public struct Gradient: Sendable, Hashable {
  /// A colour at a location in 0...1 along the gradient.
  public struct Stop: Sendable, Hashable {
    /// Where the stop sits, from 0 (the gradient's start) to 1 (its end).
    public var location: Double
    /// The colour at the stop.
    public var color: Color

    /// `color` at `location`, from 0 to 1.
    public init(location: Double, color: Color) {
      self.location = location
      self.color = color
    }
  }

  /// The stops in order of location.
  public var stops: [Stop]

  /// A gradient through `stops`, in order of location.
  public init(stops: [Stop]) {
    self.stops = stops
  }

  /// Colours spaced evenly from 0 to 1; a single colour sits at 0 and fills the whole gradient.
  public init(colors: [Color]) {
    let intervals = colors.count - 1
    stops = colors.enumerated().map { index, color in
      Stop(location: intervals > 0 ? Double(index) / Double(intervals) : 0, color: color)
    }
  }

  /// Why the gradient cannot be drawn, as a sentence, or nil when it can.
  ///
  /// A gradient needs at least one stop, and finite locations in 0...1 that never decrease.
  public var invalidReason: String? {
    guard !stops.isEmpty else { return "A gradient needs at least one stop." }
    for (index, stop) in stops.enumerated() {
      let location = formatCoordinate(stop.location)
      guard stop.location.isFinite else {
        return "The location of stops[\(index)] is \(location); locations must be finite numbers in 0...1."
      }
      guard (0...1).contains(stop.location) else {
        return "The location of stops[\(index)] is \(location), outside 0...1."
      }
      if index > 0, stop.location < stops[index - 1].location {
        let previous = formatCoordinate(stops[index - 1].location)
        return "The location of stops[\(index)] (\(location)) is before that of stops[\(index - 1)]"
          + " (\(previous)); locations must not decrease."
      }
    }
    return nil
  }
}

/// A gradient along the line from `start` (location 0) to `end` (location 1), constant across it.
///
/// Points beyond either end take the colour at that end (CSS's pad behaviour). When `start == end` the
/// line has no direction, and the whole plane takes the last colour, as SVG specifies for a zero-length
/// line and as CSS renders a radial gradient of zero size, rather than painting nothing.
public struct LinearGradient: Sendable, Hashable {
  /// The colours and where they sit.
  public var gradient: Gradient
  /// Where the first stop lies.
  public var start: Point
  /// Where the last stop lies.
  public var end: Point

  /// `gradient` along the line from `start` to `end`; beyond them the end colours continue.
  public init(gradient: Gradient, start: Point, end: Point) {
    self.gradient = gradient
    self.start = start
    self.end = end
  }

  /// Why the gradient cannot be drawn, as a sentence, or nil when it can: invalid stops, or a start or
  /// end point that is not finite.
  public var invalidReason: String? {
    if let reason = gradient.invalidReason { return reason }
    guard start.x.isFinite, start.y.isFinite else { return "The start point \(start) is not finite." }
    guard end.x.isFinite, end.y.isFinite else { return "The end point \(end) is not finite." }
    return nil
  }
}

/// A gradient in circles around `center`: location 0 at the centre, 1 at `radius` and beyond.
///
/// A radius of 0 paints the last colour everywhere, as CSS renders a radial gradient of zero size.
public struct RadialGradient: Sendable, Hashable {
  /// The colours and where they sit.
  public var gradient: Gradient
  /// The centre, where the first stop lies.
  public var center: Point
  /// The distance at which the last stop lies.
  public var radius: Double

  /// `gradient` in circles around `center`, reaching the last stop at `radius`.
  public init(gradient: Gradient, center: Point, radius: Double) {
    self.gradient = gradient
    self.center = center
    self.radius = radius
  }

  /// Why the gradient cannot be drawn, as a sentence, or nil when it can: invalid stops, a centre that
  /// is not finite, or a radius that is negative or not finite.
  public var invalidReason: String? {
    if let reason = gradient.invalidReason { return reason }
    guard center.x.isFinite, center.y.isFinite else { return "The centre \(center) is not finite." }
    guard radius.isFinite else { return "The radius is \(formatCoordinate(radius)); it must be finite." }
    guard radius >= 0 else { return "The radius is \(formatCoordinate(radius)); it must not be negative." }
    return nil
  }
}
