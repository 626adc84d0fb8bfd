/// A run of pixels in one row that a shape covers by the same amount: the scan converter's output and
/// the span blender's input.
struct CoverageSpan: Equatable {
  /// The first pixel's column.
  var x: Int
  var count: Int
  /// 1 ... 255 (255 = fully inside).
  var coverage: UInt8
}
