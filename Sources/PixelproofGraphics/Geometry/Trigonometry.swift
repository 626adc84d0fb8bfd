/// Sine and cosine from a fixed polynomial, using only addition, subtraction, multiplication and
/// division, which IEEE 754 rounds the same way on every machine (C libraries' `sin` and `cos` differ in
/// their last bits).
package enum Trigonometry {
  /// The sine and cosine of `degrees`.
  ///
  /// The angle is reduced to 0...45 degrees by exact steps (multiples of 45 degrees, and symmetry), then
  /// evaluated with Taylor polynomials to x^15 and x^16, whose truncation error at π/4 is below 1e-16.
  /// Multiples of 90 degrees give exact 0 and ±1.
  package static func sineAndCosine(degrees: Double) -> (sine: Double, cosine: Double) {
    guard degrees.isFinite else { return (.nan, .nan) }
    // Reduce to 0 ..< 360; remainder is exact for doubles.
    var reduced = degrees.truncatingRemainder(dividingBy: 360)
    // A tiny negative remainder plus 360 rounds to 360 itself, which is a whole turn: 0.
    if reduced < 0 { reduced += 360 }
    if reduced >= 360 { reduced = 0 }
    let quadrant = Int(reduced / 90) % 4
    var withinQuadrant = reduced - Double(quadrant) * 90
    // Fold 45...90 onto 0...45 through sin(90 - x) = cos(x).
    let folded = withinQuadrant > 45
    if folded { withinQuadrant = 90 - withinQuadrant }
    let x = withinQuadrant * (pi / 180)
    var (sine, cosine) = (sinePolynomial(x), cosinePolynomial(x))
    if folded { (sine, cosine) = (cosine, sine) }
    switch quadrant {
    case 0: return (sine, cosine)
    case 1: return (cosine, -sine)
    case 2: return (-sine, -cosine)
    default: return (-cosine, sine)
    }
  }

  static let pi = 3.141_592_653_589_793

  /// x - x^3/3! + x^5/5! - ... - x^15/15!, by Horner's rule in x^2.
  private static func sinePolynomial(_ x: Double) -> Double {
    let coefficients: [Double] = [
      -1.0 / 1_307_674_368_000, 1.0 / 6_227_020_800, -1.0 / 39_916_800, 1.0 / 362_880, -1.0 / 5040,
      1.0 / 120, -1.0 / 6, 1,
    ]
    return horner(coefficients, x * x) * x
  }

  /// 1 - x^2/2! + x^4/4! - ... + x^16/16!, by Horner's rule in x^2.
  private static func cosinePolynomial(_ x: Double) -> Double {
    let coefficients: [Double] = [
      1.0 / 20_922_789_888_000, -1.0 / 87_178_291_200, 1.0 / 479_001_600, -1.0 / 3_628_800, 1.0 / 40320,
      -1.0 / 720, 1.0 / 24, -0.5, 1,
    ]
    return horner(coefficients, x * x)
  }

  private static func horner(_ coefficients: [Double], _ x: Double) -> Double {
    var result = 0.0
    for coefficient in coefficients { result = result * x + coefficient }
    return result
  }
}
