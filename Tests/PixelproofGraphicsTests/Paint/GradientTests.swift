import Testing

@testable import PixelproofGraphics

/// Gradients against values worked out by hand. Geometry is chosen so pixel centres (x + 0.5) fall on
/// simple locations: a gradient from x = 0.5 to x = n + 0.5 puts pixel i at t = i / n.
@Suite struct GradientTests {
  typealias Pixel = [Int]

  /// `count` premultiplied pixels from (`x`, `y`), each as [red, green, blue, alpha].
  private func shade(_ shader: GradientShader, x: Int = 0, y: Int = 0, count: Int) -> [Pixel] {
    var bytes = [UInt8](repeating: 0, count: 4 * count)
    bytes.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      shader.shade(x: x, y: y, count: count, into: base)
    }
    return stride(from: 0, to: bytes.count, by: 4).map { bytes[$0..<($0 + 4)].map(Int.init) }
  }

  private func horizontal(
    _ colors: [Color], from start: Double, to end: Double, transform: Transform = .identity
  ) -> GradientShader {
    let gradient = LinearGradient(
      gradient: Gradient(colors: colors), start: Point(x: start, y: 0), end: Point(x: end, y: 0))
    return GradientShader(linear: gradient, deviceToGradient: transform)
  }

  private func linear(_ stops: [(Double, Color)], from start: Double, to end: Double) -> GradientShader {
    let gradient = Gradient(stops: stops.map { Gradient.Stop(location: $0.0, color: $0.1) })
    return GradientShader(
      linear: LinearGradient(gradient: gradient, start: Point(x: start, y: 0), end: Point(x: end, y: 0)),
      deviceToGradient: .identity)
  }

  private func grey(_ value: Int) -> Pixel { [value, value, value, 255] }

  // MARK: - Linear

  @Test func stopColoursAppearExactlyAtTheirStops() {
    // Pixel i sits at t = i / 4: red at 0, green at 0.5 (pixel 2), blue at 1 (pixel 4).
    let shader = horizontal([.red, .green, .blue], from: 0.5, to: 4.5)
    let pixels = shade(shader, count: 5)
    #expect(pixels[0] == [255, 0, 0, 255])
    #expect(pixels[2] == [0, 255, 0, 255])
    #expect(pixels[4] == [0, 0, 255, 255])
    // Halfway from red to green: 127.5 each, rounded half up.
    #expect(pixels[1] == [128, 128, 0, 255])
    #expect(pixels[3] == [0, 128, 128, 255])
  }

  @Test func blackToWhiteOver256PixelsMeetsInTheMiddle() {
    // From x = 0 to 256: pixel 127 is at t = 127.5 / 256, grey 255 t = 127.002 -> 127; pixel 128 at
    // 128.5 / 256, grey 127.998 -> 128. The first pixel is 255 * 0.5 / 256 = 0.498 -> 0 and the last
    // 255 * 255.5 / 256 = 254.5019 -> 255.
    let pixels = shade(horizontal([.black, .white], from: 0, to: 256), count: 256)
    #expect(pixels[127] == grey(127))
    #expect(pixels[128] == grey(128))
    #expect(pixels[0] == grey(0))
    #expect(pixels[255] == grey(255))
    // From x = 0.5 to 255.5, pixel i is at t = i / 255: grey exactly i, all 256 levels once.
    let exact = shade(horizontal([.black, .white], from: 0.5, to: 255.5), count: 256)
    #expect(exact == (0..<256).map(grey))
  }

  @Test func redToTransparentStaysRedInPremultipliedAlpha() {
    // Interpolating premultiplied (255, 0, 0, 255) to (0, 0, 0, 0) keeps red == alpha in every pixel:
    // straight alpha, every pixel is pure red. Interpolating straight colours would give a premultiplied
    // red of half the alpha at the middle: a dark fringe.
    let pixels = shade(horizontal([.red, .clear], from: 0.5, to: 64.5), count: 65)
    for (x, pixel) in pixels.enumerated() {
      #expect(pixel[0] == pixel[3] && pixel[1] == 0 && pixel[2] == 0, "x = \(x): \(pixel)")
    }
    // t = 0.5 at pixel 32: 127.5 -> 128.
    #expect(pixels[32] == [128, 0, 0, 128])
    #expect(pixels[64] == [0, 0, 0, 0])
    // A transparent stop's colour does not matter: transparent white gives the same pixels.
    let towardsWhite = horizontal(
      [.red, Color(red: 255, green: 255, blue: 255, alpha: 0)], from: 0.5, to: 64.5)
    #expect(shade(towardsWhite, count: 65) == pixels)
  }

  @Test func blackToWhiteOver1000PixelsRisesByAtMostOneLevelPerPixel() {
    let pixels = shade(horizontal([.black, .white], from: 0, to: 1000), count: 1000)
    // 255 * 0.5 / 1000 = 0.1275 -> 0; 255 * 999.5 / 1000 = 254.87 -> 255.
    #expect(pixels.first == grey(0))
    #expect(pixels.last == grey(255))
    for x in 1..<pixels.count {
      let step = pixels[x][0] - pixels[x - 1][0]
      #expect((0...1).contains(step) && pixels[x] == grey(pixels[x][0]), "x = \(x)")
    }
    // 255 levels over 1000 px: every level from 0 to 255 appears.
    #expect(Set(pixels.map { $0[0] }).count == 256)
  }

  @Test func pixelsBeyondTheEndsTakeTheEndColours() {
    // From x = 10.5 to 20.5: pixel 10 is at t = 0 and pixel 20 at t = 1.
    let pixels = shade(horizontal([.red, .blue], from: 10.5, to: 20.5), x: -5, count: 40)
    for x in -5...10 { #expect(pixels[x + 5] == [255, 0, 0, 255], "x = \(x)") }
    for x in 20..<35 { #expect(pixels[x + 5] == [0, 0, 255, 255], "x = \(x)") }
    // Pixel 15 at t = 0.5: 127.5 each way, rounded half up.
    #expect(pixels[15 + 5] == [128, 0, 128, 255])
  }

  @Test func twoStopsAtOneLocationMakeAHardEdge() {
    let stops: [(Double, Color)] = [(0, .red), (0.5, .red), (0.5, .blue), (1, .blue)]
    // From 0 to 8, pixel centres at t = (i + 0.5) / 8: pixels 0...3 before 0.5, pixels 4...7 after.
    let pixels = shade(linear(stops, from: 0, to: 8), count: 8)
    #expect(
      pixels == Array(repeating: [255, 0, 0, 255], count: 4) + Array(repeating: [0, 0, 255, 255], count: 4))
    // From 0.5 to 8.5, pixel 4 sits exactly on the edge and takes the colour after it.
    let onEdge = shade(linear(stops, from: 0.5, to: 8.5), count: 8)
    #expect(onEdge[3] == [255, 0, 0, 255])
    #expect(onEdge[4] == [0, 0, 255, 255])
  }

  @Test func threeUnevenStopsInterpolateWithinEachPair() {
    // Pixel i at t = i / 8: red at 0, green at 0.25 (pixel 2), blue at 1 (pixel 8).
    let pixels = shade(linear([(0, .red), (0.25, .green), (1, .blue)], from: 0.5, to: 8.5), count: 9)
    #expect(pixels[0] == [255, 0, 0, 255])
    #expect(pixels[1] == [128, 128, 0, 255])  // t = 0.125, halfway from red to green
    #expect(pixels[2] == [0, 255, 0, 255])
    // t = 0.5 is a third of the way from green to blue: 255 * 2 / 3 = 170, 255 / 3 = 85.
    #expect(pixels[4] == [0, 170, 85, 255])
    #expect(pixels[5] == [0, 128, 128, 255])  // t = 0.625, halfway from green to blue
    #expect(pixels[8] == [0, 0, 255, 255])
  }

  @Test func stopsInsideTheLineKeepTheirColoursBeyondThem() {
    // Stops at 0.25 and 0.75 on a line from 0.5 to 8.5: pixels 0...2 are black, 6...8 white, pixel 4
    // (t = 0.5) halfway: 127.5 -> 128.
    let pixels = shade(linear([(0.25, .black), (0.75, .white)], from: 0.5, to: 8.5), count: 9)
    #expect(pixels[0...2].allSatisfy { $0 == grey(0) })
    #expect(pixels[6...8].allSatisfy { $0 == grey(255) })
    #expect(pixels[4] == grey(128))
  }

  @Test func aRotatedTransformTurnsAHorizontalGradientVertical() {
    // Drawn rotated by 90 degrees, the device pixel (x, y) is the gradient point (y, -x): t depends on
    // y only, t = (y + 0.5) / 16, grey 255 (2y + 1) / 32.
    let rotation = Transform.rotation(degrees: 90).inverted() ?? .identity
    let rotated = horizontal([.black, .white], from: 0, to: 16, transform: rotation)
    // Drawn at twice the size as well, a gradient from 0 to 8 covers the same 16 px.
    let scaled = Transform.scale(2).concatenating(.rotation(degrees: 90)).inverted() ?? .identity
    let rotatedAndScaled = horizontal([.black, .white], from: 0, to: 8, transform: scaled)
    for shader in [rotated, rotatedAndScaled] {
      for y in 0..<16 {
        let expected = Int((255 * Double(2 * y + 1) / 32).rounded())
        #expect(
          shade(shader, x: -8, y: y, count: 16) == Array(repeating: grey(expected), count: 16), "y = \(y)")
      }
      // By hand: 255 / 32 = 7.97 -> 8, 255 * 15 / 32 = 119.53 -> 120, 255 * 31 / 32 = 247.03 -> 247.
      #expect(shade(shader, y: 0, count: 1) == [grey(8)])
      #expect(shade(shader, y: 7, count: 1) == [grey(120)])
      #expect(shade(shader, y: 15, count: 1) == [grey(247)])
    }
  }

  @Test func aLineShorterThanAPixelIsAHardEdgeAtItsStart() {
    // 1e-9 px long, from x = 4: pixel 3 (centre 3.5) is before it, pixel 4 (4.5) beyond it.
    let pixels = shade(horizontal([.red, .blue], from: 4, to: 4 + 1e-9), count: 8)
    #expect(pixels[0...3].allSatisfy { $0 == [255, 0, 0, 255] })
    #expect(pixels[4...7].allSatisfy { $0 == [0, 0, 255, 255] })
  }

  @Test func aGradientFarAwayPadsWithoutOverflow() {
    #expect(
      shade(horizontal([.red, .blue], from: 1e12, to: 1e12 + 10), count: 4)
        == Array(repeating: [255, 0, 0, 255], count: 4))
    #expect(
      shade(horizontal([.red, .blue], from: -1e15, to: -1e15 + 1), count: 4)
        == Array(repeating: [0, 0, 255, 255], count: 4))
  }

  @Test func aZeroLengthLinePaintsTheLastColour() {
    let gradient = LinearGradient(
      gradient: Gradient(colors: [.red, .blue]), start: Point(x: 3, y: 3), end: Point(x: 3, y: 3))
    #expect(gradient.invalidReason == nil)
    let shader = GradientShader(linear: gradient, deviceToGradient: .identity)
    #expect(shade(shader, count: 6) == Array(repeating: [0, 0, 255, 255], count: 6))
  }

  // MARK: - Radial

  private func radial(
    _ colors: [Color], center: Point = Point(x: 8.5, y: 8.5), radius: Double,
    transform: Transform = .identity
  ) -> GradientShader {
    let gradient = RadialGradient(gradient: Gradient(colors: colors), center: center, radius: radius)
    return GradientShader(radial: gradient, deviceToGradient: transform)
  }

  @Test func radialGradientRunsFromTheCentreToTheRing() {
    // Centred on pixel (8, 8) with radius 8: pixel (8 + dx, 8 + dy) is at t = √(dx² + dy²) / 8.
    let shader = radial([.black, .white], radius: 8)
    let rows = (0..<17).map { shade(shader, y: $0, count: 17) }
    #expect(rows[8][8] == grey(0))  // the centre: the first colour
    #expect(rows[8][12] == grey(128))  // t = 4 / 8: 127.5 -> 128
    #expect(rows[12][11] == grey(159))  // distance √(3² + 4²) = 5, t = 0.625: 159.375 -> 159
    // On the ring at distance 8 and beyond it: the last colour.
    for (x, y) in [(16, 8), (0, 8), (8, 0), (8, 16), (0, 0), (16, 16), (3, 15)] {
      #expect(rows[y][x] == grey(255), "(\(x), \(y))")
    }
    let far = shade(shader, x: 30, y: 40, count: 5)
    #expect(far.allSatisfy { $0 == grey(255) })
  }

  @Test func radialGradientIsSymmetricAboutItsCentre() {
    // A centre on a pixel centre (8.5, 8.5) or on a pixel corner (8, 8), and a radius that is not a power
    // of two: (u, v) at mirrored pixels are exactly opposite, so mirrored and transposed pixels match.
    let colors = [Color.red, .green, Color(red: 0, green: 0, blue: 255, alpha: 90)]
    for (center, last) in [(Point(x: 8.5, y: 8.5), 16), (Point(x: 8, y: 8), 15)] {
      let shader = radial(colors, center: center, radius: 6.3)
      let rows = (0...16).map { shade(shader, y: $0, count: 17) }
      for y in 0...last {
        for x in 0...last {
          let pixel = rows[y][x]
          #expect(
            rows[last - y][x] == pixel && rows[y][last - x] == pixel && rows[x][y] == pixel, "(\(x), \(y))")
        }
      }
    }
  }

  @Test func aMirroredLinearGradientGivesMirroredPixels() {
    // From x = 3 to 50 in a row of 64, and from 61 to 14: pixel x of one is pixel 63 - x of the other.
    let colors = [Color.red, Color(red: 10, green: 200, blue: 90, alpha: 170), .blue]
    let forwards = shade(horizontal(colors, from: 3, to: 50), count: 64)
    let backwards = shade(horizontal(colors, from: 61, to: 14), count: 64)
    #expect(forwards == backwards.reversed())
  }

  @Test func aScaledRadialGradientIsAnEllipse() {
    // Drawn scaled by 2 horizontally: device (x, y) is the gradient point (x / 2, y). With radius 4 about
    // the gradient point (4.25, 8.5), pixel (8, 8) (centre 8.5) is the centre and (16, 8) on the ring
    // horizontally, (8, 12) vertically.
    let deviceToGradient = Transform.scale(x: 0.5, y: 1)
    let shader = radial(
      [.black, .white], center: Point(x: 4.25, y: 8.5), radius: 4, transform: deviceToGradient)
    #expect(shade(shader, x: 8, y: 8, count: 1) == [grey(0)])
    #expect(shade(shader, x: 16, y: 8, count: 1) == [grey(255)])
    #expect(shade(shader, x: 8, y: 12, count: 1) == [grey(255)])
    // Halfway both ways: 4 px right is 2 gradient units, 2 px down is 2 units: t = 0.5.
    #expect(shade(shader, x: 12, y: 8, count: 1) == [grey(128)])
    #expect(shade(shader, x: 8, y: 10, count: 1) == [grey(128)])
  }

  @Test func aZeroRadiusPaintsTheLastColour() {
    #expect(
      shade(radial([.red, .blue], radius: 0), count: 17) == Array(repeating: [0, 0, 255, 255], count: 17))
  }

  // MARK: - Validity

  @Test func evenlySpacedColours() {
    #expect(Gradient(colors: [.red, .green, .blue]).stops.map(\.location) == [0, 0.5, 1])
    #expect(Gradient(colors: [.red]).stops.map(\.location) == [0])
    #expect(Gradient(colors: []).stops.isEmpty)
  }

  @Test func invalidGradientsSayWhy() {
    func stops(_ locations: [Double]) -> Gradient {
      Gradient(stops: locations.map { Gradient.Stop(location: $0, color: .red) })
    }
    #expect(stops([0, 0.5, 0.5, 1]).invalidReason == nil)
    #expect(Gradient(colors: [.red]).invalidReason == nil)
    #expect(stops([]).invalidReason == "A gradient needs at least one stop.")
    #expect(
      stops([0, .nan]).invalidReason
        == "The location of stops[1] is nan; locations must be finite numbers in 0...1.")
    #expect(
      stops([.infinity]).invalidReason
        == "The location of stops[0] is inf; locations must be finite numbers in 0...1.")
    #expect(stops([0, 1.5]).invalidReason == "The location of stops[1] is 1.5, outside 0...1.")
    #expect(stops([-0.25, 1]).invalidReason == "The location of stops[0] is -0.25, outside 0...1.")
    #expect(
      stops([0, 0.5, 0.2]).invalidReason
        == "The location of stops[2] (0.2) is before that of stops[1] (0.5); locations must not decrease.")

    let colors = Gradient(colors: [.red, .blue])
    let origin = Point.zero
    #expect(LinearGradient(gradient: colors, start: origin, end: Point(x: 1, y: 0)).invalidReason == nil)
    #expect(
      LinearGradient(gradient: colors, start: Point(x: .nan, y: 0), end: origin).invalidReason
        == "The start point (nan, 0) is not finite.")
    #expect(
      LinearGradient(gradient: colors, start: origin, end: Point(x: 0, y: .infinity)).invalidReason
        == "The end point (0, inf) is not finite.")
    #expect(
      LinearGradient(gradient: stops([]), start: origin, end: origin).invalidReason
        == "A gradient needs at least one stop.")
    #expect(RadialGradient(gradient: colors, center: origin, radius: 0).invalidReason == nil)
    #expect(
      RadialGradient(gradient: colors, center: origin, radius: -2).invalidReason
        == "The radius is -2; it must not be negative.")
    #expect(
      RadialGradient(gradient: colors, center: origin, radius: .nan).invalidReason
        == "The radius is nan; it must be finite.")
    #expect(
      RadialGradient(gradient: colors, center: origin, radius: .infinity).invalidReason
        == "The radius is inf; it must be finite.")
    #expect(
      RadialGradient(gradient: colors, center: Point(x: 0, y: .nan), radius: 1).invalidReason
        == "The centre (0, nan) is not finite.")
  }

  @Test func anInvalidGradientOrTransformPaintsNothing() {
    let badStops = Gradient(stops: [Gradient.Stop(location: .nan, color: .red)])
    let linear = GradientShader(
      linear: LinearGradient(gradient: badStops, start: .zero, end: Point(x: 4, y: 0)),
      deviceToGradient: .identity)
    let nanTransform = Transform(a: .nan, b: 0, c: 0, d: 1, tx: 0, ty: 0)
    let radial = GradientShader(
      radial: RadialGradient(gradient: Gradient(colors: [.red]), center: .zero, radius: 4),
      deviceToGradient: nanTransform)
    let negative = GradientShader(
      radial: RadialGradient(gradient: Gradient(colors: [.red]), center: .zero, radius: -1),
      deviceToGradient: .identity)
    for shader in [linear, radial, negative] {
      #expect(shade(shader, count: 4) == Array(repeating: [0, 0, 0, 0], count: 4))
    }
  }
}
