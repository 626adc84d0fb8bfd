import PixelproofComponents

/// Bitmaps the gallery draws itself, with integer arithmetic only: a photo-like landscape, template
/// icons, and a piece of pixel art. Nothing comes from the system: the photo's grain is a fixed hash of
/// the pixel position, so every machine draws the same bytes. The benchmark paints them too.
public enum SampleImages {
  /// A 96 x 64 landscape at 1x: a sky fading to a warm horizon, a sun with a glow, two mountain ridges,
  /// a lake mirroring the sky, a meadow, and grain. Opaque, with detail at every scale, as a photo has.
  public static let landscape: PremultipliedBitmap = premultiplied(
    width: 96, height: 64, pixel: Landscape.color)

  /// A 12 x 12 creature for nearest-neighbour sampling: hard-edged texels that bilinear would blur.
  public static let pixelArt: PremultipliedBitmap = premultiplied(width: 12, height: 12) { x, y in
    let rows = [
      "....####....", "..########..", ".##########.", "###..##..###", "###..##..###", "############",
      "############", "..##....##..", ".##.####.##.", "##........##", ".#........#.", "............",
    ]
    let texel = Array(rows[y].utf8)[x]
    return texel == UInt8(ascii: "#") ? (0x5E, 0x5C, 0xE6, 255) : (0xFF, 0xD6, 0x0A, 255)
  }

  /// A template icon 24 points square (48 pixels at scale 2): black, its alpha the shape's coverage.
  /// Draw it with ``Image/tint(_:)``.
  public static func icon(_ glyph: Glyph) -> PremultipliedBitmap {
    switch glyph {
    case .home: home
    case .search: search
    case .heart: heart
    case .person: person
    case .chevron: chevron
    case .plus: plus
    }
  }

  /// The pixels per point of ``icon(_:)``.
  public static let iconScale = 2.0

  public enum Glyph: Sendable, CaseIterable {
    case home
    case search
    case heart
    case person
    case chevron
    case plus
  }

  private static let home = TemplateIcon.draw { p in
    p.nearPolyline([(3, 11), (12, 3.5), (21, 11)], halfWidth: 1)
      || p.nearPolyline([(5.5, 10), (5.5, 20.5), (18.5, 20.5), (18.5, 10)], halfWidth: 1)
      || p.inBox(x: 10, y: 14, width: 4, height: 7)
  }
  private static let search = TemplateIcon.draw { p in
    p.inRing(centre: (10.5, 10.5), inner: 5.5, outer: 7.5)
      || p.nearPolyline([(15.5, 15.5), (20.5, 20.5)], halfWidth: 1.25)
  }
  private static let heart = TemplateIcon.draw { p in
    // Two lobes, and the point below them: 11.5 units tall, 8 either side where it meets the lobes.
    p.inCircle(centre: (8.5, 9), radius: 4.5) || p.inCircle(centre: (15.5, 9), radius: 4.5)
      || (p.y >= TemplateIcon.units(9)
        && abs(p.x - TemplateIcon.units(12)) * 23 <= (TemplateIcon.units(20.5) - p.y) * 16)
  }
  private static let person = TemplateIcon.draw { p in
    p.inCircle(centre: (12, 7.5), radius: 4)
      || (p.y <= TemplateIcon.units(21) && p.inEllipse(centre: (12, 21), rx: 8, ry: 7.5))
  }
  private static let chevron = TemplateIcon.draw { p in
    p.nearPolyline([(9, 5), (16, 12), (9, 19)], halfWidth: 1.25)
  }
  private static let plus = TemplateIcon.draw { p in
    p.nearPolyline([(12, 4), (12, 20)], halfWidth: 1.25)
      || p.nearPolyline([(4, 12), (20, 12)], halfWidth: 1.25)
  }

