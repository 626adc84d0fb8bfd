/// An sRGB colour with straight (not premultiplied) alpha, 8 bits per channel.
///
/// Colours are blended as stored, without linearisation, as UIKit and browsers do.
public struct Color: Sendable, Hashable, CustomStringConvertible {
  /// The red channel, 0...255.
  public var red: UInt8
  /// The green channel, 0...255.
  public var green: UInt8
  /// The blue channel, 0...255.
  public var blue: UInt8
  /// The opacity, 0 (transparent) ... 255 (opaque).
  public var alpha: UInt8

  /// A colour from its channels, opaque unless `alpha` says otherwise.
  public init(red: UInt8, green: UInt8, blue: UInt8, alpha: UInt8 = 255) {
    self.red = red
    self.green = green
    self.blue = blue
    self.alpha = alpha
  }

  /// A colour from `0xRRGGBB`, as design tools write it, with an optional alpha.
  public init(hex: UInt32, alpha: UInt8 = 255) {
    self.init(
      red: UInt8(truncatingIfNeeded: hex >> 16), green: UInt8(truncatingIfNeeded: hex >> 8),
      blue: UInt8(truncatingIfNeeded: hex), alpha: alpha)
  }

  /// The colour as `#RRGGBBAA`, e.g. `#007AFFFF`.
  public var description: String {
    let hex = (Int(red) << 24) | (Int(green) << 16) | (Int(blue) << 8) | Int(alpha)
    let digits = String(hex, radix: 16, uppercase: true)
    return "#" + String(repeating: "0", count: 8 - digits.count) + digits
  }

  /// Transparent black.
  public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
  /// Opaque black, `#000000`.
  public static let black = Color(red: 0, green: 0, blue: 0)
  /// Opaque white, `#FFFFFF`.
  public static let white = Color(red: 255, green: 255, blue: 255)
  /// Opaque pure red, `#FF0000`.
  public static let red = Color(red: 255, green: 0, blue: 0)
  /// Opaque pure green, `#00FF00`.
  public static let green = Color(red: 0, green: 255, blue: 0)
  /// Opaque pure blue, `#0000FF`.
  public static let blue = Color(red: 0, green: 0, blue: 255)
}

extension UInt8 {
  /// `unit` in 0...1 mapped to 0...255, rounded to nearest; out-of-range and NaN values are clamped.
  public init(clampedUnit unit: Double) {
    guard unit > 0 else {
      self = 0
      return
    }
    guard unit < 1 else {
      self = 255
      return
    }
    self = UInt8((unit * 255).rounded())
  }
}
