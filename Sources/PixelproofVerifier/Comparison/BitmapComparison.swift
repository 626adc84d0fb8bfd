#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// How an image differs from its reference, pixel by pixel, on their RGBA8 values, and whether that is
/// within a ``SnapshotTolerance``.
///
/// Images of different sizes are laid over each other from the top-left; pixels only one of them has
/// count as differing, and such a pair never passes, whatever the tolerance.
public struct BitmapComparison: Sendable, Equatable {
  /// The reference image's size in pixels.
  public let referenceSize: (width: Int, height: Int)
  /// The size in pixels of the image the test rendered.
  public let actualSize: (width: Int, height: Int)
  /// The tolerance the images were compared under.
  public let tolerance: SnapshotTolerance
  /// Pixels whose four bytes are not all equal, counting every pixel that only one image has.
  public let differingPixels: Int
  /// Pixels that differ by more than the tolerance's per-pixel share (all of ``differingPixels`` when
  /// the tolerance is exact): the pixels the overall tolerance is measured on.
  public let pixelsBeyondTolerance: Int
  /// The largest difference of one channel between two pixels both images have (0...255).
  public let largestChannelDifference: Int
  /// The smallest box holding every differing pixel, if any.
  public let differenceBounds: PixelBox?
  /// Boxes around the clusters of pixels beyond the tolerance, top to bottom: nearby differing pixels
  /// share a box, so a person sees a few changed areas rather than many single pixels.
  public let regions: [PixelBox]
  /// Per pixel of the canvas, how much it differs; nil when the images are equal.
  let map: DifferenceMap?

  /// Whether both images have the same width and height; images of different sizes never pass.
  public var sizesMatch: Bool { referenceSize == actualSize }
  /// Whether the two images are equal, byte for byte.
  public var matches: Bool { sizesMatch && differingPixels == 0 }
  /// Whether the image passes under ``tolerance``: the same size, and few enough pixels beyond it.
  public var passes: Bool {
    sizesMatch && tolerance.allows(differing: pixelsBeyondTolerance, of: comparedPixels)
  }
  /// All pixels of the canvas both images are laid on.
  public var comparedPixels: Int {
    max(referenceSize.width, actualSize.width) * max(referenceSize.height, actualSize.height)
  }

  /// Compares `actual` with `reference` byte by byte; `tolerance` decides which pixels count towards
  /// ``pixelsBeyondTolerance`` and ``regions``, and whether the image ``passes``.
  public init(reference: StraightBitmap, actual: StraightBitmap, tolerance: SnapshotTolerance = .exact) {
    referenceSize = (reference.width, reference.height)
    actualSize = (actual.width, actual.height)
    self.tolerance = tolerance
    if reference.width == actual.width && reference.height == actual.height
      && BitmapComparison.bytesEqual(reference.pixels, actual.pixels)
    {
      (differingPixels, pixelsBeyondTolerance, largestChannelDifference) = (0, 0, 0)
      (differenceBounds, regions, map) = (nil, [], nil)
      return
    }
    let map = DifferenceMap(reference: reference, actual: actual)
    let allowed = UInt16(tolerance.allowedChannelDifference)
    let summary = map.summary(allowed: allowed)
    // Pixels beyond a map clipped to the shared area belong to one image only.
    let unmapped =
      max(reference.width, actual.width) * max(reference.height, actual.height) - map.width * map.height
    differingPixels = summary.differing + unmapped
    pixelsBeyondTolerance = summary.beyond + unmapped
    largestChannelDifference = Int(summary.largest)
    differenceBounds = summary.bounds.map { bounds in
      PixelBox(
        x: bounds.minX, y: bounds.minY, width: bounds.maxX - bounds.minX + 1,
        height: bounds.maxY - bounds.minY + 1)
    }
    regions = DifferenceRegions.find(in: map, above: allowed)
    self.map = map
  }

  /// Whether two comparisons found the same sizes, tolerance, counts, bounds and regions.
  ///
  /// The per-pixel differences behind them are not compared: they only feed the diff image.
  public static func == (a: BitmapComparison, b: BitmapComparison) -> Bool {
    a.referenceSize == b.referenceSize && a.actualSize == b.actualSize && a.tolerance == b.tolerance
      && a.differingPixels == b.differingPixels && a.pixelsBeyondTolerance == b.pixelsBeyondTolerance
      && a.largestChannelDifference == b.largestChannelDifference && a.differenceBounds == b.differenceBounds
      && a.regions == b.regions
  }

  /// Whether two byte arrays are equal, with the C library's `memcmp` (several times faster than `==` on
  /// arrays of this size).
  private static func bytesEqual(_ a: [UInt8], _ b: [UInt8]) -> Bool {
    a.count == b.count
      && a.withUnsafeBytes { x in
        b.withUnsafeBytes { y in memcmp(x.baseAddress!, y.baseAddress!, a.count) == 0 }
      }
  }
}
