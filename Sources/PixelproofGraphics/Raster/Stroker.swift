// PLACEHOLDER until the stroke branch is merged.
public struct StrokeStyle: Sendable, Hashable {
  public var width: Double
  public var dashes: [Double] = []
  public var dashPhase: Double = 0
  public var invalidReason: String? { nil }
}
enum Stroker { static func outline(of path: Path, style: StrokeStyle) -> Path { Path() } }
