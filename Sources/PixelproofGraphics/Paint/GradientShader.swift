/// Colours pixels with a linear or radial gradient, in integer arithmetic after one conversion.
///
/// The gradient's parameter t is an affine function of the device pixel (linear), or the length of an
/// affine vector function (radial). Its coefficients are converted to fixed point once, in `init`
/// (``FixedAffine``); each pixel is then an integer add per step along the row, a lookup in the
/// ``GradientRamp``, and for a radial gradient the square root of an exact integer of at most 2^53
/// (which IEEE 754 rounds correctly on every machine). The same gradient gives the same bytes everywhere.
///
/// Callers check ``LinearGradient/invalidReason`` or ``RadialGradient/invalidReason`` and that the
/// transform is finite first; an invalid gradient or a non-finite transform paints transparent pixels
/// rather than crashing.
struct GradientShader: Shader {
  /// How t varies over the device plane.
  private enum Field {
    /// t does not matter: the ramp has one colour.
    case constant
    case linear(FixedAffine)
    /// t is the length of (u, v), in units of the radius.
    case radial(u: FixedAffine, v: FixedAffine)
  }

  private let field: Field
  private let ramp: GradientRamp

  /// - Parameters:
  ///   - linear: the gradient, in its own coordinates.
  ///   - deviceToGradient: maps device pixel coordinates to the gradient's coordinates (the inverse of
  ///     the transform the gradient is drawn with).
  init(linear: LinearGradient, deviceToGradient: Transform) {
    guard linear.invalidReason == nil, deviceToGradient.isFinite, let ramp = GradientRamp(linear.gradient)
    else {
      (field, self.ramp) = (.constant, GradientRamp(constant: .clear))
      return
    }
    let m = deviceToGradient
    let (dx, dy) = (linear.end.x - linear.start.x, linear.end.y - linear.start.y)
    let lengthSquared = dx * dx + dy * dy
    // t = ((p - start) · (end - start)) / |end - start|², with p = m(device point).
    let t = FixedAffine.Source(
      perX: (m.a * dx + m.b * dy) / lengthSquared, perY: (m.c * dx + m.d * dy) / lengthSquared,
      atOrigin: ((m.tx - linear.start.x) * dx + (m.ty - linear.start.y) * dy) / lengthSquared)
    let anchor = deviceToGradient.inverted()?.apply(to: linear.start)
    guard lengthSquared > 0, let fixed = FixedAffine.convert([t], anchor: anchor) else {
      // start == end, or a line so short that t is not finite: the last colour (see LinearGradient).
      (field, self.ramp) = (.constant, Self.lastColor(of: linear.gradient))
      return
    }
    (field, self.ramp) = (.linear(fixed[0]), ramp)
  }

  /// - Parameters:
  ///   - radial: the gradient, in its own coordinates.
  ///   - deviceToGradient: maps device pixel coordinates to the gradient's coordinates (the inverse of
  ///     the transform the gradient is drawn with).
  init(radial: RadialGradient, deviceToGradient: Transform) {
    guard radial.invalidReason == nil, deviceToGradient.isFinite, let ramp = GradientRamp(radial.gradient)
    else {
      (field, self.ramp) = (.constant, GradientRamp(constant: .clear))
      return
    }
    let m = deviceToGradient
    let r = radial.radius
    // (u, v) = (p - center) / radius, with p = m(device point); t = |(u, v)|.
    let u = FixedAffine.Source(perX: m.a / r, perY: m.c / r, atOrigin: (m.tx - radial.center.x) / r)
    let v = FixedAffine.Source(perX: m.b / r, perY: m.d / r, atOrigin: (m.ty - radial.center.y) / r)
    let anchor = deviceToGradient.inverted()?.apply(to: radial.center)
    guard r > 0, let fixed = FixedAffine.convert([u, v], anchor: anchor) else {
      // A radius of 0, or one so small that (u, v) is not finite: the last colour (see RadialGradient).
      (field, self.ramp) = (.constant, Self.lastColor(of: radial.gradient))
      return
    }
    (field, self.ramp) = (.radial(u: fixed[0], v: fixed[1]), ramp)
  }

  func shade(x: Int, y: Int, count: Int, into pixels: UnsafeMutablePointer<UInt8>) {
    guard count > 0 else { return }
    var cursor = GradientRamp.Cursor(ramp)
    switch field {
    case .constant:
      for i in 0..<count { cursor.store(0, to: pixels + 4 * i) }
    case .linear(let t):
      var value = t.value(x: x, y: y)
      for i in 0..<count {
        cursor.store(value, to: pixels + 4 * i)
        value &+= t.stepX
      }
    case .radial(let u, let v):
      var (uValue, vValue) = (u.value(x: x, y: y), v.value(x: x, y: y))
      // Beyond twice the radius every pixel takes the last colour, so clamping there keeps the sum of
      // squares at most 2^53: exact as a Double, whose square root IEEE 754 rounds correctly.
      let limit = 2 * GradientRamp.one
      for i in 0..<count {
        let clampedU = min(max(uValue, -limit), limit)
        let clampedV = min(max(vValue, -limit), limit)
        let t = Int(Double(clampedU &* clampedU &+ clampedV &* clampedV).squareRoot())
        cursor.store(t, to: pixels + 4 * i)
        uValue &+= u.stepX
        vValue &+= v.stepX
      }
    }
  }

  private static func lastColor(of gradient: Gradient) -> GradientRamp {
    GradientRamp(constant: gradient.stops.last?.color ?? .clear)
  }
}