  /// A bitmap of straight-alpha colours from `pixel`, premultiplied as the rasterizer paints.
  private static func premultiplied(
    width: Int, height: Int, pixel: (Int, Int) -> (UInt8, UInt8, UInt8, UInt8)
  ) -> PremultipliedBitmap {
    var bytes = [UInt8](repeating: 0, count: width * height * 4)
    for y in 0..<height {
      for x in 0..<width {
        let (r, g, b, a) = pixel(x, y)
        let i = (y * width + x) * 4
        (bytes[i], bytes[i + 1], bytes[i + 2], bytes[i + 3]) = (r, g, b, a)
      }
    }
    return PremultipliedBitmap(StraightBitmap(validatedWidth: width, height: height, pixels: bytes))
  }

  /// Template icons on a 24-unit design grid (as icon fonts and SF Symbols are drawn), rendered at 48 px
  /// with 4 x 4 samples per pixel. Coordinates are integers in 1/8 px: 16 per design unit.
  fileprivate enum TemplateIcon {
    static let pixels = 48
    static let samplesPerSide = 4

    /// A position on the design grid in 1/8 px.
    static func units(_ design: Double) -> Int { Int((design * 16).rounded()) }

    /// A sample point in 1/8 px.
    struct Sample {
      let x: Int
      let y: Int

      func inCircle(centre: (Double, Double), radius: Double) -> Bool {
        distanceSquared(to: centre) <= square(units(radius))
      }

      func inRing(centre: (Double, Double), inner: Double, outer: Double) -> Bool {
        let d = distanceSquared(to: centre)
        return d >= square(units(inner)) && d <= square(units(outer))
      }

      func inEllipse(centre: (Double, Double), rx: Double, ry: Double) -> Bool {
        let (dx, dy) = (x - units(centre.0), y - units(centre.1))
        let (a, b) = (units(rx), units(ry))
        return dx * dx * b * b + dy * dy * a * a <= a * a * b * b
      }

      func inBox(x left: Double, y top: Double, width: Double, height: Double) -> Bool {
        x >= units(left) && x < units(left + width) && y >= units(top) && y < units(top + height)
      }

      /// Within `halfWidth` of the polyline through `points`, with round caps and joins.
      func nearPolyline(_ points: [(Double, Double)], halfWidth: Double) -> Bool {
        let limit = square(units(halfWidth))
        return zip(points, points.dropFirst()).contains { a, b in
          let (ax, ay, bx, by) = (units(a.0), units(a.1), units(b.0), units(b.1))
          let (dx, dy, wx, wy) = (bx - ax, by - ay, x - ax, y - ay)
          let lengthSquared = dx * dx + dy * dy
          // The projection onto the segment, times its squared length: no division, no rounding.
          let along = wx * dx + wy * dy
          if along <= 0 { return wx * wx + wy * wy <= limit }
          if along >= lengthSquared { return square(x - bx) + square(y - by) <= limit }
          return square(wx * dy - wy * dx) <= limit * lengthSquared
        }
      }

      private func distanceSquared(to centre: (Double, Double)) -> Int {
        square(x - units(centre.0)) + square(y - units(centre.1))
      }

      private func square(_ value: Int) -> Int { value * value }
    }

    /// The icon whose inside `contains` tells, its coverage counted over the samples of each pixel.
    static func draw(_ contains: (Sample) -> Bool) -> PremultipliedBitmap {
      let samples = samplesPerSide * samplesPerSide
      var bytes = [UInt8](repeating: 0, count: pixels * pixels * 4)
      for py in 0..<pixels {
        for px in 0..<pixels {
          var inside = 0
          for sy in 0..<samplesPerSide {
            for sx in 0..<samplesPerSide {
              // Sample centres at 1/8, 3/8, 5/8 and 7/8 of the pixel.
              if contains(Sample(x: px * 8 + sx * 2 + 1, y: py * 8 + sy * 2 + 1)) { inside += 1 }
            }
          }
          bytes[(py * pixels + px) * 4 + 3] = UInt8((inside * 255 + samples / 2) / samples)
        }
      }
      return PremultipliedBitmap(StraightBitmap(validatedWidth: pixels, height: pixels, pixels: bytes))
    }
  }

  /// The landscape's colour at each pixel: piecewise-linear shapes in integers, averaged over 4 x 4
  /// samples so that ridges and the sun have soft edges. Positions are in quarter pixels.
  private enum Landscape {
    static let horizon = 38 * 4
    static let shore = 52 * 4

