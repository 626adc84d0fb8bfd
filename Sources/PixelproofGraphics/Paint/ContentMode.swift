/// Where an image view puts its image, with UIKit's `UIView.ContentMode` cases and meaning.
public enum ContentMode: Sendable, Hashable {
  /// Stretched to the bounds, ignoring the image's aspect ratio.
  case scaleToFill
  /// As large as fits inside the bounds with the aspect ratio kept, centred (letterboxed).
  case scaleAspectFit
  /// As small as covers the bounds with the aspect ratio kept, centred (cropped by the caller's clip).
  case scaleAspectFill
  /// Natural size, centred.
  case center
  // Natural size, against the named edge (centred along it) or in the named corner.
  /// Natural size, centred along the top edge.
  case top
  /// Natural size, centred along the bottom edge.
  case bottom
  /// Natural size, centred along the left edge.
  case left
  /// Natural size, centred along the right edge.
  case right
  /// Natural size, in the top-left corner.
  case topLeft
  /// Natural size, in the top-right corner.
  case topRight
  /// Natural size, in the bottom-left corner.
  case bottomLeft
  /// Natural size, in the bottom-right corner.
  case bottomRight

  /// Where an image of `imageSize` is drawn inside `bounds`, as UIImageView places it.
  ///
  /// The aspect modes scale by the smaller (fit) or larger (fill) of the two ratios bounds / image; the
  /// side that sets the ratio gets the bounds' length exactly, so no rounding noise leaves a hairline
  /// gap. The other modes keep the natural size and align it like UIKit, without rounding to pixels:
  /// UIKit does not either, which is why a centred image of odd size difference lands on half a point.
  /// The frame may extend beyond `bounds`; clipping is the caller's business.
  ///
  /// - Parameters:
  ///   - imageSize: The image's size in points (pixels divided by the image's scale).
  ///   - bounds: The view's bounds.
  /// - Returns: The image's frame, or an empty rect at `bounds.origin` when the image or the bounds has
  ///   no area or a size that is not finite (nothing sensible to draw, and no NaN to pass on).
  public func frame(forImageOfSize imageSize: Size, in bounds: Rect) -> Rect {
    let image = (width: imageSize.width, height: imageSize.height)
    let box = (width: bounds.width, height: bounds.height)
    guard Self.isDrawable(image.width, image.height), Self.isDrawable(box.width, box.height) else {
      return Rect(origin: bounds.origin, size: .zero)
    }
    let size: Size
    switch self {
    case .scaleToFill:
      return bounds
    case .scaleAspectFit, .scaleAspectFill:
      // bounds.width / image.width <= bounds.height / image.height, without dividing.
      let widthSetsFit = box.width * image.height <= box.height * image.width
      if widthSetsFit == (self == .scaleAspectFit) {
        size = Size(width: box.width, height: image.height * box.width / image.width)
      } else {
        size = Size(width: image.width * box.height / image.height, height: box.height)
      }
    default:
      size = imageSize
    }
    let x: Double
    switch self {
    case .left, .topLeft, .bottomLeft: x = bounds.minX
    case .right, .topRight, .bottomRight: x = bounds.maxX - size.width
    default: x = bounds.minX + (box.width - size.width) / 2
    }
    let y: Double
    switch self {
    case .top, .topLeft, .topRight: y = bounds.minY
    case .bottom, .bottomLeft, .bottomRight: y = bounds.maxY - size.height
    default: y = bounds.minY + (box.height - size.height) / 2
    }
    return Rect(origin: Point(x: x, y: y), size: size)
  }

  private static func isDrawable(_ width: Double, _ height: Double) -> Bool {
    width > 0 && height > 0 && width.isFinite && height.isFinite
  }
}
