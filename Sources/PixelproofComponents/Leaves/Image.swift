/// A leaf that shows a bitmap, as a `UIImageView`: placed by a `ContentMode`, sampled nearest or
/// bilinear, and optionally drawn as a template in one tint colour. It takes ``ViewAttributes`` too
/// (`.cornerRadius(8).clipsToBounds()` for a rounded photo).
///
/// Its own size is the image's: pixels divided by the image's scale (a `@2x` asset is half its pixel
/// size in points). Like `UIImageView`, it does not clip: an aspect-filled image overflows its bounds
/// unless ``ViewAttributed/clipsToBounds(_:)`` is set.
public struct Image: ViewAttributed {
  /// The image's pixels.
  public let bitmap: PremultipliedBitmap
  /// Pixels per point of the image.
  public let scale: Double
  /// How the image is placed in its frame, as `UIView.ContentMode`; `.scaleToFill` by default.
  public var contentMode: ContentMode = .scaleToFill
  /// How pixels are sampled when the image is scaled: `.bilinear` by default.
  public var sampling: BitmapSampling = .bilinear
  /// When set, every pixel takes this colour and keeps the image's alpha (a template image).
  public var tintColor: Color?
  /// Background, corners, border, clipping and the rest, as on a ``View``.
  public var attributes = ViewAttributes()

  /// An image of `bitmap` at `scale` pixels per point.
  public init(_ bitmap: PremultipliedBitmap, scale: Double = 1) {
    self.bitmap = bitmap
    self.scale = scale
  }

  /// An image decoded from a PNG file.
  ///
  /// - Throws: `PNGError` when the file cannot be read or is not a valid PNG.
  public init(contentsOfFile path: String, scale: Double = 1) throws(PNGError) {
    self.init(PremultipliedBitmap(try PNGCodec.decode(contentsOf: path)), scale: scale)
  }

  /// The image's size in points.
  public var naturalSize: Size {
    Size(width: Double(bitmap.width) / scale, height: Double(bitmap.height) / scale)
  }

  /// The image placed in its frame by `mode`.
  public func contentMode(_ mode: ContentMode) -> Image {
    var copy = self
    copy.contentMode = mode
    return copy
  }

  /// The image sampled by `sampling` when it is scaled.
  public func sampling(_ sampling: BitmapSampling) -> Image {
    var copy = self
    copy.sampling = sampling
    return copy
  }

  /// The image drawn as a template: `color` wherever the image is opaque.
  public func tint(_ color: Color?) -> Image {
    var copy = self
    copy.tintColor = color
    return copy
  }

  /// The image's own size in points, within the range.
  ///
  /// - Throws: ``LayoutError`` when the image's scale is not positive and finite or an attribute cannot be
  ///   painted.
  public func computeLayout(
    in range: SizeRange, parentSize: ParentSize, environment: LayoutEnvironment
  )
    throws(LayoutError) -> Layout
  {
    guard scale.isFinite, scale > 0 else {
      throw LayoutError(component: kindName, reason: "scale is \(scale); it must be finite and positive")
    }
    if let reason = attributes.invalidReason { throw LayoutError(component: kindName, reason: reason) }
    return Layout(component: self, size: range.clamp(naturalSize))
  }

  /// Adds the view attributes below the image, then the image, placed by its content mode.
  public func paint(in frame: Rect, into list: inout DisplayList) {
    attributes.paintBelowChildren(in: frame, into: &list)
    let destination = contentMode.frame(forImageOfSize: naturalSize, in: frame)
    if !destination.isEmpty {
      let paint = BitmapPaint(bitmap: bitmap, frame: destination, sampling: sampling, tint: tintColor)
      list.fill(destination, with: .bitmap(paint))
    }
  }

  /// Adds the border and closes what ``paint(in:into:)`` opened.
  public func paintAboveChildren(in frame: Rect, into list: inout DisplayList) {
    attributes.paintAboveChildren(in: frame, into: &list)
  }
}
