internal import CPixelKernels

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
    let (canvasWidth, canvasHeight) = (width, height)
    // The loop is C's (see pixelkernels.h): in Swift it is many times slower in a debug build.
    differences = [UInt16](unsafeUninitializedCapacity: width * height) { out, initialized in
      reference.pixels.withUnsafeBufferPointer { a in
        actual.pixels.withUnsafeBufferPointer { b in
          pp_difference_map(
            a.baseAddress, UInt64(reference.width), UInt64(reference.height), b.baseAddress,
            UInt64(actual.width), UInt64(actual.height), Self.onlyInOne, out.baseAddress,
            UInt64(canvasWidth), UInt64(canvasHeight))
        }
      }
      initialized = canvasWidth * canvasHeight
    }
  }

  subscript(x: Int, y: Int) -> UInt16 { differences[y * width + x] }
}
