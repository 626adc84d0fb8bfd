/// How flexbox frames meet the pixel grid, the way Chrome (and Taffy) round: each position is rounded on
/// its own, and each size is the distance between the rounded absolute positions of the two edges, so
/// that boxes that touch before rounding still touch after it and no gap or overlap appears.
///
/// "Rounded" means to the nearest device pixel, halves away from zero: round(v x scale) / scale.
package struct FlexRounding: Sendable {
  /// Device pixels per point: the grid positions and sizes are rounded to.
  package let scale: Double

  /// Rounding to the grid of `scale` pixels per point.
  package init(scale: Double) {
    self.scale = scale
  }

  /// `value` to the nearest pixel.
  package func round(_ value: Double) -> Double {
    (value * scale).rounded(.toNearestOrAwayFromZero) / scale
  }

  /// A position relative to the parent, rounded.
  package func position(_ point: Point) -> Point {
    Point(x: round(point.x), y: round(point.y))
  }

  /// A size whose edges, at `absolute` in the root's coordinates, land on the rounded absolute edges.
  package func size(_ size: Size, at absolute: Point) -> Size {
    Size(
      width: round(absolute.x + size.width) - round(absolute.x),
      height: round(absolute.y + size.height) - round(absolute.y))
  }
}
