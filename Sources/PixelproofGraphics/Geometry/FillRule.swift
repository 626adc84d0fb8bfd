/// Which points a path encloses when its contours overlap or wind in different directions.
public enum FillRule: Sendable, Hashable {
  /// Inside where the contours wind around the point a non-zero number of times (a reversed inner
  /// contour cuts a hole; overlapping contours wound the same way merge).
  case nonZero
  /// Inside where a ray from the point crosses the contours an odd number of times (every nested
  /// contour cuts a hole, whichever way it winds).
  case evenOdd
}
