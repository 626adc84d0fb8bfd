/// A gradient's stops turned into integer segments of its parameter t, so colouring a pixel is a few
/// integer multiply-adds with no division.
///
/// t is in 1/2^25 units (``one`` is location 1). The segments cover every integer t without gaps: a
/// constant segment before the first stop (the pad), one interpolating segment per pair of stops at
/// different locations, and a constant segment from the last stop on. Stops at the same location leave
/// no segment between them, which makes the hard edge: t exactly at the edge takes the colour after it.
struct GradientRamp {
  /// Bits of t below location 1. ``FixedAffine`` counts in half pixels, so its steps from one pixel to
  /// the next are even numbers of units; 2^25 units still leave 2^24 steps per location, which keeps
  /// the rounding of t far below one 8-bit level even over the widest bitmap (16,384 px).
  static let fractionBits = 25
  static let one = 1 << fractionBits

  /// Bits of the interpolation weight: 65,536 steps between two stops, so the weight itself adds at
  /// most 255 / 131,072 of a level before the final rounding.
  static let weightBits = 16

  /// The t range [start, end) between two stops, and the premultiplied colours at its ends.
  struct Segment {
    let start: Int
    let end: Int
    /// 2^(fractionBits + weightBits) / (end - start), rounded to nearest once here so pixels only
    /// multiply; 0 for a constant segment.
    let reciprocal: Int
    /// Premultiplied red, green, blue and alpha at `start`, in 1/65,536 of a level, plus one half so a
    /// shift rounds to nearest (ties upwards).
    let base: (Int, Int, Int, Int)
    /// The premultiplied colour at `end` minus the one at `start`, per channel.
    let delta: (Int, Int, Int, Int)
  }

  let segments: [Segment]

  /// The ramp for a valid gradient (see ``Gradient/invalidReason``), or nil.
  init?(_ gradient: Gradient) {
    guard gradient.invalidReason == nil, let first = gradient.stops.first, let last = gradient.stops.last
    else { return nil }
    // Locations are in 0...1 here, so the conversion cannot overflow.
    let locations = gradient.stops.map { Int(($0.location * Double(Self.one)).rounded()) }
    let colors = gradient.stops.map { Self.premultiplied($0.color) }
    var segments = [Self.constant(Self.premultiplied(first.color), from: Int.min, to: locations[0])]
    for index in colors.indices.dropLast() where locations[index + 1] > locations[index] {
      segments.append(
        Self.interpolating(
          from: (locations[index], colors[index]), to: (locations[index + 1], colors[index + 1])))
    }
    let lastLocation = locations[locations.count - 1]
    segments.append(Self.constant(Self.premultiplied(last.color), from: lastLocation, to: Int.max))
    self.segments = segments
  }

  /// A ramp of one colour for every t.
  init(constant color: Color) {
    segments = [Self.constant(Self.premultiplied(color), from: Int.min, to: Int.max)]
  }

  /// Colours pixels one t at a time, keeping the segment of the last t at hand: along a row t leaves
  /// its segment at most a few times.
  struct Cursor {
    private let segments: [Segment]
    private var current: Segment

    init(_ ramp: GradientRamp) {
      segments = ramp.segments
      // There is always a segment: the constant ones before the first stop and from the last one.
      current = ramp.segments[0]
    }

    /// Writes the premultiplied colour at `t` into the 4 bytes at `pixel`.
    @inline(__always)
    mutating func store(_ t: Int, to pixel: UnsafeMutablePointer<UInt8>) {
      if t < current.start || t >= current.end {
        // Segments are few (one per stop) and cover every t, so a scan finds one.
        var index = 0
        while t >= segments[index].end { index += 1 }
        current = segments[index]
      }
      // The offset is below the span (at most 2^25) and the reciprocal about 2^41 / span, so the
      // product stays near 2^41 and the weight within 0...65,536; for the constant segments (start
      // Int.min, reciprocal 0) the wrapping product is 0.
      let offset = t &- current.start
      let weight = (offset &* current.reciprocal + (1 << (fractionBits - 1))) >> fractionBits
      let (base, delta) = (current.base, current.delta)
      pixel[0] = UInt8(truncatingIfNeeded: (base.0 + delta.0 * weight) >> weightBits)
      pixel[1] = UInt8(truncatingIfNeeded: (base.1 + delta.1 * weight) >> weightBits)
      pixel[2] = UInt8(truncatingIfNeeded: (base.2 + delta.2 * weight) >> weightBits)
      pixel[3] = UInt8(truncatingIfNeeded: (base.3 + delta.3 * weight) >> weightBits)
    }
  }

  /// The colour with its channels multiplied by its alpha, rounded with ``PixelMath/multiply(_:_:)`` as
  /// every solid fill is.
  private static func premultiplied(_ color: Color) -> (Int, Int, Int, Int) {
    let alpha = Int(color.alpha)
    return (
      PixelMath.multiply(Int(color.red), alpha), PixelMath.multiply(Int(color.green), alpha),
      PixelMath.multiply(Int(color.blue), alpha), alpha
    )
  }

  private static let half = 1 << (weightBits - 1)

  private static func constant(_ color: (Int, Int, Int, Int), from start: Int, to end: Int) -> Segment {
    Segment(
      start: start, end: end, reciprocal: 0,
      base: (
        (color.0 << weightBits) + half, (color.1 << weightBits) + half, (color.2 << weightBits) + half,
        (color.3 << weightBits) + half
      ),
      delta: (0, 0, 0, 0))
  }

  private static func interpolating(
    from start: (t: Int, color: (Int, Int, Int, Int)), to end: (t: Int, color: (Int, Int, Int, Int))
  ) -> Segment {
    let span = end.t - start.t
    let segment = constant(start.color, from: start.t, to: end.t)
    return Segment(
      start: start.t, end: end.t,
      reciprocal: roundedDivide(1 << (fractionBits + weightBits), span), base: segment.base,
      delta: (
        end.color.0 - start.color.0, end.color.1 - start.color.1, end.color.2 - start.color.2,
        end.color.3 - start.color.3
      ))
  }
}
