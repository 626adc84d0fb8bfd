/// An affine transform of the plane: `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty`, as CoreGraphics
/// writes it.
///
/// Transforms are built from translation, scale and rotation by an angle in degrees. Rotation takes its
/// sine and cosine from a fixed polynomial with basic operations only, not from the C library, so the
/// same angle gives the same matrix on every machine.
public struct Transform: Sendable, Hashable, CustomStringConvertible {
  /// The x scale (row 1, column 1 of the matrix).
  public var a: Double
  /// The y shear: how far y moves per unit of x.
  public var b: Double
  /// The x shear: how far x moves per unit of y.
  public var c: Double
  /// The y scale (row 2, column 2 of the matrix).
  public var d: Double
  /// The x translation.
  public var tx: Double
  /// The y translation.
  public var ty: Double

  /// The transform that maps (x, y) to (a·x + c·y + tx, b·x + d·y + ty), as `CGAffineTransform`.
  public init(a: Double, b: Double, c: Double, d: Double, tx: Double, ty: Double) {
    (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
  }

  /// The transform that changes nothing.
  public static let identity = Transform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

  /// Moves points by `x` and `y`.
  public static func translation(x: Double, y: Double) -> Transform {
    Transform(a: 1, b: 0, c: 0, d: 1, tx: x, ty: y)
  }

  /// Scales x by `x` and y by `y`, about the origin.
  public static func scale(x: Double, y: Double) -> Transform {
    Transform(a: x, b: 0, c: 0, d: y, tx: 0, ty: 0)
  }

  /// Scales both axes by `factor`, about the origin.
  public static func scale(_ factor: Double) -> Transform { scale(x: factor, y: factor) }

  /// A rotation about the origin by `degrees`, clockwise on screen (y points down), as UIKit's
  /// `CGAffineTransform(rotationAngle:)` turns for a positive angle.
  public static func rotation(degrees: Double) -> Transform {
    let (sine, cosine) = Trigonometry.sineAndCosine(degrees: degrees)
    return Transform(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
  }

  /// `self` applied first, then `other`.
  public func concatenating(_ other: Transform) -> Transform {
    Transform(
      a: a * other.a + b * other.c, b: a * other.b + b * other.d,
      c: c * other.a + d * other.c, d: c * other.b + d * other.d,
      tx: tx * other.a + ty * other.c + other.tx, ty: tx * other.b + ty * other.d + other.ty)
  }

  /// The transform that undoes this one, or nil when it flattens the plane (determinant 0 or not finite).
  public func inverted() -> Transform? {
    let determinant = a * d - b * c
    guard determinant != 0, determinant.isFinite else { return nil }
    let inverse = Transform(
      a: d / determinant, b: -b / determinant, c: -c / determinant, d: a / determinant,
      tx: (c * ty - d * tx) / determinant, ty: (b * tx - a * ty) / determinant)
    return inverse.isFinite ? inverse : nil
  }

  /// `point` transformed.
  public func apply(to point: Point) -> Point {
    Point(x: a * point.x + c * point.y + tx, y: b * point.x + d * point.y + ty)
  }

  /// Whether the transform changes nothing.
  public var isIdentity: Bool { self == .identity }

  /// Whether the transform only scales and translates, so rectangles stay axis-aligned rectangles.
  public var isAxisAligned: Bool { b == 0 && c == 0 }

  /// Whether every entry is a finite number.
  public var isFinite: Bool {
    a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
  }

  /// How much the transform scales areas, as a length factor: the square root of |determinant|.
  public var lengthScale: Double { (a * d - b * c).magnitude.squareRoot() }

  /// The six entries, `[a, b, c, d, tx, ty]`.
  public var description: String {
    "[\([a, b, c, d, tx, ty].map(formatCoordinate).joined(separator: ", "))]"
  }
}
