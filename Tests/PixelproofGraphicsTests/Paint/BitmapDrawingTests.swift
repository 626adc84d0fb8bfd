@testable import PixelproofGraphics
import Testing

/// Content-mode frames and the bitmap shader. Every expected value is worked out by hand beside it.
@Suite struct BitmapDrawingTests {
  // MARK: Content modes

  private let modes: [ContentMode] = [
    .scaleToFill, .scaleAspectFit, .scaleAspectFill, .center, .top, .bottom, .left, .right, .topLeft,
    .topRight, .bottomLeft, .bottomRight,
  ]

  @Test func contentModeFramesInASquareBounds() {
    // A 40 x 20 image in (10, 20, 100, 100): ratios 100/40 = 2.5 and 100/20 = 5.
    // Centred x = 10 + (100 - 40) / 2 = 40, centred y = 20 + (100 - 20) / 2 = 60,
    // right x = 110 - 40 = 70, bottom y = 120 - 20 = 100.
    let bounds = Rect(x: 10, y: 20, width: 100, height: 100)
    let expected: [Rect] = [
      Rect(x: 10, y: 20, width: 100, height: 100),  // scaleToFill: the bounds
      Rect(x: 10, y: 45, width: 100, height: 50),  // fit: x 2.5 -> 100 x 50, y = 20 + (100 - 50) / 2
      Rect(x: -40, y: 20, width: 200, height: 100),  // fill: x 5 -> 200 x 100, x = 10 + (100 - 200) / 2
      Rect(x: 40, y: 60, width: 40, height: 20),  // center
      Rect(x: 40, y: 20, width: 40, height: 20),  // top
      Rect(x: 40, y: 100, width: 40, height: 20),  // bottom
      Rect(x: 10, y: 60, width: 40, height: 20),  // left
      Rect(x: 70, y: 60, width: 40, height: 20),  // right
      Rect(x: 10, y: 20, width: 40, height: 20),  // topLeft
      Rect(x: 70, y: 20, width: 40, height: 20),  // topRight
      Rect(x: 10, y: 100, width: 40, height: 20),  // bottomLeft
      Rect(x: 70, y: 100, width: 40, height: 20),  // bottomRight
    ]
    for (mode, frame) in zip(modes, expected) {
      #expect(mode.frame(forImageOfSize: Size(width: 40, height: 20), in: bounds) == frame, "\(mode)")
    }
  }

  @Test func contentModeFramesInATallBounds() {
    // A 40 x 20 image in (0, 0, 30, 60): ratios 30/40 = 0.75 and 60/20 = 3; the natural size overflows
    // the width. Centred x = (30 - 40) / 2 = -5, centred y = (60 - 20) / 2 = 20, right x = 30 - 40 = -10,
    // bottom y = 60 - 20 = 40.
    let bounds = Rect(x: 0, y: 0, width: 30, height: 60)
    let expected: [Rect] = [
      Rect(x: 0, y: 0, width: 30, height: 60),  // scaleToFill
      Rect(x: 0, y: 22.5, width: 30, height: 15),  // fit: x 0.75 -> 30 x 15, y = (60 - 15) / 2
      Rect(x: -45, y: 0, width: 120, height: 60),  // fill: x 3 -> 120 x 60, x = (30 - 120) / 2
      Rect(x: -5, y: 20, width: 40, height: 20),  // center
      Rect(x: -5, y: 0, width: 40, height: 20),  // top
      Rect(x: -5, y: 40, width: 40, height: 20),  // bottom
      Rect(x: 0, y: 20, width: 40, height: 20),  // left
      Rect(x: -10, y: 20, width: 40, height: 20),  // right
      Rect(x: 0, y: 0, width: 40, height: 20),  // topLeft
      Rect(x: -10, y: 0, width: 40, height: 20),  // topRight
      Rect(x: 0, y: 40, width: 40, height: 20),  // bottomLeft
      Rect(x: -10, y: 40, width: 40, height: 20),  // bottomRight
    ]
    for (mode, frame) in zip(modes, expected) {
      #expect(mode.frame(forImageOfSize: Size(width: 40, height: 20), in: bounds) == frame, "\(mode)")
    }
  }