    static func color(x: Int, y: Int) -> (UInt8, UInt8, UInt8, UInt8) {
      var sum = (0, 0, 0)
      for sy in 0..<4 {
        for sx in 0..<4 {
          let sample = scene(x: x * 4 + sx, y: y * 4 + sy)
          sum = (sum.0 + sample.0, sum.1 + sample.1, sum.2 + sample.2)
        }
      }
      let grain = Int(hash(x: x, y: y) & 7) - 4
      // The mean of the 16 samples, rounded, then the grain.
      func mean(_ total: Int) -> UInt8 { channel((total + 8) / 16 + grain) }
      return (mean(sum.0), mean(sum.1), mean(sum.2), 255)
    }

    /// The colour at quarter-pixel position (`x`, `y`).
    private static func scene(x: Int, y: Int) -> (Int, Int, Int) {
      let meadowTop = shore - triangleWave(x, period: 256, amplitude: 20)
      let nearRidge = 48 + triangleWave(x + 68, period: 144, amplitude: 80)
      let farRidge = 72 + triangleWave(x + 20, period: 184, amplitude: 48)
      if y >= meadowTop {
        // Darker towards the bottom edge, as grass in its own shade.
        let depth = (y - meadowTop) / 4
        return (84 - depth * 2, 136 - depth * 3, 60 - depth)
      } else if y >= horizon {
        // The sky mirrored and darkened, broken by ripples a pixel high.
        let mirrored = sky(x: x, y: 2 * horizon - 1 - y)
        let ripple = ((x / 20 + y / 4 * 3) % 7 == 0) ? 22 : 0
        return (mirrored.0 * 3 / 5 + ripple, mirrored.1 * 3 / 4 + ripple, mirrored.2 * 7 / 8 + ripple)
      } else if y >= nearRidge {
        // The slope facing the sun is lit; snow on the highest peaks.
        let lit = (x + 68) % 144 >= 72
        let snow = nearRidge <= 64 && y < nearRidge + 12
        return snow ? (236, 238, 244) : lit ? (96, 112, 98) : (64, 80, 72)
      } else if y >= farRidge {
        return (128, 138, 176)
      }
      return sky(x: x, y: y)
    }

    /// Blue overhead to peach at the horizon, and a sun with a glow around it.
    private static func sky(x: Int, y: Int) -> (Int, Int, Int) {
      let t = max(0, min(256, y * 256 / horizon))
      let rgb = (lerp(62, 252, t), lerp(116, 194, t), lerp(196, 150, t))
      // The sun: radius 6 px at (68, 20), a glow out to 20 px.
      let distanceSquared = (x - 272) * (x - 272) + (y - 80) * (y - 80)
      if distanceSquared <= 24 * 24 { return (255, 238, 196) }
      guard distanceSquared < 80 * 80 else { return rgb }
      let glow = (80 * 80 - distanceSquared) * 70 / (80 * 80)
      return (rgb.0 + glow, rgb.1 + glow * 3 / 4, rgb.2 + glow / 4)
    }

    /// `a` to `b` as `t` goes from 0 to 256, rounded half up.
    private static func lerp(_ a: Int, _ b: Int, _ t: Int) -> Int { a + ((b - a) * t + 128) >> 8 }

    /// `amplitude` at multiples of `period`, falling linearly to 0 half-way between (for `x` >= 0).
    private static func triangleWave(_ x: Int, period: Int, amplitude: Int) -> Int {
      let phase = x % period
      return abs(phase - period / 2) * 2 * amplitude / period
    }

    /// A fixed scramble of the position (Murmur-style mixing): grain without a random number generator.
    private static func hash(x: Int, y: Int) -> UInt32 {
      var h = UInt32(truncatingIfNeeded: x) &* 0x9E37_79B1 ^ UInt32(truncatingIfNeeded: y) &* 0x85EB_CA77
      h ^= h >> 13
      h &*= 0x5BD1_E995
      h ^= h >> 15
      return h
    }

    private static func channel(_ value: Int) -> UInt8 { UInt8(max(0, min(255, value))) }
  }
}
