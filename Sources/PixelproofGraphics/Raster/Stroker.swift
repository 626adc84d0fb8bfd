// PLACEHOLDER until the stroke branch is merged.
public struct StrokeStyle: Sendable, Hashable {
  public enum LineCap: Sendable, Hashable { case butt, round, square }
  public enum LineJoin: Sendable, Hashable { case miter, round, bevel }
  public var width: Double
  public var cap: LineCap
  public var join: LineJoin
  public var miterLimit: Double
  public var dashes: [Double]
  public var dashPhase: Double
  public init(width: Double, cap: LineCap = .butt, join: LineJoin = .miter, miterLimit: Double = 10, dashes: [Double] = [], dashPhase: Double = 0) {
    self.width = width; self.cap = cap; self.join = join; self.miterLimit = miterLimit; self.dashes = dashes; self.dashPhase = dashPhase
  }
  public var invalidReason: String? { nil }
}
enum Stroker { static func outline(of path: Path, style: StrokeStyle) -> Path { Path() } }
