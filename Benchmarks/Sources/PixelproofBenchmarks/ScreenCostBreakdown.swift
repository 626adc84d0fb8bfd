import PixelproofVerifier

/// Where a screen's rasterizing time goes: the screen's display list rendered again without one kind of
/// item at a time (shadows, gradient fills, image fills, strokes, clips, groups). The time each removal
/// saves is what that kind costs, its pixels included.
enum ScreenCostBreakdown {
  /// A kind of item, and the list without it.
  struct Kind: Sendable {
    let name: String
    /// Whether to leave an item out; `begin`/`end` pairs are left out together so the list stays balanced.
    let leavesOut: @Sendable (DisplayList.Item) -> Bool
  }

  static let kinds: [Kind] = [
    Kind(name: "shadows") { if case .shadow = $0 { true } else { false } },
    Kind(name: "gradient fills") {
      switch $0 {
      case .fillRect(_, .linearGradient), .fillRect(_, .radialGradient), .fillPath(_, _, .linearGradient),
        .fillPath(_, _, .radialGradient):
        true
      default: false
      }
    },
    Kind(name: "image fills") {
      switch $0 {
      case .fillRect(_, .bitmap), .fillPath(_, _, .bitmap): true
      default: false
      }
    },
    Kind(name: "strokes and hairlines") {
      switch $0 {
      case .strokePath, .hairline: true
      default: false
      }
    },
    Kind(name: "clips (their contents drawn unclipped)") {
      switch $0 {
      case .beginClip, .endClip: true
      default: false
      }
    },
    Kind(name: "groups (their contents drawn directly)") {
      switch $0 {
      case .beginGroup, .endGroup: true
      default: false
      }
    },
  ]

  /// Rows timing `list` without each kind in turn, named `"<screen> without <kind>"`.
  static func rows(
    screen: String, list: DisplayList, width: Int, height: Int, scale: Double, stopwatch: Stopwatch,
    memset: (name: String, time: Measurement)
  ) throws -> [BenchmarkRow] {
    try kinds.map { kind in
      var reduced = DisplayList()
      for item in list.items where !kind.leavesOut(item) { reduced.append(item) }
      let removed = list.items.count - reduced.items.count
      return (
        try stopwatch.measure("\(screen) without \(kind.name) (\(removed))") {
          try DisplayListRasterizer.rasterize(reduced, width: width, height: height, scale: scale).pixels
            .middleByte
        }, memset
      )
    }
  }
}
