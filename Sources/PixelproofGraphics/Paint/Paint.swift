/// What a shape is filled or stroked with.
///
/// Geometry inside a paint (gradient points, a bitmap's frame) is in the same coordinates as the shape,
/// so it moves, scales and rotates with it.
public enum Paint: Sendable, Equatable {
  /// One solid colour.
  case color(Color)
  /// A gradient along a line.
  case linearGradient(LinearGradient)
  /// A gradient in circles around a centre.
  case radialGradient(RadialGradient)
  /// A bitmap stretched over a rectangle.
  case bitmap(BitmapPaint)

  /// A sentence saying what makes the paint unusable, or nil.
  public var invalidReason: String? {
    switch self {
    case .color: nil
    case .linearGradient(let gradient): gradient.invalidReason
    case .radialGradient(let gradient): gradient.invalidReason
    case .bitmap(let paint): paint.invalidReason
    }
  }
}

/// A bitmap stretched over a rectangle: the shape being filled shows the part of the bitmap under it.
public struct BitmapPaint: Sendable, Equatable {
  /// The pixels drawn.
  public var bitmap: PremultipliedBitmap
  /// Where the whole bitmap lands.
  public var frame: Rect
  /// How pixels are sampled when the bitmap is scaled.
  public var sampling: BitmapSampling
  /// For template images: every pixel takes this colour, keeping the bitmap's alpha.
  public var tint: Color?

  /// `bitmap` stretched over `frame`, sampled by `sampling`, drawn in `tint` when one is given.
  public init(
    bitmap: PremultipliedBitmap, frame: Rect, sampling: BitmapSampling = .bilinear, tint: Color? = nil
  ) {
    self.bitmap = bitmap
    self.frame = frame
    self.sampling = sampling
    self.tint = tint
  }

  /// A sentence saying what makes the bitmap paint unusable (a frame that is not finite or has a negative
  /// size), or nil.
  public var invalidReason: String? {
    guard frame.minX.isFinite, frame.minY.isFinite, frame.maxX.isFinite, frame.maxY.isFinite else {
      return "bitmap frame \(frame) is not finite"
    }
    guard frame.width >= 0, frame.height >= 0 else {
      return "bitmap frame \(frame) has a negative width or height"
    }
    return nil
  }
}

/// A blurred copy of a shape drawn under it, as CSS `box-shadow` and CALayer shadows draw.
public struct Shadow: Sendable, Hashable {
  /// The shadow's colour, alpha included.
  public var color: Color
  /// How far the shadow is moved from the shape.
  public var offset: Point
  /// The CSS blur radius: the shadow's edge fades over about this distance either side (a Gaussian
  /// whose standard deviation is half of it). Under a transform it scales by the transform's length
  /// factor (exact for rotation and uniform scale).
  public var blur: Double
  /// How much the shape grows (or shrinks, when negative) before it is blurred.
  public var spread: Double

  /// A shadow in `color`, moved by `offset`, blurred by `blur` and grown by `spread`.
  public init(color: Color, offset: Point = .zero, blur: Double = 0, spread: Double = 0) {
    self.color = color
    self.offset = offset
    self.blur = blur
    self.spread = spread
  }

  /// A sentence saying what makes the shadow unusable (an offset, blur or spread that is not finite, or a
  /// negative blur), or nil.
  public var invalidReason: String? {
    guard offset.x.isFinite, offset.y.isFinite else { return "shadow offset \(offset) is not finite" }
    guard blur.isFinite, blur >= 0 else {
      return "shadow blur is \(blur); it must be finite and not negative"
    }
    guard spread.isFinite else { return "shadow spread is \(spread); it must be finite" }
    return nil
  }
}
