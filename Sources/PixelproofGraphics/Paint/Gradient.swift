// PLACEHOLDER until the gradients branch is merged. Its initializers are the gradients branch's, so
// code written against this placeholder compiles unchanged after the merge.
public struct Gradient: Sendable, Hashable {
  public struct Stop: Sendable, Hashable {
    public var location: Double; public var color: Color
    public init(location: Double, color: Color) { self.location = location; self.color = color }
  }
  public var stops: [Stop]
  public init(stops: [Stop]) { self.stops = stops }
  public init(colors: [Color]) {
    let intervals = colors.count - 1
    stops = colors.enumerated().map { index, color in
      Stop(location: intervals > 0 ? Double(index) / Double(intervals) : 0, color: color)
    }
  }
  public var invalidReason: String? { nil }
}
public struct LinearGradient: Sendable, Hashable {
  public var gradient: Gradient; public var start: Point; public var end: Point
  public init(gradient: Gradient, start: Point, end: Point) { self.gradient = gradient; self.start = start; self.end = end }
  public var invalidReason: String? { nil }
}
public struct RadialGradient: Sendable, Hashable {
  public var gradient: Gradient; public var center: Point; public var radius: Double
  public init(gradient: Gradient, center: Point, radius: Double) { self.gradient = gradient; self.center = center; self.radius = radius }
  public var invalidReason: String? { nil }
}
struct GradientShader: Shader {
  init(linear: LinearGradient, deviceToGradient: Transform) {}
  init(radial: RadialGradient, deviceToGradient: Transform) {}
  func shade(x: Int, y: Int, count: Int, into pixels: UnsafeMutablePointer<UInt8>) {}
}
