import PixelproofGraphics
import Testing

/// The fixed polynomial sine and cosine behind rotations, against values known in closed form.
///
/// Tolerances: a double near 1 is spaced 2.2e-16 apart (1.1e-16 just below 1), so a correctly rounded
/// result is within 1.1e-16 of the truth. The angle itself is rounded when it is turned into radians
/// (x × π/180, π rounded to 53 bits): at most about 1.5e-16 relative, which moves sin or cos by at most
/// 1.2e-16 below π/4. The Horner evaluation adds a few roundings of about 1.1e-16 each, mostly cancelling
/// as the terms shrink. 4e-16, under two units in the last place of values near 1, covers all three.
@Suite struct TrigonometryTests {
  private func near(_ a: Double, _ b: Double, _ tolerance: Double = 4e-16) -> Bool { abs(a - b) <= tolerance }

  @Test func multiplesOfNinetyDegreesAreExact() {
    // Clockwise on screen (y down): 90° turns the x axis (1, 0) onto the y axis (0, 1).
    let expected: [(Double, (sine: Double, cosine: Double))] = [
      (0, (0, 1)), (90, (1, 0)), (180, (0, -1)), (270, (-1, 0)), (360, (0, 1)), (-90, (-1, 0)),
      (-180, (0, -1)), (-270, (1, 0)), (450, (1, 0)), (720, (0, 1)), (-3600, (0, 1)),
    ]
    for (degrees, value) in expected {
      let result = Trigonometry.sineAndCosine(degrees: degrees)
      #expect(result.sine == value.sine && result.cosine == value.cosine, "\(degrees)°: \(result)")
    }
  }

  @Test func rotationMatricesAtMultiplesOfNinetyDegreesAreExact() {
    // x' = a·x + c·y, y' = b·x + d·y with a = cos, b = sin, c = -sin, d = cos.
    let expected: [(Double, Transform)] = [
      (0, .identity),
      (90, Transform(a: 0, b: 1, c: -1, d: 0, tx: 0, ty: 0)),
      (180, Transform(a: -1, b: 0, c: 0, d: -1, tx: 0, ty: 0)),
      (270, Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)),
      (360, .identity),
      (-90, Transform(a: 0, b: -1, c: 1, d: 0, tx: 0, ty: 0)),
    ]
    for (degrees, transform) in expected {
      #expect(Transform.rotation(degrees: degrees) == transform, "\(degrees)°")
    }
    // 90° takes (3, 1) to (-1, 3): right becomes down, down becomes left.
    let turned = Transform.rotation(degrees: 90).apply(to: Point(x: 3, y: 1))
    #expect(turned == Point(x: -1, y: 3))
    // Exact multiples keep rectangles axis-aligned, which lets the renderer use its exact rect paths.
    #expect(Transform.rotation(degrees: 270).isAxisAligned == false)
    #expect(Transform.rotation(degrees: 180).isAxisAligned)
  }

  @Test func knownValuesAreWithinTwoUnitsInTheLastPlace() {
    let half = 0.5
    let rootHalf = 2.0.squareRoot() / 2  // correctly rounded: within 5.6e-17 of √2/2
    #expect(near(Trigonometry.sineAndCosine(degrees: 30).sine, half))
    #expect(near(Trigonometry.sineAndCosine(degrees: 60).cosine, half))
    #expect(near(Trigonometry.sineAndCosine(degrees: 45).sine, rootHalf))
    #expect(near(Trigonometry.sineAndCosine(degrees: 45).cosine, rootHalf))
    #expect(near(Trigonometry.sineAndCosine(degrees: -30).sine, -half))
    #expect(near(Trigonometry.sineAndCosine(degrees: 150).sine, half))
    #expect(near(Trigonometry.sineAndCosine(degrees: 210).sine, -half))
    #expect(near(Trigonometry.sineAndCosine(degrees: 120).cosine, -half))
    // sin 60° = √3/2; sin 15° = (√6 - √2)/4, cos 15° = (√6 + √2)/4; sin 18° = (√5 - 1)/4,
    // cos 36° = (√5 + 1)/4. Each square root is correctly rounded (within 2.2e-16 of roots near 2),
    // and dividing by 4 shrinks that to under 1.2e-16, inside the tolerance with the sine's own error.
    let (r2, r3, r5, r6) = (2.0.squareRoot(), 3.0.squareRoot(), 5.0.squareRoot(), 6.0.squareRoot())
    #expect(near(Trigonometry.sineAndCosine(degrees: 60).sine, r3 / 2))
    #expect(near(Trigonometry.sineAndCosine(degrees: 15).sine, (r6 - r2) / 4))
    #expect(near(Trigonometry.sineAndCosine(degrees: 15).cosine, (r6 + r2) / 4))
    #expect(near(Trigonometry.sineAndCosine(degrees: 18).sine, (r5 - 1) / 4))
    #expect(near(Trigonometry.sineAndCosine(degrees: 36).cosine, (r5 + 1) / 4))
    // sin 72° folds onto cos 18°: the same polynomial at the same argument, equal to the bit.
    let sin72 = Trigonometry.sineAndCosine(degrees: 72).sine
    #expect(sin72 == Trigonometry.sineAndCosine(degrees: 18).cosine)
  }

  @Test func sineSquaredPlusCosineSquaredIsOne() {
    // Each value within about 2e-16 of the truth: s² + c² is then within 2 × 2e-16 × (|s| + |c|)
    // ≤ 5.7e-16 of 1, plus two roundings of the squares and one of the sum (1.1e-16 each): under 1e-15.
    var degrees = -725.0
    var worst = 0.0
    while degrees <= 725 {
      let (s, c) = Trigonometry.sineAndCosine(degrees: degrees)
      worst = max(worst, abs(s * s + c * c - 1))
      degrees += 0.37
    }
    #expect(worst <= 1e-15, "\(worst)")
  }

  @Test func tinyNegativeAnglesAreNearZero() {
    // -1e-15° is within 2.8e-14 of 360° (half the spacing of doubles there), so -1e-15 + 360 rounds to
    // 360 exactly. sin(-1e-15°) = -1.745e-17 and cos = 1 - 1.5e-34: (0, 1) to well within 4e-16.
    // The reduction must then treat 360 as a whole turn: evaluated as -270° outside the polynomials'
    // range it gave sine 1.9e-4 and cosine 1.00074, a rotation that also scales.
    for degrees in [-1e-15, -1e-20, -1e-300] {
      let (s, c) = Trigonometry.sineAndCosine(degrees: degrees)
      #expect(near(s, 0) && near(c, 1), "\(degrees)°: sine \(s), cosine \(c)")
    }
  }

  @Test func nonFiniteAnglesGiveNaN() {
    for degrees in [Double.nan, .infinity, -.infinity] {
      let (s, c) = Trigonometry.sineAndCosine(degrees: degrees)
      #expect(s.isNaN && c.isNaN)
    }
  }
}
