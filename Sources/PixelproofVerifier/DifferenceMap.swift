#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Two images laid over each other from their top-left corners, and how much each pixel of that canvas
/// differs: the largest channel difference (0...255) where both have the pixel, ``onlyInOne`` where the
/// smaller image has none (it counts as padded with nothing).
///
/// Where that canvas would exceed ``BitmapLimits`` (a wide image against a tall one), the map covers only
/// the part both images have; ``BitmapComparison`` counts the rest as differing.
struct DifferenceMap: Sendable {
  /// The difference of a pixel that only one image has.
  static let onlyInOne: UInt16 = 256

  private(set) var width: Int
  private(set) var height: Int
  /// Row by row, `width x height` values.
  let differences: [UInt16]

  init(reference: StraightBitmap, actual: StraightBitmap) {
    width = max(reference.width, actual.width)
    height = max(reference.height, actual.height)
    if !BitmapLimits.accepts(width: width, height: height) {
      width = min(reference.width, actual.width)
      height = min(reference.height, actual.height)
    }
    var differences = [UInt16](repeating: Self.onlyInOne, count: width * height)
    let sharedWidth = min(reference.width, actual.width)
    let sharedHeight = min(reference.height, actual.height)
    let canvasWidth = width
    reference.pixels.withUnsafeBufferPointer { a in
      actual.pixels.withUnsafeBufferPointer { b in
        differences.withUnsafeMutableBufferPointer { out in
          for y in 0..<sharedHeight {
            let rowA = y * reference.width * 4
            let rowB = y * actual.width * 4
            // Equal rows, the common case, cost one memcmp.
            if memcmp(a.baseAddress! + rowA, b.baseAddress! + rowB, sharedWidth * 4) == 0 {
              for x in 0..<sharedWidth { out[y * canvasWidth + x] = 0 }
              continue
            }
            for x in 0..<sharedWidth {
              var largest: Int32 = 0
              for c in 0..<4 {
                largest = max(largest, abs(Int32(a[rowA + x * 4 + c]) - Int32(b[rowB + x * 4 + c])))
              }
              out[y * canvasWidth + x] = UInt16(largest)
            }
          }
        }
      }
    }
    self.differences = differences
  }

  subscript(x: Int, y: Int) -> UInt16 { differences[y * width + x] }
}
