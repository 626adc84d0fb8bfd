extension BitmapComparison {
  /// The comparison of `image` with a reference known to hold the same pixels (its stored digest
  /// matched), made without reading the reference's pixels.
  init(identicalTo image: StraightBitmap, tolerance: SnapshotTolerance) {
    referenceSize = (image.width, image.height)
    actualSize = (image.width, image.height)
    self.tolerance = tolerance
    (differingPixels, pixelsBeyondTolerance, largestChannelDifference) = (0, 0, 0)
    (differenceBounds, regions, map) = (nil, [], nil)
  }
}