  @Test func anEmptyImageOrBoundsGivesAnEmptyFrameAtTheBoundsOrigin() {
    let bounds = Rect(x: 3, y: 4, width: 100, height: 100)
    let empty = Rect(x: 3, y: 4, width: 0, height: 0)
    for mode in modes {
      #expect(mode.frame(forImageOfSize: Size(width: 0, height: 20), in: bounds) == empty, "\(mode)")
      #expect(mode.frame(forImageOfSize: Size(width: .nan, height: 20), in: bounds) == empty, "\(mode)")
      let flat = Rect(x: 3, y: 4, width: 100, height: 0)
      #expect(mode.frame(forImageOfSize: Size(width: 40, height: 20), in: flat) == empty, "\(mode)")
    }
  }

  // MARK: Shader

  /// Premultiplied test texels: three opaque greys-ish colours, one half-transparent, two more.
  private let a: [UInt8] = [10, 20, 30, 255]
  private let b: [UInt8] = [40, 50, 60, 255]
  private let c: [UInt8] = [30, 60, 90, 128]
  private let d: [UInt8] = [100, 110, 120, 255]
  private let e: [UInt8] = [130, 140, 150, 255]
  private let f: [UInt8] = [0, 0, 0, 0]

  /// A bitmap whose premultiplied pixels are `pixels`, row by row.
  private func image(width: Int, _ pixels: [[UInt8]]) throws -> PremultipliedBitmap {
    var bitmap = try PremultipliedBitmap(width: width, height: pixels.count / width)
    bitmap.pixels = pixels.flatMap { $0 }
    return bitmap
  }

  /// Device pixels `x ..< x + width` × `0 ..< height`, shaded a row at a time as the renderer does.
  private func shade(
    _ image: PremultipliedBitmap, _ deviceToBitmap: Transform, _ sampling: BitmapSampling, tint: Color? = nil,
    x: Int = 0, width: Int, height: Int
  ) -> [[UInt8]] {
    let shader = BitmapShader(bitmap: image, deviceToBitmap: deviceToBitmap, sampling: sampling, tint: tint)
    var bytes = [UInt8](repeating: 0xEE, count: width * height * 4)
    bytes.withUnsafeMutableBufferPointer { buffer in
      guard let base = buffer.baseAddress else { return }
      for y in 0..<height { shader.shade(x: x, y: y, count: width, into: base + y * width * 4) }
    }
    return stride(from: 0, to: bytes.count, by: 4).map { Array(bytes[$0..<($0 + 4)]) }
  }

  @Test func identityReproducesTheImageExactlyWithBothSamplings() throws {
    let source = try image(width: 3, [a, b, c, d, e, f])
    for sampling in [BitmapSampling.nearest, .bilinear] {
      #expect(shade(source, .identity, sampling, width: 3, height: 2) == [a, b, c, d, e, f], "\(sampling)")
    }
  }

  @Test func aMirroredMappingReadsEveryTexelExactly() throws {
    // u = 3 - X: device pixel x's centre x + 0.5 reads u = 2.5 - x, the centre of texel 2 - x, so the
    // bilinear weights are zero and both samplings give the row reversed (not the copy path: the step
    // is -1 texel).
    let source = try image(width: 3, [a, b, c, d, e, f])
    let mirror = Transform.scale(x: -1, y: 1).concatenating(.translation(x: 3, y: 0))
    for sampling in [BitmapSampling.nearest, .bilinear] {
      #expect(shade(source, mirror, sampling, width: 3, height: 2) == [c, b, a, f, e, d], "\(sampling)")
    }
  }

