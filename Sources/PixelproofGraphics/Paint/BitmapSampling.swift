/// How a bitmap is read between its pixels when it is drawn scaled, rotated or at a fractional offset.
///
/// Drawn at its own size on whole pixels, a bitmap comes out unchanged with either choice.
public enum BitmapSampling: Sendable, Hashable {
  /// The pixel under the sample point: hard edges, as pixel art and UIKit's
  /// `magnificationFilter = .nearest` show.
  case nearest
  /// A blend of the four pixels around the sample point, as UIKit draws photos and icons by default.
  case bilinear
}
