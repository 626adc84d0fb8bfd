#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How two images differ, pixel by pixel, on their RGBA8 values.
public struct ImageComparison: Sendable, Equatable {
  public let referenceSize: (width: Int, height: Int)
  public let actualSize: (width: Int, height: Int)
  /// Pixels whose four bytes differ, counting every pixel that only one image has.
  public let differingPixels: Int
  /// The largest difference of one channel between two pixels both images have (0...255).
  public let largestChannelDifference: Int
  /// The smallest rectangle (in pixels) holding every differing pixel, if any.
  public let differenceBounds: (x: Int, y: Int, width: Int, height: Int)?

  public var sizesMatch: Bool { referenceSize == actualSize }
  public var matches: Bool { sizesMatch && differingPixels == 0 }
  /// All pixels of the larger canvas: both images placed at the top-left.
  public var comparedPixels: Int {
    max(referenceSize.width, actualSize.width) * max(referenceSize.height, actualSize.height)
  }

  /// Compares `actual` with `reference` byte by byte.
  public init(reference: RGBAImage, actual: RGBAImage) {
    referenceSize = (reference.width, reference.height)
    actualSize = (actual.width, actual.height)
    if reference.width == actual.width && reference.height == actual.height
      && ImageComparison.bytesEqual(reference.pixels, actual.pixels)
    {
      differingPixels = 0
      largestChannelDifference = 0
      differenceBounds = nil
      return
    }
    var differing = 0
    var largest = 0
    var minX = Int.max, minY = Int.max, maxX = -1, maxY = -1
    ImageComparison.forEachPixel(reference, actual) { x, y, difference in
      guard difference != 0 else { return }
      differing += 1
      if difference <= 255 { largest = max(largest, difference) }
      minX = min(minX, x)
      minY = min(minY, y)
      maxX = max(maxX, x)
      maxY = max(maxY, y)
    }
    differingPixels = differing
    largestChannelDifference = largest
    differenceBounds = maxX >= 0 ? (minX, minY, maxX - minX + 1, maxY - minY + 1) : nil
  }

  public static func == (a: ImageComparison, b: ImageComparison) -> Bool {
    a.referenceSize == b.referenceSize && a.actualSize == b.actualSize
      && a.differingPixels == b.differingPixels && a.largestChannelDifference == b.largestChannelDifference
      && a.differenceBounds.map { [$0.x, $0.y, $0.width, $0.height] }
        == b.differenceBounds.map { [$0.x, $0.y, $0.width, $0.height] }
  }

  /// Whether two byte arrays are equal, with the C library's `memcmp` (several times faster than `==` on
  /// arrays of this size).
  private static func bytesEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.count == b.count
      && a.withUnsafeBytes { x in b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, a.count) == 0 } }
  }

  /// Calls `body(x, y, difference)` for every pixel of the larger canvas. `difference` is the largest
  /// channel difference where both images have the pixel, and a value above 255 where only one has it.
  static func forEachPixel(
    _ reference: RGBAImage, _ actual: RGBAImage, _ body: (Int, Int, Int) -> Void
  ) {
    let width = max(reference.width, actual.width)
    let height = max(reference.height, actual.height)
    reference.pixels.withUnsafeBufferPointer { a in
      actual.pixels.withUnsafeBufferPointer { b in
        for y in 0..<height {
          for x in 0..<width {
            guard x < reference.width, y < reference.height, x < actual.width, y < actual.height else {
              body(x, y, 256)
              continue
            }
            let i = (y * reference.width + x) * 4
            let j = (y * actual.width + x) * 4
            var difference = 0
            for c in 0..<4 {
              difference = max(difference, abs(Int(a[i + c]) - Int(b[j + c])))
            }
            body(x, y, difference)
          }
        }
      }
    }
  }
}