  @Test func nearestUpscaleBy2DuplicatesEachTexelInto2x2() throws {
    // Device centres 0.5, 1.5, 2.5, 3.5 read image positions 0.25, 0.75, 1.25, 1.75: texels 0, 0, 1, 1.
    let source = try image(width: 2, [a, b, d, e])
    let expected = [
      a, a, b, b,
      a, a, b, b,
      d, d, e, e,
      d, d, e, e,
    ]
    #expect(shade(source, .scale(0.5), .nearest, width: 4, height: 4) == expected)
    // A row that starts mid-destination reads the same texels: device x = 1, 2 are a, b.
    #expect(shade(source, .scale(0.5), .nearest, x: 1, width: 2, height: 1) == [a, b])
  }

  @Test func bilinearHalfwayBetween0And255RoundsUpTo128() throws {
    // Device pixel 0's centre (0.5, 0.5) moved by 0.5 reads u = 1.0, halfway between the centres 0.5 and
    // 1.5 of a transparent and a white texel: each channel is 255 / 2 = 127.5, and ties round upwards,
    // (32,640 · 256 + 32,768) >> 16 = 128, as div255 and coverage round 127.5.
    let source = try image(width: 2, [[0, 0, 0, 0], [255, 255, 255, 255]])
    let shaded = shade(source, .translation(x: 0.5, y: 0), .bilinear, width: 1, height: 1)
    #expect(shaded == [[128, 128, 128, 128]])
  }

  @Test func bilinearUpscaleBy2WeighsQuarterTexels() throws {
    // Positions 0.25, 0.75, 1.25, 1.75 are -0.25, 0.25, 0.75, 1.25 from the centre of texel 0:
    // clamped to texel 0 (0), 255 · 1/4 = 63.75 -> 64, 255 · 3/4 = 191.25 -> 191, clamped to texel 1
    // (255).
    let source = try image(width: 2, [[0, 0, 0, 255], [255, 255, 255, 255]])
    let expected: [[UInt8]] = [
      [0, 0, 0, 255], [64, 64, 64, 255], [191, 191, 191, 255], [255, 255, 255, 255],
    ]
    #expect(shade(source, .scale(0.5), .bilinear, width: 4, height: 1) == expected)
  }

  @Test func bilinearAtTexelCentresReturnsTheTexelExactly() throws {
    // u = 2X - 0.5: device centre x + 0.5 reads 2x + 0.5, the centre of texel 2x, through the general
    // path (a step of 2 texels). The half-transparent texel c comes back unchanged.
    let source = try image(width: 4, [a, b, c, d])
    let halve = Transform.scale(x: 2, y: 1).concatenating(.translation(x: -0.5, y: 0))
    #expect(shade(source, halve, .bilinear, width: 2, height: 1) == [a, c])
  }

  @Test func positionsBeyondTheImageClampToItsEdge() throws {
    let black: [UInt8] = [0, 0, 0, 255]
    let orange: [UInt8] = [200, 100, 40, 255]
    let source = try image(width: 2, [black, orange])
    // Whole-pixel offset: u = x - 2 + 0.5 is -1.5, -0.5, 0.5, 1.5, 2.5, 3.5 -> texels 0, 0, 0, 1, 1, 1;
    // v = y - 1 + 0.5 is -0.5, 0.5, 1.5 -> row 0 on every row.
    let whole = Transform.translation(x: -2, y: -1)
    let row = [black, black, black, orange, orange, orange]
    for sampling in [BitmapSampling.nearest, .bilinear] {
      #expect(shade(source, whole, sampling, width: 6, height: 3) == row + row + row, "\(sampling)")
    }
    // Fractional offset: from the texel centres u - 0.5 = x - 2.25 is -2.25, -1.25, -0.25 (all left of
    // centre 0: black), 0.75 (a quarter black, three quarters orange: 150, 75, 30 exactly), then 1.75 and
    // 2.75 (right of centre 1: orange).
    let fraction = Transform.translation(x: -2.25, y: -1)
    let blend: [UInt8] = [150, 75, 30, 255]
    let shaded = shade(source, fraction, .bilinear, width: 6, height: 1)
    #expect(shaded == [black, black, black, blend, orange, orange])
  }

