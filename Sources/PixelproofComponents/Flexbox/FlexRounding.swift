/// How flexbox frames meet the pixel grid, the way Chrome (and Taffy) round: each position is rounded on
/// its own, and each size is the distance between the rounded absolute positions of the two edges, so
/// that boxes that touch before rounding still touch after it and no gap or overlap appears.
///
/// "Rounded" is ``PixelGrid/round(_:)``: to the nearest device pixel, halves away from zero.
package struct FlexRounding: Sendable {
  /// The grid positions and sizes are rounded to.
  package let grid: PixelGrid

  /// Rounding to `grid`.
  package init(grid: PixelGrid) {
    self.grid = grid
  }

  /// A position relative to the parent, rounded.
  package func position(_ point: Point) -> Point {
    Point(x: grid.round(point.x), y: grid.round(point.y))
  }

  /// A size whose edges, at `absolute` in the root's coordinates, land on the rounded absolute edges.
  package func size(_ size: Size, at absolute: Point) -> Size {
    Size(
      width: grid.round(absolute.x + size.width) - grid.round(absolute.x),
      height: grid.round(absolute.y + size.height) - grid.round(absolute.y))
  }
}
