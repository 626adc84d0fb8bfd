internal import CPixelKernels

/// Two images laid over each other from their top-left corners, and how much each pixel of that canvas
/// differs: the largest channel difference (0...255) where both have the pixel, ``onlyInOne`` where the
/// smaller image has none (it counts as padded with nothing). A snapshot's comparison counts the
/// differences here, and its diff image draws them.
///
/// Where that canvas would exceed ``BitmapLimits`` (a wide image against a tall one), the map covers only
/// the part both images have; the caller counts the rest as differing.
///
/// Every loop over the map is C's (see pixelkernels.h): in Swift it is many times slower in a debug build.
package struct DifferenceMap: Sendable {
  /// The difference of a pixel that only one image has.
  package static let onlyInOne: UInt16 = 256

  package private(set) var width: Int
  package private(set) var height: Int
  /// Row by row, `width x height` values.
  private let differences: [UInt16]

  package init(reference: StraightBitmap, actual: StraightBitmap) {
    width = max(reference.width, actual.width)
    height = max(reference.height, actual.height)
    if !BitmapLimits.accepts(width: width, height: height) {
      width = min(reference.width, actual.width)
      height = min(reference.height, actual.height)
    }
    let (canvasWidth, canvasHeight) = (width, height)
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

  /// What ``DifferenceMap/summary(allowed:)`` counts in a map.
  package struct Summary: Sendable {
    /// Pixels whose difference is not 0.
    package var differing: Int
    /// Pixels whose difference is above the allowed one.
    package var beyond: Int
    /// The largest difference below ``DifferenceMap/onlyInOne``, or 0.
    package var largest: UInt16
    /// The columns and rows, inclusive, of the smallest box holding every pixel whose difference is not
    /// 0; nil when there is none.
    package var bounds: (minX: Int, minY: Int, maxX: Int, maxY: Int)?
  }

  /// The counts and bounds of the map's differences, `allowed` being the largest difference a pixel may
  /// have without counting as beyond.
  package func summary(allowed: UInt16) -> Summary {
    let found = differences.withUnsafeBufferPointer {
      pp_difference_summary($0.baseAddress, UInt64(width), UInt64(height), allowed, Self.onlyInOne)
    }
    return Summary(
      differing: Int(found.differing), beyond: Int(found.beyond), largest: found.largest,
      bounds: found.max_x >= 0
        ? (Int(found.min_x), Int(found.min_y), Int(found.max_x), Int(found.max_y)) : nil)
  }

  /// Calls `body` with the column and row of each pixel whose difference is above `allowed`, row by row,
  /// left to right.
  package func forEachPixel(above allowed: UInt16, _ body: (_ x: Int, _ y: Int) -> Void) {
    differences.withUnsafeBufferPointer { differences in
      guard let start = differences.baseAddress else { return }
      for y in 0..<height {
        let row = start + y * width
        var x = Int(pp_first_above(row, UInt64(width), allowed))
        while x < width {
          body(x, y)
          x += 1
          x += Int(pp_first_above(row + x, UInt64(width - x), allowed))
        }
      }
    }
  }

  /// The pixels of a diff image of the map, `width * height * 4` bytes of straight RGBA: `beyond` where a
  /// pixel's difference is above `allowed`, `within` where it is not 0 or `reference` has no pixel there,
  /// else `reference`'s pixel over white, as luma (Rec. 601 weights in 1/256) lifted into 170...255 as
  /// grey. Alpha is 255 everywhere.
  ///
  /// - Parameters:
  ///   - reference: the image the map was made with as `reference`.
  ///   - allowed: the largest difference a pixel may have without counting as beyond.
  ///   - beyond: the red, green and blue of pixels beyond `allowed`.
  ///   - within: the red, green and blue of other differing pixels.
  package func diffImagePixels(
    reference: StraightBitmap, allowed: UInt16, beyond: (UInt8, UInt8, UInt8),
    within: (UInt8, UInt8, UInt8)
  ) -> [UInt8] {
    let beyond = [beyond.0, beyond.1, beyond.2]
    let within = [within.0, within.1, within.2]
    return [UInt8](unsafeUninitializedCapacity: width * height * 4) { out, initialized in
      differences.withUnsafeBufferPointer { differences in
        reference.pixels.withUnsafeBufferPointer { referencePixels in
          pp_diff_image(
            differences.baseAddress, UInt64(width), UInt64(height), referencePixels.baseAddress,
            UInt64(reference.width), UInt64(reference.height), allowed, beyond, within, out.baseAddress)
        }
      }
      initialized = width * height * 4
    }
  }
}

/// A map is described by its size alone: it holds a value for every pixel, millions for a phone screen,
/// which describing a comparison that holds one (as a failed `#expect(result.passed)` does) would
/// otherwise list one by one.
extension DifferenceMap: CustomStringConvertible {
  package var description: String { "DifferenceMap(\(width) x \(height) px)" }
}
