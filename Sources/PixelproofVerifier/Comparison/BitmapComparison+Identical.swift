extension BitmapComparison {
  /// The comparison of an image of `size` pixels with a reference known to hold the same pixels (its
  /// stored digest matched), made without reading either's pixels.
  init(identicalTo size: (width: Int, height: Int), tolerance: SnapshotTolerance) {
    referenceSize = size
    actualSize = size
    self.tolerance = tolerance
    (differingPixels, pixelsBeyondTolerance, largestChannelDifference) = (0, 0, 0)
    (differenceBounds, regions, map) = (nil, [], nil)
  }
}