  @Test func aFractionalTranslationShiftsTheSamplePoint() throws {
    let source = try image(width: 2, [[0, 0, 0, 255], [255, 255, 255, 255]])
    // Bilinear, +0.25: u - 0.5 = 0.25 -> 255 · 0.25 = 63.75 -> 64; 1.25 -> clamped to texel 1.
    #expect(
      shade(source, .translation(x: 0.25, y: 0), .bilinear, width: 2, height: 1)
        == [[64, 64, 64, 255], [255, 255, 255, 255]])
    // Bilinear, -0.25: u - 0.5 = -0.25 -> clamped to texel 0; 0.75 -> 255 · 0.75 = 191.25 -> 191.
    #expect(
      shade(source, .translation(x: -0.25, y: 0), .bilinear, width: 2, height: 1)
        == [[0, 0, 0, 255], [191, 191, 191, 255]])
    // Nearest, +0.5: u = 1.0 lies on the boundary, which belongs to the texel to its right (floor).
    #expect(
      shade(source, .translation(x: 0.5, y: 0), .nearest, width: 1, height: 1) == [[255, 255, 255, 255]])
    // Nearest, +0.25: u = 0.75 and 1.75.
    #expect(
      shade(source, .translation(x: 0.25, y: 0), .nearest, width: 2, height: 1)
        == [[0, 0, 0, 255], [255, 255, 255, 255]])
  }

  @Test func aTintReplacesColourAndKeepsTheSampledAlpha() throws {
    // Texel alphas 128 (half-transparent c), 255 and 0.
    let source = try image(width: 3, [c, a, f])
    // Opaque tint (200, 100, 0): alpha 128 gives 200 · 128 / 255 = 100.39 -> 100, 100 · 128 / 255 = 50.2
    // -> 50, 0, 255 · 128 / 255 = 128; alpha 255 gives the tint itself; alpha 0 gives transparent.
    let opaque = Color(red: 200, green: 100, blue: 0)
    #expect(
      shade(source, .identity, .nearest, tint: opaque, width: 3, height: 1)
        == [[100, 50, 0, 128], [200, 100, 0, 255], [0, 0, 0, 0]])
    // Half-transparent red: premultiplied (255 · 128 / 255 = 128, 0, 0, 128), then at alpha 128
    // 128 · 128 / 255 = 64.25 -> 64.
    let translucent = Color(red: 255, green: 0, blue: 0, alpha: 128)
    #expect(
      shade(source, .identity, .bilinear, tint: translucent, width: 3, height: 1)
        == [[64, 0, 0, 64], [128, 0, 0, 128], [0, 0, 0, 0]])
  }

  @Test func aRotatedMappingReadsTheRightTexels() throws {
    // Rotation by 90 degrees maps (X, Y) to (-Y, X); then translating by 3 gives u = 3 - Y, v = X.
    // Device pixel (x, y)'s centre reads u = 2.5 - y, v = x + 0.5: texel (2 - y, x), at its centre, so
    // bilinear is exact too. Image rows a b c / d e f appear as columns, bottom to top.
    let source = try image(width: 3, [a, b, c, d, e, f])
    let rotated = Transform.rotation(degrees: 90).concatenating(.translation(x: 3, y: 0))
    let expected = [
      c, f,
      b, e,
      a, d,
    ]
    for sampling in [BitmapSampling.nearest, .bilinear] {
      #expect(shade(source, rotated, sampling, width: 2, height: 3) == expected, "\(sampling)")
    }
  }

  @Test func aNonFiniteMappingPaintsTheFirstTexelInsteadOfCrashing() throws {
    // NaN coefficients count as 0, so every device pixel reads image position (0, 0): texel a.
    let source = try image(width: 2, [a, b])
    let broken = Transform(a: .nan, b: .nan, c: .nan, d: .nan, tx: .nan, ty: .nan)
    #expect(shade(source, broken, .bilinear, width: 2, height: 1) == [a, a])
  }

  // MARK: Every row strategy against the written-out formulas

  /// Maps that reach every row strategy: enlarging, shrinking to more and to less than half, mirrored,
  /// whole-texel steps at a fractional offset, and slanted. Every coefficient is a multiple of 1/64, so
  /// the reference computes exactly the positions the shader's fixed point holds.
  private let strategyMaps: [Transform] = [
    Transform.scale(x: 0.375, y: 0.625).concatenating(.translation(x: -1.25, y: 0.75)),
    Transform.scale(x: 1.75, y: 1.5).concatenating(.translation(x: -0.5, y: 0.125)),
    Transform.scale(x: 3.25, y: 0.5),
    Transform.scale(x: -0.75, y: 1).concatenating(.translation(x: 9, y: -2)),
    Transform.translation(x: 0.5, y: 0.25),
    Transform(a: 0.5, b: 0.25, c: -0.375, d: 0.75, tx: 2, ty: -1),
  ]

  /// A 7 x 5 image of valid premultiplied pixels (colour <= alpha) from a fixed linear congruential
  /// sequence.
  private func noiseImage() throws -> PremultipliedBitmap {
    var state: UInt64 = 0x9E37_79B9_7F4A_7C15
    func next() -> Int {
      state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
      return Int(state >> 56)
    }
    let pixels = (0..<35).map { _ in
      let alpha = next()
      return [next() * alpha / 255, next() * alpha / 255, next() * alpha / 255, alpha].map { UInt8($0) }
    }
    return try image(width: 7, pixels)
  }

  /// The pixel the documented rules give at device pixel (`x`, `y`): nearest takes the texel containing
  /// the centre; bilinear rounds the position to 1/256 texel from the texel centres (ties upwards) and
  /// takes `(Σ c · wx · wy + 32,768) >> 16`. Coordinates clamp to the edge.
  private func reference(
    _ image: PremultipliedBitmap, _ map: Transform, _ sampling: BitmapSampling, x: Int, y: Int
  ) -> [UInt8] {
    let point = map.apply(to: Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
    func texel(_ i: Int, _ j: Int, _ channel: Int) -> Int {
      let (column, row) = (min(max(i, 0), image.width - 1), min(max(j, 0), image.height - 1))
      return Int(image.pixels[(row * image.width + column) * 4 + channel])
    }
    switch sampling {
    case .nearest:
      let (i, j) = (Int(point.x.rounded(.down)), Int(point.y.rounded(.down)))
      return (0..<4).map { UInt8(texel(i, j, $0)) }
    case .bilinear:
      let pu = Int(((point.x - 0.5) * 256 + 0.5).rounded(.down))
      let pv = Int(((point.y - 0.5) * 256 + 0.5).rounded(.down))
      let (i, fx) = (pu >> 8, pu & 255)
      let (j, fy) = (pv >> 8, pv & 255)
      return (0..<4).map { channel in
        let sum =
          texel(i, j, channel) * (256 - fx) * (256 - fy) + texel(i + 1, j, channel) * fx * (256 - fy)
          + texel(i, j + 1, channel) * (256 - fx) * fy + texel(i + 1, j + 1, channel) * fx * fy
        return UInt8((sum + 32_768) >> 16)
      }
    }
  }

  @Test func everyRowStrategyMatchesTheWrittenOutFormulas() throws {
    let source = try noiseImage()
    for (index, map) in strategyMaps.enumerated() {
      for sampling in [BitmapSampling.nearest, .bilinear] {
        // Rows start at x = 3, as when the destination rect does not touch the bitmap's left edge.
        let shaded = shade(source, map, sampling, x: 3, width: 20, height: 9)
        let expected = (0..<9).flatMap { y in
          (3..<23).map { x in reference(source, map, sampling, x: x, y: y) }
        }
        #expect(shaded == expected, "map \(index), \(sampling)")
      }
    }
  }
}
